import type { Lang } from '../../domain/api.js';
import { AppError } from '../http/errors.js';

/**
 * FuelEU wording, zh and en (docs/reports-fueleu.md §7): the refusals of the pool and flexibility
 * API (one per broken Art. 20/21 rule, so the user sees every problem at once) and the labels of
 * the xlsx export. Kept apart from the shared catalogues so the regime's texts live in one place.
 */
export const FUELEU_MESSAGES: Record<string, { zh: string; en: string }> = {
  'fuelEu.pool_too_small': { zh: '联营至少需要两艘船', en: 'A pool needs at least two ships.' },
  'fuelEu.pool_duplicate_ship': {
    zh: '同一艘船在联营中出现了两次',
    en: 'A ship is listed twice in the pool.',
  },
  'fuelEu.pool_negative_sum': {
    zh: '联营合规余额之和为负（{{sum}} t CO2e），联营不成立',
    en: 'The sum of the pool’s compliance balances is negative ({{sum}} t CO2e): the pool is not valid.',
  },
  'fuelEu.pool_not_conserved': {
    zh: '分配后的余额之和必须等于联营前的余额之和',
    en: 'The allocations must add up to the balances before pooling.',
  },
  'fuelEu.pool_deficit_worse': {
    zh: '赤字船 {{ship}} 在联营后赤字不能更大',
    en: 'Deficit ship {{ship}} may not leave the pool with a bigger deficit.',
  },
  'fuelEu.pool_surplus_negative': {
    zh: '盈余船 {{ship}} 在联营后不能出现赤字',
    en: 'Surplus ship {{ship}} may not leave the pool in deficit.',
  },
  'fuelEu.pool_ship_taken': {
    zh: '船舶 {{ship}} 在 {{year}} 年已加入另一个联营',
    en: 'Ship {{ship}} is already in another pool for {{year}}.',
  },
  'fuelEu.pool_mixed_company': {
    zh: '联营中的船舶必须属于同一家 DOC 公司',
    en: 'The pool’s ships must have the same DOC company.',
  },
  'fuelEu.pool_allocation_partial': {
    zh: '要么为每艘船给出分配值，要么都不给（由系统分配）',
    en: 'Give an allocation for every ship or for none (the system then allocates).',
  },
  'fuelEu.no_figures': {
    zh: '船舶 {{ship}} 在 {{year}} 年没有 FuelEU 范围内的能耗',
    en: 'Ship {{ship}} has no energy in FuelEU scope in {{year}}.',
  },
  'fuelEu.flex_negative': {
    zh: '存入和借用的数量不能为负',
    en: 'Banked and borrowed amounts cannot be negative.',
  },
  'fuelEu.bank_exceeds_surplus': {
    zh: '只能存入联营后的盈余（{{surplus}} t CO2e）',
    en: 'Only the surplus after pooling ({{surplus}} t CO2e) can be banked.',
  },
  'fuelEu.borrow_no_deficit': { zh: '只有赤字才能借用', en: 'Only a deficit can be borrowed against.' },
  'fuelEu.borrow_consecutive': {
    zh: '不能连续两个报告期借用',
    en: 'Borrowing is not allowed in two consecutive reporting periods.',
  },
  'fuelEu.borrow_with_pool': {
    zh: '已加入联营的船舶本期不能借用',
    en: 'A pooled ship cannot also borrow in the same period.',
  },
  'fuelEu.borrow_over_cap': {
    zh: '借用不能超过上限 {{cap}} t CO2e（2 % × 限值 × 能耗）',
    en: 'Borrowing cannot exceed the cap of {{cap}} t CO2e (2 % × limit × energy).',
  },
  'fuelEu.borrow_over_deficit': {
    zh: '借用不能超过赤字',
    en: 'Borrowing cannot exceed the deficit.',
  },
  'fuelEu.pool_year_fixed': {
    zh: '联营的年份不能更改',
    en: 'A pool’s year cannot be changed.',
  },
  'fuelEu.pool_fixed': {
    zh: '联营已确定，变更前请先删除联营',
    en: 'The pool is recorded; delete it before changing the ship’s pooling.',
  },
};

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k] ?? ''));

export const fuelEuMessage = (code: string, lang: Lang, params: Record<string, string | number> = {}) => {
  const text = FUELEU_MESSAGES[code]?.[lang];
  return text ? fill(text, params) : code;
};

export interface FuelEuProblem {
  code: string;
  params: Record<string, string | number>;
  message: string;
}

/** A 422 listing every broken rule with its wording (`problems`), the first one as the message. */
export function fuelEuRefusal(status: number, lang: Lang, problems: Omit<FuelEuProblem, 'message'>[]) {
  const worded = problems.map((p) => ({ ...p, message: fuelEuMessage(p.code, lang, p.params) }));
  return new AppError(status, worded[0]!.code, worded.map((p) => p.message).join(' '), undefined, {
    problems: worded,
  });
}

/** Labels of the FuelEU xlsx export. */
export const FUELEU_EXPORT_LABELS: Record<string, { zh: string; en: string }> = {
  title: { zh: 'FuelEU Maritime 报告', en: 'FuelEU Maritime report' },
  ship: { zh: '船名', en: 'Ship name' },
  imo: { zh: 'IMO 编号', en: 'IMO number' },
  period: { zh: '报告期', en: 'Reporting period' },
  version: { zh: '版本', en: 'Version' },
  status: { zh: '状态', en: 'Status' },
  paramVersion: { zh: '参数集版本', en: 'Parameter set' },
  summary: { zh: '合规结果', en: 'Compliance' },
  energy: { zh: '范围内能耗 (MJ)', en: 'Energy in scope (MJ)' },
  ops: { zh: '岸电能耗 (MJ)', en: 'OPS electricity (MJ)' },
  wtt: { zh: 'WtT (g CO2e/MJ)', en: 'WtT (g CO2e/MJ)' },
  ttw: { zh: 'TtW (g CO2e/MJ)', en: 'TtW (g CO2e/MJ)' },
  ghgie: { zh: '温室气体强度 (g CO2e/MJ)', en: 'GHG intensity (g CO2e/MJ)' },
  target: { zh: '年度限值 (g CO2e/MJ)', en: 'Limit of the year (g CO2e/MJ)' },
  cb: { zh: '合规余额 (t CO2e)', en: 'Compliance balance (t CO2e)' },
  bankedIn: { zh: '上期存入 (t CO2e)', en: 'Banked from last period (t CO2e)' },
  repayment: { zh: '上期借用偿还 ×1.1 (t CO2e)', en: 'Repayment of last borrowing ×1.1 (t CO2e)' },
  adjusted: { zh: '调整后余额 (t CO2e)', en: 'Adjusted balance (t CO2e)' },
  cap: { zh: '可借用上限 (t CO2e)', en: 'Borrowing cap (t CO2e)' },
  penalty: { zh: '罚款 (EUR)', en: 'Penalty (EUR)' },
  consecutive: { zh: '连续赤字期数', en: 'Consecutive deficit periods' },
  fuels: { zh: '燃料', en: 'Fuels' },
  fuel: { zh: '燃料', en: 'Fuel' },
  consumer: { zh: '燃料消耗装置类别', en: 'Fuel consumer class' },
  intra: { zh: '欧盟内航次 (t, 100 %)', en: 'Intra-EU voyages (t, 100 %)' },
  extra: { zh: '进出欧盟航次 (t, 50 %)', en: 'Voyages to/from the EU (t, 50 %)' },
  berth: { zh: '靠泊 (t, 100 %)', en: 'At berth (t, 100 %)' },
  inScope: { zh: '计入质量 (t)', en: 'Mass in scope (t)' },
  voyages: { zh: '航次', en: 'Voyages' },
  from: { zh: '出发港', en: 'From' },
  to: { zh: '到达港', en: 'To' },
  departure: { zh: '出发时间 (UTC)', en: 'Departure (UTC)' },
  arrival: { zh: '到达时间 (UTC)', en: 'Arrival (UTC)' },
  bucket: { zh: '类别', en: 'Category' },
  seaShare: { zh: '航行计入比例', en: 'Sea share' },
  berthShare: { zh: '靠泊计入比例', en: 'Berth share' },
  seaT: { zh: '航行油耗 (t)', en: 'Fuel at sea (t)' },
  berthT: { zh: '靠泊油耗 (t)', en: 'Fuel at berth (t)' },
  corrections: { zh: '更正', en: 'Corrections' },
  line: { zh: '数据项', en: 'Line' },
  value: { zh: '原值', en: 'Value' },
  correction: { zh: '更正值', en: 'Correction' },
  reason: { zh: '原因', en: 'Reason' },
};

export const fuelEuLabel = (key: string, lang: Lang) => FUELEU_EXPORT_LABELS[key]?.[lang] ?? key;
