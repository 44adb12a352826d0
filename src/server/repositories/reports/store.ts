import {
  and,
  asc,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  lt,
  ne,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  Correction,
  FigureTotal,
  GeneratedReport,
  Regime,
  ReportPeriod,
  ReportStatus,
} from '../../../domain/reports/types.js';
import type { Db } from '../../db/client.js';
import {
  ports,
  reportJobs,
  reports,
  reportVersions,
  ships,
  voyageLegs,
  voyageRecords,
  voyages,
  type ReportJobParams,
} from '../../db/schema/index.js';
import { shipScope, type ShipScopeUser } from '../../scope/ships.js';
import { guardWrite } from '../kit/errors.js';
import { executePrepared } from '../kit/preparedSql.js';
import { runPrepared } from '../kit/prepared.js';
import { scopeShipsFrom } from '../shipList.js';

/** Report storage (docs/reports.md §3): every SQL statement of the report area. */

const successor = alias(reports, 'successor');

/** The columns a report answer needs: the report, its ship, its figure set in force, its successor. */
const reportColumns = {
  id: reports.id,
  regime: reports.regime,
  shipId: reports.shipId,
  shipName: ships.nameEn,
  imo: ships.imo,
  periodStart: reports.periodStart,
  periodEnd: reports.periodEnd,
  year: reports.year,
  status: reports.status,
  reportVersion: reports.reportVersion,
  referenceCode: reports.referenceCode,
  supersedesId: reports.supersedesId,
  supersededById: successor.id,
  corrections: reports.corrections,
  flag: reports.flag,
  companyName: reports.companyName,
  submittedAt: reports.submittedAt,
  opinion: reports.opinion,
  version: reports.version,
  createdAt: reports.createdAt,
  updatedAt: reports.updatedAt,
  figures: reportVersions.figures,
  totals: reportVersions.totals,
  paramVersion: reportVersions.paramVersion,
  fingerprint: reportVersions.fingerprint,
};

export type ReportRow = {
  id: number;
  regime: Regime;
  shipId: number;
  shipName: string;
  imo: string | null;
  periodStart: Date;
  periodEnd: Date;
  year: number;
  status: ReportStatus;
  reportVersion: number;
  referenceCode: string;
  supersedesId: number | null;
  supersededById: number | null;
  corrections: Correction[];
  flag: string | null;
  companyName: string | null;
  submittedAt: Date | null;
  /** The standing opinion while `verified` (RestingOutcome), null otherwise. */
  opinion: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  figures: unknown;
  totals: FigureTotal[];
  paramVersion: string;
  fingerprint: string;
};

const selectReports = (db: Db) =>
  db
    .select(reportColumns)
    .from(reports)
    .innerJoin(ships, eq(ships.id, reports.shipId))
    .innerJoin(reportVersions, eq(reportVersions.id, reports.figureSetId))
    .leftJoin(successor, eq(successor.supersedesId, reports.id));

/** One report inside the user's ship scope; undefined outside it (the caller answers 404). */
export async function findReport(db: Db, user: ShipScopeUser, id: number): Promise<ReportRow | undefined> {
  const [row] = await selectReports(db).where(and(eq(reports.id, id), shipScope(user)));
  return row as ReportRow | undefined;
}

/**
 * The report row under `for update` (the lifecycle's stored state), with what the chart's store
 * needs. The row is locked alone, then read with its joins in a statement of its own: a locking
 * read with joins that waited on a concurrent regenerate rechecks the join against the figure set
 * of its own, older snapshot, misses the new one and returns no row (a 404 for a report that
 * exists); read afterwards, it sees the committed version, which the caller then finds stale (409).
 */
export async function lockReport(tx: Db, id: number): Promise<ReportRow | undefined> {
  const [locked] = await tx.select({ id: reports.id }).from(reports).where(eq(reports.id, id)).for('update');
  if (!locked) return undefined;
  const [row] = await selectReports(tx).where(eq(reports.id, id));
  return row as ReportRow | undefined;
}

/** `opinion`: the verifier's outcome when the new status is `verified`; any other status clears it. */
export async function writeReportStatus(
  tx: Db,
  id: number,
  status: ReportStatus,
  at: Date,
  opinion: string | null = null,
) {
  await tx
    .update(reports)
    .set({
      status,
      opinion: status === 'verified' ? opinion : null,
      version: sql`${reports.version} + 1`,
      updatedAt: at,
      // The first submission decides the deadline for good; a resubmission keeps it.
      ...(status === 'submitted' ? { submittedAt: sql`coalesce(${reports.submittedAt}, ${at})` } : {}),
    })
    .where(eq(reports.id, id));
}

/** A new report with its first figure set; 409 `report.exists` (via `onDuplicate`) when the period has a live one. */
export async function insertReport(
  tx: Db,
  r: {
    regime: Regime;
    shipId: number;
    period: ReportPeriod;
    year: number;
    reportVersion: number;
    referenceCode: string;
    supersedesId: number | null;
    corrections: Correction[];
    flag: string | null;
    companyName: string | null;
    /** A correction carries the submission of the version it corrects. */
    submittedAt?: Date | null;
    createdBy: number;
    at: Date;
    generated: GeneratedReport;
  },
  onDuplicate: () => Error,
): Promise<number> {
  const [row] = await guardWrite(
    () =>
      tx
        .insert(reports)
        .values({
          regime: r.regime,
          shipId: r.shipId,
          periodStart: new Date(r.period.start),
          periodEnd: new Date(r.period.end),
          year: r.year,
          status: 'draft',
          reportVersion: r.reportVersion,
          referenceCode: r.referenceCode,
          supersedesId: r.supersedesId,
          corrections: r.corrections,
          flag: r.flag,
          companyName: r.companyName,
          submittedAt: r.submittedAt ?? null,
          createdBy: r.createdBy,
          createdAt: r.at,
          updatedAt: r.at,
        })
        .returning({ id: reports.id }),
    { unique: onDuplicate },
  );
  await insertFigureSet(tx, row.id, r.generated, r.createdBy, r.at);
  return row.id;
}

/** Stores one generation's frozen figures and makes it the report's figure set in force. */
export async function insertFigureSet(tx: Db, reportId: number, g: GeneratedReport, by: number, at: Date) {
  const [{ seq }] = await tx
    .select({ seq: sql<number>`coalesce(max(${reportVersions.seq}), 0)::int + 1` })
    .from(reportVersions)
    .where(eq(reportVersions.reportId, reportId));
  const [set] = await tx
    .insert(reportVersions)
    .values({
      reportId,
      seq,
      figures: g.figures ?? null,
      totals: g.totals,
      paramVersion: g.paramVersion,
      fingerprint: g.fingerprint,
      generatedBy: by,
      generatedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: reportVersions.id });
  await tx.update(reports).set({ figureSetId: set.id, updatedAt: at }).where(eq(reports.id, reportId));
}

export async function writeCorrections(tx: Db, id: number, corrections: Correction[], at: Date) {
  await tx.update(reports).set({ corrections, updatedAt: at }).where(eq(reports.id, id));
}

/**
 * Voyages of the ship that overlap the period and are not locked (locking a report needs them
 * all locked). A voyage without records (no start) has nothing in the period.
 */
export async function unlockedVoyages(tx: Db, shipId: number, p: ReportPeriod) {
  return tx
    .select({ id: voyages.id, voyageNo: voyages.voyageNo })
    .from(voyages)
    .where(
      and(
        eq(voyages.shipId, shipId),
        ne(voyages.status, 'locked'),
        isNotNull(voyages.startAt),
        lt(voyages.startAt, new Date(p.end)),
        or(sql`${voyages.endAt} is null`, gt(voyages.endAt, new Date(p.start))),
      ),
    )
    .orderBy(asc(voyages.startAt));
}

/** Live (not superseded, not cancelled) reports of one ship, regime and year: candidates link to them. */
export async function liveReportsOf(db: Db, regime: Regime, shipId: number, year: number) {
  return db
    .select({ id: reports.id, start: reports.periodStart, end: reports.periodEnd, status: reports.status })
    .from(reports)
    .where(
      and(
        eq(reports.regime, regime),
        eq(reports.shipId, shipId),
        eq(reports.year, year),
        notInArray(reports.status, ['superseded', 'cancelled']),
      ),
    );
}

export interface ReportFilter {
  regime?: Regime;
  status?: ReportStatus;
  /** Any of these statuses (the verifier's inbox: in verification or verified, not yet confirmed). */
  statuses?: readonly ReportStatus[];
  shipId?: number;
  year?: number;
}

const filterOf = (user: ShipScopeUser, f: ReportFilter): SQL | undefined =>
  and(
    shipScope(user),
    f.regime ? eq(reports.regime, f.regime) : undefined,
    f.status ? eq(reports.status, f.status) : undefined,
    f.statuses ? inArray(reports.status, [...f.statuses]) : undefined,
    f.shipId ? eq(reports.shipId, f.shipId) : undefined,
    f.year ? eq(reports.year, f.year) : undefined,
  );

/** A page of reports inside the user's scope, newest change first. */
export async function listReports(
  db: Db,
  user: ShipScopeUser,
  f: ReportFilter,
  p: { page: number; size: number },
  regimes?: Regime[],
) {
  const where = and(filterOf(user, f), regimes ? inArray(reports.regime, regimes) : undefined);
  const [items, [{ n }]] = await Promise.all([
    db
      .select({
        id: reports.id,
        regime: reports.regime,
        shipId: reports.shipId,
        shipName: ships.nameEn,
        imo: ships.imo,
        periodStart: reports.periodStart,
        periodEnd: reports.periodEnd,
        year: reports.year,
        status: reports.status,
        reportVersion: reports.reportVersion,
        version: reports.version,
        submittedAt: reports.submittedAt,
        updatedAt: reports.updatedAt,
      })
      .from(reports)
      .innerJoin(ships, eq(ships.id, reports.shipId))
      .where(where)
      .orderBy(desc(reports.updatedAt), desc(reports.id))
      .limit(p.size)
      .offset((p.page - 1) * p.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reports)
      .innerJoin(ships, eq(ships.id, reports.shipId))
      .where(where),
  ]);
  return { items, total: n };
}

/**
 * Reports inside the user's scope per status, for the given statuses (absent = none): the
 * dashboard's counts in one statement, where a page of each would read rows it does not show.
 */
export async function countReportsByStatus(db: Db, user: ShipScopeUser, statuses: string[]) {
  const out: Record<string, number> = Object.fromEntries(statuses.map((st) => [st, 0]));
  if (!statuses.length) return out;
  const rows = await runPrepared(
    db
      .select({ status: reports.status, n: sql<number>`count(*)::int` })
      .from(reports)
      .innerJoin(ships, eq(ships.id, reports.shipId))
      .where(and(filterOf(user, {}), inArray(reports.status, statuses)))
      .groupBy(reports.status),
  );
  for (const r of rows) out[r.status] = Number(r.n);
  return out;
}

interface HubSqlRow {
  ship_id: number;
  ship_name: string;
  imo: string | null;
  regime: Regime;
  report_id: number | null;
  status: ReportStatus | null;
  submitted_at: Date | string | null;
  /** The whole list's length, on a full page's rows (null on a short page). */
  full_total: number | string | null;
}

/** Order of progress: the hub shows a ship-year by its least advanced live report. */
const RANK = sql`case ${reports.status} when 'draft' then 1 when 'locked' then 2 when 'submitted' then 3 else 4 end`;

/**
 * The hub: every ship in scope × the regimes asked for one year, with the least advanced live
 * report of that ship-year-regime (none when there is none), paged by ship.
 *
 * Without a status filter every ship has exactly one row per regime, so a page is a slice of the
 * ships in name order: the statement looks up reports for that slice only, and the total is the
 * ships in scope times the regimes. The ship list's marks of the scope (repositories/shipListMarks.ts,
 * kept per reference revision) give that count and the first ship's place in the name index, so a
 * deep page reads neither the ships before it nor a count (a full page in the middle of 6,676
 * ships: PostgreSQL's CPU per answer 4.4 → 1.1 ms). With a status filter the rows are filtered
 * after the lookup, so it runs over every ship; a short page then needs no count: it is the last one.
 */
export async function hubRows(
  db: Db,
  user: ShipScopeUser,
  q: { year: number; regimes: Regime[]; status?: ReportStatus | 'none'; page: number; size: number },
) {
  const regimeList = sql.join(
    q.regimes.map((r) => sql`(${r})`),
    sql`, `,
  );
  const lookup = (ship: SQL) => sql`
    left join lateral (
      select ${reports.id} as id, ${reports.status} as status, ${reports.submittedAt} as submitted_at from ${reports}
      where ${reports.shipId} = ${ship} and ${reports.regime} = g.regime and ${reports.year} = ${q.year}
        and ${reports.status} not in ('superseded', 'cancelled')
      order by ${RANK}, ${reports.periodStart} limit 1
    ) r on true`;
  const offset = (q.page - 1) * q.size;
  const perShip = q.regimes.length;
  const short = (n: number) => n < q.size && (n > 0 || q.page === 1);
  // One statement per page: the total rides on the page's rows, and is counted (an init plan, run
  // on first use) only when the page is full; a short page knows it (offset + rows). An empty page
  // past the first has no row to carry it, so only then is it counted on its own.
  const withTotal = (page: SQL, count: SQL) => sql`
    select p.*, case when count(*) over () < ${q.size} then null else ${count} end as full_total
      from (${page}) p order by p.ship_name, p.ship_id, p.regime`;
  const totalOf = async (items: HubSqlRow[], count: SQL) =>
    short(items.length)
      ? offset + items.length
      : items.length
        ? Number(items[0].full_total)
        : Number((await db.execute<{ n: number }>(sql`select ${count} as n`)).rows[0]?.n ?? 0);
  if (q.status === undefined) {
    const firstShip = Math.floor(offset / perShip);
    const shipCount = Math.ceil((offset + q.size) / perShip) - firstShip;
    const page = (slice: SQL) => sql`
      with p as (${slice}), s as (
        select sp.id, sp.name_en, sp.imo from ${ships} sp join p on p.id = sp.id
      )
      select s.id as ship_id, s.name_en as ship_name, s.imo as imo, g.regime as regime,
             r.id as report_id, r.status as status, r.submitted_at as submitted_at
        from s cross join (values ${regimeList}) as g(regime) ${lookup(sql`s.id`)}
       order by s.name_en, s.id, g.regime limit ${q.size} offset ${offset - firstShip * perShip}`;
    // The ship list's marks of the scope, kept per revision, give the total and where the page's
    // ships start: neither a count of the scope's ships (about 2.5 ms of PostgreSQL on a full
    // page of 6,676 ships) nor a walk of the name index to the offset.
    const from = await scopeShipsFrom(db, user, firstShip);
    if (from) {
      if (!from.start) return { items: [], total: perShip * from.total };
      const { markName, markId, skip } = from.start;
      const slice = sql`select ${ships.id} as id from ${ships}
         where ${shipScope(user)} and (${ships.nameEn}, ${ships.id}) >= (${markName}, ${markId})
         order by ${ships.nameEn}, ${ships.id} limit ${shipCount} offset ${skip}`;
      const rows = (await executePrepared(db, page(slice))) as { rows: HubSqlRow[] };
      return { items: rows.rows, total: perShip * from.total };
    }
    // Without resolved scope ids (not a read request) the scope is walked and counted here.
    const count = sql`(${perShip}::int * (select count(*)::int from ${ships} where ${shipScope(user)}))`;
    const slice = sql`select ${ships.id} as id from ${ships}
         where ${shipScope(user)} order by ${ships.nameEn}, ${ships.id} limit ${shipCount} offset ${firstShip}`;
    const rows = await db.execute(withTotal(page(slice), count));
    const items = rows.rows as unknown as HubSqlRow[];
    return { items, total: await totalOf(items, count) };
  }
  const statusFilter = q.status === 'none' ? sql`r.id is null` : sql`r.status = ${q.status}`;
  const base = sql`
    from ${ships} cross join (values ${regimeList}) as g(regime) ${lookup(sql`${ships.id}`)}
    where ${shipScope(user)} and ${statusFilter}`;
  const count = sql`(select count(*)::int ${base})`;
  const rows = await db.execute(
    withTotal(
      sql`select ${ships.id} as ship_id, ${ships.nameEn} as ship_name, ${ships.imo} as imo, g.regime as regime,
      r.id as report_id, r.status as status, r.submitted_at as submitted_at ${base}
      order by ${ships.nameEn}, ${ships.id}, g.regime limit ${q.size} offset ${offset}`,
      count,
    ),
  );
  const items = rows.rows as unknown as HubSqlRow[];
  return { items, total: await totalOf(items, count) };
}

/** The legs and records behind one total, restricted to the report's ship. */
export async function sourcesOf(db: Db, shipId: number, legIds: number[], refCodes: string[]) {
  // The ports' dictionary names, so the drill-down names a port with its code.
  const fromPort = alias(ports, 'from_port');
  const toPort = alias(ports, 'to_port');
  const legs = legIds.length
    ? await db
        .select({
          legId: voyageLegs.id,
          voyageId: voyageLegs.voyageId,
          voyageNo: voyages.voyageNo,
          from: voyageLegs.fromPort,
          fromNameEn: fromPort.enName,
          fromNameZh: fromPort.cnName,
          to: voyageLegs.toPort,
          toNameEn: toPort.enName,
          toNameZh: toPort.cnName,
          start: voyageLegs.departureAt,
          end: voyageLegs.arrivalAt,
        })
        .from(voyageLegs)
        .innerJoin(voyages, eq(voyages.id, voyageLegs.voyageId))
        .leftJoin(fromPort, eq(fromPort.code, voyageLegs.fromPort))
        .leftJoin(toPort, eq(toPort.code, voyageLegs.toPort))
        .where(and(eq(voyageLegs.shipId, shipId), inArray(voyageLegs.id, legIds)))
        .orderBy(asc(voyageLegs.departureAt))
    : [];
  const records = refCodes.length
    ? await db
        .select({
          refCode: voyageRecords.refCode,
          voyageId: voyageRecords.voyageId,
          kind: voyageRecords.kind,
          at: voyageRecords.arrivalAt,
        })
        .from(voyageRecords)
        .where(and(eq(voyageRecords.shipId, shipId), inArray(voyageRecords.refCode, refCodes)))
        .orderBy(asc(voyageRecords.arrivalAt))
    : [];
  return { legs, records };
}

// ---- background jobs --------------------------------------------------------------------------

export async function createJob(
  db: Db,
  j: {
    kind: string;
    regime: Regime;
    year: number;
    total: number;
    by: number;
    at: Date;
    params?: ReportJobParams;
  },
) {
  const [row] = await db
    .insert(reportJobs)
    .values({
      kind: j.kind,
      regime: j.regime,
      year: j.year,
      total: j.total,
      // Nothing to do is done at once (an empty scope), so no screen waits on it.
      ...(j.total === 0 ? { status: 'done', finishedAt: j.at } : {}),
      params: j.params ?? {},
      createdBy: j.by,
      startedAt: j.at,
      createdAt: j.at,
      updatedAt: j.at,
    })
    .returning({ id: reportJobs.id });
  return row.id;
}

export async function findJob(db: Db, id: number, by: number | null) {
  const [row] = await db
    .select()
    .from(reportJobs)
    .where(and(eq(reportJobs.id, id), by === null ? undefined : eq(reportJobs.createdBy, by)));
  return row;
}

/** Ids of every ship in the user's scope (the fleet job's work list). */
export async function scopedShipIds(db: Db, user: ShipScopeUser) {
  const rows = await db.select({ id: ships.id }).from(ships).where(shipScope(user)).orderBy(asc(ships.id));
  return rows.map((r) => r.id);
}
