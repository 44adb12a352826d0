import type { Lang } from '../../domain/api.js';
import { AppError } from '../http/errors.js';

/**
 * Wording of the report API's refusals (docs/reports.md §6), zh and en. `{{name}}` placeholders
 * take the params, which also travel in the answer so the client can word them itself.
 */
export const REPORT_MESSAGES: Record<string, { zh: string; en: string }> = {
  'report.uk_aer_no_imo': {
    zh: '船舶没有 IMO 编号，不能列入英国年度排放报告',
    en: 'The ship has no IMO number, so it cannot be listed in the UK annual emissions report.',
  },
  'report.uk_aer_part': {
    zh: '该年度报告只有 {{parts}} 个文件（每个文件最多 {{per}} 艘船）',
    en: 'This annual report has {{parts}} file(s) (at most {{per}} ships each).',
  },
  'report.voyages_unlocked': {
    zh: '报告期内仍有未锁定的航次：{{voyages}}，请先锁定',
    en: 'Voyages in the period are not locked yet: {{voyages}}. Lock them first.',
  },
  'report.period_unknown': {
    zh: '该期间不是此船此年度的候选报告期',
    en: 'This period is not a candidate reporting period of the ship and year.',
  },
  'report.period_blocked': {
    zh: '该报告期暂不能生成：{{reasons}}',
    en: 'This period cannot be generated yet: {{reasons}}',
  },
  'report.exists': {
    zh: '该报告期已有报告（编号 {{reportId}}）',
    en: 'A report already exists for this period (no. {{reportId}}).',
  },
  'report.regime_not_supported': {
    zh: '该报告类型尚不能生成',
    en: 'Reports of this regime cannot be generated yet.',
  },
  'report.not_draft': {
    zh: '只有草稿状态的报告可以修改；已锁定或之后的报告不会改变',
    en: 'Only a draft report can change; a locked or later report never changes.',
  },
  'report.correction_key': {
    zh: '报告中没有数据项 {{key}}',
    en: 'The report has no line {{key}}.',
  },
  'report.export_unknown': {
    zh: '此报告类型没有导出格式 {{format}}',
    en: 'This regime has no export format {{format}}.',
  },
  'report.dcs_xml_blocked': {
    zh: '该报告不能导出为 GISIS XML（IMO DCS 格式要求的项目缺失）：{{reasons}}',
    en: 'This report cannot be exported as GISIS XML (items the IMO DCS format requires are missing): {{reasons}}',
  },
  'report.stale_lock': {
    zh: '台账已变化，请先重新生成报告再锁定',
    en: 'The ledger changed under this draft; regenerate it before locking.',
  },
};

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));

export const reportMessage = (code: string, lang: Lang, params: Record<string, string | number> = {}) => {
  const text = REPORT_MESSAGES[code]?.[lang];
  return text ? fill(text, params) : code;
};

/** An AppError with the report wording and its params in the answer (`params`). */
export const reportError = (
  status: number,
  code: string,
  lang: Lang,
  params: Record<string, string | number> = {},
  extra: Record<string, unknown> = {},
) => new AppError(status, code, reportMessage(code, lang, params), undefined, { params, ...extra });
