import { isEeaCountry } from './euMrv/ports';
import { UK_ETS_GB_NI_SHARE, UK_REGIMES } from './registry/regional';

/** A port for UK rules: GB covers Northern Ireland, so NI ports carry the flag. Crown Dependencies and OTs (GG, JE, IM, GI, FK…) are non-UK. */
export interface UkPort {
  readonly country: string;
  readonly northernIreland?: boolean;
}

export type UkRegime = 'ukMrv' | 'ukEts';

const isUk = (p: UkPort) => p.country.toUpperCase() === 'GB';

/** Which UK regime covers a UTC date (YYYY-MM-DD): UK MRV to 2 Apr 2026, UK ETS from 1 Jul 2026, else none. */
export function ukRegimeOn(date: string): UkRegime | null {
  const d = date.slice(0, 10);
  if (d >= UK_REGIMES.ukMrv.from && d <= UK_REGIMES.ukMrv.to) return 'ukMrv';
  if (d >= UK_REGIMES.ukEts.from) return 'ukEts';
  return null;
}

/**
 * UK MRV (docs/regulatory-sources.md §6.1): UK↔UK and UK↔non-EEA voyages are reported in full; UK↔EEA voyages stay under EU MRV.
 * UK ETS (docs/regulatory-sources.md §6.2): domestic voyages 100 %, GB↔NI 50 %, international voyages not (yet) covered.
 */
export function ukVoyageShare(regime: UkRegime, from: UkPort, to: UkPort): 0 | 0.5 | 1 {
  const ukFrom = isUk(from);
  const ukTo = isUk(to);
  if (regime === 'ukMrv') {
    if (ukFrom && ukTo) return 1;
    if (ukFrom || ukTo) return isEeaCountry(ukFrom ? to.country : from.country) ? 0 : 1;
    return 0;
  }
  if (!(ukFrom && ukTo)) return 0;
  return Boolean(from.northernIreland) !== Boolean(to.northernIreland) ? UK_ETS_GB_NI_SHARE : 1;
}

/** At berth in a UK port: in scope under both regimes (UK ETS: for every voyage, international included). */
export const ukBerthShare = (port: UkPort): 0 | 1 => (isUk(port) ? 1 : 0);
