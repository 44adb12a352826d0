import { REPORT_DEADLINES, type ReportDeadline } from '../registry/reportDeadlines';
import { REGIME_PAGE, REGIMES, type Regime } from './types';

/**
 * The regime table: what each regime's report is made of, in one place for the server and the
 * client. The server's generator registry checks its export keys against it at start, the report
 * page draws its export buttons from it, the submission wizard walks its steps and the company-level
 * views and exports lay out their columns from it. A new regime adds its row here.
 */

/** The submission wizard's steps in order; each is a top-level state of the wizard's chart. */
export const WIZARD_STEPS = [
  'choose',
  'completeness',
  'figures',
  'corrections',
  'review',
  'submit',
  'done',
] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/**
 * The EU company-level columns (one row per ship period): the table on screen and the xlsx sheet.
 * The last six are the row's amounts, in `EU_COMPANY_AMOUNTS` order.
 */
export const EU_COMPANY_COLUMNS = [
  'ship',
  'imo',
  'period',
  'partial',
  'source',
  'co2',
  'ch4',
  'n2o',
  'co2e',
  'etsSubject',
  'surrender',
] as const;

/** The amounts of an EU company-level row, as the row's fields name them. */
export const EU_COMPANY_AMOUNTS = ['co2', 'ch4', 'n2o', 'co2e', 'etsSubjectT', 'surrender'] as const;

/** The UK company AER's emission lines per ship (the ship table and the AER totals sum these). */
export const UK_AER_SHIP_LINES = [
  'withinUkPorts',
  'betweenUkPorts',
  'betweenUkAndNi',
  'ukAndNonEea',
  'totalFromVoyagesAndPorts',
  'lessNiDeduction',
  'totalShipEmissions',
  'surrenderEmissions',
] as const;

export interface RegimeRow {
  /** The function-tree page of its report list (`mrv:<page>:<button>` permissions). */
  readonly page: string;
  /** When a year's report is due (the deadline registry's entry, with its source). */
  readonly deadline: ReportDeadline;
  /** The files its generator exports, each the key of an export (xml in the UI language only). */
  readonly exportFormats: readonly string[];
  /** The submission wizard's steps for its reports. */
  readonly wizardSteps: readonly WizardStep[];
  /** The columns of its company-level view and export, where it has one. */
  readonly companyColumns?: readonly string[];
}

const row = (regime: Regime, r: Omit<RegimeRow, 'page' | 'deadline' | 'wizardSteps'>): RegimeRow => ({
  page: REGIME_PAGE[regime],
  deadline: REPORT_DEADLINES[regime],
  wizardSteps: WIZARD_STEPS,
  ...r,
});

export const REGIME_TABLE: Readonly<Record<Regime, RegimeRow>> = {
  imoDcs: row('imoDcs', {
    exportFormats: ['xlsx-standard', 'xlsx-bdn', 'xlsx-collected', 'xml', 'xml-liberia'],
  }),
  chinaMsa: row('chinaMsa', { exportFormats: ['xlsx'] }),
  euMrv: row('euMrv', { exportFormats: ['xlsx'], companyColumns: EU_COMPANY_COLUMNS }),
  euEts: row('euEts', { exportFormats: ['xlsx'] }),
  fuelEu: row('fuelEu', { exportFormats: ['xlsx-standard'] }),
  ukMrv: row('ukMrv', { exportFormats: ['xlsx'], companyColumns: UK_AER_SHIP_LINES }),
};

/**
 * The regimes whose export keys differ from the table: `exportsOf` gives each regime's export keys
 * (the server's generators). Empty when they agree.
 */
export function exportFormatMismatches(
  exportsOf: (regime: Regime) => readonly string[] | undefined,
): Regime[] {
  return REGIMES.filter((regime) => {
    const keys = exportsOf(regime);
    const want = REGIME_TABLE[regime].exportFormats;
    return keys === undefined || keys.length !== want.length || want.some((f) => !keys.includes(f));
  });
}
