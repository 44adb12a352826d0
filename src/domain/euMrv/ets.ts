import { ETS_DEROGATIONS, ETS_NON_CO2_FROM, ETS_PHASE_IN } from '../registry/euEts';
import { DEFAULT_GWP, GWP_SETS, type GwpSet } from '../registry/gwp';
import { PARAMETER_SET } from '../registry/source';
import type { CalculationType } from '../registry/shipTypes';
import { lookupYear } from '../registry/yearTable';
import { factorsPerTonne } from './emissions';
import type { MrvBucket } from './scope';
import { scopeSegments, type Segment } from './segments';

export interface EuEtsInput {
  readonly year: number;
  readonly shipType: CalculationType;
  readonly gwp?: GwpSet;
  readonly segments: readonly Segment[];
  /** Ice class IA / IA Super (or HELCOM equivalent): 5 % fewer allowances until 2030, Art. 12(3-e). */
  readonly iceClassIA?: boolean;
}

export interface SegmentResult {
  /** ETS share: 0, 0.5 or 1. */
  readonly share: number;
  readonly mrvShare: number;
  /** FuelEU energy share of the same segment (Art. 2(1)), for callers splitting fuel by scope. */
  readonly fuelEuShare: number;
  readonly bucket: MrvBucket;
  readonly co2: number;
  readonly ch4: number;
  readonly n2o: number;
  /** Full CO2e of the segment (before any share), tonnes. */
  readonly co2e: number;
}

export interface EuEtsResult {
  readonly segments: readonly SegmentResult[];
  /** CO2 reported under MRV (100 % of in-scope voyages and berth stays), t. */
  readonly mrvCo2: number;
  readonly mrvCo2e: number;
  /** CO2 × ETS share, t. */
  readonly etsCo2: number;
  /** Emissions the ETS counts: CO2 only before 2026, CO2 + CH4 + N2O as CO2e from 2026 (Art. 9). */
  readonly etsCo2e: number;
  /** Allowances to surrender, t CO2e, after phase-in (40/70/100 %) and the ice-class reduction. */
  readonly surrender: number;
  readonly phaseIn: number;
  readonly gwp: GwpSet;
  readonly parameterSet: string;
}

/** EU MRV + ETS for one ship and reporting year. Throws OutOfTableError before 2024. */
export function calculateEuEts(input: EuEtsInput): EuEtsResult {
  const { year, segments } = input;
  const phaseIn = lookupYear(ETS_PHASE_IN, year);
  const gwpSet = input.gwp ?? DEFAULT_GWP.euEts;
  const gwp = GWP_SETS[gwpSet];
  const nonCo2 = year >= ETS_NON_CO2_FROM.year;
  const scopes = scopeSegments(segments, input.shipType, year);
  let mrvCo2 = 0;
  let mrvCo2e = 0;
  let etsCo2 = 0;
  let etsCo2e = 0;
  const results = segments.map((s, i) => {
    // Inlined emissionsOf: one object less per segment keeps a fleet-year out of the GC's way.
    let co2 = 0;
    let ch4 = 0;
    let n2o = 0;
    for (const f of s.fuels) {
      const k = factorsPerTonne(f.fuel, f.consumer);
      co2 += f.tonnes * k.co2;
      ch4 += f.tonnes * k.ch4;
      n2o += f.tonnes * k.n2o;
    }
    const total = co2 * gwp.co2 + ch4 * gwp.ch4 + n2o * gwp.n2o;
    const sc = scopes[i];
    mrvCo2 += sc.mrvShare * co2;
    mrvCo2e += sc.mrvShare * total;
    etsCo2 += sc.etsShare * co2;
    etsCo2e += sc.etsShare * (nonCo2 ? total : co2);
    return {
      share: sc.etsShare,
      mrvShare: sc.mrvShare,
      fuelEuShare: sc.fuelEuShare,
      bucket: sc.bucket,
      co2,
      ch4,
      n2o,
      co2e: total,
    };
  });
  const ice =
    input.iceClassIA && year <= ETS_DEROGATIONS.iceClassUntil ? 1 - ETS_DEROGATIONS.iceClassReduction : 1;
  return {
    segments: results,
    mrvCo2,
    mrvCo2e,
    etsCo2,
    etsCo2e,
    surrender: etsCo2e * phaseIn * ice,
    phaseIn,
    gwp: gwpSet,
    parameterSet: PARAMETER_SET,
  };
}
