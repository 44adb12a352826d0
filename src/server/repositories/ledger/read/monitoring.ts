import { and, asc, count, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FuelClassTonnes } from '../../../../domain/api.js';
import type { Db } from '../../../db/client.js';
import { ships, voyageRecords } from '../../../db/schema/index.js';
import { addByClass, shipKeyword, shipName, shipsOfCompany } from './shared.js';
import { recordDtos } from './records.js';

/** The report monitoring (as in the legacy system): what each ship reported in a period. */
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
