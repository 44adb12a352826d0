import { and, asc, count, eq, gte, inArray, lte, or, sql, SQL, type Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ShipInput, ShipListQuerySchema } from '../../domain/schemas/fleet.js';
import type { Db } from '../db/client.js';
import { companies, flagStates, shipAuthorities, shipFuels, ships, shipTypes } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
import { preparedShipScope, requireShipWhere, shipScope, type ShipScopeUser } from '../scope/ships.js';
import { replaceFile, type NewFile } from './files.js';
import { guardWrite } from './kit/errors.js';
import { containsPattern, exportOf } from './kit/list.js';
import { preparedShape } from './kit/prepared.js';
import { referenceRevSql } from './ports.js';
import type { NamePair, ShipListNames, ShipListNamesAt } from './shipListNames.js';
import { updateVersioned } from './kit/versioned.js';

export type ShipRow = typeof ships.$inferSelect;

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

/** The stored ship plus its fuels and authorities, as the detail call and the edit form use it. */
export async function shipDetail(db: Db, row: ShipRow) {
  const [fuels, auths] = await Promise.all([
    db
      .select({ fuelCode: shipFuels.fuelCode, method: shipFuels.method })
      .from(shipFuels)
      .where(eq(shipFuels.shipId, row.id)),
    db
      .select({ code: shipAuthorities.authorityCode })
      .from(shipAuthorities)
      .where(eq(shipAuthorities.shipId, row.id)),
  ]);
  const { photoFileId, searchText: _search, ...rest } = row;
  return {
    ...rest,
    hasPhoto: photoFileId != null,
    fuels,
    authorityCodes: auths.map((a) => a.code).sort(),
  };
}

/** Column values of a validated ship payload (fuels and authorities live in their own tables). */
export function shipValues(input: ShipInput) {
  const { fuels: _f, authorityCodes: _a, ...cols } = input;
  return cols;
}

/** Replaces the ship's fuels and authority links with the payload's; an absent list is kept. */
export async function writeShipLinks(tx: Db, shipId: number, input: ShipInput): Promise<void> {
  if (input.fuels) {
    await tx.delete(shipFuels).where(eq(shipFuels.shipId, shipId));
    if (input.fuels.length) await tx.insert(shipFuels).values(input.fuels.map((f) => ({ shipId, ...f })));
  }
  if (input.authorityCodes) {
    await tx.delete(shipAuthorities).where(eq(shipAuthorities.shipId, shipId));
    const codes = [...new Set(input.authorityCodes)];
    if (codes.length)
      await tx.insert(shipAuthorities).values(codes.map((authorityCode) => ({ shipId, authorityCode })));
  }
}

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

/** Every STRIDE-th ship of a list is marked by its sort key: a page starts from the mark before it. */
const STRIDE = 20;
/**
 * A list of at most this many rows is marked at every row: its pages are read by id. A filter
 * that few rows pass (a keyword) left the page to walk the scope's rows in name order until it had
 * found them, up to the whole scope (6,676 rows, 15 ms, when fewer than a page pass).
 */
const ALL_MARKED = 200;

/**
 * The marks of a prepared shape: the sort key of the rows at 0, STRIDE, 2·STRIDE, … in list order
 * (of every row when the list has at most ALL_MARKED), each with the total (the rows in the
 * list), in one walk of the name index.
 */
function marksStatement(db: Db, where: SQL) {
  const ranked = db
    .select({
      name: ships.nameEn,
      id: ships.id,
      rn: sql<number>`row_number() over (order by ${ships.nameEn}, ${ships.id})`.as('rn'),
      total: sql<string>`count(*) over ()`.as('total'),
    })
    .from(ships)
    .where(where)
    .as('ranked');
  return db
    .select({ name: ranked.name, id: ranked.id, total: ranked.total })
    .from(ranked)
    .where(
      sql`${ranked.total} <= ${sql.raw(String(ALL_MARKED))} or ${ranked.rn} % ${sql.raw(String(STRIDE))} = 1`,
    )
    .orderBy(ranked.rn);
}

/** Where a page starts: at or after the marked row, in list order (the name index's order). */
const fromMark = sql`(${ships.nameEn}, ${ships.id}) >= (${sql.placeholder('markName')}, ${sql.placeholder('markId')})`;

/** A list's marks (see `marksStatement`) and its length; `all` when every row is marked. */
interface Marks {
  total: number;
  all: boolean;
  keys: Array<{ name: string; id: number }>;
}

/**
 * Marks per database handle: `revision|shape|values` → the list's length and every STRIDE-th sort
 * key; oldest first out. They depend only on the rows of `ships` and `ship_authorities`, the
 * scope's resolved ids and the filter's values, which are the key; every write of those tables
 * bumps the reference-data revision (migration 0001). Marks are filed under the revision read with
 * the request's session and are read after it, so they are never older than the revision they
 * are filed under, on any instance (as the scope's ids, scope/ships.ts, and the read cache's
 * answers). Why: counting the scope scanned all of its ships on every page (6,676 of 10,000 on the
 * fleet database, about 2 ms of PostgreSQL's CPU a call), and a page deep in the list walked the
 * name index over every row before its offset (about 1.6 ms at offset 3,000), for figures that
 * change only with a write. From a mark, a page skips fewer than STRIDE rows. It is not the read
 * cache of answers: the page's rows are read every time, and it stays on when
 * `EEOI_READ_CACHE_ENTRIES=0`, as the scope's ids do.
 */
const keptMarks = new WeakMap<Db, Map<string, Marks>>();
/** A whole fleet's marks are ~500 keys (10,000 ships): 200 lists are a few MB at most. */
const MARK_ENTRIES = 200;

function keepMarks(db: Db, key: string, marks: Marks): void {
  let kept = keptMarks.get(db);
  if (!kept) keptMarks.set(db, (kept = new Map()));
  kept.set(key, marks);
  if (kept.size > MARK_ENTRIES) kept.delete(kept.keys().next().value!);
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

type ListShape = NonNullable<ReturnType<typeof listShape>>;

/** The shape's marks from `keptMarks` when the request's revision has them, else read and kept. */
async function marksOf(db: Db, s: ListShape): Promise<Marks> {
  const kept = keptMarks.get(db)?.get(s.key);
  if (kept) return kept;
  const rows = await s.prepared.marks.execute(s.values);
  const total = Number(rows[0]?.total ?? 0);
  const marks = { total, all: total <= ALL_MARKED, keys: rows.map((r) => ({ name: r.name, id: r.id })) };
  keepMarks(db, s.key, marks);
  return marks;
}

/** Where the row at `offset` is found from the marks: the mark at or before it and the rows after. */
function startOf(marks: Marks, offset: number) {
  const at = marks.all ? offset : Math.floor(offset / STRIDE);
  return {
    markName: marks.keys[at].name,
    markId: marks.keys[at].id,
    skip: offset - at * (marks.all ? 1 : STRIDE),
  };
}

/** The page's rows and the total: the page starts from its mark; past the end there is no row. */
async function preparedPage(
  db: Db,
  user: ShipScopeUser,
  q: ShipListQuery & { page: number; size: number },
): Promise<{ rows: PageRow[]; total: number } | undefined> {
  const s = listShape(db, user, q);
  if (!s) return undefined;
  const marks = await marksOf(db, s);
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
  const marks = await marksOf(db, s);
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

/** A ship by IMO number inside the caller's scope; 404 otherwise. */
export const shipByImo = (db: Db, user: ShipScopeUser, imo: string): Promise<ShipRow> =>
  requireShipWhere(db, user, eq(ships.imo, imo));

/** What a taken IMO number answers; the route decides how much the caller may learn (docs/api-fleet.md). */
type TakenAnswer = () => AppError;
const imoTaken: TakenAnswer = () => new AppError(409, 'imo_taken');

export const createShip = (db: Db, input: ShipInput, taken = imoTaken): Promise<ShipRow> =>
  guardWrite(
    () =>
      db.transaction(async (tx) => {
        const [r] = await tx.insert(ships).values(shipValues(input)).returning();
        await writeShipLinks(tx, r.id, input);
        return r;
      }),
    { unique: taken },
  );

export const updateShip = (
  db: Db,
  id: number,
  version: number,
  input: ShipInput,
  now: Date,
  taken = imoTaken,
) =>
  guardWrite(
    () =>
      db.transaction(async (tx) => {
        const r = await updateVersioned<ShipRow>(tx, ships, id, version, shipValues(input), now);
        await writeShipLinks(tx, id, input);
        return r;
      }),
    { unique: taken },
  );

/** Equipment, fuels and curves go with the ship; DOC/flag history and later voyage data refuse (409). */
export async function deleteShip(db: Db, id: number): Promise<void> {
  await guardWrite(() => db.delete(ships).where(eq(ships.id, id)));
}

/** "Not my ship": the ship's links to the given companies are cleared, within the caller's scope. */
export async function unlinkCompanies(
  db: Db,
  user: ShipScopeUser,
  ship: ShipRow,
  companyIds: Set<number>,
  now: Date,
): Promise<void> {
  const drop = (v: number | null) => (v != null && companyIds.has(v) ? null : v);
  await db
    .update(ships)
    .set({
      ownerCompanyId: drop(ship.ownerCompanyId),
      operatorCompanyId: drop(ship.operatorCompanyId),
      docCompanyId: drop(ship.docCompanyId),
      version: ship.version + 1,
      updatedAt: now,
    })
    .where(and(eq(ships.id, ship.id), shipScope(user)));
}

/** A new photo for the ship; the one it replaces goes. */
export const setShipPhoto = (db: Db, ship: ShipRow, file: NewFile, now: Date) =>
  replaceFile(db, file, ship.photoFileId, now, (tx, fileId) =>
    tx.update(ships).set({ photoFileId: fileId, updatedAt: now }).where(eq(ships.id, ship.id)),
  );
