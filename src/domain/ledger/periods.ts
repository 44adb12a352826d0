import { sortRecords } from './consumption';
import { addAll, addCode, byClass, co2OfClasses } from './fuels';
import type {
  ByClass,
  ByCode,
  DerivedLeg,
  LedgerEpisode,
  LedgerRecord,
  LedgerSnapshot,
  PeriodTotals,
} from './types';

const HOUR_MS = 3_600_000;
/** A snapshot within this of a bound counts as taken at it (the legacy system: ± 1 minute). */
export const SNAPSHOT_TOLERANCE_MS = 60_000;

export type PeriodResult =
  { ok: true; totals: PeriodTotals } | { ok: false; missing: 'start' | 'end'; at: number };

/** The snapshot nearest to `t` within the tolerance (earliest refCode on a tie), if any. */
export function snapshotAt(snapshots: readonly LedgerSnapshot[], t: number): LedgerSnapshot | undefined {
  let best: LedgerSnapshot | undefined;
  for (const s of snapshots) {
    const d = Math.abs(s.time - t);
    if (d > SNAPSHOT_TOLERANCE_MS) continue;
    const bd = best ? Math.abs(best.time - t) : Infinity;
    if (d < bd || (d === bd && best && s.refCode < best.refCode)) best = s;
  }
  return best;
}

const overlap = (a0: number, a1: number, b0: number, b1: number) =>
  Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

/**
 * Fuel delivered or removed with its own time, by code: what the period rule adds to the ROB
 * balance between the bound snapshots. The server sums these in SQL; `timedFuelInPeriod` sums them
 * from records.
 */
export interface TimedFuelSums {
  bunkeredT: ByCode;
  transferredT: ByCode;
  sludgeT: ByCode;
}

/** The bunkers, transfers and sludge of `records` whose time is inside [from, to). */
export function timedFuelInPeriod(records: readonly LedgerRecord[], from: number, to: number): TimedFuelSums {
  const out: TimedFuelSums = { bunkeredT: {}, transferredT: {}, sludgeT: {} };
  const inside = (t: number) => t >= from && t < to;
  for (const r of records) {
    for (const b of r.bunkers) if (inside(b.time)) addCode(out.bunkeredT, b.fuel, b.tonnes);
    for (const x of r.transfers) if (inside(x.time)) addCode(out.transferredT, x.fuel, x.tonnes);
    for (const x of r.sludge) if (inside(x.time)) addCode(out.sludgeT, x.fuel, x.tonnes);
  }
  return out;
}

/**
 * Fuel consumed in a period by class (docs/ledger.md §2): ROB at the start snapshot − ROB at the end snapshot
 * + bunkered − transferred out − sludge inside the period.
 */
export function periodFuel(start: LedgerSnapshot, end: LedgerSnapshot, timed: TimedFuelSums): ByClass {
  const fuel: ByCode = {};
  for (const f of start.fuels) addCode(fuel, f.fuel, f.robT);
  for (const f of end.fuels) addCode(fuel, f.fuel, -f.robT);
  addAll(fuel, timed.bunkeredT);
  addAll(fuel, timed.transferredT, -1);
  addAll(fuel, timed.sludgeT, -1);
  return byClass(fuel);
}

/** The part of a leg that a period holds: its share of the leg's figures and its hours under way. */
export interface LegShare {
  share: number;
  hoursUnderway: number;
}

/** A stay of a record (arrival..departure, ms): not under way. */
export interface Stay {
  arrival: number;
  departure: number;
}

/**
 * How much of an IMO leg lies in [from, to) (docs/ledger.md §2 "Period totals"): its time under way inside
 * the period — departure..arrival inside it minus the stays of the records in between (anchoring,
 * drifting, calls outside limits) inside it — over the leg's hours under way. `undefined` when the
 * leg has no time under way inside the period: it does not count in `legs`. A leg without time
 * under way at all counts whole in the period of its departure. `stays` are only read when a bound
 * cuts the leg; they may include stays outside it (they are clipped to the leg and the period).
 */
export function legShareInPeriod(
  leg: { departure: number; arrival: number; hoursUnderway: number },
  stays: readonly Stay[],
  from: number,
  to: number,
): LegShare | undefined {
  const totalMs = leg.hoursUnderway * HOUR_MS;
  if (totalMs <= 0)
    return leg.departure >= from && leg.departure < to ? { share: 1, hoursUnderway: 0 } : undefined;
  // Whole leg inside: exact figures, no float round trip through a share.
  if (leg.departure >= from && leg.arrival <= to) return { share: 1, hoursUnderway: leg.hoursUnderway };
  const a = Math.max(leg.departure, from);
  const b = Math.min(leg.arrival, to);
  let underwayMs = overlap(leg.departure, leg.arrival, from, to);
  if (underwayMs <= 0) return undefined;
  for (const s of stays) underwayMs -= overlap(s.arrival, s.departure, a, b);
  if (underwayMs <= 0) return undefined;
  return { share: underwayMs / totalMs, hoursUnderway: underwayMs / HOUR_MS };
}

/** The leg figures the period totals sum. */
export interface LegFigures {
  departure: number;
  arrival: number;
  distanceNm: number;
  hoursUnderway: number;
  transportWorkTnm: number;
}

/**
 * Sums IMO legs into the period's distance, hours, transport work and leg count, each leg by
 * `legShareInPeriod` with `staysOf(leg)`: the one leg rule of the domain and the server.
 */
export function legTotalsInPeriod<L extends LegFigures>(
  legs: readonly L[],
  staysOf: (leg: L) => readonly Stay[],
  from: number,
  to: number,
): Omit<PeriodTotals, 'fuelT' | 'co2T'> {
  let distanceNm = 0;
  let hoursUnderway = 0;
  let transportWorkTnm = 0;
  let n = 0;
  for (const l of legs) {
    const cut = l.departure < from || l.arrival > to;
    const part = legShareInPeriod(l, cut ? staysOf(l) : [], from, to);
    if (!part) continue;
    n += 1;
    distanceNm += l.distanceNm * part.share;
    hoursUnderway += part.hoursUnderway;
    transportWorkTnm += l.transportWorkTnm * part.share;
  }
  return { distanceNm, hoursUnderway, transportWorkTnm, legs: n };
}

/**
 * Totals of a period [from, to) (docs/ledger.md §2 "Period totals"; the legacy system): fuel by the ROB balance
 * between the snapshots at its bounds (`periodFuel`), distance, hours and transport work from the
 * IMO legs (`legTotalsInPeriod`). `legs` must be the ship's IMO legs from `deriveLegs`, and
 * `records` must hold every record of a leg that a bound cuts (their stays are subtracted from the
 * time under way inside the period) and every record with a bunker inside it.
 */
export function periodTotals(
  data: {
    records: readonly LedgerRecord[];
    episodes?: readonly LedgerEpisode[];
    snapshots: readonly LedgerSnapshot[];
    legs: readonly DerivedLeg[];
  },
  from: number,
  to: number,
): PeriodResult {
  const start = snapshotAt(data.snapshots, from);
  if (!start) return { ok: false, missing: 'start', at: from };
  const end = snapshotAt(data.snapshots, to);
  if (!end) return { ok: false, missing: 'end', at: to };
  const fuelT = periodFuel(start, end, timedFuelInPeriod(data.records, from, to));

  const recs = sortRecords(data.records);
  const index = new Map(recs.map((r, k) => [r.refCode, k]));
  // The stays of the records strictly between the leg's ends.
  const staysOf = (l: DerivedLeg): Stay[] => {
    const s = index.get(l.fromRefCode);
    const e = index.get(l.toRefCode);
    return s === undefined || e === undefined ? [] : recs.slice(s + 1, e);
  };
  const imo = data.legs.filter((l) => l.kind === 'imo');
  return {
    ok: true,
    totals: { ...legTotalsInPeriod(imo, staysOf, from, to), fuelT, co2T: co2OfClasses(fuelT) },
  };
}
