import type { Regime } from '../reports/types';
import { src, type Source } from './source';

/**
 * When a year's report is due, per regime (docs/reports.md §5; shared reference
 * reports.md §6 "deadlines" row and regulations.md §4, §8). `month`/`day` is the last day to file
 * in the year after the reporting year; the deadline instant is the end of that day (UTC). A
 * period split by a flag or company change keeps the year's deadline here: the "as soon as
 * practicable / within 3 months" rules for partial periods are not modelled yet (docs/reports.md).
 */
export interface ReportDeadline {
  /** 1–12. */
  readonly month: number;
  readonly day: number;
  readonly what: string;
  readonly source: Source;
}

export const REPORT_DEADLINES: Record<Regime, ReportDeadline> = {
  imoDcs: {
    month: 3,
    day: 31,
    what: 'Data reported to the Administration / RO within three months after the end of the year',
    source: src('MARPOL Annex VI', 'reg. 27.3', '§4.1', 'F'),
  },
  chinaMsa: {
    month: 4,
    day: 1,
    what: 'Annual energy-consumption report to the MSA (inland ships; earlier part of a flag/owner change within 3 months)',
    source: src('《船舶能耗数据和碳强度管理办法》(2022)', 'annual report', '§8.2', 'S'),
  },
  euMrv: {
    month: 3,
    day: 31,
    what: 'Verified ship emissions report to the administering authority (AA may set an earlier date ≥ 28 Feb)',
    source: src('Regulation (EU) 2015/757 as amended by 2023/957', 'Art. 11(1)', '§5.5', 'F'),
  },
  euEts: {
    month: 3,
    day: 31,
    what: 'Verified company-level aggregated emissions data',
    source: src('Regulation (EU) 2015/757 as amended by 2023/957', 'Art. 11a(2)', '§5.5', 'F'),
  },
  fuelEu: {
    month: 1,
    day: 31,
    what: 'FuelEU report per ship to the verifier',
    source: src('Regulation (EU) 2023/1805', 'Art. 15(3)', '§7.10', 'S'),
  },
  ukMrv: {
    month: 3,
    day: 31,
    what: 'Annual emissions report (company level), 23:59 on 31 March',
    source: src('UK MRTM (ukets-maritime v3.2.4)', 'AerCustomProcessVariablesUtil', '§6.1', 'F'),
  },
};

/**
 * How many days before a deadline a report counts as "due soon" (dashboard reminders). A product
 * choice, not a regulatory value: the regulations set the deadline, not the reminder.
 */
export const DUE_SOON_DAYS = 30;
