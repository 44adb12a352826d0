import { src } from './source';

/**
 * Size thresholds the cross-regime page applies before any voyage rule (docs/regulatory-sources.md §4.1, §5.2,
 * §6.1–6.2, §8.1). EU MRV's 400–5 000 GT general cargo / offshore extension (from 2025) is not applied
 * here: the ledger has no offshore flag yet (docs/reports-uk-and-cross-regime.md §4).
 */
export const REGIME_COMPARISON_THRESHOLDS = {
  imoDcsMinGt: 5000,
  euMinGt: 5000,
  ukMinGt: 5000,
  /** Chinese-flag international ships ≥ 5 000 GT file the annual report for the whole year. */
  cmsaAnnualMinGt: 5000,
  sources: [
    src('MARPOL Annex VI reg. 27.1', 'ships ≥ 5 000 GT', '§4.1'),
    src('Regulation (EU) 2015/757 as amended', 'Art. 2(1)', '§5.2'),
    src('SI 2018/1388; UK ETS maritime Order 2026', 'scope', '§6.1–6.2', 'S'),
    src('China MSA 海危防〔2018〕476号', 'Chapter 3', '§8.1', 'S'),
  ],
} as const;
