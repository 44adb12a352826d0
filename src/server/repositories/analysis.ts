import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { LegFacts } from '../../domain/analysis/legFacts.js';
import type { CurvePoint } from '../../domain/analysis/theoretical.js';
import type { MonthLeg } from '../../domain/statistics/monthly.js';
import type { FuelSum } from '../../domain/statistics/types.js';
import type { Db } from '../db/client.js';
import { ships, voyageLegs } from '../db/schema/index.js';
import { preparedShipScope, shipScope, type ShipScopeUser } from '../scope/ships.js';
import { preparedShape } from './kit/prepared.js';
import { filterSql, subjectSql, type StatFilters } from './statistics.js';
import { jsonValue } from './ledger/read/shared.js';

/**
 * Reads of the analyses and data-quality checks (docs/analysis.md §3): stored legs with what the
 * pure checks need, always inside the caller's scope. The figures themselves are computed by
 * src/domain/analysis and src/domain/statistics, never here.
 */

/**
 * A leg's fuel per code, at sea and in port, from its copy of its fuel lines (`voyage_legs.fuel_lines`:
 * `[code, at sea, in port, ice, rescue]` by code, null without lines; migration 0040).
 */
const fuelSumsOf = (value: unknown): FuelSum[] =>
  (jsonValue<Array<[string, number, number, number, number]> | null>(value) ?? []).map(
    ([code, sea, port]) => ({
      code: code as FuelSum['code'],
      atSeaT: Number(sea),
      inPortT: Number(port),
    }),
  );

export interface ShipSel {
  shipId?: number;
  /** Ships already found inside the caller's scope (the ships with a leg arriving: `shipsArriving`). */
  shipIds?: number[];
  companyId?: number;
  filters?: StatFilters;
}

export interface LegRow extends LegFacts {
  shipName: string;
  imo: string | null;
  voyageId: number;
  fuels: FuelSum[];
}

export interface ShipFacts {
  id: number;
  name: string;
  imo: string | null;
  shipTypeCode: string;
  gt: number;
  deliveryDate: string | null;
  designSpeed: number;
}

const rowsOf = <T>(res: unknown): T[] => (Array.isArray(res) ? res : (res as { rows: T[] }).rows) as T[];

/** The ships of a selection inside the caller's scope (a ship id outside it selects nothing). */
function selSql(user: ShipScopeUser, s: ShipSel, at: Date): SQL {
  const parts: SQL[] = [shipScope(user), filterSql(s.filters, at)];
  if (s.shipId !== undefined) parts.push(subjectSql({ shipIds: [s.shipId] }));
  if (s.shipIds !== undefined) parts.push(subjectSql({ shipIds: s.shipIds }));
  if (s.companyId !== undefined) parts.push(subjectSql({ companyId: s.companyId }));
  return sql.join(parts, sql` and `);
}

/** Ids of the selected ships in scope (for the aggregation when no single ship or company is named). */
export async function selectedShips(db: Db, user: ShipScopeUser, s: ShipSel, at: Date): Promise<ShipFacts[]> {
  const res = await db.execute(sql`
    select ships.id, ships.name_en, ships.imo, ships.ship_type_code, ships.gt, ships.delivery_date, ships.design_speed
      from ships where ${selSql(user, s, at)} order by ships.id`);
  return rowsOf<Record<string, unknown>>(res).map((r) => ({
    id: Number(r.id),
    name: String(r.name_en),
    imo: (r.imo as string | null) ?? null,
    shipTypeCode: String(r.ship_type_code),
    gt: Number(r.gt),
    deliveryDate: r.delivery_date === null ? null : String(r.delivery_date).slice(0, 10),
    designSpeed: Number(r.design_speed),
  }));
}

/**
 * The ships in the caller's scope (or the one named) with a leg of a kind arriving in
 * [arrivingFrom, to) that departed in [from, to): the consumption alerts' ships (an alert is dated
 * at its leg's arrival, so a ship without such a leg has none), found by the (kind, arrival_at)
 * index before any ship's legs are read. A statement per scope shape, its values as parameters:
 * PostgreSQL planning the legs' statement with this as a subquery cost 1.2–1.4 ms on every
 * dashboard call (statement log, 10,000 ships), most of the dashboard's database time, also when
 * no leg had arrived; the plan of this one holds for any period (the index's range).
 */
export async function shipsArriving(
  db: Db,
  user: ShipScopeUser,
  o: { kind: 'imo' | 'eu'; from: Date; to: Date; arrivingFrom: Date; shipId?: number },
): Promise<number[]> {
  const values = {
    kind: o.kind,
    from: o.from.toISOString(),
    to: o.to.toISOString(),
    arrivingFrom: o.arrivingFrom.toISOString(),
    shipId: o.shipId ?? null,
  };
  const arriving = (scope: SQL) =>
    db
      .selectDistinct({ id: voyageLegs.shipId })
      .from(voyageLegs)
      .innerJoin(ships, eq(ships.id, voyageLegs.shipId))
      .where(
        and(
          scope,
          sql`${voyageLegs.kind} = ${sql.placeholder('kind')}`,
          sql`${voyageLegs.arrivalAt} >= ${sql.placeholder('arrivingFrom')}::timestamptz`,
          sql`${voyageLegs.arrivalAt} < ${sql.placeholder('to')}::timestamptz`,
          sql`${voyageLegs.departureAt} >= ${sql.placeholder('from')}::timestamptz`,
          sql`${voyageLegs.departureAt} < ${sql.placeholder('to')}::timestamptz`,
          o.shipId === undefined ? undefined : sql`${ships.id} = ${sql.placeholder('shipId')}`,
        ),
      );
  const named = o.shipId === undefined ? '' : '.ship';
  const scope = preparedShipScope(user);
  const rows = scope
    ? await preparedShape(db, 'ships_arriving', scope.shape + named, (name) =>
        arriving(scope.where).prepare(name),
      ).execute({ ...scope.params, ...values })
    : await arriving(shipScope(user)).prepare('').execute(values);
  return rows.map((r) => r.id);
}

/**
 * The legs of a kind departing in [from, to) on the selected ships, ordered by ship and departure:
 * totals of sea and port fuel over every fuel line, the fuel per code, and the hours of the stay at
 * the arrival port (its record's arrival to departure).
 */
export async function legFacts(
  db: Db,
  user: ShipScopeUser,
  s: ShipSel,
  o: { kind: 'imo' | 'eu'; from: Date; to: Date },
): Promise<LegRow[]> {
  const res = await db.execute(sql`
    with s as (select ships.id, ships.name_en, ships.imo from ships where ${selSql(user, s, o.to)})
    select l.id, l.ship_id, s.name_en, s.imo, l.kind, l.voyage_id, v.voyage_no, l.from_port, l.to_port,
           l.departure_at, l.arrival_at, l.distance_nm, l.hours_underway, l.hours_stopped, l.cargo_t,
           l.transport_work_tnm, l.co2_t,
           extract(epoch from (r.departure_at - r.arrival_at)) / 3600 as hours_in_port, l.fuel_lines as fuels
      from voyage_legs l
      join s on s.id = l.ship_id
      join voyages v on v.id = l.voyage_id
      left join voyage_records r on r.ship_id = l.ship_id and r.ref_code = l.to_ref_code
     where l.kind = ${o.kind} and l.departure_at >= ${o.from.toISOString()}::timestamptz
       and l.departure_at < ${o.to.toISOString()}::timestamptz
     order by l.ship_id, l.departure_at, l.id`);
  return rowsOf<Record<string, unknown>>(res).map((r) => {
    const fuels = fuelSumsOf(r.fuels);
    const n = (v: unknown) => Number(v ?? 0);
    return {
      id: n(r.id),
      shipId: n(r.ship_id),
      shipName: String(r.name_en),
      imo: (r.imo as string | null) ?? null,
      kind: r.kind as LegFacts['kind'],
      voyageId: n(r.voyage_id),
      voyageNo: String(r.voyage_no),
      fromPort: (r.from_port as string | null) ?? null,
      toPort: (r.to_port as string | null) ?? null,
      departureAt: new Date(r.departure_at as string).getTime(),
      arrivalAt: new Date(r.arrival_at as string).getTime(),
      distanceNm: n(r.distance_nm),
      hoursUnderway: n(r.hours_underway),
      hoursStopped: n(r.hours_stopped),
      hoursInPort: r.hours_in_port === null || r.hours_in_port === undefined ? null : n(r.hours_in_port),
      cargoT: n(r.cargo_t),
      transportWorkTnm: n(r.transport_work_tnm),
      co2T: n(r.co2_t),
      fuelAtSeaT: fuels.reduce((a, f) => a + f.atSeaT, 0),
      fuelInPortT: fuels.reduce((a, f) => a + f.inPortT, 0),
      fuels,
    };
  });
}

/**
 * The IMO legs at sea at any time in [from, to) on the selected ships — departing before `to` and
 * arriving at or after `from`, so a leg from the year before counts too — with only what the
 * monthly apportioning reads (docs/statistics.md §3d): times, distance, hours, CO2, fuel per code.
 */
export async function monthLegs(
  db: Db,
  user: ShipScopeUser,
  s: ShipSel,
  from: Date,
  to: Date,
): Promise<MonthLeg[]> {
  const res = await db.execute(sql`
    with s as (select ships.id from ships where ${selSql(user, s, to)})
    select l.departure_at, l.arrival_at, l.distance_nm, l.hours_underway, l.co2_t, l.fuel_lines as fuels
      from voyage_legs l join s on s.id = l.ship_id
     where l.kind = 'imo' and l.departure_at < ${to.toISOString()}::timestamptz
       and l.arrival_at >= ${from.toISOString()}::timestamptz
     order by l.departure_at, l.id`);
  return rowsOf<Record<string, unknown>>(res).map((r) => ({
    departureAt: new Date(r.departure_at as string).getTime(),
    arrivalAt: new Date(r.arrival_at as string).getTime(),
    distanceNm: Number(r.distance_nm ?? 0),
    hoursUnderway: Number(r.hours_underway ?? 0),
    co2T: Number(r.co2_t ?? 0),
    fuels: fuelSumsOf(r.fuels),
  }));
}

/** The theoretical consumption curves of some ships (ship_tfc), by ship. */
export async function curvesOf(db: Db, shipIds: readonly number[]): Promise<Map<number, CurvePoint[]>> {
  const out = new Map<number, CurvePoint[]>();
  if (!shipIds.length) return out;
  const res = await db.execute(sql`
    select ship_id, speed, ship_daily from ship_tfc
     where ship_id = any(${sql.raw(`array[${shipIds.map((id) => Number(id) | 0).join(',')}]::int[]`)})
     order by ship_id, speed`);
  for (const r of rowsOf<Record<string, unknown>>(res)) {
    const id = Number(r.ship_id);
    out.set(id, [...(out.get(id) ?? []), { speed: Number(r.speed), shipDaily: Number(r.ship_daily) }]);
  }
  return out;
}

/** The evaluation dictionary's enabled rows (tolerances; docs/legacy-system.md §7). */
export async function evaluationRows(db: Db): Promise<Array<{ name: string; value: number | null }>> {
  const res = await db.execute(sql`select name, value from dic_evaluation_params where status = 1`);
  return rowsOf<{ name: string; value: number | null }>(res).map((r) => ({
    name: r.name,
    value: r.value === null ? null : Number(r.value),
  }));
}

/**
 * Metered consumption per consumer and fuel code (voyage_consumers) of the records arriving in
 * [from, to) on the selected ships: only where the ship meters it (revised IMO DCS).
 */
export async function consumerFuel(
  db: Db,
  user: ShipScopeUser,
  s: ShipSel,
  from: Date,
  to: Date,
): Promise<Array<{ consumer: string; code: string; atSeaT: number; inPortT: number }>> {
  const res = await db.execute(sql`
    with s as (select ships.id from ships where ${selSql(user, s, to)})
    select c.consumer, c.fuel_code, sum(c.at_sea_t) as sea, sum(c.in_port_t) as port
      from voyage_consumers c
      join voyage_records r on r.id = c.record_id
      join s on s.id = r.ship_id
     where r.arrival_at >= ${from.toISOString()}::timestamptz and r.arrival_at < ${to.toISOString()}::timestamptz
     group by c.consumer, c.fuel_code
     order by c.consumer, c.fuel_code`);
  return rowsOf<Record<string, unknown>>(res).map((r) => ({
    consumer: String(r.consumer),
    code: String(r.fuel_code),
    atSeaT: Number(r.sea ?? 0),
    inPortT: Number(r.port ?? 0),
  }));
}

/** The gross-tonnage and age bands of the dictionaries (enabled), for the fleet charts. */
export async function fleetBands(db: Db) {
  const gt = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select code, cn_name, en_name, min, max from dic_gross_ton_ranges where status = 1 order by min`,
    ),
  ).map((r) => ({
    code: String(r.code),
    zh: String(r.cn_name),
    en: String(r.en_name),
    min: Number(r.min),
    max: r.max === null ? null : Number(r.max),
  }));
  const age = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select min, max from dic_ship_age_ranges where status = 1 order by min`),
  ).map((r) => ({ min: Number(r.min), max: r.max === null ? null : Number(r.max) }));
  return { gt, age };
}

/** Ship type names by code (dic_ship_types), for the fleet charts' labels. */
export async function shipTypeNames(db: Db): Promise<Map<string, { zh: string; en: string }>> {
  const res = await db.execute(sql`select code, cn_name, en_name from dic_ship_types`);
  return new Map(
    rowsOf<Record<string, unknown>>(res).map((r) => [
      String(r.code),
      { zh: String(r.cn_name), en: String(r.en_name) },
    ]),
  );
}
