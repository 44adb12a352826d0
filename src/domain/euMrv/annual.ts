import type { MrvBucket } from './scope';

export interface MrvAnnual {
  /** Total aggregated emissions in scope (= the sum of the four buckets). */
  readonly total: number;
  /** Voyages between EEA ports of call. */
  readonly between: number;
  /** Voyages that departed from an EEA port to a third-country port. */
  readonly departing: number;
  /** Voyages from a third-country port to an EEA port. */
  readonly arriving: number;
  /** Within EEA ports at berth. */
  readonly atBerth: number;
}

const KEY: Record<Exclude<MrvBucket, 'none'>, keyof Omit<MrvAnnual, 'total'>> = {
  between: 'between',
  departing: 'departing',
  arriving: 'arriving',
  berth: 'atBerth',
};

/**
 * Art. 10 aggregates of one gas (or CO2e) over segment results. Buckets are disjoint and sum to the
 * total (decision MRV_BUCKETS), so "departed from" excludes voyages between EEA ports.
 */
export function mrvAnnual(
  segments: readonly { bucket: MrvBucket; mrvShare: number }[],
  value: (i: number) => number,
): MrvAnnual {
  const out = { total: 0, between: 0, departing: 0, arriving: 0, atBerth: 0 };
  segments.forEach((s, i) => {
    if (s.bucket === 'none' || s.mrvShare === 0) return;
    const v = value(i);
    out[KEY[s.bucket]] += v;
    out.total += v;
  });
  return out;
}
