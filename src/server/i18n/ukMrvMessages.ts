import type { Lang } from '../../domain/api.js';
import type { UkAerMissing } from '../../domain/ukMrv/index.js';

/**
 * Wording of the UK company AER's refusals and of the emissions reduction claims
 * (docs/reports-uk-and-cross-regime.md §7), zh and en.
 */
export const UK_MRV_MESSAGES: Record<string, { zh: string; en: string }> = {
  'ukMrv.ship_details_missing': {
    zh: '船舶档案缺少英国“船舶详情与排放”文件必填的内容，不能导出：{{ships}}',
    en: 'The ship register lacks items the UK "ship details and emissions" file requires, so it cannot be exported: {{ships}}',
  },
  'ukMrv.missing.shipType': {
    zh: '船型（shipType）：船型字典的 EU 类型“{{detail}}”在英国船型清单中没有对应代码',
    en: 'ship type (shipType): the ship-type dictionary\'s EU type "{{detail}}" has no UK code',
  },
  'ukMrv.missing.grossTonnage': {
    zh: '总吨（grossTonnage）：{{detail}} 不是不小于 5000 的整数',
    en: 'gross tonnage (grossTonnage): {{detail}} is not a whole number of at least 5000',
  },
  'ukMrv.missing.flag': {
    zh: '船旗（flag）：船旗“{{detail}}”没有英国清单中的 ISO 两字母代码',
    en: 'flag (flag): the flag "{{detail}}" has no ISO alpha-2 code in the UK list',
  },
  'ukMrv.missing.iceClass': {
    zh: '冰级（iceClassPolarCode）：无法识别“{{detail}}”（可填 1A Super、1A、1B、1C、PC1–PC7，或留空表示无冰级）',
    en: 'ice class (iceClassPolarCode): "{{detail}}" is not recognised (use 1A Super, 1A, 1B, 1C, PC1–PC7, or leave it empty for none)',
  },
  'ukMrv.missing.fuelTypes': {
    zh: '燃料类型（fuelTypes）：船舶档案和设备均未登记燃料，且该年度无耗油记录',
    en: 'fuel types (fuelTypes): no fuel is recorded for the ship or its equipment and none was burnt in the year',
  },
  'ukMrv.missing.emissionSources': {
    zh: '排放源（emissionSources）：未登记主机、辅机、锅炉等燃烧设备',
    en: 'emission sources (emissionSources): no main engine, auxiliary engine, boiler or other combustion unit is recorded',
  },
  'ukMrv.missing.sourceFuels': {
    zh: '排放源（emissionSources）：设备“{{detail}}”未登记燃料及其计量方法',
    en: 'emission sources (emissionSources): the unit "{{detail}}" has no fuel with its measurement method recorded',
  },
  'ukMrv.erc_ship_not_in_aer': {
    zh: '该船在该年度不属于此公司的英国年度排放报告',
    en: "The ship is not in this company's UK annual emissions report for the year.",
  },
};

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, n: string) => String(params[n] ?? ''));

export const ukMrvMessage = (code: string, lang: Lang, params: Record<string, string | number> = {}) =>
  fill(UK_MRV_MESSAGES[code]?.[lang] ?? code, params);

/** One missing element of a ship's details, in words. */
export const ukAerMissingText = (m: UkAerMissing, lang: Lang) =>
  ukMrvMessage(`ukMrv.missing.${m.reason}`, lang, { detail: m.detail ?? '' });

/** The aggregated lines of the UK report (its `aggregatedData` fields, reports.uk.<key>), zh and en. */
export const UK_AGGREGATE_LABELS: Record<
  | 'withinUkPorts'
  | 'betweenUkPorts'
  | 'betweenUkAndNi'
  | 'ukAndNonEea'
  | 'totalFromVoyagesAndPorts'
  | 'lessNiDeduction'
  | 'totalShipEmissions'
  | 'surrenderEmissions',
  Record<Lang, string>
> = {
  withinUkPorts: { en: 'Emissions within UK ports', zh: '英国港口内排放' },
  betweenUkPorts: { en: 'Emissions between UK ports', zh: '英国港口之间航次排放' },
  betweenUkAndNi: { en: 'Emissions between GB and NI ports', zh: '大不列颠与北爱尔兰之间航次排放' },
  ukAndNonEea: {
    en: 'UK MRV: voyages between UK and non-EEA ports',
    zh: 'UK MRV：英国与非欧洲经济区港口之间航次',
  },
  totalFromVoyagesAndPorts: { en: 'Total emissions from voyages and ports', zh: '航次与港口排放合计' },
  lessNiDeduction: { en: 'Less voyages in Northern Ireland (50 %)', zh: '减：北爱尔兰航次（50%）' },
  totalShipEmissions: { en: 'Total ship emissions', zh: '船舶排放总量' },
  surrenderEmissions: { en: 'Surrender emissions (UK ETS)', zh: '应清缴排放（UK ETS）' },
};
