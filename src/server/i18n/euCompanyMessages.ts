import type { Lang } from '../../domain/api.js';

/**
 * Wording of the EU ETS price scenarios and the company-level data (docs/reports-eu.md §4.1–4.2),
 * zh and en: the refusal of a taken scenario name and the labels of the company-level xlsx.
 */
export const EU_COMPANY_MESSAGES: Record<string, { zh: string; en: string }> = {
  'ets.scenario_name_taken': {
    zh: '该公司已有同名的价格情景',
    en: 'The company already has a price scenario with this name.',
  },
};

export const euCompanyMessage = (code: string, lang: Lang) => EU_COMPANY_MESSAGES[code]?.[lang] ?? code;

const LABELS: Record<string, { zh: string; en: string }> = {
  title: { zh: 'EU MRV 公司级汇总排放数据', en: 'EU MRV company-level aggregated emissions data' },
  company: { zh: '公司', en: 'Company' },
  year: { zh: '报告年度', en: 'Reporting year' },
  deadline: { zh: '提交期限', en: 'Deadline' },
  ship: { zh: '船名', en: 'Ship' },
  imo: { zh: 'IMO 编号', en: 'IMO number' },
  period: { zh: '期间', en: 'Period' },
  partial: { zh: '部分期间报告', en: 'Partial report' },
  source: { zh: '数据来源', en: 'Source' },
  sourceReport: { zh: '报告 #{{id}}（{{status}}）', en: 'Report #{{id}} ({{status}})' },
  sourceLedger: { zh: '航次台账（实时）', en: 'Voyage ledger (live)' },
  submitted: { zh: '已提交', en: 'submitted' },
  verified: { zh: '已核查', en: 'verified' },
  confirmed: { zh: '已确认', en: 'confirmed' },
  accepted: { zh: '主管机关已接受', en: 'accepted by the authority' },
  yes: { zh: '是', en: 'yes' },
  no: { zh: '否', en: 'no' },
  co2: { zh: 'CO2 (t)', en: 'CO2 (t)' },
  ch4: { zh: 'CH4 (t)', en: 'CH4 (t)' },
  n2o: { zh: 'N2O (t)', en: 'N2O (t)' },
  co2e: { zh: 'CO2e (t)', en: 'CO2e (t)' },
  etsSubject: { zh: '须纳入 EU ETS 的排放 (t)', en: 'Emissions subject to the EU ETS (t)' },
  surrender: { zh: '应上缴配额 (EUA)', en: 'Allowances to surrender (EUA)' },
  total: { zh: '合计', en: 'Total' },
  scenario: { zh: '价格情景', en: 'Price scenario' },
  price: { zh: '价格 (EUR/EUA)', en: 'Price (EUR/EUA)' },
  cost: { zh: '成本 (EUR)', en: 'Cost (EUR)' },
};

export const euCompanyLabel = (key: string, lang: Lang, params: Record<string, string | number> = {}) =>
  (LABELS[key]?.[lang] ?? key).replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(params[n] ?? ''));
