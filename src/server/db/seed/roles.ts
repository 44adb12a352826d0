import { mayAct } from '../../../domain/reports/duties.js';
import { REGIME_PAGE, REGIMES } from '../../../domain/reports/types.js';
import { ADMIN_ROLE_CODE } from '../../../domain/roles.js';

/**
 * Seeded roles and the function set each one starts with. Administrators edit these afterwards in
 * the role screen; the seed only gives every kind of user a sensible first day.
 * The administrator (code 99) is granted everything implicitly, so its set is not listed.
 */
export type DataScope = 'all' | 'company' | 'authority';

export interface RoleSeed {
  code: string;
  zh: string;
  en: string;
  dataScope: DataScope;
  /** Class-society staff see every ship but change nothing unless granted more. */
  readOnly: boolean;
  /** Function codes (or code prefixes ending in ':*') granted to the role. */
  functions: string[];
  /**
   * When set, the only write functions the role gets (patterns as in `functions`); its other
   * patterns then grant reads only. Class-society staff verify reports and change nothing else.
   */
  writes?: string[];
  /**
   * Buttons the role never gets, whatever its patterns grant: the verifier's verdict buttons for
   * roles acting for the company (duty matrix, domain/reports/duties.ts).
   */
  withheld?: string[];
}

/** The report pages of the function tree (`mrv:<page>`). */
const REPORT_PAGES = ['dcs', 'eu', 'fueleu', 'uk', 'cmsa'];

/**
 * The verifier's verdict buttons (return / confirm) on every report page and CII review page. The
 * duty matrix gives them to the verifier alone, so company-side roles are seeded without them.
 */
const REPORT_CONFIRM_BUTTONS = REPORT_PAGES.map((r) => `mrv:${r}:confirm`);
const VERDICT_BUTTONS = [...REPORT_CONFIRM_BUTTONS, 'cii:adjust:confirm', 'cii:correct:confirm'];

/**
 * The report pages of every regime whose report the company produces (duty matrix): a role that
 * acts for the company gets the page, and so the menu, of each regime it has the duty to report
 * under, the verdict buttons withheld. A list of pages per role would drift from the duties.
 */
const COMPANY_REPORT_PAGES = [
  ...new Set(REGIMES.filter((r) => mayAct(r, 'company', 'generate')).map((r) => `${REGIME_PAGE[r]}:*`)),
];

const READ_PAGES = [
  'dashboard',
  'statistics:*',
  'analysis:*',
  'cii:calculator',
  'cii:fleet',
  'document:read',
  'energy:report',
];

export const ROLE_SEEDS: RoleSeed[] = [
  {
    code: ADMIN_ROLE_CODE,
    zh: '系统管理员',
    en: 'Administrator',
    dataScope: 'all',
    readOnly: false,
    functions: ['*'],
  },
  {
    code: 'company_user',
    zh: '船公司用户',
    en: 'Company user',
    dataScope: 'company',
    readOnly: false,
    functions: [
      ...READ_PAGES,
      'ship:*',
      'energy:*',
      'cii:*',
      'mrv:*',
      'dictionary:port',
      'dictionary:gcState',
      // The company appoints the verifier of each ship and regime (docs/verification.md §10).
      'verification:appointments',
      'verification:appointments:edit',
    ],
    withheld: VERDICT_BUTTONS,
  },
  {
    code: 'ship_manager',
    zh: '船舶管理员',
    en: 'Ship manager',
    dataScope: 'company',
    readOnly: false,
    functions: [
      ...READ_PAGES,
      'ship:list',
      'ship:list:edit',
      'ship:list:export',
      'energy:*',
      'cii:*',
      // Those who fix the ledger take the data-quality findings away as a sheet.
      'mrv:assessment',
      'mrv:assessment:export',
      'mrv:segment',
      'mrv:segment:export',
      'mrv:upload',
      'mrv:upload:upload',
      // Ship managers generate, lock and submit the reports of every regime the company reports
      // under; returning and confirming are the verifier's (withheld below, and refused by the
      // lifecycle chart's role guard).
      ...COMPANY_REPORT_PAGES,
      'mrv:emission',
    ],
    withheld: VERDICT_BUTTONS,
  },
  {
    code: 'class_society',
    zh: '船级社人员（验证/审核）',
    en: 'Class-society staff (verifier / auditor)',
    dataScope: 'all',
    // Not read-only: the verifier confirms or returns reports (its only writes).
    readOnly: false,
    writes: VERDICT_BUTTONS,
    functions: [
      ...READ_PAGES,
      'ship:list',
      'ship:list:export',
      'ship:company',
      'energy:voyage',
      'energy:rob',
      'mrv:assessment',
      'mrv:segment',
      'mrv:diagram',
      'mrv:emission',
      ...REPORT_PAGES.flatMap((r) => [`mrv:${r}`, `mrv:${r}:confirm`, `mrv:${r}:export`]),
      // The verifier confirms or returns CII adjustments and corrections too.
      'cii:adjust',
      'cii:adjust:confirm',
      'cii:correct',
      'cii:correct:confirm',
      'dictionary:*',
      // The reports the verifier is appointed to, by verification due date.
      'verification:inbox',
    ],
  },
  {
    code: 'authority',
    zh: '主管机关用户',
    en: 'Authority user',
    dataScope: 'authority',
    // Not read-only: the authority accepts a confirmed report or asks for amendments, through the
    // report pages' confirm button (its only writes; the duty matrix keeps the verifier's events
    // from it). It reads the reports of every regime, bounded by the ships mapped to it.
    readOnly: false,
    writes: REPORT_CONFIRM_BUTTONS,
    functions: [
      ...READ_PAGES,
      'inland:*',
      ...REPORT_PAGES.flatMap((r) => [`mrv:${r}`, `mrv:${r}:export`, `mrv:${r}:confirm`]),
      'ship:list',
    ],
  },
];

/** Does a role's function pattern list grant the function with this code? */
export function grants(patterns: string[], code: string): boolean {
  return patterns.some((p) =>
    p === '*'
      ? true
      : p.endsWith(':*')
        ? code === p.slice(0, -2) || code.startsWith(p.slice(0, -1))
        : p === code,
  );
}
