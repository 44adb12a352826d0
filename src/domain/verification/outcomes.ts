import { src, type Source } from '../registry/source';
import type { Regime } from '../reports/types';

/**
 * The verifier's opinion on a report (docs/verification.md; the UK MRTM `overallDecision`; the EU
 * verification report's "verified as satisfactory"). `notVerified` never rests on a report: the
 * chart sends it back to the company with the reasons (docs/reports.md §2).
 */
export const OUTCOMES = ['satisfactory', 'satisfactoryWithComments', 'notVerified'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** A "with comments" opinion is about its comments, and "not verified" must say why. */
export const STATEMENT_REQUIRED: readonly Outcome[] = ['satisfactoryWithComments', 'notVerified'];

/** Whether an opinion of `outcome` with this statement lacks the statement it needs. */
export const statementMissing = (outcome: Outcome, statement: string | null | undefined) =>
  STATEMENT_REQUIRED.includes(outcome) && (statement ?? '').trim().length === 0;

/** Outcomes a verified report may rest on (the substates of `verified`). */
export const RESTING_OUTCOMES = ['satisfactory', 'satisfactoryWithComments'] as const;
export type RestingOutcome = (typeof RESTING_OUTCOMES)[number];

/** Outcomes that are a satisfactory opinion: refused while uncorrected misstatements are material. */
export const SATISFACTORY: readonly Outcome[] = RESTING_OUTCOMES;

export interface OutcomeRule {
  /** Outcomes after which the report goes on (to the authority, the database, the SoC/DoC). */
  readonly goesOn: readonly Outcome[];
  /** What "going on" means in this regime. */
  readonly next: string;
  readonly source: Source;
  /** Where our reading goes beyond the text, or the text is silent. */
  readonly note?: string;
}

const SHARED = 'shared/reference/reports.md';

/**
 * Per regime, which opinions let a report go on (the chart's `confirm` guard). A "with comments"
 * opinion is a satisfactory one in every regime: the comments (recommended improvements) do not
 * stop the report, only a material misstatement or non-conformity does.
 */
export const OUTCOME_RULES: Readonly<Record<Regime, OutcomeRule>> = {
  euMrv: {
    goesOn: ['satisfactory', 'satisfactoryWithComments'],
    next: 'submitted to the administering authority, the flag State and the Commission (THETIS-MRV)',
    source: src('Regulation (EU) 2015/757 as amended by 2023/957', 'Art. 11(1)', `${SHARED} §1.1, §1.3`),
    note: 'Only a report "verified as satisfactory" may be submitted; a satisfactory opinion with comments counts as satisfactory (our reading, as the UK MRTM decision codes split it).',
  },
  euEts: {
    goesOn: ['satisfactory', 'satisfactoryWithComments'],
    next: 'verified emissions reported in the Union Registry',
    source: src('Regulation (EU) 2015/757 as amended by 2023/957', 'Art. 11(1)', `${SHARED} §1.1`),
    note: 'EU ETS uses the verified EU MRV figures: the same rule as EU MRV.',
  },
  ukMrv: {
    goesOn: ['satisfactory', 'satisfactoryWithComments'],
    next: 'submitted to the regulator for review (MRTM AER_APPLICATION_REVIEW)',
    source: src(
      'UK ETS MRTM (open source)',
      'PROCESS_AER.bpmn; AerVerificationData overallDecision',
      `${SHARED} §3.2, §3.3`,
      'S',
    ),
    note: 'MRTM itself only requires that a verification was performed (NO_VERIFICATION_PERFORMED), so a NOT_VERIFIED AER can reach the regulator, who may then determine the emissions (DoE). The product returns a notVerified report to the company instead (issue 30); DoE is not modelled.',
  },
  imoDcs: {
    goesOn: ['satisfactory', 'satisfactoryWithComments'],
    next: 'the Administration/RO issues the Statement of Compliance and submits to GISIS',
    source: src('MARPOL Annex VI', 'reg. 27; SEEMP Part II verification', `${SHARED} §4.3`, 'S'),
    note: 'The SoC follows a verification that the data were collected per SEEMP Part II; the rules name no opinion grades, the product uses the same three.',
  },
  fuelEu: {
    goesOn: ['satisfactory', 'satisfactoryWithComments'],
    next: 'the verifier records the verified report in the FuelEU database (by 31 Mar); flexibility and the DoC follow',
    source: src('Regulation (EU) 2023/1805', 'Art. 15–16 (as summarised)', `${SHARED} §2.3`, 'S'),
    note: 'The article text was not read (reports.md §6.1); the outcome grades follow EU MRV.',
  },
  chinaMsa: {
    goesOn: ['satisfactory', 'satisfactoryWithComments'],
    next: 'the MSA issues the 符合声明 (annual report of Chinese international ships)',
    source: src(
      '中国海事局《船舶能耗数据和碳强度管理办法》(2022)',
      'annual report verification',
      `${SHARED} §5.3`,
      'U',
    ),
    note: 'Only the annual report of Chinese international ships is verified (by the MSA); no opinion grades are published, the product uses the same three.',
  },
};

/** Whether the regime lets a report with this opinion go on. */
export const outcomeGoesOn = (regime: Regime, outcome: Outcome | null | undefined): boolean =>
  outcome !== null && outcome !== undefined && OUTCOME_RULES[regime].goesOn.includes(outcome);

export const isOutcome = (v: unknown): v is Outcome => (OUTCOMES as readonly unknown[]).includes(v);
