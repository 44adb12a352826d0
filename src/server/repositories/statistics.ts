import { sql, type SQL } from 'drizzle-orm';
import type { BucketSums, FuelSum, StatBucket } from '../../domain/statistics/types.js';
import type { Db } from '../db/client.js';
import { companySubtreeSql } from './kit/companyTree.js';
import { shipScope, type ShipScopeUser } from '../scope/ships.js';
import { readMonthSummary, type BucketSumRow, type FleetSubject } from './fleetMonthSummary.js';

/**
 * The ships a statistics or analysis query covers, besides the caller's scope: some ships, every
 * ship of a company (owner, operator or DOC holder in its tree, the same three links as a company
 * user's scope), or every ship in the caller's scope (`inScope`: the analyses' fleet filters alone,
 * said in SQL rather than as a list of thousands of ids), narrowed by the fleet filters.
 */
export type StatSubject =
  | { shipIds: readonly number[]; companyId?: undefined; inScope?: undefined }
  | { companyId: number; shipIds?: undefined; inScope?: undefined }
  | { inScope: true; shipIds?: undefined; companyId?: undefined };

/** Fleet filters of the statistics and analysis forms, as the legacy system had them. */
export interface StatFilters {
  shipTypeCode?: string;
  subTypeCode?: string;
  /** Gross tonnage range, [min, max). */
  gtMin?: number;
  gtMax?: number;
  /** Age range in whole years at the end of the period, [min, max). Ships without a delivery date are left out. */
  ageMin?: number;
  ageMax?: number;
}

export type AggregateOptions = StatSubject & {
  /**
   * The period [from, to), UTC. Calendar buckets take each leg's time at sea inside it, split by
   * month (docs/statistics.md §3d); voyage buckets take whole legs departing in it.
   */
  from: Date;
  to: Date;
  bucket: StatBucket;
  filters?: StatFilters;
  /**
   * One row per ship and bucket (default for `shipIds`), or one per bucket over every ship (default
   * for `companyId` and `inScope`). Voyage buckets are always per ship: voyage numbers belong to a ship.
   */
  perShip?: boolean;
  /**
   * Where the sums come from: 'auto' (default) reads the per-ship year summary (migration 0022)
   * for year buckets over whole UTC years, else the per-ship month summary (migration 0019) for
   * calendar buckets over whole UTC months, else the legs; 'months' and 'legs' force the month
   * summary or the leg scan (the equivalence test compares the three).
   */
  source?: 'auto' | 'months' | 'legs';
};

/** The bucket key of a leg's month `p` (a date), as `bucketOf` in src/domain/statistics/buckets.ts writes it. */
const monthBucketKey = (p: SQL, bucket: Exclude<StatBucket, 'voyage'>): SQL => {
  if (bucket === 'year') return sql`to_char(${p}, 'YYYY')`;
  if (bucket === 'quarter') return sql`to_char(${p}, 'YYYY') || '-Q' || to_char(${p}, 'Q')`;
  return sql`to_char(${p}, 'YYYY-MM')`;
};

/**
 * The legs of the scan and what each adds to a bucket. Voyage buckets take whole legs departing in
 * [from, to) (a voyage is a set of whole legs). Calendar buckets take each leg's share of every UTC
 * month it has time at sea in inside [from, to), by the rule of `apportionByMonth`
 * (docs/statistics.md §3d): the share of its elapsed time in the month, or all of it in its
 * departure month when it has none. Written here from the legs, apart from the summary's functions
 * (migration 0031), so the equivalence test compares two computations.
 */
function legPiecesSql(o: AggregateOptions, shipKey: SQL): SQL {
  const from = sql`${o.from.toISOString()}::timestamptz`;
  const to = sql`${o.to.toISOString()}::timestamptz`;
  const cols = sql`l.id, l.departure_at, l.distance_nm, l.ballast_distance_nm, l.hours_underway, l.cargo_t,
             l.transport_work_tnm, l.teu, l.teu_laden, ${shipKey} as ship_key, s.dwt, s.teu_cap, s.ref_speed`;
  if (o.bucket === 'voyage')
    return sql`
      select ${cols}, v.voyage_no as bucket, 1::float8 as share
        from voyage_legs l join s on s.id = l.ship_id join voyages v on v.id = l.voyage_id
       where l.kind = 'imo' and l.departure_at >= ${from} and l.departure_at < ${to}`;
  const timed = sql`l.arrival_at > l.departure_at`;
  // Months as UTC timestamps (no zone): the first the leg reaches inside the period, the last.
  const first = sql`date_trunc('month', greatest(l.departure_at, ${from}) at time zone 'UTC')`;
  const last = sql`date_trunc('month', (case when ${timed} then least(l.arrival_at, ${to}) - interval '1 microsecond'
                                              else l.departure_at end) at time zone 'UTC')`;
  const start = sql`(m.m at time zone 'UTC')`;
  const end = sql`((m.m + interval '1 month') at time zone 'UTC')`;
  return sql`
    select ${cols}, ${monthBucketKey(sql`m.m`, o.bucket)} as bucket,
           case when ${timed}
             then (extract(epoch from least(l.arrival_at, ${to}, ${end}))
                   - extract(epoch from greatest(l.departure_at, ${from}, ${start})))::float8
                  / (extract(epoch from l.arrival_at) - extract(epoch from l.departure_at))::float8
             else 1::float8 end as share
      from voyage_legs l join s on s.id = l.ship_id
      cross join lateral generate_series(${first}, ${last}, interval '1 month') m(m)
     where l.kind = 'imo' and l.departure_at < ${to}
       and (l.arrival_at > ${from} or (not ${timed} and l.departure_at >= ${from}))`;
}

export function subjectSql(o: StatSubject): SQL {
  if (o.companyId !== undefined) {
    const tree = sql`any(array${companySubtreeSql(sql`c.id = ${o.companyId}`)})`;
    return sql`(ships.owner_company_id = ${tree} or ships.operator_company_id = ${tree} or ships.doc_company_id = ${tree})`;
  }
  if (o.inScope) return sql`true`;
  if (!o.shipIds.length) return sql`false`;
  return sql`ships.id = any(${sql.raw(`array[${o.shipIds.map((id) => Number(id) | 0).join(',')}]::int[]`)})`;
}

export function filterSql(f: StatFilters | undefined, to: Date): SQL {
  const parts: SQL[] = [];
  if (f?.shipTypeCode) parts.push(sql`ships.ship_type_code = ${f.shipTypeCode}`);
  if (f?.subTypeCode) parts.push(sql`ships.sub_type_code = ${f.subTypeCode}`);
  if (f?.gtMin !== undefined) parts.push(sql`ships.gt >= ${f.gtMin}`);
  if (f?.gtMax !== undefined) parts.push(sql`ships.gt < ${f.gtMax}`);
  // Age in whole years at the period's end: delivered at most `ageMax` years before it, at least `ageMin`.
  const end = to.toISOString();
  if (f?.ageMin !== undefined)
    parts.push(
      sql`ships.delivery_date <= (${end}::timestamptz at time zone 'UTC')::date - make_interval(years => ${f.ageMin}::int)`,
    );
  if (f?.ageMax !== undefined)
    parts.push(
      sql`ships.delivery_date > (${end}::timestamptz at time zone 'UTC')::date - make_interval(years => ${f.ageMax}::int)`,
    );
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

type Row = BucketSumRow;

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];

/**
 * Summed IMO-leg totals per bucket (and per ship, see `perShip`), with the fuel per dictionary code,
 * in one statement over `voyage_legs` and `voyage_leg_fuels` (docs/statistics.md §3). Only legs of
 * kind 'imo' count: EU and UK voyages cover the same miles again. Only ships inside the caller's
 * scope count; a ship id outside it adds nothing (and reveals nothing). Rows are ordered by bucket
 * (voyages by their first departure), then ship.
 */
export async function aggregateLegs(
  db: Db,
  scope: ShipScopeUser,
  o: AggregateOptions,
): Promise<BucketSums[]> {
  const fleet = fleetSubject(o);
  if (fleet) {
    const rows = await readMonthSummary(db, scope, fleet, {
      from: o.from,
      to: o.to,
      bucket: o.bucket as 'month',
    });
    if (rows) return rows.map(toSums);
  }
  // JIT compilation cost seconds on this plan and saves nothing on an aggregation of a few 100,000
  // rows: off for this statement's transaction only.
  const res = await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    // The hash and sort of a company's months fit in memory instead of temporary files.
    await tx.execute(sql`set local work_mem = '32MB'`);
    return tx.execute(aggregateLegsSql(scope, o));
  });
  return rowsOf<Row>(res).map(toSums);
}

/**
 * The company × month summary (docs/statistics.md §3c) answers a company's ships (or all ships in
 * scope) together over whole UTC months in calendar buckets, without fleet filters.
 */
function fleetSubject(o: AggregateOptions): FleetSubject | null {
  if ((o.source ?? 'auto') !== 'auto' || o.perShip || !summaryAnswers(o)) return null;
  if (o.filters && Object.values(o.filters).some((v) => v !== undefined && v !== '')) return null;
  if (o.companyId !== undefined) return { companyId: o.companyId };
  return o.inScope ? { inScope: true } : null;
}

/** The statement of `aggregateLegs` (the benchmark explains it). */
export function aggregateLegsSql(scope: ShipScopeUser, o: AggregateOptions): SQL {
  const source = o.source ?? 'auto';
  if (source === 'auto' && yearSummaryAnswers(o)) return aggregateSummarySql(scope, o, YEARS);
  if (source !== 'legs' && summaryAnswers(o)) return aggregateSummarySql(scope, o, MONTHS);
  const perShip = o.bucket === 'voyage' || (o.perShip ?? o.shipIds !== undefined);
  // 0 stands for "every ship of the set" inside the statement (a join key cannot be null); the row says null.
  const shipKey = perShip ? sql`l.ship_id` : sql`0`;
  return sql`
    with s as (
      select ships.id, ships.dwt, coalesce(ships.teu, 0)::float8 as teu_cap,
             coalesce(nullif(ships.service_speed, 0), ships.design_speed) as ref_speed
        from ships
       where ${shipScope(scope)} and ${subjectSql(o)} and ${filterSql(o.filters, o.to)}
    ), l as materialized (${legPiecesSql(o, shipKey)}
    ), t as (
      select bucket, ship_key, min(departure_at) as first_departure, count(*)::int as legs,
             sum(distance_nm * share) as distance_nm, sum(ballast_distance_nm * share) as ballast_distance_nm,
             sum(hours_underway * share) as hours_underway, sum(cargo_t * share) as cargo_t,
             sum(transport_work_tnm * share) as transport_work_tnm, sum(teu * share) as teu,
             sum(teu * distance_nm * share) as teu_nm, sum(teu_laden * distance_nm * share) as teu_laden_nm,
             sum(teu_cap * distance_nm * share) as teu_capacity_nm, sum(dwt * distance_nm * share) as dwt_nm,
             sum(case when hours_underway > 0 then distance_nm * distance_nm / hours_underway * share else 0 end) as speed_distance,
             sum(case when hours_underway > 0 then ref_speed * distance_nm * share else 0 end) as ref_speed_distance
        from l group by bucket, ship_key
    ), f as (
      select l.bucket, l.ship_key, lf.fuel_code as code, sum(lf.at_sea_t * l.share) as sea,
             sum(lf.in_port_t * l.share) as port
        from l join voyage_leg_fuels lf on lf.leg_id = l.id
       group by l.bucket, l.ship_key, lf.fuel_code
    ), fj as (
      -- One pass over the fuel lines, then one JSON array per row (a subquery per row rescanned l).
      select bucket, ship_key,
             json_agg(json_build_object('code', code, 'sea', sea, 'port', port) order by code) as fuels
        from f group by bucket, ship_key
    )
    select t.bucket, nullif(t.ship_key, 0) as ship_id, t.first_departure, t.legs, t.distance_nm,
           t.ballast_distance_nm, t.hours_underway, t.cargo_t, t.transport_work_tnm, t.teu, t.teu_nm,
           t.teu_laden_nm, t.teu_capacity_nm, t.dwt_nm, t.speed_distance, t.ref_speed_distance,
           fj.fuels
      from t left join fj on fj.bucket = t.bucket and fj.ship_key = t.ship_key
     order by ${o.bucket === 'voyage' ? sql`t.first_departure, t.bucket` : sql`t.bucket`}, t.ship_key`;
}

const isMonthStart = (d: Date) =>
  d.getUTCDate() === 1 &&
  d.getUTCHours() === 0 &&
  d.getUTCMinutes() === 0 &&
  d.getUTCSeconds() === 0 &&
  d.getUTCMilliseconds() === 0;

/** Whether the month summary holds exactly the legs asked for: whole UTC months, calendar buckets. */
export const summaryAnswers = (o: AggregateOptions): boolean =>
  o.bucket !== 'voyage' && isMonthStart(o.from) && isMonthStart(o.to);

/**
 * The ships of the statement, as a condition on \`ships\` joined straight to the summary rows (not a
 * CTE): the planner then knows the ships are the small side and hashes them, where a CTE's guessed
 * row count made it hash the 360,000 month rows and spill them to disk.
 */
const ships_ = (scope: ShipScopeUser, o: AggregateOptions): SQL =>
  sql`${shipScope(scope)} and ${subjectSql(o)} and ${filterSql(o.filters, o.to)}`;

const isYearStart = (d: Date) => isMonthStart(d) && d.getUTCMonth() === 0;

/** Whether the year summary holds exactly the legs asked for: year buckets over whole UTC years. */
export const yearSummaryAnswers = (o: AggregateOptions): boolean =>
  o.bucket === 'year' && isYearStart(o.from) && isYearStart(o.to);

/** One level of the summary: its tables, period column, range and bucket key. */
interface SummaryLevel {
  rows: SQL;
  fuels: SQL;
  period: SQL;
  /** The range [from, to) on a period column `p`. */
  range: (p: SQL, o: AggregateOptions) => SQL;
  /** The bucket key of a period `p`, as `bucketKey` writes a leg's. */
  bucketKey: (p: SQL, bucket: StatBucket) => SQL;
}

const MONTHS: SummaryLevel = {
  rows: sql`stat_ship_months`,
  fuels: sql`stat_ship_month_fuels`,
  period: sql`month`,
  range: (p, o) =>
    sql`${p} >= ${o.from.toISOString().slice(0, 10)}::date and ${p} < ${o.to.toISOString().slice(0, 10)}::date`,
  bucketKey: (p, bucket) => {
    if (bucket === 'year') return sql`to_char(${p}, 'YYYY')`;
    if (bucket === 'quarter') return sql`to_char(${p}, 'YYYY') || '-Q' || to_char(${p}, 'Q')`;
    return sql`to_char(${p}, 'YYYY-MM')`;
  },
};

const YEARS: SummaryLevel = {
  rows: sql`stat_ship_years`,
  fuels: sql`stat_ship_year_fuels`,
  period: sql`year`,
  range: (p, o) => sql`${p} >= ${o.from.getUTCFullYear()}::int and ${p} < ${o.to.getUTCFullYear()}::int`,
  bucketKey: (p) => sql`lpad(${p}::text, 4, '0')`,
};

/**
 * `aggregateLegsSql` over a level of the summary (docs/statistics.md §3a, §3b): the same answer,
 * reading one row per ship and month (or year) instead of every leg. The ship's DWT, TEU capacity
 * and reference speed multiply the period's distances here, as the leg scan multiplies each leg's.
 * The rows are first summed per period (and ship when per ship), then per bucket: the bucket key
 * (text) is made for each period once rather than for each of the 100,000s of ship rows, and the
 * fuel rows are summed straight from their table joined to the ships, not through the period rows.
 */
function aggregateSummarySql(scope: ShipScopeUser, o: AggregateOptions, level: SummaryLevel): SQL {
  const perShip = o.perShip ?? o.shipIds !== undefined;
  const shipKey = (ship: SQL) => (perShip ? ship : sql`0`);
  const mp = sql`m.${level.period}`;
  const fp = sql`mf.${level.period}`;
  return sql`
    with p as (
      select ${mp} as period, ${shipKey(sql`m.ship_id`)} as ship_key, min(m.first_departure) as first_departure,
             sum(m.legs) as legs, sum(m.distance_nm) as distance_nm, sum(m.ballast_distance_nm) as ballast_distance_nm,
             sum(m.hours_underway) as hours_underway, sum(m.cargo_t) as cargo_t,
             sum(m.transport_work_tnm) as transport_work_tnm, sum(m.teu) as teu, sum(m.teu_nm) as teu_nm,
             sum(m.teu_laden_nm) as teu_laden_nm, sum(coalesce(ships.teu, 0)::float8 * m.distance_nm) as teu_capacity_nm,
             sum(ships.dwt * m.distance_nm) as dwt_nm, sum(m.speed_distance) as speed_distance,
             sum(coalesce(nullif(ships.service_speed, 0), ships.design_speed) * m.timed_distance_nm) as ref_speed_distance
        from ${level.rows} m join ships on ships.id = m.ship_id
       where ${level.range(mp, o)} and ${ships_(scope, o)}
       group by 1, 2
    ), t as (
      select ${level.bucketKey(sql`period`, o.bucket)} as bucket, ship_key, min(first_departure) as first_departure,
             sum(legs)::int as legs, sum(distance_nm) as distance_nm, sum(ballast_distance_nm) as ballast_distance_nm,
             sum(hours_underway) as hours_underway, sum(cargo_t) as cargo_t,
             sum(transport_work_tnm) as transport_work_tnm, sum(teu) as teu, sum(teu_nm) as teu_nm,
             sum(teu_laden_nm) as teu_laden_nm, sum(teu_capacity_nm) as teu_capacity_nm,
             sum(dwt_nm) as dwt_nm, sum(speed_distance) as speed_distance,
             sum(ref_speed_distance) as ref_speed_distance
        from p group by 1, 2
    ), pf as (
      select ${fp} as period, ${shipKey(sql`mf.ship_id`)} as ship_key, mf.fuel_code as code,
             sum(mf.at_sea_t) as sea, sum(mf.in_port_t) as port
        from ${level.fuels} mf join ships on ships.id = mf.ship_id
       where ${level.range(fp, o)} and ${ships_(scope, o)}
       group by 1, 2, 3
    ), f as (
      select ${level.bucketKey(sql`period`, o.bucket)} as bucket, ship_key, code, sum(sea) as sea, sum(port) as port
        from pf group by 1, 2, 3
    ), fj as (
      select bucket, ship_key,
             json_agg(json_build_object('code', code, 'sea', sea, 'port', port) order by code) as fuels
        from f group by bucket, ship_key
    )
    select t.bucket, nullif(t.ship_key, 0) as ship_id, t.first_departure, t.legs, t.distance_nm,
           t.ballast_distance_nm, t.hours_underway, t.cargo_t, t.transport_work_tnm, t.teu, t.teu_nm,
           t.teu_laden_nm, t.teu_capacity_nm, t.dwt_nm, t.speed_distance, t.ref_speed_distance,
           fj.fuels
      from t left join fj on fj.bucket = t.bucket and fj.ship_key = t.ship_key
     order by t.bucket, t.ship_key`;
}

function toSums(r: Row): BucketSums {
  const fuels = (typeof r.fuels === 'string' ? JSON.parse(r.fuels) : (r.fuels ?? [])) as Array<{
    code: string;
    sea: number;
    port: number;
  }>;
  const n = (v: unknown) => Number(v ?? 0);
  return {
    bucket: r.bucket,
    shipId: r.ship_id === null ? null : Number(r.ship_id),
    firstDeparture: new Date(r.first_departure).toISOString(),
    legs: n(r.legs),
    distanceNm: n(r.distance_nm),
    ballastDistanceNm: n(r.ballast_distance_nm),
    hoursUnderway: n(r.hours_underway),
    cargoT: n(r.cargo_t),
    transportWorkTnm: n(r.transport_work_tnm),
    teu: n(r.teu),
    teuNm: n(r.teu_nm),
    teuLadenNm: n(r.teu_laden_nm),
    teuCapacityNm: n(r.teu_capacity_nm),
    dwtNm: n(r.dwt_nm),
    speedDistance: n(r.speed_distance),
    refSpeedDistance: n(r.ref_speed_distance),
    fuels: fuels.map((f): FuelSum => ({
      code: f.code as FuelSum['code'],
      atSeaT: n(f.sea),
      inPortT: n(f.port),
    })),
  };
}
