import { src } from './source';

/**
 * EU member states by ISO 3166-1 alpha-2. Greece is GR (ISO and UN/LOCODE), not EL.
 * the regulations speak of "MS ports" without listing them (docs/regulatory-sources.md §5.2); the membership list is treaty fact.
 */
export const EU_MEMBER_STATES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const; // prettier-ignore

/** EEA EFTA states: MRV/ETS maritime apply to them through the EEA Agreement. */
export const EEA_EFTA_STATES = ['IS', 'LI', 'NO'] as const;

/**
 * Outermost regions (TFEU Art. 349) that have their own ISO alpha-2 code, mapped to their member
 * state. Azores and Madeira (PT) and the Canary Islands (ES) have no code of their own: callers
 * mark those ports with `outermostRegion: true`.
 */
export const OUTERMOST_REGION_CODES: Readonly<Record<string, string>> = {
  GP: 'FR', // Guadeloupe
  GF: 'FR', // French Guiana
  MQ: 'FR', // Martinique
  RE: 'FR', // Réunion
  YT: 'FR', // Mayotte
  MF: 'FR', // Saint-Martin
};

/** First list of neighbouring container transhipment ports (Art. 3ga(2)), Dec 2023 [S]. */
export const NEIGHBOURING_TRANSHIPMENT_PORTS = [
  { name: 'Tanger Med', country: 'MA' },
  { name: 'East Port Said', country: 'EG' },
] as const;

export const EU_GEOGRAPHY_SOURCE = src(
  'TFEU Art. 52 and 349; EEA Agreement; Directive 2003/87/EC Art. 3ga(2)',
  'member states, outermost regions, transhipment ports',
  '§5.6 (lists are treaty fact, not regulation text)',
  'S',
);
