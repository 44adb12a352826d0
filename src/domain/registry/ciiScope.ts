import { src } from './source';

/**
 * Who and from when reg. 28 rates (docs/regulatory-sources.md §1.1): ships of 5 000 GT and above of the CII
 * types, from calendar year 2023 (MEPC.328(76) in force 1 Nov 2022).
 */
export const CII_SCOPE = {
  minGt: 5000,
  firstYear: 2023,
  source: src('MARPOL Annex VI reg. 28 (MEPC.328(76))', 'reg. 28.1', '§1.1'),
} as const;
