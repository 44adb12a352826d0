import { DomainError } from '../registry/errors';
import type { FuelCode } from '../registry/fuels';
import { dcsPeriods, type DcsChange, type DcsConsumer, type DcsPeriod, type DcsRecord } from './periods';

export interface DcsAggregate extends DcsPeriod {
  /** Appendix IX: fuel oil consumption by fuel type, t. */
  readonly fuelByType: Partial<Record<FuelCode, number>>;
  /** MEPC.385(81): per consumer type and fuel (lines without a consumer are left out). */
  readonly fuelByConsumer: Partial<Record<DcsConsumer, Partial<Record<FuelCode, number>>>>;
  /** MEPC.385(81): consumption while not under way, by fuel. */
  readonly fuelNotUnderway: Partial<Record<FuelCode, number>>;
  readonly distanceNm: number;
  readonly hoursUnderway: number;
  /** Laden distance (mandatory status uncertain, docs/regulatory-sources.md §10 item 4): summed when given. */
  readonly ladenDistanceNm: number;
  readonly transportWorkTnm: number;
  readonly teuNm: number;
  readonly passengerNm: number;
  readonly opsKWh: number;
  readonly records: number;
}

const add = <K extends string>(m: Partial<Record<K, number>>, k: K, v: number) => {
  m[k] = (m[k] ?? 0) + v;
};

/**
 * IMO DCS aggregation per reporting period (reg. 27; one ship-year may have several periods after a
 * change of flag or company). A record belongs to the period holding it; a record that straddles a
 * change instant is refused, because only the caller can split its fuel (at the ROB snapshot).
 */
export function aggregateDcs(
  year: number,
  records: readonly DcsRecord[],
  changes: readonly DcsChange[] = [],
): DcsAggregate[] {
  const periods = dcsPeriods(year, changes);
  const bounds = periods.map((p) => [Date.parse(p.start), Date.parse(p.end)] as const);
  const out = periods.map((p) => ({
    ...p,
    fuelByType: {} as Partial<Record<FuelCode, number>>,
    fuelByConsumer: {} as Partial<Record<DcsConsumer, Partial<Record<FuelCode, number>>>>,
    fuelNotUnderway: {} as Partial<Record<FuelCode, number>>,
    distanceNm: 0,
    hoursUnderway: 0,
    ladenDistanceNm: 0,
    transportWorkTnm: 0,
    teuNm: 0,
    passengerNm: 0,
    opsKWh: 0,
    records: 0,
  }));
  for (const r of records) {
    const s = Date.parse(r.start);
    const e = Date.parse(r.end);
    if (!(s <= e))
      throw new DomainError('record_invalid', `record ${r.start}–${r.end}: end before start or bad date`);
    const i = bounds.findIndex(([a, b]) => s >= a && s < b);
    if (i < 0) continue; // outside the year
    if (e > bounds[i][1]) {
      throw new DomainError(
        'record_straddles_change',
        `record ${r.start}–${r.end} crosses ${periods[i].end}; split it there`,
      );
    }
    const p = out[i];
    for (const f of r.fuels) {
      add(p.fuelByType, f.fuel, f.tonnes);
      if (f.consumer) add((p.fuelByConsumer[f.consumer] ??= {}), f.fuel, f.tonnes);
      if (f.notUnderway) add(p.fuelNotUnderway, f.fuel, f.tonnes);
    }
    p.distanceNm += r.distanceNm;
    p.hoursUnderway += r.hoursUnderway;
    p.ladenDistanceNm += r.ladenDistanceNm ?? 0;
    p.transportWorkTnm += r.transportWorkTnm ?? 0;
    p.teuNm += r.teuNm ?? 0;
    p.passengerNm += r.passengerNm ?? 0;
    p.opsKWh += r.opsKWh ?? 0;
    p.records += 1;
  }
  return out;
}
