import { src } from './source';

/** UK MRV and UK ETS maritime (docs/regulatory-sources.md §6). Dates are UTC calendar days, inclusive. */
export const UK_REGIMES = {
  ukMrv: {
    from: '2022-01-01',
    to: '2026-04-02',
    source: src('SI 2018/1388; MCA MIN 669', 'scope', '§6.1', 'S'),
  },
  ukEts: {
    from: '2026-07-01',
    to: null,
    source: src('GHG ETS (Amendment) (Extension to Maritime Activities) Order 2026', 'scope', '§6.2', 'S'),
  },
} as const;
/** UK ETS: GB ↔ Northern Ireland voyages count 50 %. */
export const UK_ETS_GB_NI_SHARE = 0.5;

/** China MSA thresholds (docs/regulatory-sources.md §8.1–8.2). */
export const CHINA_MSA = {
  minGt: 400,
  minMainPropulsionKw: 750,
  /** Monthly reporting: every voyage ≤ 4 h in a fixed water area, or ≤ 24 h on a fixed route (Chinese text). */
  monthlyMaxHours: { fixed_area: 4, fixed_route: 24 },
  source: src(
    'China MSA 海危防〔2018〕476号; 2022 船舶能耗数据和碳强度管理办法',
    'Art. 2, Art. 6',
    '§8',
    'F',
  ),
} as const;

/** IMO DCS (MARPOL Annex VI reg. 27 and Appendix IX; revised by MEPC.385(81)). */
export const IMO_DCS_SOURCE = src(
  'MARPOL Annex VI reg. 27, Appendix IX; MEPC.385(81)',
  'reg. 27.4–27.6',
  '§4',
);
