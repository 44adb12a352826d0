/** Named payloads for the Verification tab's model and view tests (the traversal cannot invent them). */
import { ApiError } from '../../../src/domain/apiError';
import { MATERIALITY } from '../../../src/domain/registry/materiality';
import type { FindingDto, SampleDto, VerificationDto } from '../../../src/domain/verification/dto';
import { OUTCOME_RULES } from '../../../src/domain/verification/outcomes';
import { VERIFICATION_MESSAGES } from '../../../src/server/i18n/verificationMessages';
import { draftReport, TOTALS } from '../reports/reportsFixtures';

export const FUEL_LINE = TOTALS[0]!.key;

/** A misstatement of 12 t of HFO against 100 t reported: above 5 % (5 t), not corrected. */
export const MISSTATEMENT: FindingDto = {
  id: 1,
  kind: 'misstatement',
  description: 'BDN 118 left out of the HFO total',
  figureKey: FUEL_LINE,
  amount: 12,
  unit: 't',
  rule: null,
  refs: [{ kind: 'record', ref: 'R1' }],
  corrected: false,
  state: 'open',
  answerReason: null,
  version: 1,
  createdAt: '2026-02-01T08:00:00.000Z',
  updatedAt: '2026-02-01T08:00:00.000Z',
};

export const overview = (over: Partial<VerificationDto> = {}): VerificationDto => ({
  reportId: 7,
  regime: 'imoDcs',
  status: 'submitted',
  opinion: null,
  outcomeRule: OUTCOME_RULES.imoDcs,
  level: MATERIALITY.imoDcs,
  materiality: {
    level: 0.05,
    material: true,
    figures: [{ key: FUEL_LINE, unit: 't', reported: 100, threshold: 5, uncorrected: 12, material: true }],
  },
  opinions: [],
  certificates: [],
  findings: [MISSTATEMENT],
  ...over,
});

/** The report the tab opens on: in verification, with the verifier's events offered. */
export const IN_VERIFICATION = draftReport({
  status: 'submitted',
  version: 3,
  allowedEvents: ['return', 'verify', 'confirm'],
});

/** What the server answers to "satisfactory" over MISSTATEMENT: its message names the line by its key. */
export const MATERIAL_PARAMS = { key: FUEL_LINE, uncorrected: 12, threshold: 5, unit: 't' } as const;
export const MATERIAL_MESSAGE = VERIFICATION_MESSAGES['verification.material']!.en.replace(
  /\{\{(\w+)\}\}/g,
  (_, k: keyof typeof MATERIAL_PARAMS) => String(MATERIAL_PARAMS[k]),
);
/** The same refusal as the tab words it: the line by its name, the sums with their unit. */
export const MATERIAL_WORDS: Record<'en' | 'zh', string> = {
  en: 'Uncorrected misstatements of Fuel consumed: Heavy fuel oil (HFO) (12 t) exceed its materiality (5 t): a satisfactory opinion is not possible.',
  zh: '燃油消耗:重质燃料油（HFO）的未更正错报（12 t）超过其重要性水平（5 t），不能出具“满意”意见',
};
export const materialRefusal = () =>
  new ApiError(409, 'verification.material', MATERIAL_MESSAGE, undefined, undefined, MATERIAL_PARAMS);

/** A drawn sample of three records in two strata; R2 already checked. */
export const SAMPLE: SampleDto = {
  seed: 'DCS-2025-7',
  size: 3,
  strata: [
    { fuel: 'HFO', legKind: 'port', population: 8, drawn: ['R1', 'R2'] },
    { fuel: 'HFO+MDO', legKind: 'anchoring', population: 2, drawn: ['R7'] },
  ],
  refs: ['R1', 'R2', 'R7'],
  checks: [
    {
      ref: 'R2',
      note: 'BDN 117 matches',
      attachmentId: null,
      checkedBy: 'Verifier Li',
      at: '2026-02-01T08:30:00.000Z',
    },
  ],
};
export const SAMPLE_R1_CHECKED: SampleDto = {
  ...SAMPLE,
  checks: [
    ...SAMPLE.checks,
    {
      ref: 'R1',
      note: 'Log and BDN agree',
      attachmentId: null,
      checkedBy: 'Verifier Li',
      at: '2026-02-01T09:00:00.000Z',
    },
  ],
};
