import { and, asc, count, eq, gte, inArray, lte, or, sql, SQL, type Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ShipListQuerySchema } from '../../domain/schemas/fleet.js';
import type { Db } from '../db/client.js';
import { companies, flagStates, ships, shipTypes } from '../db/schema/index.js';
import { preparedShipScope, shipScope, type ShipScopeUser } from '../scope/ships.js';
import { containsPattern, exportOf } from './kit/list.js';
import { preparedShape } from './kit/prepared.js';
import { referenceRevSql } from './ports.js';
import type { NamePair, ShipListNames, ShipListNamesAt } from './shipListNames.js';
import { fromMark, marksOf, marksStatement, startOf } from './shipListMarks.js';

/** The ship list: its filters, its pages (from the list's marks, shipListMarks.ts) and its export. */

type ShipListQuery = z.infer<typeof ShipListQuerySchema>;

/**
 * List filters (docs/legacy-system.md §5): whether the query sets each, its value, its condition.
 * One table for the statement with bound values and the prepared one (placeholders named after
 * the filter), so both say the same thing.
 */
const FILTERS: Array<{
  name: string;
  set: (f: ShipListQuery) => boolean;
  value: (f: ShipListQuery) => unknown;
  where: (v: any) => SQL | undefined;
  /**
   * The share of rows the value lets through runs from all to none, so a plan is only good for
   * its value: the statements of a shape with this filter go unnamed (see listShape).
   */
  planEachCall?: boolean;
}> = [
  {
    name: 'companyId',
    set: (f) => !!f.companyId,
    value: (f) => f.companyId,
    where: (v) =>
      or(
        eq(ships.ownerCompanyId, v),
        eq(ships.operatorCompanyId, v),
        eq(ships.docCompanyId, v),
        eq(ships.builderCompanyId, v),
      ),
  },
  // Names, IMO and registration number in one lower-cased column (see ships.searchText).
  {
    name: 'keyword',
    set: (f) => !!f.keyword,
    value: (f) => containsPattern(f.keyword!),
    where: (v) => sql`${ships.searchText} like lower(${v})`,
    planEachCall: true,
  },
  {
    name: 'speedFrom',
    set: (f) => f.speedFrom != null,
    value: (f) => f.speedFrom,
    where: (v) => gte(ships.serviceSpeed, v),
  },
  {
    name: 'speedTo',
    set: (f) => f.speedTo != null,
    value: (f) => f.speedTo,
    where: (v) => lte(ships.serviceSpeed, v),
  },
  {
    name: 'shipTypeCode',
    set: (f) => !!f.shipTypeCode,
    value: (f) => f.shipTypeCode,
    where: (v) => eq(ships.shipTypeCode, v),
  },
  {
    name: 'subTypeCode',
    set: (f) => !!f.subTypeCode,
    value: (f) => f.subTypeCode,
    where: (v) => eq(ships.subTypeCode, v),
  },
  {
    name: 'dwtFrom',
    set: (f) => f.dwtFrom != null,
    value: (f) => f.dwtFrom,
    where: (v) => gte(ships.dwt, v),
  },
  { name: 'dwtTo', set: (f) => f.dwtTo != null, value: (f) => f.dwtTo, where: (v) => lte(ships.dwt, v) },
];

/** List filters, always ANDed with the caller's scope. */
export function shipFilter(user: ShipScopeUser, f: ShipListQuery): SQL {
  return and(shipScope(user), ...FILTERS.map((x) => (x.set(f) ? x.where(x.value(f)) : undefined)))!;
}

const doc = alias(companies, 'doc_company');
const owner = alias(companies, 'owner_company');
const operator = alias(companies, 'operator_company');

/** The list's columns plus display names from the dictionaries and the linked companies. */
export function shipListSelect<X extends Record<string, SQL.Aliased | SQL>>(db: Db, extra?: X) {
  return db
    .select({
      ...(extra as X),
      id: ships.id,
      imo: ships.imo,
      registrationNo: ships.registrationNo,
      nameEn: ships.nameEn,
      nameZh: ships.nameZh,
      flagCode: ships.flagCode,
      flagNameEn: flagStates.enBrief,
      flagNameZh: flagStates.cnBrief,
      shipTypeCode: ships.shipTypeCode,
      shipTypeEn: shipTypes.enName,
      shipTypeZh: shipTypes.cnName,
      subTypeCode: ships.subTypeCode,
      gt: ships.gt,
      dwt: ships.dwt,
      serviceSpeed: ships.serviceSpeed,
      classCode: ships.classCode,
      iceClass: ships.iceClass,
      docCompanyId: ships.docCompanyId,
      docCompanyEn: doc.nameEn,
      docCompanyZh: doc.nameZh,
      ownerCompanyEn: owner.nameEn,
      operatorCompanyEn: operator.nameEn,
      version: ships.version,
    })
    .from(ships)
    .leftJoin(flagStates, eq(flagStates.alpha3, ships.flagCode))
    .leftJoin(shipTypes, eq(shipTypes.code, ships.shipTypeCode))
    .leftJoin(doc, eq(doc.id, ships.docCompanyId))
    .leftJoin(owner, eq(owner.id, ships.ownerCompanyId))
    .leftJoin(operator, eq(operator.id, ships.operatorCompanyId))
    .$dynamic();
}

export const shipOrder = [asc(ships.nameEn), asc(ships.id)];

const TOTAL = '__total';

/**
 * The list page's statement. The page's ids are chosen first (the name index walked in list
 * order, limited), and only those rows are read: joining first made a page deep in the list pay
 * for every row before its offset (on 10,000 ships, offset 3,000: execution 14 → 1.7 ms with
 * `ships_name_id_idx`). The flag state, ship type and company names are not in the statement: it
 * reads the codes and the reference-data revision, and the names come from the kept names of that
 * revision (`named`, cache/shipListNames.ts). As scalar subqueries and a join they were what
 * PostgreSQL planned on every call (planning 1.07 ms against 0.56 ms of execution; as seven joined
 * tables it had been 1.35 ms). The export keeps the joins: it reads up to 10,000 rows.
 * `withTotal` adds the total as an uncorrelated scalar subquery, so page and total are one round
 * trip (the path without a prepared scope; the prepared one takes it from the list's marks).
 */
function pageStatement(
  db: Db,
  where: SQL,
  limit: number | Placeholder,
  offset: number | Placeholder,
  withTotal: boolean,
  from?: SQL,
  ids?: SQL,
) {
  const pageIds = db
    .select({ id: ships.id })
    .from(ships)
    .where(from ? and(where, from) : where)
    .orderBy(...shipOrder)
    .limit(limit)
    .offset(offset);
  const total = sql<number>`(select count(*) from ${ships} where ${where})`.mapWith(Number);
  return db
    .select({
      [TOTAL]: withTotal ? total : sql<number>`null`.mapWith(Number),
      refRev: referenceRevSql,
      id: ships.id,
      imo: ships.imo,
      registrationNo: ships.registrationNo,
      nameEn: ships.nameEn,
      nameZh: ships.nameZh,
      flagCode: ships.flagCode,
      shipTypeCode: ships.shipTypeCode,
      subTypeCode: ships.subTypeCode,
      gt: ships.gt,
      dwt: ships.dwt,
      serviceSpeed: ships.serviceSpeed,
      classCode: ships.classCode,
      iceClass: ships.iceClass,
      docCompanyId: ships.docCompanyId,
      ownerCompanyId: ships.ownerCompanyId,
      operatorCompanyId: ships.operatorCompanyId,
      version: ships.version,
    })
    .from(ships)
    .where(ids ? and(where, sql`${ships.id} = any(${ids})`) : inArray(ships.id, pageIds))
    .orderBy(...shipOrder);
}

/**
 * A list shape's named statements (page and marks), this call's values and the key its marks are
 * kept under; undefined without a prepared scope. Building the statement with drizzle cost about
 * 0.75 ms of the app's CPU per call (profile under load), and the server parsed the same text each
 * time; now drizzle builds it once per shape and PostgreSQL parses it once per connection. The
 * shapes are few (scope kinds × the filters set), so the statements stay few. PostgreSQL still
 * plans each call with its values (custom plans), which is why the statement is kept cheap to
 * plan (pageStatement).
 */
function listShape(db: Db, user: ShipScopeUser, q: ShipListQuery) {
  const scope = preparedShipScope(user);
  if (!scope) return undefined;
  const set = FILTERS.filter((x) => x.set(q));
  const shape = `${scope.shape}.${set.map((x) => x.name).join('.')}`;
  // After five runs PostgreSQL may keep a generic plan for a named statement: for the keyword
  // (a filter whose plan is only good for its value) it walked the scope in name order, 11–18 ms
  // a page where the plan made with the value took 1.2 ms. Its statements go unnamed (pg sends an
  // unnamed statement's values with it, and PostgreSQL plans them every time).
  const planEachCall = set.some((x) => x.planEachCall);
  const prepared = preparedShape(db, 'ship_list', shape, (shapeName) => {
    const name = planEachCall ? '' : shapeName;
    const where = and(scope.where, ...set.map((x) => x.where(sql.placeholder(x.name))))!;
    const limit = sql.placeholder('limit');
    const offset = sql.placeholder('offset');
    return {
      page: pageStatement(db, where, limit, offset, false, fromMark).prepare(name),
      byIds: pageStatement(
        db,
        where,
        limit,
        offset,
        false,
        undefined,
        sql`${sql.placeholder('ids')}::int[]`,
      ).prepare(name && `${name}_i`),
      marks: marksStatement(db, where).prepare(name && `${name}_m`),
    };
  });
  const values: Record<string, unknown> = { ...scope.params };
  for (const x of set) values[x.name] = x.value(q);
  // A prepared scope exists only with ids of the session's revision, so `cacheRev` is set.
  return { prepared, values, key: `${user.cacheRev}|${shape}|${JSON.stringify(values)}` };
}

/** The page's rows and the total: the page starts from its mark; past the end there is no row. */
async function preparedPage(
  db: Db,
  user: ShipScopeUser,
  q: ShipListQuery & { page: number; size: number },
): Promise<{ rows: PageRow[]; total: number } | undefined> {
  const s = listShape(db, user, q);
  if (!s) return undefined;
  const marks = await marksOf(db, s.key, () => s.prepared.marks.execute(s.values));
  const offset = (q.page - 1) * q.size;
  if (offset >= marks.total) return { rows: [], total: marks.total };
  if (marks.all) {
    const ids = `{${marks.keys
      .slice(offset, offset + q.size)
      .map((k) => k.id)
      .join(',')}}`;
    return { rows: await s.prepared.byIds.execute({ ...s.values, ids }), total: marks.total };
  }
  const { markName, markId, skip } = startOf(marks, offset);
  const rows = await s.prepared.page.execute({ ...s.values, markName, markId, limit: q.size, offset: skip });
  return { rows, total: marks.total };
}

/**
 * Where the user's ships from `offset` on begin, in list order (the ship list unfiltered, its marks
 * kept as they are): the mark's key, the ships to skip after it, and how many the scope holds;
 * `start` is undefined past the end. Undefined when the request has no prepared scope. The report
 * hub pages the same ships, six regimes each.
 */
export async function scopeShipsFrom(db: Db, user: ShipScopeUser, offset: number) {
  const s = listShape(db, user, {});
  if (!s) return undefined;
  const marks = await marksOf(db, s.key, () => s.prepared.marks.execute(s.values));
  return { total: marks.total, start: offset < marks.total ? startOf(marks, offset) : undefined };
}

/** How many ships the user's scope holds, from the same kept marks; undefined as above. */
export async function scopeShipTotal(db: Db, user: ShipScopeUser): Promise<number | undefined> {
  return (await scopeShipsFrom(db, user, 0))?.total;
}

type PageRow = Awaited<ReturnType<typeof pageStatement>>[number];

/**
 * A page's rows as the list answers them (the columns of `shipListSelect`, in its order), named
 * from the kept names of the revision the statement read: a name is null where the joins would
 * give null (no code, or a code or company the tables do not hold).
 */
function named(rows: PageRow[], names: ShipListNames) {
  const pair = <K>(map: ReadonlyMap<K, NamePair>, key: K | null) => (key === null ? undefined : map.get(key));
  return rows.map((r) => {
    const flag = pair(names.flags, r.flagCode);
    const type = pair(names.shipTypes, r.shipTypeCode);
    const doc = pair(names.companies, r.docCompanyId);
    return {
      id: r.id,
      imo: r.imo,
      registrationNo: r.registrationNo,
      nameEn: r.nameEn,
      nameZh: r.nameZh,
      flagCode: r.flagCode,
      flagNameEn: flag?.[0] ?? null,
      flagNameZh: flag?.[1] ?? null,
      shipTypeCode: r.shipTypeCode,
      shipTypeEn: type?.[0] ?? null,
      shipTypeZh: type?.[1] ?? null,
      subTypeCode: r.subTypeCode,
      gt: r.gt,
      dwt: r.dwt,
      serviceSpeed: r.serviceSpeed,
      classCode: r.classCode,
      iceClass: r.iceClass,
      docCompanyId: r.docCompanyId,
      docCompanyEn: doc?.[0] ?? null,
      docCompanyZh: doc?.[1] ?? null,
      ownerCompanyEn: pair(names.companies, r.ownerCompanyId)?.[0] ?? null,
      operatorCompanyEn: pair(names.companies, r.operatorCompanyId)?.[0] ?? null,
      version: r.version,
    };
  });
}

/**
 * One page of the caller's ships and the total, named with `namesAt` (cache/shipListNames.ts). A
 * page past the end has no row to carry the total.
 */
export async function listShipsPage(
  db: Db,
  user: ShipScopeUser,
  q: ShipListQuery & { page: number; size: number },
  namesAt: ShipListNamesAt,
) {
  const offset = (q.page - 1) * q.size;
  const answer = async (rows: PageRow[], total: number) => ({
    items: rows.length ? named(rows, await namesAt(Number(rows[0].refRev))) : [],
    total,
  });
  const prepared = await preparedPage(db, user, q);
  if (prepared) return answer(prepared.rows, prepared.total);
  const rows = await pageStatement(db, shipFilter(user, q), q.size, offset, true);
  const total = rows.length
    ? rows[0][TOTAL]
    : offset > 0
      ? (await db.select({ n: count() }).from(ships).where(shipFilter(user, q)))[0].n
      : 0;
  return answer(rows, total);
}

export const exportShips = (db: Db, user: ShipScopeUser, q: ShipListQuery) =>
  exportOf((limit) =>
    shipListSelect(db)
      .where(shipFilter(user, q))
      .orderBy(...shipOrder)
      .limit(limit),
  );
