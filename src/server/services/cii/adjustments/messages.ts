import type { Lang } from '../../../../domain/api.js';
import { AppError } from '../../../http/errors.js';

/** Wording of the CII adjustment API's refusals (docs/cii-adjustments.md §5), zh and en. */
export const CII_ADJUST_MESSAGES: Record<string, { zh: string; en: string }> = {
  'cii.not_draft': {
    zh: '只有草稿状态的调整或修正可以修改；已锁定或之后的记录不会改变',
    en: 'Only a draft adjustment or correction can change; a locked or later one never changes.',
  },
  'cii.episode_recorded': {
    zh: '该冰区/救援事件已记录为调整',
    en: 'This ice or rescue episode is already recorded as an adjustment.',
  },
  'cii.evidence_missing': {
    zh: '请先上传证明文件再报送',
    en: 'Attach the evidence document before submitting.',
  },
};

export const ciiError = (status: number, code: string, lang: Lang) =>
  new AppError(status, code, CII_ADJUST_MESSAGES[code]?.[lang] ?? code);
