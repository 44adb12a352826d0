import { and, asc, count, desc, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { LegDto, LockState, VoyageDto } from '../../../../domain/api.js';
import type { Db } from '../../../db/client.js';
import { ships, voyageLegs, voyages } from '../../../db/schema/index.js';
import { notFound } from '../../../http/errors.js';
import { idArray, legDtos, shipKeyword, shipName, shipsOfCompany } from './shared.js';

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
