import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  isNull,
  lt,
  lte,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  FuelClassTonnes,
  LedgerEpisodeDto,
  LedgerRecordDto,
  LegDto,
  LockState,
  SnapshotDto,
  TotalsDto,
  VoyageDto,
} from '../../../../domain/api.js';
import {
  addCode,
  fuelClassOf,
  legTotalsInPeriod,
  periodFuel,
  snapshotAt,
  SNAPSHOT_TOLERANCE_MS,
  type ByCode,
  type LedgerSnapshot,
  type LegFigures,
  type Stay,
} from '../../../../domain/ledger/index.js';
import {
  formatLocalTime,
  type LedgerFuelCode,
  type RecordInput,
} from '../../../../domain/schemas/voyageData.js';
import type { Db } from '../../../db/client.js';
import {
  episodeFuels,
  fuelTypes,
  ports,
  recordBunkers,
  recordCargo,
  recordConsumers,
  recordFuels,
  recordSludge,
  recordTransfers,
  robSnapshots,
  shipFuels,
  ships,
  snapshotFuels,
  voyageEpisodes,
  voyageLegs,
  voyageRecords,
  voyages,
} from '../../../db/schema/index.js';
import { AppError, notFound } from '../../../http/errors.js';
import { addByClass, co2OfClasses, legDtos, shipKeyword, shipName, shipsOfCompany } from './shared.js';

const local = (d: Date, offsetMin: number) => formatLocalTime(d.getTime(), offsetMin);
const idArray = (ids: number[]) => sql.raw(`array[${ids.map(Number).join(',')}]::int[]`);

// ─── Voyages ────────────────────────────────────────────────────────────────────────────────

export interface VoyageFilter {
  shipId?: number;
  companyId?: number;
  keyword?: string;
  voyageNo?: string;
  /** Period: voyages that overlap [from, to). */
  from?: Date;
  to?: Date;
  /** The screen's dates: voyage start and end both inside [startDate, endDate]. */
  startDate?: Date;
  endDate?: Date;
  page: number;
  size: number;
}

const voyageColumns = {
  id: voyages.id,
  version: voyages.version,
  shipId: voyages.shipId,
  imo: ships.imo,
  registrationNo: ships.registrationNo,
  shipNameEn: ships.nameEn,
  shipNameZh: ships.nameZh,
  voyageNo: voyages.voyageNo,
  status: voyages.status,
  startAt: voyages.startAt,
  endAt: voyages.endAt,
  distanceNm: voyages.distanceNm,
  hoursUnderway: voyages.hoursUnderway,
  co2T: voyages.co2T,
  transportWorkTnm: voyages.transportWorkTnm,
  eeoi: voyages.eeoi,
  co2PerNmKg: voyages.co2PerNmKg,
  speedReductionPct: voyages.speedReductionPct,
  loadUtilisationPct: voyages.loadUtilisationPct,
  ballastDistanceRatio: voyages.ballastDistanceRatio,
};
type VoyageRow = { [K in keyof typeof voyageColumns]: (typeof voyageColumns)[K]['_']['data'] } & {
  imo: string | null;
  registrationNo: string | null;
  shipNameZh: string | null;
  startAt: Date | null;
  endAt: Date | null;
};

async function withLegs(db: Db, rows: VoyageRow[]): Promise<VoyageDto[]> {
  const ids = rows.map((r) => r.id);
  const legRows = ids.length
    ? await db
        .select({ leg: voyageLegs, voyageNo: voyages.voyageNo })
        .from(voyageLegs)
        .innerJoin(voyages, eq(voyages.id, voyageLegs.voyageId))
        .where(sql`${voyageLegs.voyageId} = any(${idArray(ids)})`)
    : [];
  const legs = await legDtos(
    db,
    legRows.map((r) => ({ ...r.leg, voyageNo: r.voyageNo })),
  );
  const voyageOfLeg = new Map(legRows.map((r) => [r.leg.id, r.leg.voyageId]));
  return rows.map(({ imo, registrationNo, startAt, endAt, status, ...r }) => ({
    ...r,
    ship: shipName({ imo, registrationNo }),
    status: status as LockState,
    start: startAt?.toISOString() ?? null,
    end: endAt?.toISOString() ?? null,
    legs: legs.filter((l) => voyageOfLeg.get(l.id) === r.id),
  }));
}

/** A page of voyages in the caller's scope, newest first, each with its IMO, EU and UK legs. */
export async function listVoyages(db: Db, scope: SQL, f: VoyageFilter) {
  const conds: (SQL | undefined)[] = [scope];
  if (f.shipId !== undefined) conds.push(eq(voyages.shipId, f.shipId));
  if (f.companyId !== undefined) conds.push(shipsOfCompany(f.companyId));
  if (f.keyword) conds.push(shipKeyword(f.keyword));
  if (f.voyageNo) conds.push(sql`${voyages.voyageNo} like ${'%' + f.voyageNo.trim().toUpperCase() + '%'}`);
  // A voyage still under way (no end yet) overlaps every period after its start.
  if (f.from) conds.push(or(isNull(voyages.endAt), gt(voyages.endAt, f.from)));
  if (f.to) conds.push(lt(voyages.startAt, f.to));
  if (f.startDate) conds.push(gte(voyages.startAt, f.startDate), gte(voyages.endAt, f.startDate));
  if (f.endDate) conds.push(lte(voyages.startAt, f.endDate), lte(voyages.endAt, f.endDate));
  const where = and(...conds);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(voyageColumns)
      .from(voyages)
      .innerJoin(ships, eq(ships.id, voyages.shipId))
      .where(where)
      .orderBy(sql`${voyages.startAt} desc nulls first`, desc(voyages.id))
      .limit(f.size)
      .offset((f.page - 1) * f.size),
    db.select({ n: count() }).from(voyages).innerJoin(ships, eq(ships.id, voyages.shipId)).where(where),
  ]);
  return { items: await withLegs(db, rows as VoyageRow[]), total: n };
}

/** One voyage in the caller's scope (404 otherwise), with its legs. */
export async function voyageDetail(db: Db, scope: SQL, id: number): Promise<VoyageDto> {
  const rows = await db
    .select(voyageColumns)
    .from(voyages)
    .innerJoin(ships, eq(ships.id, voyages.shipId))
    .where(and(eq(voyages.id, id), scope));
  if (!rows[0]) throw notFound();
  return (await withLegs(db, rows as VoyageRow[]))[0];
}

/** The voyage's id, ship and state if the caller may see it; else 404. */
export async function requireVoyage(db: Db, scope: SQL, id: number) {
  const [row] = await db
    .select({ id: voyages.id, shipId: voyages.shipId, status: voyages.status, voyageNo: voyages.voyageNo })
    .from(voyages)
    .innerJoin(ships, eq(ships.id, voyages.shipId))
    .where(and(eq(voyages.id, id), scope));
  if (!row) throw notFound();
  return row;
}

/** Voyages of one ship, oldest first (the legacy voyage picker). */
export async function voyagesOfShip(db: Db, shipId: number) {
  const rows = await db
    .select({
      id: voyages.id,
      voyageNo: voyages.voyageNo,
      status: voyages.status,
      startAt: voyages.startAt,
      endAt: voyages.endAt,
    })
    .from(voyages)
    .where(eq(voyages.shipId, shipId))
    .orderBy(sql`${voyages.startAt} asc nulls last`, asc(voyages.id));
  return rows.map(({ startAt, endAt, ...r }) => ({
    ...r,
    start: startAt?.toISOString() ?? null,
    end: endAt?.toISOString() ?? null,
  }));
}

// ─── Legs and totals ────────────────────────────────────────────────────────────────────────

/**
 * Legs of a ship of one kind that overlap [from, to): departure before `to` and arrival after
 * `from`, read by the (ship_id, kind, departure_at) index.
 */
export async function legsInPeriod(
  db: Db,
  shipId: number,
  kind: 'imo' | 'eu' | 'uk',
  from: Date,
  to: Date,
): Promise<LegDto[]> {
  const rows = await db
    .select({ leg: voyageLegs, voyageNo: voyages.voyageNo })
    .from(voyageLegs)
    .innerJoin(voyages, eq(voyages.id, voyageLegs.voyageId))
    .where(
      and(
        eq(voyageLegs.shipId, shipId),
        eq(voyageLegs.kind, kind),
        lt(voyageLegs.departureAt, to),
        gt(voyageLegs.arrivalAt, from),
      ),
    )
    .orderBy(asc(voyageLegs.departureAt));
  const dtos = await legDtos(
    db,
    rows.map((r) => ({ ...r.leg, voyageNo: r.voyageNo })),
  );
  return dtos.sort((a, b) => a.departure.localeCompare(b.departure) || a.seq - b.seq);
}

/** One leg in the caller's scope (404 otherwise), with its voyage and ship. */
export async function legDetail(db: Db, scope: SQL, id: number) {
  const [row] = await db
    .select({ leg: voyageLegs, voyageNo: voyages.voyageNo, voyageStatus: voyages.status })
    .from(voyageLegs)
    .innerJoin(voyages, eq(voyages.id, voyageLegs.voyageId))
    .innerJoin(ships, eq(ships.id, voyageLegs.shipId))
    .where(and(eq(voyageLegs.id, id), scope));
  if (!row) throw notFound();
  const [dto] = await legDtos(db, [{ ...row.leg, voyageNo: row.voyageNo }]);
  return {
    ...dto,
    voyageId: row.leg.voyageId!,
    shipId: row.leg.shipId,
    voyageLocked: row.voyageStatus === 'locked',
    iceDistanceNm: row.leg.iceDistanceNm,
    ballastDistanceNm: row.leg.ballastDistanceNm,
  };
}

const SNAPSHOT_MISSING = {
  zh: (bound: string, at: string) => `${bound === 'from' ? '期初' : '期末'} ${at} 没有油量快照`,
  en: (bound: string, at: string) =>
    `No ROB snapshot at the ${bound === 'from' ? 'start' : 'end'} bound ${at}.`,
};

/**
 * Period totals by the snapshot rule (spec voyage-data.md §2), with the domain's pieces so the
 * server and `periodTotals` of src/domain/ledger/periods.ts agree: the snapshot nearest each bound
 * within ±1 minute (`snapshotAt`), fuel = ROB at `from` − ROB at `to` + bunkered − transferred out
 * − sludge with their own time inside [from, to) (`periodFuel`), distance, hours and transport
 * work from the IMO legs, a leg cut by a bound split by its time under way inside the period
 * (`legTotalsInPeriod`: the stays of its intermediate records are not under way).
 * A few small indexed reads, whatever the size of the fleet: the snapshots near both bounds, the
 * three timed-fuel sums, the legs that overlap the period, and the stays inside the at most two
 * legs a bound cuts. A bound without a snapshot is 409 `snapshot_missing` naming it.
 */
export async function periodTotals(
  db: Db,
  shipId: number,
  from: Date,
  to: Date,
  lang: 'zh' | 'en',
): Promise<TotalsDto> {
  const fromMs = from.getTime();
  const toMs = to.getTime();
  const near = (t: number) =>
    and(
      gte(robSnapshots.at, new Date(t - SNAPSHOT_TOLERANCE_MS)),
      lte(robSnapshots.at, new Date(t + SNAPSHOT_TOLERANCE_MS)),
    );
  const timed = (table: typeof recordBunkers | typeof recordTransfers | typeof recordSludge) =>
    db
      .select({ fuelCode: table.fuelCode, t: sql<number>`sum(${table.tonnes})`.mapWith(Number) })
      .from(table)
      .innerJoin(voyageRecords, eq(voyageRecords.id, table.recordId))
      .where(and(eq(voyageRecords.shipId, shipId), gte(table.at, from), lt(table.at, to)))
      .groupBy(table.fuelCode);
  const [snapRows, bunkered, transferred, sludge, legRows] = await Promise.all([
    db
      .select({
        id: robSnapshots.id,
        refCode: robSnapshots.refCode,
        at: robSnapshots.at,
        fuelCode: snapshotFuels.fuelCode,
        robT: snapshotFuels.robT,
      })
      .from(robSnapshots)
      .leftJoin(snapshotFuels, eq(snapshotFuels.snapshotId, robSnapshots.id))
      .where(and(eq(robSnapshots.shipId, shipId), or(near(fromMs), near(toMs)))),
    timed(recordBunkers),
    timed(recordTransfers),
    timed(recordSludge),
    db
      .select({
        departureAt: voyageLegs.departureAt,
        arrivalAt: voyageLegs.arrivalAt,
        distanceNm: voyageLegs.distanceNm,
        hoursUnderway: voyageLegs.hoursUnderway,
        transportWorkTnm: voyageLegs.transportWorkTnm,
      })
      .from(voyageLegs)
      .where(
        and(
          eq(voyageLegs.shipId, shipId),
          eq(voyageLegs.kind, 'imo'),
          lt(voyageLegs.departureAt, to),
          // >=: a leg without time under way departing at `from` counts in the period.
          gte(voyageLegs.arrivalAt, from),
        ),
      ),
  ]);
  const snapshots = new Map<number, LedgerSnapshot & { fuels: { fuel: LedgerFuelCode; robT: number }[] }>();
  for (const s of snapRows) {
    let snap = snapshots.get(s.id);
    if (!snap) snapshots.set(s.id, (snap = { refCode: s.refCode, time: s.at.getTime(), fuels: [] }));
    // A code outside the ledger's list is ignored, never guessed (as addByClass).
    if (s.fuelCode && fuelClassOf(s.fuelCode as LedgerFuelCode))
      snap.fuels.push({ fuel: s.fuelCode as LedgerFuelCode, robT: s.robT! });
  }
  const start = snapshotAt([...snapshots.values()], fromMs);
  const end = snapshotAt([...snapshots.values()], toMs);
  for (const [bound, at, snap] of [
    ['from', from, start],
    ['to', to, end],
  ] as const)
    if (!snap)
      throw new AppError(409, 'snapshot_missing', SNAPSHOT_MISSING[lang](bound, at.toISOString()), {
        [bound]: at.toISOString(),
      });
  const byCode = (rows: { fuelCode: string; t: number }[]) => {
    const out: ByCode = {};
    for (const r of rows)
      if (fuelClassOf(r.fuelCode as LedgerFuelCode)) addCode(out, r.fuelCode as LedgerFuelCode, r.t);
    return out;
  };
  const fuelT = periodFuel(start!, end!, {
    bunkeredT: byCode(bunkered),
    transferredT: byCode(transferred),
    sludgeT: byCode(sludge),
  });

  const legs: LegFigures[] = legRows.map((l) => ({
    departure: l.departureAt.getTime(),
    arrival: l.arrivalAt.getTime(),
    distanceNm: l.distanceNm,
    hoursUnderway: l.hoursUnderway,
    transportWorkTnm: l.transportWorkTnm,
  }));
  // The stays of the intermediate records of the legs a bound cuts (at most one per bound): the
  // records with arrival after the leg's departure and departure before its arrival.
  const cut = legs.filter((l) => l.hoursUnderway > 0 && (l.departure < fromMs || l.arrival > toMs));
  const stays: Stay[] = cut.length
    ? (
        await db
          .select({ arrivalAt: voyageRecords.arrivalAt, departureAt: voyageRecords.departureAt })
          .from(voyageRecords)
          .where(
            and(
              eq(voyageRecords.shipId, shipId),
              or(
                ...cut.map((l) =>
                  and(
                    gt(voyageRecords.arrivalAt, new Date(l.departure)),
                    lt(voyageRecords.departureAt, new Date(l.arrival)),
                  ),
                ),
              ),
            ),
          )
      ).map((r) => ({ arrival: r.arrivalAt.getTime(), departure: r.departureAt.getTime() }))
    : [];
  const staysOf = (l: LegFigures) => stays.filter((s) => s.arrival > l.departure && s.departure < l.arrival);
  return { ...legTotalsInPeriod(legs, staysOf, fromMs, toMs), fuelT, co2T: co2OfClasses(fuelT) };
}

// ─── Records, episodes, snapshots ───────────────────────────────────────────────────────────

const nextVoyages = alias(voyages, 'next_voyage');

/** Records as the write contract shapes them, read with their lines in one statement per table. */
async function recordDtos(db: Db, where: SQL): Promise<LedgerRecordDto[]> {
  const rows = await db
    .select({
      r: voyageRecords,
      voyageNo: voyages.voyageNo,
      voyageStatus: voyages.status,
      nextVoyageNo: nextVoyages.voyageNo,
      nextVoyageStatus: nextVoyages.status,
      imo: ships.imo,
      registrationNo: ships.registrationNo,
      portNameEn: ports.enName,
      portNameZh: ports.cnName,
    })
    .from(voyageRecords)
    .innerJoin(voyages, eq(voyages.id, voyageRecords.voyageId))
    .innerJoin(ships, eq(ships.id, voyageRecords.shipId))
    .leftJoin(nextVoyages, eq(nextVoyages.id, voyageRecords.nextVoyageId))
    .leftJoin(ports, eq(ports.code, voyageRecords.portCode))
    .where(where)
    .orderBy(asc(voyageRecords.arrivalAt), asc(voyageRecords.departureAt), asc(voyageRecords.id));
  if (rows.length === 0) return [];
  const ids = rows.map((x) => x.r.id);
  const of = <T extends { recordId: number }>(list: T[], id: number) => list.filter((l) => l.recordId === id);
  const inIds = (col: AnyColumn) => sql`${col} = any(${idArray(ids)})`;
  const [fuels, cargo, bunkers, transfers, sludge, consumers] = await Promise.all([
    db.select().from(recordFuels).where(inIds(recordFuels.recordId)).orderBy(asc(recordFuels.fuelCode)),
    db.select().from(recordCargo).where(inIds(recordCargo.recordId)),
    db.select().from(recordBunkers).where(inIds(recordBunkers.recordId)).orderBy(asc(recordBunkers.lineNo)),
    db
      .select()
      .from(recordTransfers)
      .where(inIds(recordTransfers.recordId))
      .orderBy(asc(recordTransfers.lineNo)),
    db.select().from(recordSludge).where(inIds(recordSludge.recordId)).orderBy(asc(recordSludge.lineNo)),
    db.select().from(recordConsumers).where(inIds(recordConsumers.recordId)),
  ]);
  const cargoOf = (id: number, phase: string) => {
    const c = cargo.find((x) => x.recordId === id && x.phase === phase);
    if (!c) return { cargoT: 0 };
    const out: Record<string, number> = { cargoT: c.cargoT };
    for (const k of ['ballastT', 'teu', 'teuLaden', 'passengers', 'vehicles', 'reefers'] as const)
      if (c[k] !== null) out[k] = c[k]!;
    return out as RecordInput['cargo']['arrival'];
  };
  const timedLine = (l: { fuelCode: string; tonnes: number; at: Date; offsetMin: number }) => ({
    fuel: l.fuelCode,
    tonnes: l.tonnes,
    time: local(l.at, l.offsetMin),
  });
  return rows.map(({ r, ...x }) => {
    const record: Record<string, unknown> = {
      refCode: r.refCode,
      ship: shipName(x),
      voyageNo: x.voyageNo,
      ...(x.nextVoyageNo ? { nextVoyageNo: x.nextVoyageNo } : {}),
      kind: r.kind,
      ...(r.portCode ? { port: r.portCode } : {}),
      inPortLimits: r.inPortLimits,
      arrival: local(r.arrivalAt, r.arrivalOffsetMin),
      departure: local(r.departureAt, r.departureOffsetMin),
      distanceNm: r.distanceNm,
      purposes: r.purposes,
      ...(r.shorePowerKWh !== null ? { shorePowerKWh: r.shorePowerKWh } : {}),
      cargo: { arrival: cargoOf(r.id, 'arrival'), departure: cargoOf(r.id, 'departure') },
      fuels: of(fuels, r.id).map((f) => ({
        fuel: f.fuelCode,
        robArrivalT: f.robArrivalT,
        robDepartureT: f.robDepartureT,
        ...(f.correctionT ? { correctionT: f.correctionT } : {}),
      })),
      bunkers: of(bunkers, r.id).map((b) => {
        const extra: Record<string, unknown> = {};
        if (b.sulphurPct !== null) extra.sulphurPct = b.sulphurPct;
        if (b.viscosityCSt !== null) extra.viscosityCSt = b.viscosityCSt;
        if (b.isoGrade !== null) extra.isoGrade = b.isoGrade;
        if (b.bdnNo !== null) extra.bdnNo = b.bdnNo;
        if (b.lcvMJperKg !== null) extra.lcvMJperKg = b.lcvMJperKg;
        return { ...timedLine(b), ...extra };
      }),
      transfers: of(transfers, r.id).map(timedLine),
      sludge: of(sludge, r.id).map(timedLine),
      consumers: of(consumers, r.id).map((c) => ({
        fuel: c.fuelCode,
        consumer: c.consumer,
        atSeaT: c.atSeaT,
        inPortT: c.inPortT,
      })),
    };
    return {
      id: r.id,
      version: r.version,
      voyageId: r.voyageId!,
      // A handover call changes both voyages: either lock protects it.
      voyageLocked: x.voyageStatus === 'locked' || x.nextVoyageStatus === 'locked',
      portNameEn: x.portNameEn,
      portNameZh: x.portNameZh,
      record: record as RecordInput,
    };
  });
}

/** The records of a voyage: its own and the handover call whose departure starts it. */
export const voyageRecordDtos = (db: Db, voyageId: number) =>
  recordDtos(db, or(eq(voyageRecords.voyageId, voyageId), eq(voyageRecords.nextVoyageId, voyageId))!);

/** The ice and rescue episodes of a voyage, by begin time. */
export async function voyageEpisodeDtos(db: Db, voyageId: number): Promise<LedgerEpisodeDto[]> {
  const rows = await db
    .select({
      e: voyageEpisodes,
      voyageNo: voyages.voyageNo,
      status: voyages.status,
      imo: ships.imo,
      registrationNo: ships.registrationNo,
    })
    .from(voyageEpisodes)
    .innerJoin(voyages, eq(voyages.id, voyageEpisodes.voyageId))
    .innerJoin(ships, eq(ships.id, voyageEpisodes.shipId))
    .where(eq(voyageEpisodes.voyageId, voyageId))
    .orderBy(asc(voyageEpisodes.beginAt), asc(voyageEpisodes.id));
  if (rows.length === 0) return [];
  const fuels = await db
    .select()
    .from(episodeFuels)
    .where(sql`${episodeFuels.episodeId} = any(${idArray(rows.map((r) => r.e.id))})`)
    .orderBy(asc(episodeFuels.fuelCode));
  return rows.map(({ e, ...x }) => ({
    id: e.id,
    version: e.version,
    voyageId: e.voyageId!,
    voyageLocked: x.status === 'locked',
    episode: {
      refCode: e.refCode,
      ship: shipName(x),
      voyageNo: x.voyageNo,
      kind: e.kind,
      begin: local(e.beginAt, e.beginOffsetMin),
      end: local(e.endAt, e.endOffsetMin),
      distanceNm: e.distanceNm,
      fuels: fuels
        .filter((f) => f.episodeId === e.id)
        .map((f) => ({ fuel: f.fuelCode, consumedT: f.consumedT })),
    } as LedgerEpisodeDto['episode'],
  }));
}

export interface SnapshotFilter {
  shipId?: number;
  from?: Date;
  to?: Date;
  page: number;
  size: number;
}

/** A page of ROB snapshots in the caller's scope, newest first, with their fuel lines. */
export async function listSnapshots(db: Db, scope: SQL, f: SnapshotFilter) {
  const where = and(
    scope,
    f.shipId !== undefined ? eq(robSnapshots.shipId, f.shipId) : undefined,
    f.from ? gte(robSnapshots.at, f.from) : undefined,
    f.to ? lt(robSnapshots.at, f.to) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        s: robSnapshots,
        imo: ships.imo,
        registrationNo: ships.registrationNo,
        shipNameEn: ships.nameEn,
        shipNameZh: ships.nameZh,
      })
      .from(robSnapshots)
      .innerJoin(ships, eq(ships.id, robSnapshots.shipId))
      .where(where)
      .orderBy(desc(robSnapshots.at), desc(robSnapshots.id))
      .limit(f.size)
      .offset((f.page - 1) * f.size),
    db
      .select({ n: count() })
      .from(robSnapshots)
      .innerJoin(ships, eq(ships.id, robSnapshots.shipId))
      .where(where),
  ]);
  const fuels = rows.length
    ? await db
        .select()
        .from(snapshotFuels)
        .where(sql`${snapshotFuels.snapshotId} = any(${idArray(rows.map((r) => r.s.id))})`)
        .orderBy(asc(snapshotFuels.fuelCode))
    : [];
  const items: SnapshotDto[] = rows.map(({ s, ...x }) => ({
    id: s.id,
    version: s.version,
    shipId: s.shipId,
    ship: shipName(x),
    shipNameEn: x.shipNameEn,
    shipNameZh: x.shipNameZh,
    status: s.status as LockState,
    snapshot: {
      refCode: s.refCode,
      ship: shipName(x),
      time: local(s.at, s.offsetMin),
      fuels: fuels.filter((l) => l.snapshotId === s.id).map((l) => ({ fuel: l.fuelCode, robT: l.robT })),
    } as SnapshotDto['snapshot'],
  }));
  return { items, total: n };
}

/** The snapshot's id, ship and state if the caller may see it; else 404. */
export async function requireSnapshot(db: Db, scope: SQL, id: number) {
  const [row] = await db
    .select({ id: robSnapshots.id, shipId: robSnapshots.shipId, status: robSnapshots.status })
    .from(robSnapshots)
    .innerJoin(ships, eq(ships.id, robSnapshots.shipId))
    .where(and(eq(robSnapshots.id, id), scope));
  if (!row) throw notFound();
  return row;
}

// ─── Report monitoring (original §1.6b) ─────────────────────────────────────────────────────

export interface MonitoringFilter {
  companyId?: number;
  keyword?: string;
  from: Date;
  to: Date;
  page: number;
  size: number;
}

/**
 * Ships in scope with what each reported in [from, to): records by arrival, episodes by begin,
 * snapshots by time, and the last record's arrival. Counting subqueries per ship of the page only.
 */
export async function monitoring(db: Db, scope: SQL, f: MonitoringFilter) {
  const where = and(
    scope,
    f.companyId !== undefined ? shipsOfCompany(f.companyId) : undefined,
    f.keyword ? shipKeyword(f.keyword) : undefined,
  );
  // `ships.id` written out: inside a selected expression drizzle drops the table name, and a bare
  // `id` in the subqueries would mean the record's own id. Raw SQL parameters are text: instants go in as ISO strings cast to timestamptz.
  const from = sql`${f.from.toISOString()}::timestamptz`;
  const to = sql`${f.to.toISOString()}::timestamptz`;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        shipId: ships.id,
        imo: ships.imo,
        registrationNo: ships.registrationNo,
        shipNameEn: ships.nameEn,
        shipNameZh: ships.nameZh,
        records: sql<number>`(select count(*) from voyage_records r where r.ship_id = ships.id
          and r.arrival_at >= ${from} and r.arrival_at < ${to})`.mapWith(Number),
        episodes: sql<number>`(select count(*) from voyage_episodes e where e.ship_id = ships.id
          and e.begin_at >= ${from} and e.begin_at < ${to})`.mapWith(Number),
        snapshots: sql<number>`(select count(*) from rob_snapshots s where s.ship_id = ships.id
          and s.at >= ${from} and s.at < ${to})`.mapWith(Number),
        lastArrival: sql<string | null>`(select max(r.arrival_at) from voyage_records r
          where r.ship_id = ships.id and r.arrival_at >= ${from} and r.arrival_at < ${to})`,
      })
      .from(ships)
      .where(where)
      .orderBy(asc(ships.nameEn), asc(ships.id))
      .limit(f.size)
      .offset((f.page - 1) * f.size),
    db.select({ n: count() }).from(ships).where(where),
  ]);
  return {
    items: rows.map(({ imo, registrationNo, lastArrival, ...r }) => ({
      ...r,
      ship: shipName({ imo, registrationNo }),
      lastArrival: lastArrival ? new Date(lastArrival).toISOString() : null,
    })),
    total: n,
  };
}

/**
 * A ship's raw records in [from, to) for the monitoring detail: times as written, ROB on arrival
 * (corrected) and departure, bunkered and transferred, each per fuel family (class).
 */
export async function monitoringRecords(db: Db, shipId: number, from: Date, to: Date) {
  const dtos = await recordDtos(
    db,
    and(
      eq(voyageRecords.shipId, shipId),
      gte(voyageRecords.arrivalAt, from),
      lt(voyageRecords.arrivalAt, to),
    )!,
  );
  return dtos.map(({ id, voyageId, voyageLocked, portNameEn, portNameZh, record }) => {
    const robArrivalT: FuelClassTonnes = {};
    const robDepartureT: FuelClassTonnes = {};
    const bunkeredT: FuelClassTonnes = {};
    const transferredT: FuelClassTonnes = {};
    const sludgeT: FuelClassTonnes = {};
    for (const f of record.fuels) {
      addByClass(robArrivalT, f.fuel, f.robArrivalT + (f.correctionT ?? 0));
      addByClass(robDepartureT, f.fuel, f.robDepartureT);
    }
    for (const b of record.bunkers ?? []) addByClass(bunkeredT, b.fuel, b.tonnes);
    for (const t of record.transfers ?? []) addByClass(transferredT, t.fuel, t.tonnes);
    for (const s of record.sludge ?? []) addByClass(sludgeT, s.fuel, s.tonnes);
    return {
      id,
      voyageId,
      voyageLocked,
      refCode: record.refCode,
      voyageNo: record.voyageNo,
      kind: record.kind,
      port: record.port ?? null,
      portNameEn,
      portNameZh,
      arrival: record.arrival,
      departure: record.departure,
      distanceNm: record.distanceNm,
      robArrivalT,
      robDepartureT,
      bunkeredT,
      transferredT,
      sludgeT,
    };
  });
}

/** Years with ledger data (record arrivals, snapshots) among the ships the caller sees. */
export async function ledgerYears(db: Db, scope: SQL): Promise<number[]> {
  const rows = await db.execute<{ y: number | string }>(sql`
    select distinct extract(year from r.arrival_at at time zone 'UTC')::int as y
      from voyage_records r join ships on ships.id = r.ship_id where ${scope}
    union
    select distinct extract(year from s.at at time zone 'UTC')::int as y
      from rob_snapshots s join ships on ships.id = s.ship_id where ${scope}`);
  const list = (Array.isArray(rows) ? rows : (rows as { rows: { y: number | string }[] }).rows) as {
    y: number | string;
  }[];
  return list.map((r) => Number(r.y));
}

/**
 * Fuels for the legacy `getFuelType` (original §6.2): the ship's configured fuels with their
 * dictionary names, or every dictionary fuel without a ship; tonnes preset to 0 for the forms.
 */
export async function legacyFuelTypes(db: Db, shipId?: number) {
  const base = db
    .select({ fuelCode: fuelTypes.code, cnName: fuelTypes.cnName, enName: fuelTypes.enName })
    .from(fuelTypes);
  const rows =
    shipId === undefined
      ? await base.orderBy(asc(fuelTypes.sortNo), asc(fuelTypes.code))
      : await base
          .innerJoin(shipFuels, and(eq(shipFuels.fuelCode, fuelTypes.code), eq(shipFuels.shipId, shipId)))
          .orderBy(asc(fuelTypes.sortNo), asc(fuelTypes.code));
  return rows.map((r) => ({ ...r, tonnes: 0 }));
}
