import { sql, type SQL } from 'drizzle-orm';
import type { StatBucket } from '../../domain/statistics/types.js';
import type { Db } from '../db/client.js';
import { companySubtreeSql as treeBelow } from './kit/companyTree.js';
import { executePrepared } from './kit/preparedSql.js';
import type { ShipScopeUser } from '../scope/ships.js';

/** The row key of the whole fleet (no company has id 0). */
export const WHOLE_FLEET = 0;

/** One key for the advisory lock every build of the summary takes, so two never interleave. */
const BUILD_LOCK = sql`pg_advisory_xact_lock(hashtext('fleet_month_summary'))`;

/** Pending ship-years above which one full rebuild is cheaper than refreshing each. */
const REBUILD_ABOVE = 50;

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];

const monthOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Rebuilds the rows of the companies `companyIds` (and the whole fleet when it holds 0) for the
 * months in [from, to) from the per-ship month summary. A company's ships are those whose owner,
 * operator or DOC holder is the company or below it, each counted once: the set a statistics read
 * of that company covers. Two statements in the caller's transaction: delete, then insert.
 */
async function build(tx: Db, companies: SQL, from: string, to: string): Promise<void> {
  // A cast, so PostgreSQL takes the array as a value and not `= any(subquery)`.
  const companyIds = sql`(${companies})::int[]`;
  await tx.execute(sql`delete from fleet_month_summary
    where company_id = any(${companyIds}) and month >= ${from}::date and month < ${to}::date`);
  await tx.execute(sql`
    with recursive ids as (select unnest(${companyIds}) as id),
    tree(root, id) as (
      select ids.id, ids.id from ids where ids.id <> ${WHOLE_FLEET}::int
      union
      select t.root, c.id from companies c join tree t on c.parent_id = t.id
    ), members as (
      select t.root as company_id, s.id as ship_id from tree t join ships s on s.owner_company_id = t.id
      union select t.root, s.id from tree t join ships s on s.operator_company_id = t.id
      union select t.root, s.id from tree t join ships s on s.doc_company_id = t.id
      union all select ${WHOLE_FLEET}::int, s.id from ships s where exists (select 1 from ids where ids.id = ${WHOLE_FLEET}::int)
    ), p as (
      select mb.company_id, m.month, min(m.first_departure) as first_departure, sum(m.legs)::int as legs,
             sum(m.distance_nm) as distance_nm, sum(m.ballast_distance_nm) as ballast_distance_nm,
             sum(m.hours_underway) as hours_underway, sum(m.cargo_t) as cargo_t,
             sum(m.transport_work_tnm) as transport_work_tnm, sum(m.teu) as teu, sum(m.teu_nm) as teu_nm,
             sum(m.teu_laden_nm) as teu_laden_nm,
             sum(coalesce(ships.teu, 0)::float8 * m.distance_nm) as teu_capacity_nm,
             sum(ships.dwt * m.distance_nm) as dwt_nm, sum(m.speed_distance) as speed_distance,
             sum(coalesce(nullif(ships.service_speed, 0), ships.design_speed) * m.timed_distance_nm) as ref_speed_distance
        from members mb join ships on ships.id = mb.ship_id join stat_ship_months m on m.ship_id = mb.ship_id
       where m.month >= ${from}::date and m.month < ${to}::date
       group by 1, 2
    ), pf as (
      select mb.company_id, mf.month, mf.fuel_code as code, sum(mf.at_sea_t) as sea, sum(mf.in_port_t) as port
        from members mb join stat_ship_month_fuels mf on mf.ship_id = mb.ship_id
       where mf.month >= ${from}::date and mf.month < ${to}::date
       group by 1, 2, 3
    ), fj as (
      select company_id, month, jsonb_agg(jsonb_build_object('code', code, 'sea', sea, 'port', port) order by code) as fuels
        from pf group by 1, 2
    )
    insert into fleet_month_summary (company_id, month, legs, first_departure, distance_nm, ballast_distance_nm,
           hours_underway, cargo_t, transport_work_tnm, teu, teu_nm, teu_laden_nm, teu_capacity_nm, dwt_nm,
           speed_distance, ref_speed_distance, fuels)
    select p.company_id, p.month, p.legs, p.first_departure, p.distance_nm, p.ballast_distance_nm, p.hours_underway,
           p.cargo_t, p.transport_work_tnm, p.teu, p.teu_nm, p.teu_laden_nm, p.teu_capacity_nm, p.dwt_nm,
           p.speed_distance, p.ref_speed_distance, coalesce(fj.fuels, '[]'::jsonb)
      from p left join fj on fj.company_id = p.company_id and fj.month = p.month`);
}

/**
 * Brings the summary up to date after a write to one ship's ledger in one year: the rows of that
 * year for the whole fleet and for every company the ship counts under (its owner, operator and
 * DOC holder and the companies above them), and the ship-year off the pending list. Call it inside
 * the writing transaction after the write (reads then never see the legs without their summary),
 * or after it committed.
 */
export async function refreshMonthSummary(db: Db, shipId: number, year: number): Promise<void> {
  const companies = sql`(select array_agg(distinct id) || ${WHOLE_FLEET}::int from (
      with recursive up(id) as (
        select unnest(array[s.owner_company_id, s.operator_company_id, s.doc_company_id]) from ships s where s.id = ${shipId}
        union
        select c.parent_id from companies c join up on c.id = up.id where c.parent_id is not null
      ) select id from up where id is not null) x)`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select ${BUILD_LOCK}`);
    await build(tx, companies, `${year}-01-01`, `${year + 1}-01-01`);
    await tx.execute(
      sql`delete from fleet_month_summary_pending where ship_id = ${shipId} and year = ${year}`,
    );
  });
}

/**
 * The years of `shipId` (every ship when absent) whose per-ship months changed since their company
 * rows were last built: the trigger on `stat_ship_months` notes them in the writing transaction.
 */
export async function pendingShipYears(
  db: Db,
  shipId?: number,
): Promise<Array<{ shipId: number; year: number }>> {
  const rows = rowsOf<{ ship_id: number; year: number }>(
    await db.execute(
      sql`select ship_id, year from fleet_month_summary_pending
           where ${shipId === undefined ? sql`true` : sql`ship_id = ${shipId}`} order by ship_id, year`,
    ),
  );
  return rows.map((r) => ({ shipId: Number(r.ship_id), year: Number(r.year) }));
}

/**
 * Rebuilds every row (first start, seed, after a change that made it stale, or when many ship-years
 * are pending: one pass over the per-ship months is cheaper than a refresh per ship-year).
 */
export async function rebuildMonthSummary(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select ${BUILD_LOCK}`);
    // Another caller may have rebuilt it while this one waited for the lock.
    const [state] = rowsOf<{ dirty: number; built: number; pending: boolean }>(
      await tx.execute(
        sql`select dirty_rev as dirty, built_rev as built,
                   exists (select 1 from fleet_month_summary_pending) as pending
              from fleet_month_summary_state where id = 1 for update`,
      ),
    );
    if (state && Number(state.dirty) === Number(state.built) && !state.pending) return;
    await tx.execute(sql`delete from fleet_month_summary`);
    await tx.execute(sql`delete from fleet_month_summary_pending`);
    await build(
      tx,
      sql`(select array_agg(id) || ${WHOLE_FLEET}::int from companies)`,
      '0001-01-01',
      '9999-01-01',
    );
    await tx.execute(sql`update fleet_month_summary_state set built_rev = ${state?.dirty ?? 0} where id = 1`);
  });
}

/** What a company read asks: one company's ships (or every ship in scope) together, no fleet filters. */
export type FleetSubject = { companyId: number } | { inScope: true };

/**
 * The summary row key that answers `subject` for `user`, or null when the caller's scope does not
 * hold every ship of it (ship authorisations narrow it, an authority sees mapped ships, a company
 * user's other companies widen "in scope"): the per-ship rows answer those.
 */
function keyOf(user: ShipScopeUser, subject: FleetSubject): { key: SQL; covered: SQL } | null {
  const noShipAuth = sql`not exists (select 1 from user_ship_auth a where a.user_id = ${user.userId})`;
  const all = user.isAdmin || user.dataScope === 'all';
  if ('companyId' in subject) {
    if (all) return { key: sql`${subject.companyId}::int`, covered: user.isAdmin ? sql`true` : noShipAuth };
    if (user.dataScope !== 'company') return null;
    const roots = sql`c.id = ${user.companyId ?? -1} or c.id in (select uc.company_id from user_companies uc where uc.user_id = ${user.userId})`;
    return {
      key: sql`${subject.companyId}::int`,
      covered: sql`(${noShipAuth} and ${subject.companyId}::int = any(array${treeBelow(roots)}))`,
    };
  }
  if (all) return { key: sql`${WHOLE_FLEET}::int`, covered: user.isAdmin ? sql`true` : noShipAuth };
  if (user.dataScope !== 'company' || user.companyId === null) return null;
  return {
    key: sql`${user.companyId}::int`,
    covered: sql`(${noShipAuth} and not exists (select 1 from user_companies uc where uc.user_id = ${user.userId}))`,
  };
}

/** A bucket's sums as SQL returns them, per ship (`ship_id`) or for a whole subject (null). */
export interface BucketSumRow {
  bucket: string;
  ship_id: number | null;
  first_departure: Date | string;
  legs: number;
  distance_nm: number;
  ballast_distance_nm: number;
  hours_underway: number;
  cargo_t: number;
  transport_work_tnm: number;
  teu: number;
  teu_nm: number;
  teu_laden_nm: number;
  teu_capacity_nm: number;
  dwt_nm: number;
  speed_distance: number;
  ref_speed_distance: number;
  fuels: Array<{ code: string; sea: number; port: number }> | string | null;
}

/** The summary answers for a whole subject, never per ship. */
export type FleetMonthRow = BucketSumRow & { ship_id: null };

const bucketKey = (bucket: Exclude<StatBucket, 'voyage'>): SQL => {
  if (bucket === 'year') return sql`to_char(month, 'YYYY')`;
  if (bucket === 'quarter') return sql`to_char(month, 'YYYY') || '-Q' || to_char(month, 'Q')`;
  return sql`to_char(month, 'YYYY-MM')`;
};

/**
 * The sums per bucket of a company's ships together over whole UTC months [from, to), in the shape
 * of the per-ship aggregation, or null when the summary cannot answer for this caller (then the
 * caller reads the per-ship rows). Stale rows are rebuilt first.
 */
export async function readMonthSummary(
  db: Db,
  user: ShipScopeUser,
  subject: FleetSubject,
  o: { from: Date; to: Date; bucket: Exclude<StatBucket, 'voyage'> },
): Promise<FleetMonthRow[] | null> {
  const k = keyOf(user, subject);
  if (!k) return null;
  const from = monthOf(o.from);
  const to = monthOf(o.to);
  const b = bucketKey(o.bucket);
  // Prepared: a few dozen rows whose planning cost twice their execution (kit/preparedSql.ts).
  const read = async () =>
    rowsOf<FleetMonthRow & { fresh: boolean; covered: boolean; pending: boolean }>(
      await executePrepared(
        db,
        sql`
        with gate as (
          select (select dirty_rev = built_rev from fleet_month_summary_state where id = 1) as fresh,
                 exists (select 1 from fleet_month_summary_pending) as pending,
                 ${k.covered} as covered
        ), m as (
          select * from fleet_month_summary
           where company_id = ${k.key} and month >= ${from}::date and month < ${to}::date
             and (select fresh and covered and not pending from gate)
        ), t as (
          select ${b} as bucket, min(first_departure) as first_departure, sum(legs)::int as legs,
                 sum(distance_nm) as distance_nm, sum(ballast_distance_nm) as ballast_distance_nm,
                 sum(hours_underway) as hours_underway, sum(cargo_t) as cargo_t,
                 sum(transport_work_tnm) as transport_work_tnm, sum(teu) as teu, sum(teu_nm) as teu_nm,
                 sum(teu_laden_nm) as teu_laden_nm, sum(teu_capacity_nm) as teu_capacity_nm,
                 sum(dwt_nm) as dwt_nm, sum(speed_distance) as speed_distance,
                 sum(ref_speed_distance) as ref_speed_distance
            from m group by 1
        ), f as (
          select ${b} as bucket, x.code, sum(x.sea) as sea, sum(x.port) as port
            from m cross join jsonb_to_recordset(m.fuels) as x(code text, sea float8, port float8)
           group by 1, 2
        ), fj as (
          select bucket, json_agg(json_build_object('code', code, 'sea', sea, 'port', port) order by code) as fuels
            from f group by bucket
        )
        select gate.fresh, gate.covered, gate.pending, t.bucket, null::int as ship_id, t.first_departure, t.legs, t.distance_nm,
               t.ballast_distance_nm, t.hours_underway, t.cargo_t, t.transport_work_tnm, t.teu, t.teu_nm,
               t.teu_laden_nm, t.teu_capacity_nm, t.dwt_nm, t.speed_distance, t.ref_speed_distance, fj.fuels
          from gate left join t on true left join fj on fj.bucket = t.bucket
         order by t.bucket`,
      ),
    );
  let rows = await read();
  if (!rows[0]?.covered) return null;
  if (!rows[0].fresh || rows[0].pending) {
    // Legs written around the ledger service, or a ship or company edit: catch up first.
    const pending = rows[0].fresh ? await pendingShipYears(db) : [];
    if (!rows[0].fresh || pending.length > REBUILD_ABOVE) await rebuildMonthSummary(db);
    else for (const p of pending) await refreshMonthSummary(db, p.shipId, p.year);
    rows = await read();
    if (!rows[0]?.fresh || rows[0].pending || !rows[0].covered) return null;
  }
  return rows.filter((r) => r.bucket !== null);
}
