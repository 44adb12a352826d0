import { isEeaCountry } from '../euMrv/ports';
import { UK_ETS_GB_NI_SHARE, UK_REGIMES } from '../registry/regional';

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

/** Why a voyage has its UK share: an i18n code (`ukScope.*`) with its params, shown next to the share. */
export interface UkReason {
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface UkShare {
  /** The UK regime in force on the voyage's departure day; null outside both. */
  readonly regime: UkRegime | null;
  readonly share: 0 | 0.5 | 1;
  readonly reason: UkReason;
}

const where = (p: UkPort) => (p.northernIreland ? 'GB-NI' : p.country.toUpperCase());

/**
 * Share and reason of a voyage under the UK regime of its departure day (docs/reports-uk-and-cross-regime.md §2).
 * A voyage is dated by its departure: emissions before the UK ETS start are never priced, so a voyage
 * leaving before 1 July 2026 is not in the scheme (decision UK_DATE in that doc).
 */
export function ukVoyageScope(departureDay: string, from: UkPort, to: UkPort): UkShare {
  const regime = ukRegimeOn(departureDay);
  const params = { from: where(from), to: where(to), day: departureDay.slice(0, 10) };
  if (!regime) return { regime, share: 0, reason: { code: 'ukScope.noRegime', params } };
  const share = ukVoyageShare(regime, from, to);
  const ukFrom = isUk(from);
  const ukTo = isUk(to);
  let code: string;
  if (!ukFrom && !ukTo) code = 'ukScope.noUkPort';
  else if (regime === 'ukMrv') {
    if (ukFrom && ukTo) code = 'ukScope.mrvDomestic';
    else if (share === 0) code = 'ukScope.mrvEea';
    else code = ukFrom ? 'ukScope.mrvDeparts' : 'ukScope.mrvArrives';
  } else if (ukFrom && ukTo) code = share === 1 ? 'ukScope.etsDomestic' : 'ukScope.etsGbNi';
  else code = 'ukScope.etsInternational';
  return { regime, share, reason: { code, params } };
}

/** A stay at berth: in scope in a UK port while a UK regime is in force (UK ETS: every voyage's port emissions). */
export function ukBerthScope(arrivalDay: string, port: UkPort): UkShare {
  const regime = ukRegimeOn(arrivalDay);
  const params = { port: where(port), day: arrivalDay.slice(0, 10) };
  if (!regime) return { regime, share: 0, reason: { code: 'ukScope.noRegime', params } };
  const share = ukBerthShare(port);
  return { regime, share, reason: { code: share ? 'ukScope.berthUk' : 'ukScope.berthNotUk', params } };
}
