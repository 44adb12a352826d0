import { sortRecords } from './consumption';
import { addCode, byClass, co2OfClasses } from './fuels';
import type { ByCode, DerivedLeg, LedgerEpisode, LedgerRecord, LedgerSnapshot, PeriodTotals } from './types';

const HOUR_MS = 3_600_000;
/** A snapshot within this of a bound counts as taken at it (original §2.3: ± 1 minute). */
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
 * Totals of a period [from, to) (spec §2 "Period totals"; original §2.3): fuel by the ROB balance
 * between the snapshots at its bounds (bunkers, transfers and sludge counted by their own time),
 * distance, hours and transport work from the IMO legs, a leg cut by a bound split pro rata by its
 * time under way inside the period. `legs` must be the ship's IMO legs from `deriveLegs`, and
 * `records` must hold every record of a leg that a bound cuts (its stops en route are subtracted
 * from the time under way inside the period) and every record with a bunker inside it.
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

  const fuel: ByCode = {};
  for (const f of start.fuels) addCode(fuel, f.fuel, f.robT);
  for (const f of end.fuels) addCode(fuel, f.fuel, -f.robT);
  const inside = (t: number) => t >= from && t < to;
  for (const r of data.records) {
    for (const b of r.bunkers) if (inside(b.time)) addCode(fuel, b.fuel, b.tonnes);
    for (const x of r.transfers) if (inside(x.time)) addCode(fuel, x.fuel, -x.tonnes);
    for (const x of r.sludge) if (inside(x.time)) addCode(fuel, x.fuel, -x.tonnes);
  }
  const fuelT = byClass(fuel);

  // Stays of the records in between are not under way: a leg's time under way inside the period
  // is its departure..arrival inside it minus those stays inside it.
  const recs = sortRecords(data.records);
  const index = new Map(recs.map((r, k) => [r.refCode, k]));
  let distanceNm = 0;
  let hours = 0;
  let tw = 0;
  let legs = 0;
  for (const l of data.legs) {
    if (l.kind !== 'imo') continue;
    const totalMs = l.hoursUnderway * HOUR_MS;
    let underwayMs = 0;
    let share: number;
    if (totalMs <= 0) {
      // No time under way to share by: the leg counts whole in the period of its departure.
      if (!inside(l.departure)) continue;
      share = 1;
    } else if (l.departure >= from && l.arrival <= to) {
      // Whole leg inside: exact figures, no float round trip through a share.
      underwayMs = totalMs;
      share = 1;
    } else {
      underwayMs = overlap(l.departure, l.arrival, from, to);
      if (underwayMs <= 0) continue;
      const s = index.get(l.fromRefCode);
      const e = index.get(l.toRefCode);
      if (s !== undefined && e !== undefined)
        for (let k = s + 1; k < e; k++) underwayMs -= overlap(recs[k]!.arrival, recs[k]!.departure, from, to);
      if (underwayMs <= 0) continue;
      share = underwayMs / totalMs;
    }
    legs += 1;
    distanceNm += l.distanceNm * share;
    hours += underwayMs / HOUR_MS;
    tw += l.transportWorkTnm * share;
  }
  return {
    ok: true,
    totals: {
      distanceNm,
      hoursUnderway: hours,
      fuelT,
      co2T: co2OfClasses(fuelT),
      transportWorkTnm: tw,
      legs,
    },
  };
}
