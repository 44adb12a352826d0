import type { Regime } from '../reports/types';
import { src, type Source } from './source';

/**
 * When a year's report is due, per regime (docs/reports.md §5; shared reference
 * docs/regulatory-sources.md §4, §8). `month`/`day` is the last day to file
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

const MRV = 'Regulation (EU) 2015/757 as amended by 2023/957';
const FEU = 'Regulation (EU) 2023/1805';
const FEU_TIMELINE = 'timeline (secondary: Skuld, Clyde & Co)';

/**
 * Every dated obligation of every regime, one table (the dashboard, the report lifecycle and the
 * EU ETS deadline view read it; docs/regulatory-sources.md §4.1, §5.5, §7.10). `month`/`day` in
 * the year after the reporting year, except the monitoring plan (see `inReportingYear`).
 */
export const DEADLINE_KEYS = [
  'dcs',
  'chinaMsa',
  'euMrvPlan',
  'euMrv',
  'euMrvCompany',
  'etsSurrender',
  'euMrvDoc',
  'fuelEuReport',
  'fuelEuVerified',
  'fuelEuDoc',
  'fuelEuPenalty',
  'ukMrv',
] as const;
export type DeadlineKey = (typeof DEADLINE_KEYS)[number];

export interface DatedObligation extends ReportDeadline {
  key: DeadlineKey;
  /** The date falls in the reporting year itself (a plan before the year), not the next one. */
  inReportingYear?: boolean;
}

export const DEADLINE_TABLE: Readonly<Record<DeadlineKey, DatedObligation>> = {
  dcs: {
    key: 'dcs',
    month: 3,
    day: 31,
    what: 'Data reported to the Administration / RO within three months after the end of the year',
    source: src('MARPOL Annex VI', 'reg. 27.3', '§4.1', 'F'),
  },
  chinaMsa: {
    key: 'chinaMsa',
    month: 4,
    day: 1,
    what: 'Annual energy-consumption report to the MSA (inland ships; earlier part of a flag/owner change within 3 months)',
    source: src('《船舶能耗数据和碳强度管理办法》(2022)', 'annual report', '§8.2', 'S'),
  },
  euMrvPlan: {
    key: 'euMrvPlan',
    month: 4,
    day: 1,
    inReportingYear: true,
    what: 'Monitoring plan reflecting CH4/N2O to the administering authority (1 Apr 2024; new ships within 3 months of their first call)',
    source: src(MRV, 'Art. 6(6)–(7)', '§5.5', 'F'),
  },
  euMrv: {
    key: 'euMrv',
    month: 3,
    day: 31,
    what: 'Verified ship emissions report to the administering authority (AA may set an earlier date ≥ 28 Feb)',
    source: src(MRV, 'Art. 11(1)', '§5.5', 'F'),
  },
  euMrvCompany: {
    key: 'euMrvCompany',
    month: 3,
    day: 31,
    what: 'Verified company-level aggregated emissions data',
    source: src(MRV, 'Art. 11a(2)', '§5.5', 'F'),
  },
  etsSurrender: {
    key: 'etsSurrender',
    month: 9,
    day: 30,
    what: 'Surrender of allowances for the previous year',
    source: src('Directive 2003/87/EC', 'Art. 12(3)', '§5.5', 'F'),
  },
  euMrvDoc: {
    key: 'euMrvDoc',
    month: 6,
    day: 30,
    what: 'EU MRV document of compliance on board',
    source: src(MRV, 'Art. 17/18', '§5.5', 'S'),
  },
  fuelEuReport: {
    key: 'fuelEuReport',
    month: 1,
    day: 31,
    what: 'FuelEU report per ship to the verifier',
    source: src(FEU, FEU_TIMELINE, '§7.10', 'S'),
  },
  fuelEuVerified: {
    key: 'fuelEuVerified',
    month: 3,
    day: 31,
    what: 'Verifier records the verified compliance balance',
    source: src(FEU, FEU_TIMELINE, '§7.10', 'S'),
  },
  fuelEuDoc: {
    key: 'fuelEuDoc',
    month: 6,
    day: 30,
    what: 'FuelEU document of compliance',
    source: src(FEU, FEU_TIMELINE, '§7.10', 'S'),
  },
  fuelEuPenalty: {
    key: 'fuelEuPenalty',
    month: 6,
    day: 30,
    what: 'FuelEU penalty paid (before the document of compliance is issued)',
    source: src(FEU, 'Art. 23–24 (secondary: FEU-S)', '§7.10', 'S'),
  },
  ukMrv: {
    key: 'ukMrv',
    month: 3,
    day: 31,
    what: 'Annual emissions report (company level), 23:59 on 31 March',
    source: src('UK MRTM (ukets-maritime v3.2.4)', 'AerCustomProcessVariablesUtil', '§6.1', 'F'),
  },
};

/** The filing deadline of each regime's report: a row of the one table above. */
export const REPORT_DEADLINES: Record<Regime, ReportDeadline> = {
  imoDcs: DEADLINE_TABLE.dcs,
  chinaMsa: DEADLINE_TABLE.chinaMsa,
  euMrv: DEADLINE_TABLE.euMrv,
  euEts: DEADLINE_TABLE.euMrvCompany,
  fuelEu: DEADLINE_TABLE.fuelEuReport,
  ukMrv: DEADLINE_TABLE.ukMrv,
};

/** The dates the dashboard lists (those with a dashboard text), from the one table. */
export const DASHBOARD_DEADLINES = [
  'fuelEuReport',
  'dcs',
  'euMrv',
  'fuelEuVerified',
  'fuelEuDoc',
  'fuelEuPenalty',
  'etsSurrender',
] as const satisfies readonly DeadlineKey[];
export type DashboardDeadline = (typeof DASHBOARD_DEADLINES)[number];

/** The EU ETS deadline view of a reporting year: monitoring plan, verified report, surrender. */
export const ETS_DEADLINES: readonly DeadlineKey[] = ['euMrvPlan', 'euMrv', 'euMrvCompany', 'etsSurrender'];

/** The day (ISO date) an obligation of `reportingYear` falls on. */
export function obligationDate(key: DeadlineKey, reportingYear: number): string {
  const d = DEADLINE_TABLE[key];
  const y = d.inReportingYear ? reportingYear : reportingYear + 1;
  return new Date(Date.UTC(y, d.month - 1, d.day)).toISOString().slice(0, 10);
}

/**
 * How many days before a deadline a report counts as "due soon" (dashboard reminders). A product
 * choice, not a regulatory value: the regulations set the deadline, not the reminder.
 */
export const DUE_SOON_DAYS = 30;
