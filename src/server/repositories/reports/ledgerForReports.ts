import { createHash } from 'node:crypto';
import { and, asc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { DcsConsumer } from '../../../domain/imoDcs/periods.js';
import type { ConsumerLine, DcsMethod, FlagDocChange, ReportLeg } from '../../../domain/imoDcs/index.js';
import {
  fuelClassOf,
  type ByCode,
  type FuelClass,
  type LedgerRecord,
  type TimedFuel,
} from '../../../domain/ledger/index.js';
import { SNAPSHOT_TOLERANCE_MS } from '../../../domain/ledger/index.js';
import type { LedgerFuelCode, RecordKind } from '../../../domain/schemas/voyageData.js';
import type { Db } from '../../db/client.js';
import {
  flagDocChanges,
  legFuels,
  recordConsumers,
  robSnapshots,
  shipEquipment,
  shipFuels,
  ships,
  shipTypes,
  voyageEpisodes,
  voyageLegs,
  voyageRecords,
  voyages,
} from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { periodWindow, type TimedLine } from '../ledger/read/periodWindow.js';
import { isLedgerFuel } from '../ledger/read/shared.js';
import { legsInWindow } from './legWindow.js';

/**
 * What the IMO DCS and China MSA generators read from the ledger and the fleet (docs/
 * reports-dcs-cmsa.md §4). All SQL of the report generators is here; the figures are computed by
 * src/domain/imoDcs and src/domain/chinaMsa.
 */

/** The ship's particulars, its IMO ship type, engines, fuel measurement methods and company names. */
export async function reportShip(db: Db, shipId: number) {
  const [row] = await db
    .select({
      ship: ships,
      imoType: shipTypes.imoType,
      calcType: shipTypes.calcType,
      typeEn: shipTypes.enName,
      typeZh: shipTypes.cnName,
    })
    .from(ships)
    .leftJoin(shipTypes, eq(shipTypes.code, ships.shipTypeCode))
    .where(eq(ships.id, shipId));
  if (!row) throw notFound();
  const [equipment, methods] = await Promise.all([
    db
      .select({ kind: shipEquipment.kind, attrs: shipEquipment.attrs })
      .from(shipEquipment)
      .where(eq(shipEquipment.shipId, shipId))
      .orderBy(asc(shipEquipment.boardSn)),
    db.select().from(shipFuels).where(eq(shipFuels.shipId, shipId)),
  ]);
  const kw = (kinds: string[]) =>
    equipment
      .filter((e) => kinds.includes(e.kind) && typeof e.attrs.ratedPowerKw === 'number')
      .map((e) => e.attrs.ratedPowerKw as number);
  // Ship fuel methods 1 BDN, 2 flow meter, 3 tank monitoring (fleet.ts shipFuels); per class the
  // first code's method holds (HFO = 1, 11, 12 share one measurement on board).
  const METHOD: Record<string, DcsMethod> = { '1': 'BDN', '2': 'FlowMeter', '3': 'BunkerTankMonitoring' };
  const methodByClass: Partial<Record<FuelClass, DcsMethod>> = {};
  for (const m of [...methods].sort((a, b) => a.fuelCode.localeCompare(b.fuelCode)))
    if (isLedgerFuel(m.fuelCode) && METHOD[m.method])
      methodByClass[fuelClassOf(m.fuelCode as LedgerFuelCode)] ??= METHOD[m.method];
  return {
    ship: row.ship,
    imoType: row.imoType ?? 'Other',
    calcType: row.calcType,
    typeEn: row.typeEn ?? row.ship.shipTypeCode,
    typeZh: row.typeZh ?? row.ship.shipTypeCode,
    mainEnginesKw: kw(['main_engine']),
    auxEnginesKw: kw(['aux_engine', 'generator']),
    boilerKw: kw(['boiler']).reduce((s, x) => s + x, 0),
    methods: methodByClass,
  };
}

/** The ship's whole flag/DOC change log as the domain reads it (every change, oldest first). */
export async function flagDocLog(db: Db, shipId: number): Promise<FlagDocChange[]> {
  const rows = await db
    .select()
    .from(flagDocChanges)
    .where(eq(flagDocChanges.shipId, shipId))
    .orderBy(asc(flagDocChanges.effectiveDate));
  return rows.map((r) => ({
    at: r.effectiveDate.getTime(),
    kind: r.changeType === 'flag' ? 'flag' : 'doc',
    oldFlag: r.oldFlagCode,
    newFlag: r.newFlagCode,
    oldCompanyId: r.oldCompanyId,
    newCompanyId: r.newCompanyId,
  }));
}

/** Snapshot instants of the ship within a minute of [from, to] (the candidates' bound check). */
export async function snapshotTimes(db: Db, shipId: number, from: Date, to: Date): Promise<number[]> {
  const rows = await db
    .select({ at: robSnapshots.at })
    .from(robSnapshots)
    .where(
      and(
        eq(robSnapshots.shipId, shipId),
        gte(robSnapshots.at, new Date(from.getTime() - SNAPSHOT_TOLERANCE_MS)),
        lte(robSnapshots.at, new Date(to.getTime() + SNAPSHOT_TOLERANCE_MS)),
      ),
    );
  return rows.map((r) => r.at.getTime());
}

export interface StoredReportLeg extends ReportLeg {
  voyageId: number;
}

/** The ship's IMO legs overlapping [from, to] (arrival ≥ from: a leg without time under way at `from` counts). */
export async function imoLegsOverlapping(
  db: Db,
  shipId: number,
  from: Date,
  to: Date,
): Promise<StoredReportLeg[]> {
  const rows = await legsInWindow(db, shipId, 'imo', from, to, 'overlapping');
  if (rows.length === 0) return [];
  const fuels = await db
    .select()
    .from(legFuels)
    .where(
      sql`${legFuels.legId} = any(${sql.raw(`array[${rows.map((r) => Number(r.leg.id)).join(',')}]::int[]`)})`,
    );
  const byLeg = new Map<number, ByCode>();
  for (const f of fuels) {
    if (!isLedgerFuel(f.fuelCode)) continue;
    const m = byLeg.get(f.legId) ?? {};
    const c = f.fuelCode as LedgerFuelCode;
    m[c] = (m[c] ?? 0) + f.atSeaT + f.inPortT;
    byLeg.set(f.legId, m);
  }
  return rows.map(({ leg: l, voyageNo }) => ({
    id: l.id,
    voyageId: l.voyageId!,
    voyageNo,
    fromRefCode: l.fromRefCode,
    toRefCode: l.toRefCode,
    fromPort: l.fromPort,
    toPort: l.toPort,
    departure: l.departureAt.getTime(),
    arrival: l.arrivalAt.getTime(),
    distanceNm: l.distanceNm,
    hoursUnderway: l.hoursUnderway,
    transportWorkTnm: l.transportWorkTnm,
    fuelT: byLeg.get(l.id) ?? {},
    cargoT: l.cargoT,
    teu: l.teu,
    passengers: l.passengers,
    ballastDistanceNm: l.ballastDistanceNm,
  }));
}

/** Metered consumer lines of the records arriving in [from, to). */
export async function consumerLines(db: Db, shipId: number, from: Date, to: Date): Promise<ConsumerLine[]> {
  const rows = await db
    .select({ c: recordConsumers, refCode: voyageRecords.refCode, arrivalAt: voyageRecords.arrivalAt })
    .from(recordConsumers)
    .innerJoin(voyageRecords, eq(voyageRecords.id, recordConsumers.recordId))
    .where(
      and(
        eq(voyageRecords.shipId, shipId),
        gte(voyageRecords.arrivalAt, from),
        lt(voyageRecords.arrivalAt, to),
      ),
    )
    .orderBy(asc(voyageRecords.arrivalAt), asc(recordConsumers.fuelCode), asc(recordConsumers.consumer));
  return rows
    .filter((r) => isLedgerFuel(r.c.fuelCode))
    .map((r) => ({
      refCode: r.refCode,
      arrival: r.arrivalAt.getTime(),
      fuel: r.c.fuelCode as LedgerFuelCode,
      consumer: r.c.consumer as DcsConsumer,
      atSeaT: r.c.atSeaT,
      inPortT: r.c.inPortT,
    }));
}

/**
 * The ledger items a report of [from, to) reads, within the span [lo, hi] of the legs touching it:
 * the records overlapping the span (their times for the stays of cut legs, purposes and shore
 * power), the bunkers, transfers and sludge timed inside [from, to) with BDN numbers, and the
 * snapshots within a minute of either bound. A few indexed reads, whatever the ship's history
 * (loading the whole ledger made one ship-year cost 150–500 ms). ROB lines and cargo are not read:
 * the period rule takes fuel from the snapshots and the legs carry the rest, so those fields are
 * left empty here.
 */
export async function reportWindow(db: Db, shipId: number, from: Date, to: Date, lo: Date, hi: Date) {
  const [recs, window] = await Promise.all([
    db
      .select({
        id: voyageRecords.id,
        refCode: voyageRecords.refCode,
        voyageNo: voyages.voyageNo,
        kind: voyageRecords.kind,
        port: voyageRecords.portCode,
        inPortLimits: voyageRecords.inPortLimits,
        arrivalAt: voyageRecords.arrivalAt,
        departureAt: voyageRecords.departureAt,
        arrivalOffsetMin: voyageRecords.arrivalOffsetMin,
        departureOffsetMin: voyageRecords.departureOffsetMin,
        distanceNm: voyageRecords.distanceNm,
        purposes: voyageRecords.purposes,
        shorePowerKWh: voyageRecords.shorePowerKWh,
      })
      .from(voyageRecords)
      .innerJoin(voyages, eq(voyages.id, voyageRecords.voyageId))
      .where(
        and(
          eq(voyageRecords.shipId, shipId),
          lte(voyageRecords.arrivalAt, hi),
          gte(voyageRecords.departureAt, lo),
        ),
      ),
    periodWindow(db, shipId, from, to),
  ]);
  const linesOf = (rows: TimedLine[], id: number): TimedFuel[] =>
    rows
      .filter((x) => x.recordId === id)
      .map((x) => ({ fuel: x.fuel, tonnes: x.tonnes, time: x.at.getTime() }));
  const records: LedgerRecord[] = recs.map((r) => ({
    refCode: r.refCode,
    voyageNo: r.voyageNo,
    nextVoyageNo: null,
    kind: r.kind as RecordKind,
    port: r.port,
    inPortLimits: r.inPortLimits,
    arrival: r.arrivalAt.getTime(),
    departure: r.departureAt.getTime(),
    arrivalOffsetMin: r.arrivalOffsetMin,
    departureOffsetMin: r.departureOffsetMin,
    distanceNm: r.distanceNm,
    purposes: r.purposes,
    shorePowerKWh: r.shorePowerKWh,
    cargo: { arrival: { cargoT: 0 }, departure: { cargoT: 0 } },
    fuels: [],
    bunkers: linesOf(window.bunkers, r.id),
    transfers: linesOf(window.transfers, r.id),
    sludge: linesOf(window.sludge, r.id),
  }));
  const refOf = new Map(recs.map((r) => [r.id, r.refCode]));
  const bdnNos: Record<string, (string | null)[]> = {};
  for (const b of window.bunkers) {
    const ref = refOf.get(b.recordId);
    if (ref) (bdnNos[ref] ??= []).push(b.bdnNo);
  }
  return { records, snapshots: window.snapshots, bdnNos };
}

/** The span of the legs and the period: what `reportWindow` reads around the period. */
export const legSpan = (
  legs: readonly { departure: number; arrival: number }[],
  from: number,
  to: number,
) => ({
  lo: new Date(Math.min(from, ...legs.map((l) => l.departure))),
  hi: new Date(Math.max(to, ...legs.map((l) => l.arrival))),
});

/**
 * The ledger fingerprint of a period: a hash of the payload hashes of every item the figures can
 * read — records and episodes overlapping the span of the legs that touch the period, snapshots
 * near its bounds — and of the ship's change log (flag and company of each part). Any write to
 * one of them changes it; a write elsewhere in the ledger does not (docs/reports.md §4, stale drafts).
 */
export async function ledgerFingerprint(db: Db, shipId: number, from: Date, to: Date): Promise<string> {
  const [span] = await db
    .select({
      lo: sql<Date | null>`min(${voyageLegs.departureAt})`,
      hi: sql<Date | null>`max(${voyageLegs.arrivalAt})`,
    })
    .from(voyageLegs)
    .where(
      and(eq(voyageLegs.shipId, shipId), lte(voyageLegs.departureAt, to), gte(voyageLegs.arrivalAt, from)),
    );
  const asDate = (d: Date | string | null) => (d === null ? null : new Date(d));
  const lo = new Date(Math.min(from.getTime(), asDate(span?.lo ?? null)?.getTime() ?? Infinity));
  const hi = new Date(Math.max(to.getTime(), asDate(span?.hi ?? null)?.getTime() ?? -Infinity));
  const tol = SNAPSHOT_TOLERANCE_MS;
  const [recs, eps, snaps, changes] = await Promise.all([
    db
      .select({ ref: voyageRecords.refCode, h: voyageRecords.payloadHash })
      .from(voyageRecords)
      .where(
        and(
          eq(voyageRecords.shipId, shipId),
          lte(voyageRecords.arrivalAt, hi),
          gte(voyageRecords.departureAt, lo),
        ),
      ),
    db
      .select({ ref: voyageEpisodes.refCode, h: voyageEpisodes.payloadHash })
      .from(voyageEpisodes)
      .where(
        and(
          eq(voyageEpisodes.shipId, shipId),
          lte(voyageEpisodes.beginAt, hi),
          gte(voyageEpisodes.endAt, lo),
        ),
      ),
    db
      .select({ ref: robSnapshots.refCode, h: robSnapshots.payloadHash })
      .from(robSnapshots)
      .where(
        and(
          eq(robSnapshots.shipId, shipId),
          gt(robSnapshots.at, new Date(from.getTime() - tol - 1)),
          lt(robSnapshots.at, new Date(to.getTime() + tol + 1)),
        ),
      ),
    db
      .select({ id: flagDocChanges.id, v: flagDocChanges.version })
      .from(flagDocChanges)
      .where(eq(flagDocChanges.shipId, shipId)),
  ]);
  const lines = [
    ...recs.map((r) => `r:${r.ref}:${r.h}`),
    ...eps.map((r) => `e:${r.ref}:${r.h}`),
    ...snaps.map((r) => `s:${r.ref}:${r.h}`),
    ...changes.map((c) => `c:${c.id}:${c.v}`),
  ].sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}
