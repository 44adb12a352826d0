import type { Lang } from '../../domain/api.js';
import { AppError } from '../http/errors.js';

/** Wording of the verification API's refusals (docs/verification.md), zh and en. */
export const VERIFICATION_MESSAGES: Record<string, { zh: string; en: string }> = {
  'verification.material': {
    zh: '未更正的错报超过重要性水平（{{key}}：{{uncorrected}} {{unit}}，限值 {{threshold}} {{unit}}），不能出具“满意”意见',
    en: 'Uncorrected misstatements exceed materiality ({{key}}: {{uncorrected}} {{unit}}, level {{threshold}} {{unit}}): a satisfactory opinion is not possible.',
  },
  'verification.not_in_verification': {
    zh: '只有核查中的报告可以记录发现项',
    en: 'Findings can be recorded only while the report is in verification.',
  },
  'verification.closed': {
    zh: '该报告已结束（已确认、被取代或已取消），发现项不能再答复',
    en: 'The report is closed (confirmed, superseded or cancelled): its findings can no longer be answered.',
  },
  'verification.finding_invalid': {
    zh: '发现项不完整：{{field}}',
    en: 'The finding is incomplete: {{field}}.',
  },
  'verification.unknown_refs': {
    zh: '本报告期内该船没有以下编号的账簿记录：{{refs}}',
    en: "No ledger record of the ship in the report's period has these reference codes: {{refs}}.",
  },
  'verification.answer_reason': {
    zh: '提出异议必须说明理由',
    en: 'A dispute needs a reason.',
  },
  'verification.finding_closed': {
    zh: '该发现项已关闭',
    en: 'The finding is closed already.',
  },
  'verification.carried_past': {
    zh: '上期发现项只能在本报告给出核查意见之前（草稿、已锁定或核查中）关闭',
    en: "Findings of the previous period can be closed only before this report's opinion (draft, locked or in verification).",
  },
  'verification.not_in_sample': {
    zh: '记录 {{ref}} 不在该种子抽取的样本中',
    en: 'Record {{ref}} is not in the sample drawn with this seed.',
  },
  'verification.not_verifier': {
    zh: '该用户不是核查方（船级社人员），不能登记资质或被指定',
    en: 'This user is not a verifier (class-society staff): it cannot hold an accreditation or be appointed.',
  },
  'verification.not_accredited': {
    zh: '{{verifier}} 没有在 {{day}} 有效的该制度核查资质，不能被指定：请先登记资质，或选择其他核查方',
    en: '{{verifier}} holds no accreditation for this regime valid on {{day}} and cannot be appointed: record one first, or choose another verifier.',
  },
  'verification.accreditation_ended': {
    zh: '该资质已终止',
    en: 'This accreditation has already ended.',
  },
};

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));

/** An AppError with the verification wording and its params in the answer (`params`). */
export const verificationError = (
  status: number,
  code: string,
  lang: Lang,
  params: Record<string, string | number> = {},
  extra: Record<string, unknown> = {},
) =>
  new AppError(status, code, fill(VERIFICATION_MESSAGES[code]![lang], params), undefined, {
    params,
    ...extra,
  });
