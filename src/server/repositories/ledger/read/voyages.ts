import { and, asc, count, desc, eq, gt, gte, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { LegDto, LockState, VoyageDto } from '../../../../domain/api.js';
import type { Db } from '../../../db/client.js';
import { ships, voyageLegs, voyages } from '../../../db/schema/index.js';
import { notFound } from '../../../http/errors.js';
import {
  legDtos,
  legJson,
  bound,
  legsOfJson,
  namedShip,
  placeholder,
  requireLedgerShip,
  shipKeywordPattern,
  shipName,
  shipsOfCompany,
  type Bind,
  type PreparedScope,
  type ShipNamed,
} from './shared.js';
import { preparedShape, runPrepared } from '../../kit/prepared.js';
import { referenceRevSql, type PortNameMap, type PortNamesAt } from '../../ports.js';

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

/**
 * The legs of the voyage whose id is `id` (a column of the statement, qualified: drizzle writes a
 * column of a one-table select without its table), as a `legJson` array. Their voyage number is
 * the voyage row's, so the legs are not joined to their voyage again.
 */
const legsOfVoyage = (id: SQL) =>
  sql`(select json_agg(${legJson('null')}) from voyage_legs l where l.voyage_id = ${id})`;

/** A voyage row read with its legs (`legsOfVoyage`) as the read calls answer it, its ports named from `ports`. */
function voyageDto(
  { imo, registrationNo, startAt, endAt, status, legs, ...r }: VoyageRow & { legs: unknown },
  ports: PortNameMap,
): VoyageDto {
  const dtos = legsOfJson(legs, ports, r.voyageNo);
  // The End column agrees with the last leg, also for a voyage stored before the writer took its
  // legs into account (services/ledger/write/legs.ts) or kept as it was locked.
  const ends = [endAt?.toISOString(), ...dtos.map((l) => l.arrival)].filter((e): e is string => !!e);
  return {
    ...r,
    ship: shipName({ imo, registrationNo }),
    status: status as LockState,
    start: startAt?.toISOString() ?? null,
    end: ends.length ? ends.reduce((a, b) => (b > a ? b : a)) : null,
    legs: dtos,
  };
}

/**
 * A page of voyages in the caller's scope, newest first, each with its IMO, EU and UK legs. One
 * statement: the page, each voyage's legs with their fuels (`legJson`), and the total, which a
 * short page already knows (its offset plus its rows); only a full page counts, in the same
 * statement. A named ship (`ship` / `shipId`) is found inside the scope in that statement too; only
 * when the page comes back empty does a second query tell "no voyages" from 404.
 */
export async function listVoyages(
  db: Db,
  scope: SQL,
  f: VoyageFilter & ShipNamed,
  portNamesAt: PortNamesAt,
  prepared?: PreparedScope,
) {
  const named = f.ship !== undefined || f.shipId !== undefined;
  const offset = (f.page - 1) * f.size;
  // A named ship's page is found by its index whatever the values: prepared. The screen's lists
  // over the whole scope stay planned per call, since their best plan depends on the filters' values.
  const rows = (await (named
    ? (preparedPage(db, f, offset, prepared) ?? runPrepared(pageStatement(db, scope, f, offset, bound)))
    : pageStatement(db, scope, f, offset, bound))) as unknown as Array<
    VoyageRow & { legs: unknown; refRev: number; total: number }
  >;
  if (!rows.length && named) await requireLedgerShip(db, scope, f);
  const total = rows.length
    ? rows[0].total
    : offset === 0
      ? 0
      : (
          await db
            .select({ n: count() })
            .from(voyages)
            .innerJoin(ships, eq(ships.id, voyages.shipId))
            .where(pageWhere(scope, f, bound))
        )[0].n;
  if (!rows.length) return { items: [], total };
  const ports = await portNamesAt(rows[0].refRev);
  return { items: rows.map(({ total: _t, refRev: _r, ...r }) => voyageDto(r, ports)), total };
}

export type { PreparedScope };

/** The filters a call may set, each a placeholder of its own when prepared. */
const FILTERS = [
  'shipId',
  'ship',
  'companyId',
  'keyword',
  'voyageNo',
  'from',
  'to',
  'startDate',
  'endDate',
] as const;

/** The value each filter's placeholder takes (the text patterns are made here, as the bound path makes them). */
function filterValues(f: VoyageFilter & ShipNamed): Record<(typeof FILTERS)[number], unknown> {
  return {
    shipId: f.shipId,
    ship: f.ship,
    companyId: f.companyId,
    keyword: f.keyword ? shipKeywordPattern(f.keyword) : undefined,
    voyageNo: f.voyageNo ? voyageNoPattern(f.voyageNo) : undefined,
    from: f.from,
    to: f.to,
    startDate: f.startDate,
    endDate: f.endDate,
  };
}

const voyageNoPattern = (voyageNo: string) => '%' + voyageNo.trim().toUpperCase() + '%';

function pageWhere(scope: SQL, f: VoyageFilter & ShipNamed, b: Bind): SQL | undefined {
  const v = filterValues(f);
  const conds: (SQL | undefined)[] = [scope];
  if (f.ship !== undefined || f.shipId !== undefined) {
    const named: SQL[] = [scope];
    if (f.shipId !== undefined) named.push(eq(ships.id, b('shipId', v.shipId)));
    if (f.ship !== undefined)
      named.push(or(eq(ships.imo, b('ship', v.ship)), eq(ships.registrationNo, b('ship', v.ship)))!);
    conds.push(sql`${voyages.shipId} = (select ${ships.id} from ${ships} where ${and(...named)} limit 1)`);
  }
  if (f.companyId !== undefined) conds.push(shipsOfCompany(b('companyId', v.companyId)));
  if (f.keyword) conds.push(sql`${ships.searchText} like ${b('keyword', v.keyword)}`);
  if (f.voyageNo) conds.push(sql`${voyages.voyageNo} like ${b('voyageNo', v.voyageNo)}`);
  // A voyage still under way (no end yet) overlaps every period after its start.
  if (f.from) conds.push(or(isNull(voyages.endAt), gt(voyages.endAt, b('from', v.from))));
  if (f.to) conds.push(lt(voyages.startAt, b('to', v.to)));
  if (f.startDate)
    conds.push(
      gte(voyages.startAt, b('startDate', v.startDate)),
      gte(voyages.endAt, b('startDate', v.startDate)),
    );
  if (f.endDate)
    conds.push(lte(voyages.startAt, b('endDate', v.endDate)), lte(voyages.endAt, b('endDate', v.endDate)));
  return and(...conds);
}

/**
 * The page statement: the page, each voyage's legs with their fuels (`legJson`), and the total,
 * which a short page already knows (its offset plus its rows); only a full page counts.
 */
function pageStatement(db: Db, scope: SQL, f: VoyageFilter & ShipNamed, offset: number, b: Bind) {
  const where = pageWhere(scope, f, b);
  const p = db
    .select(voyageColumns)
    .from(voyages)
    .innerJoin(ships, eq(ships.id, voyages.shipId))
    .where(where)
    .orderBy(sql`${voyages.startAt} desc nulls first`, desc(voyages.id))
    .limit(b('limit', f.size))
    .offset(b('offset', offset))
    .as('p');
  const columns = Object.fromEntries(
    Object.keys(voyageColumns).map((k) => [k, p[k as keyof typeof voyageColumns]]),
  );
  // An uncorrelated subquery in the branch a short page does not take: PostgreSQL runs it only
  // when the page is full (an init plan is evaluated on first use).
  const fullCount = sql`(select count(*) from ${voyages} inner join ${ships} on ${ships.id} = ${voyages.shipId} where ${where})`;
  return db
    .select({
      ...(columns as unknown as typeof voyageColumns),
      legs: legsOfVoyage(sql.raw('"p"."id"')),
      refRev: referenceRevSql,
      total:
        sql<number>`case when count(*) over () < ${b('size', f.size)} then ${b('offset', offset)} + count(*) over () else ${fullCount} end`.mapWith(
          Number,
        ),
    })
    .from(p)
    .orderBy(sql`${p.startAt} desc nulls first`, desc(p.id));
}

/**
 * A named ship's page through a statement built once per shape, with the scope's ids and the
 * filters as parameters: drizzle built this wide statement (and runPrepared hashed its text) on
 * every call, the largest share of the app's own CPU in a voyage page after the answer itself.
 * Undefined without a prepared scope (an API key, or ids not resolved for this revision): then the
 * statement is built for the call and prepared by its text, as before.
 */
function preparedPage(db: Db, f: VoyageFilter & ShipNamed, offset: number, scope?: PreparedScope) {
  if (!scope) return undefined;
  const values = filterValues(f);
  const set = FILTERS.filter((k) => values[k] !== undefined && values[k] !== '');
  const statement = preparedShape(db, 'voyage_page', `${scope.shape}.${set.join('.')}`, (name) =>
    pageStatement(db, scope.where, f, offset, placeholder).prepare(name),
  );
  const params: Record<string, unknown> = { ...scope.params, limit: f.size, size: f.size, offset };
  for (const k of set) params[k] = values[k];
  return statement.execute(params);
}

/** One voyage in the caller's scope (404 otherwise), with its legs: one statement. */
export async function voyageDetail(
  db: Db,
  scope: SQL,
  id: number,
  portNamesAt: PortNamesAt,
): Promise<VoyageDto> {
  const rows = await runPrepared(
    db
      .select({ ...voyageColumns, legs: legsOfVoyage(sql.raw('"voyages"."id"')), refRev: referenceRevSql })
      .from(voyages)
      .innerJoin(ships, eq(ships.id, voyages.shipId))
      .where(and(eq(voyages.id, id), scope)),
  );
  if (!rows[0]) throw notFound();
  const { refRev, ...row } = rows[0];
  return voyageDto(row as VoyageRow & { legs: unknown }, await portNamesAt(refRev));
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
 * Legs of the named ship (inside the caller's scope, 404 otherwise) of one kind that overlap
 * [from, to): departure before `to` and arrival after `from`, read by the (ship_id, kind,
 * departure_at) index, by departure. One statement: the ship, its legs and their fuels. With a
 * prepared scope (a session user's) the statement is built once per shape and only executed
 * (`preparedLegs`); otherwise it is built for the call and prepared by its text.
 */
export async function legsInPeriod(
  db: Db,
  scope: SQL,
  q: ShipNamed,
  kind: 'imo' | 'eu' | 'uk',
  from: Date,
  to: Date,
  portNamesAt: PortNamesAt,
  prepared?: PreparedScope,
): Promise<LegDto[]> {
  const values: LegsValues = { ...q, kind, from: from.toISOString(), to: to.toISOString() };
  const [row] = (await (prepared
    ? preparedLegs(db, prepared, values)
    : runPrepared(legsStatement(db, scope, values, bound)))) as Array<{ legs: unknown; refRev: number }>;
  if (!row) throw notFound();
  // Stable: legs equal in departure and sequence stay in the statement's order, as before.
  return legsOfJson(row.legs, await portNamesAt(row.refRev)).sort((a, b) =>
    a.departure < b.departure ? -1 : a.departure > b.departure ? 1 : a.seq - b.seq,
  );
}

type LegsValues = ShipNamed & { kind: string; from: string; to: string };

/** The legs statement, its values bound or placeholders (`Bind`). */
function legsStatement(db: Db, scope: SQL, v: LegsValues, b: Bind) {
  return db
    .select({
      legs: sql`(select json_agg(${legJson('v.voyage_no')}) from voyage_legs l join voyages v on v.id = l.voyage_id
        where l.ship_id = "ships"."id" and l.kind = ${b('kind', v.kind)}
          and l.departure_at < ${b('to', v.to)}::timestamptz and l.arrival_at > ${b('from', v.from)}::timestamptz)`,
      refRev: referenceRevSql,
    })
    .from(ships)
    .where(namedShip(scope, v, b));
}

/**
 * The legs statement built once per shape (the scope's kind, ship named by number or id): drizzle
 * built it, and runPrepared hashed its text, on every call, as the voyage page did (`preparedPage`).
 */
function preparedLegs(db: Db, scope: PreparedScope, v: LegsValues) {
  const named = (['shipId', 'ship'] as const).filter((k) => v[k] !== undefined);
  const statement = preparedShape(db, 'voyage_legs', `${scope.shape}.${named.join('.')}`, (name) =>
    legsStatement(db, scope.where, v, placeholder).prepare(name),
  );
  const params: Record<string, unknown> = { ...scope.params, kind: v.kind, from: v.from, to: v.to };
  for (const k of named) params[k] = v[k];
  return statement.execute(params);
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
