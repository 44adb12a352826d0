import { sql, type SQL } from 'drizzle-orm';
import { SNAPSHOT_TOLERANCE_MS, type LedgerSnapshot } from '../../../../domain/ledger/index.js';
import type { LedgerFuelCode } from '../../../../domain/schemas/voyageData.js';
import type { Db } from '../../../db/client.js';
import { isLedgerFuel, jsonValue } from './shared.js';

/** A bunker, transfer or sludge line with its own time, of a fuel of the ledger's list. */
export interface TimedLine {
  recordId: number;
  fuel: LedgerFuelCode;
  tonnes: number;
  at: Date;
}

/** A snapshot near a bound with its ROB lines of the ledger's fuels. */
export type WindowSnapshot = LedgerSnapshot & { fuels: { fuel: LedgerFuelCode; robT: number }[] };

/** What the snapshot rule reads of a period besides the legs and the records. */
export interface PeriodWindow {
  /** The snapshots within the tolerance of either bound (`snapshotAt` picks the nearest). */
  snapshots: WindowSnapshot[];
  bunkers: (TimedLine & { bdnNo: string | null })[];
  transfers: TimedLine[];
  sludge: TimedLine[];
}

/** The instants a window statement reads: the period's bounds and each bound ± the tolerance. */
export type WindowBound = 'from' | 'to' | 'fromLo' | 'fromHi' | 'toLo' | 'toHi';

/** The window's instants as ISO text, the values of its placeholders when prepared. */
export function windowBounds(from: Date, to: Date): Record<WindowBound, string> {
  const tol = SNAPSHOT_TOLERANCE_MS;
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    fromLo: iso(from.getTime() - tol),
    fromHi: iso(from.getTime() + tol),
    toLo: iso(to.getTime() - tol),
    toHi: iso(to.getTime() + tol),
  };
}

/**
 * How an instant enters a statement: its value bound (the statement built for the call), or a
 * placeholder named after it (`placeholderInstant`, the statement built once and executed with
 * `windowBounds`).
 */
export type Instant = (name: WindowBound, iso: string) => SQL;
export const boundInstant: Instant = (_name, iso) => sql`${iso}::timestamptz`;
export const placeholderInstant: Instant = (name) => sql`${sql.placeholder(name)}::timestamptz`;

/**
 * The ledger's period window of the ship whose id is `ship` (a value or a column of the statement)
 * for [from, to), as json columns to select in one statement: the snapshots within ±tolerance of
 * each bound with their ROB lines, and the bunker, transfer and sludge lines whose own time lies
 * inside the period, each by record and line. `windowOf` reads them back.
 */
export function windowColumns(ship: SQL | number, from: Date, to: Date, instant: Instant = boundInstant) {
  const bounds = windowBounds(from, to);
  const at = (name: WindowBound) => instant(name, bounds[name]);
  // The lines are found by the ship's records, and the period only filters them (a range that
  // contains `at`, which the index on `at` cannot serve): a plan that does not know the period (the
  // prepared totals keep a generic one) walked every ship's lines of the period by time instead,
  // 60,000 bunker lines of a year on the fleet database, 17-67 ms against 0.5 ms.
  const timed = (table: string, extra = '') =>
    sql`(select json_agg(json_build_array(t.record_id, t.fuel_code, t.tonnes, t.at${sql.raw(extra)}) order by t.record_id, t.line_no)
       from ${sql.raw(table)} t
      where t.record_id = any(array(select r.id from voyage_records r where r.ship_id = ${ship}))
        and tstzrange(${at('from')}, ${at('to')}, '[)') @> t.at)`;
  const near = (bound: 'from' | 'to') => sql`(s.at >= ${at(`${bound}Lo`)} and s.at <= ${at(`${bound}Hi`)})`;
  return {
    bunkers: timed('voyage_bunkers', ', t.bdn_no'),
    transfers: timed('voyage_transfers'),
    sludge: timed('voyage_sludge'),
    snapshots: sql`(select json_agg(json_build_array(s.id, s.ref_code, s.at,
        (select json_agg(json_build_array(f.fuel_code, f.rob_t) order by f.fuel_code) from rob_snapshot_fuels f where f.snapshot_id = s.id))
        order by s.at, s.id)
       from rob_snapshots s where s.ship_id = ${ship} and (${near('from')} or ${near('to')}))`,
  };
}

type Line = [recordId: number, fuel: string, tonnes: number, at: string, bdnNo?: string | null];

/** The window from the values of `windowColumns`. A fuel code outside the ledger's list is left out. */
export function windowOf(row: {
  bunkers: unknown;
  transfers: unknown;
  sludge: unknown;
  snapshots: unknown;
}): PeriodWindow {
  const lines = (v: unknown): TimedLine[] =>
    (jsonValue<Line[] | null>(v) ?? []).flatMap(([recordId, fuel, tonnes, at]) =>
      isLedgerFuel(fuel) ? [{ recordId, fuel, tonnes, at: new Date(at) }] : [],
    );
  const bunkers = (jsonValue<Line[] | null>(row.bunkers) ?? []).flatMap(
    ([recordId, fuel, tonnes, at, bdnNo]) =>
      isLedgerFuel(fuel) ? [{ recordId, fuel, tonnes, at: new Date(at), bdnNo: bdnNo ?? null }] : [],
  );
  const snaps =
    jsonValue<Array<[number, string, string, Array<[string, number]> | null]> | null>(row.snapshots) ?? [];
  return {
    snapshots: snaps.map(([, refCode, at, fuels]) => ({
      refCode,
      time: new Date(at).getTime(),
      fuels: (fuels ?? []).flatMap(([fuel, robT]) => (isLedgerFuel(fuel) ? [{ fuel, robT }] : [])),
    })),
    bunkers,
    transfers: lines(row.transfers),
    sludge: lines(row.sludge),
  };
}

/**
 * The ledger's period window of a ship for [from, to) (`windowColumns`), in one statement. The
 * ledger's period totals and the report generators read the same window, so the two agree.
 */
export async function periodWindow(db: Db, shipId: number, from: Date, to: Date): Promise<PeriodWindow> {
  const c = windowColumns(shipId, from, to);
  const res = await db.execute(
    sql`select ${c.bunkers} as bunkers, ${c.transfers} as transfers, ${c.sludge} as sludge, ${c.snapshots} as snapshots`,
  );
  const row = (Array.isArray(res) ? res[0] : (res as { rows: unknown[] }).rows[0]) as Parameters<
    typeof windowOf
  >[0];
  return windowOf(row);
}
