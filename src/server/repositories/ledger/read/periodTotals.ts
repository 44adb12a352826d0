import { sql, type SQL } from 'drizzle-orm';
import type { TotalsDto } from '../../../../domain/api.js';
import {
  addCode,
  legTotalsInPeriod,
  periodFuel,
  snapshotAt,
  type ByCode,
  type LegFigures,
  type Stay,
} from '../../../../domain/ledger/index.js';
import type { Db } from '../../../db/client.js';
import { ships } from '../../../db/schema/index.js';
import { AppError, notFound } from '../../../http/errors.js';
import { preparedShape, runPrepared } from '../../kit/prepared.js';
import {
  boundInstant,
  placeholderInstant,
  windowBounds,
  windowColumns,
  windowOf,
  type TimedLine,
} from './periodWindow.js';
import {
  bound,
  co2OfClasses,
  jsonValue,
  namedShip,
  placeholder,
  type Bind,
  type PreparedScope,
  type ShipNamed,
} from './shared.js';

const SNAPSHOT_MISSING = {
  zh: (bound: string, at: string) => `${bound === 'from' ? '期初' : '期末'} ${at} 没有油量快照`,
  en: (bound: string, at: string) =>
    `No ROB snapshot at the ${bound === 'from' ? 'start' : 'end'} bound ${at}.`,
};

type TotalsRow = Parameters<typeof windowOf>[0] & { legs: unknown; stays: unknown };

/**
 * The totals statement: the named ship inside the scope, its period window, legs and stays. Its
 * values are bound (`bound`, `boundInstant`) or placeholders (`placeholder`, `placeholderInstant`).
 */
function totalsStatement(db: Db, scope: SQL, q: ShipNamed, from: Date, to: Date, b: Bind) {
  // Qualified: drizzle writes a column of a one-table select without its table.
  const shipId = sql.raw('"ships"."id"');
  const instant = b === bound ? boundInstant : placeholderInstant;
  const f = instant('from', from.toISOString());
  const t = instant('to', to.toISOString());
  // >=: a leg without time under way departing at `from` counts in the period.
  const overlapping = sql`l.ship_id = ${shipId} and l.kind = 'imo' and l.departure_at < ${t} and l.arrival_at >= ${f}`;
  return db
    .select({
      ...windowColumns(shipId, from, to, instant),
      legs: sql`(select json_agg(json_build_array(l.departure_at, l.arrival_at, l.distance_nm, l.hours_underway, l.transport_work_tnm)
          order by l.departure_at, l.id) from voyage_legs l where ${overlapping})`,
      // The records inside the legs a bound cuts (at most one per bound): arrival after the leg's
      // departure and departure before its arrival.
      stays: sql`(select json_agg(json_build_array(r.arrival_at, r.departure_at) order by r.arrival_at, r.id)
          from voyage_records r where r.ship_id = ${shipId} and r.id in (
            select r2.id from voyage_legs l join voyage_records r2 on r2.ship_id = l.ship_id
               and r2.arrival_at > l.departure_at and r2.departure_at < l.arrival_at
             where ${overlapping} and l.hours_underway > 0 and (l.departure_at < ${f} or l.arrival_at > ${t})))`,
    })
    .from(ships)
    .where(namedShip(scope, q, b));
}

/**
 * The totals statement built once per shape (the scope's kind, ship named by number or id), with
 * the scope's ids, the ship and the window's instants as parameters: drizzle built this wide
 * statement, and runPrepared hashed its text, on every call.
 */
function preparedTotals(db: Db, scope: PreparedScope, q: ShipNamed, from: Date, to: Date) {
  const named = (['shipId', 'ship'] as const).filter((k) => q[k] !== undefined);
  const statement = preparedShape(db, 'period_totals', `${scope.shape}.${named.join('.')}`, (name) =>
    totalsStatement(db, scope.where, q, from, to, placeholder).prepare(name),
  );
  const params: Record<string, unknown> = { ...scope.params, ...windowBounds(from, to) };
  for (const k of named) params[k] = q[k];
  return statement.execute(params);
}

/**
 * Period totals by the snapshot rule (docs/ledger.md §2), with the domain's pieces so the
 * server and `periodTotals` of src/domain/ledger/periods.ts agree: the snapshot nearest each bound
 * within ±1 minute (`snapshotAt`), fuel = ROB at `from` − ROB at `to` + bunkered − transferred out
 * − sludge with their own time inside [from, to) (`periodFuel`), distance, hours and transport
 * work from the IMO legs, a leg cut by a bound split by its time under way inside the period
 * (`legTotalsInPeriod`: the stays of its intermediate records are not under way).
 * One statement of small indexed reads, whatever the size of the fleet: the named ship inside the
 * caller's scope (404 otherwise), the period window (`windowColumns`: the snapshots near both
 * bounds and the timed fuel lines), the legs that overlap the period, and the stays inside the at
 * most two legs a bound cuts. A bound without a snapshot is 409 `snapshot_missing` naming it.
 */
export async function periodTotals(
  db: Db,
  scope: SQL,
  q: ShipNamed,
  from: Date,
  to: Date,
  lang: 'zh' | 'en',
  prepared?: PreparedScope,
): Promise<TotalsDto> {
  const fromMs = from.getTime();
  const toMs = to.getTime();
  // Prepared: the named ship's rows are found by their indexes whatever the values (kit/prepared.ts).
  const [row] = (await (prepared
    ? preparedTotals(db, prepared, q, from, to)
    : runPrepared(totalsStatement(db, scope, q, from, to, bound)))) as Array<TotalsRow>;
  if (!row) throw notFound();
  const window = windowOf(row);
  const start = snapshotAt(window.snapshots, fromMs);
  const end = snapshotAt(window.snapshots, toMs);
  for (const [bound, at, snap] of [
    ['from', from, start],
    ['to', to, end],
  ] as const)
    if (!snap)
      throw new AppError(409, 'snapshot_missing', SNAPSHOT_MISSING[lang](bound, at.toISOString()), {
        [bound]: at.toISOString(),
      });
  const byCode = (lines: TimedLine[]) => {
    const out: ByCode = {};
    for (const l of lines) addCode(out, l.fuel, l.tonnes);
    return out;
  };
  const fuelT = periodFuel(start!, end!, {
    bunkeredT: byCode(window.bunkers),
    transferredT: byCode(window.transfers),
    sludgeT: byCode(window.sludge),
  });
  const ms = (v: string) => new Date(v).getTime();
  const legs: LegFigures[] = (
    jsonValue<Array<[string, string, number, number, number]> | null>(row.legs) ?? []
  ).map(([departure, arrival, distanceNm, hoursUnderway, transportWorkTnm]) => ({
    departure: ms(departure),
    arrival: ms(arrival),
    distanceNm,
    hoursUnderway,
    transportWorkTnm,
  }));
  const stays: Stay[] = (jsonValue<Array<[string, string]> | null>(row.stays) ?? []).map(
    ([arrival, departure]) => ({
      arrival: ms(arrival),
      departure: ms(departure),
    }),
  );
  const staysOf = (l: LegFigures) => stays.filter((s) => s.arrival > l.departure && s.departure < l.arrival);
  return { ...legTotalsInPeriod(legs, staysOf, fromMs, toMs), fuelT, co2T: co2OfClasses(fuelT) };
}
