import { DomainError } from './registry/errors';
import { co2FromFuels, type FuelAmount } from './registry/fuels';
import { PARAMETER_SET, src } from './registry/source';

/** EEOI per voyage and rolling (MEPC.1/Circ.684), CF from the current MEPC.364(79) table (docs/regulatory-sources.md §3). */
export const EEOI_SOURCE = src('MEPC.1/Circ.684', 'Appendix §4 (equations 1 and 2)', '§3');

export interface EeoiVoyage {
  readonly fuels: readonly FuelAmount[];
  /** Cargo carried (t, or TEU / passengers / GT for the other cargo measures). 0 = ballast. */
  readonly cargoTonnes: number;
  readonly distanceNm: number;
}

export interface EeoiVoyageResult {
  readonly co2Tonnes: number;
  /** cargo × distance, t·nm. */
  readonly transportWork: number;
  /** g CO2 / (t·nm); null for a voyage without transport work (ballast), never 0 or ∞. */
  readonly eeoi: number | null;
}

export interface EeoiResult {
  readonly voyages: readonly EeoiVoyageResult[];
  /** Σ CO2 / Σ transport work (not the mean of the voyage EEOIs); null when no voyage carried cargo. */
  readonly rolling: number | null;
  readonly parameterSet: string;
}

const perWork = (co2Tonnes: number, work: number) => (work > 0 ? (co2Tonnes * 1e6) / work : null);

export function eeoiVoyage(v: EeoiVoyage): EeoiVoyageResult {
  if (!(v.cargoTonnes >= 0 && v.distanceNm >= 0)) {
    throw new DomainError('eeoi_invalid', 'cargo and distance must be ≥ 0');
  }
  const co2Tonnes = co2FromFuels(v.fuels);
  const transportWork = v.cargoTonnes * v.distanceNm;
  return { co2Tonnes, transportWork, eeoi: perWork(co2Tonnes, transportWork) };
}

/** Ballast voyages add their CO2 to the numerator and nothing to the denominator. */
export function eeoiRolling(voyages: readonly EeoiVoyage[]): EeoiResult {
  const results = voyages.map(eeoiVoyage);
  let co2 = 0;
  let work = 0;
  for (const r of results) {
    co2 += r.co2Tonnes;
    work += r.transportWork;
  }
  return { voyages: results, rolling: perWork(co2, work), parameterSet: PARAMETER_SET };
}
