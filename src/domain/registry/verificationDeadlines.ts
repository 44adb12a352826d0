import type { Regime } from '../reports/types';
import { DEADLINE_TABLE, type ReportDeadline } from './reportDeadlines';
import { src } from './source';

/**
 * When a year's report must be verified, per regime: the verifier's own deadline, read by the
 * verifier's inbox (docs/verification.md §10). `month`/`day` is the last day in the year after the
 * reporting year. Where the one deadline table already holds the date (the verified report is what
 * is filed), the row is reused rather than written twice; DCS and the MSA get their own rows, the
 * Statement of Compliance that ends the verification.
 *
 * EU MRV and UK MRV: the verified report is filed by 31 March (Regulation 2015/757 as amended by
 * 2023/957 Art. 11(1); MRTM's AER deadline); the older 30 April of the EU text before 2024 no longer
 * applies, so verification is due by the filing date.
 */
export const VERIFICATION_DEADLINES: Readonly<Record<Regime, ReportDeadline>> = {
  euMrv: DEADLINE_TABLE.euMrv,
  euEts: DEADLINE_TABLE.euMrvCompany,
  fuelEu: DEADLINE_TABLE.fuelEuVerified,
  ukMrv: DEADLINE_TABLE.ukMrv,
  imoDcs: {
    month: 5,
    day: 31,
    what: 'Statement of Compliance issued by the Administration / RO within five months from the start of the year, after verifying the data',
    source: src('MARPOL Annex VI', 'reg. 6.6', 'shared reference reports.md §4, §6 ("SoC by 31 May")', 'S'),
  },
  chinaMsa: {
    month: 5,
    day: 31,
    what: 'MSA verification and statement of compliance of a Chinese international ship (the MSA text read gives no date; the DCS date is taken, as the MSA verifies the same data)',
    source: src(
      '《船舶能耗数据和碳强度管理办法》(2022)',
      'annual report, verification by 直属海事局',
      'shared reference reports.md §5',
      'U',
    ),
  },
};
