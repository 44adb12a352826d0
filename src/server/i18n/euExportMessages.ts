import type { Lang } from '../../domain/api.js';
import type { ReportReason } from '../../domain/reports/types.js';
import { euReasonParams } from '../../domain/euMrv/reasons.js';

/**
 * Labels and reason words of the EU MRV / ETS exports in zh and en (docs/reports-eu.md §3 parts and
 * lines). The client shows the same reasons from `src/i18n/euMrv/*.json`; the round-trip test
 * reads these.
 */
const L = {
  title: { zh: 'EU MRV 排放报告', en: 'EU MRV emissions report' },
  partialTitle: {
    zh: 'EU MRV 部分期间排放报告（公司变更）',
    en: 'EU MRV partial emissions report (change of company)',
  },
  partA: { zh: 'A 部分：船舶与公司', en: 'Part A: ship and company' },
  shipName: { zh: '船名', en: 'Ship name' },
  imo: { zh: 'IMO 编号', en: 'IMO number' },
  portOfRegistry: { zh: '船籍港', en: 'Port of registry' },
  category: { zh: '船舶类别', en: 'Ship category' },
  flag: { zh: '船旗', en: 'Flag' },
  iceClass: { zh: '冰级', en: 'Ice class' },
  efficiency: { zh: '技术能效 (EEDI/EEXI)', en: 'Technical efficiency (EEDI/EEXI)' },
  company: { zh: '公司', en: 'Company' },
  companyImo: { zh: '公司 IMO 编号', en: 'Company IMO number' },
  period: { zh: '报告期', en: 'Reporting period' },
  partB: { zh: 'B 部分：核查机构', en: 'Part B — Verifier' },
  verifierName: { zh: '核查机构名称', en: 'Name' },
  verifierAddress: { zh: '地址', en: 'Address' },
  accreditationNumber: { zh: '认可编号', en: 'Accreditation number' },
  accreditationBody: { zh: '国家认可机构', en: 'National accreditation body' },
  partC: { zh: 'C 部分：监测方法', en: 'Part C — Monitoring methods' },
  emissionSource: { zh: '排放源', en: 'Emission source' },
  monitoringMethod: { zh: '监测方法', en: 'Monitoring method' },
  uncertainty: { zh: '不确定度 (%)', en: 'Level of uncertainty (%)' },
  notFilledIn: { zh: '未填写', en: 'Not filled in' },
  'source.mainEngines': { zh: '主机', en: 'Main engines' },
  'source.auxEngines': { zh: '辅机', en: 'Auxiliary engines' },
  'source.boilers': { zh: '锅炉', en: 'Boilers' },
  'source.gasTurbines': { zh: '燃气轮机', en: 'Gas turbines' },
  'source.inertGasGenerators': { zh: '惰性气体发生器', en: 'Inert gas generators' },
  'method.A': {
    zh: 'A：燃油交付单 (BDN) 与定期燃油舱测量',
    en: 'A: BDN and periodic stocktakes of fuel tanks',
  },
  'method.B': { zh: 'B：船上燃油舱监测', en: 'B: bunker fuel tank monitoring on board' },
  'method.C': { zh: 'C：流量计', en: 'C: flow meters for applicable combustion processes' },
  'method.D': { zh: 'D：直接排放测量', en: 'D: direct emissions measurement' },
  partD: { zh: 'D 部分：燃料与排放', en: 'Part D: fuel and emissions' },
  fuel: { zh: '燃料', en: 'Fuel' },
  tonnes: { zh: '消耗量 (t)', en: 'Consumption (t)' },
  efCo2: { zh: 'CO2 排放因子 (t/t)', en: 'CO2 emission factor (t/t)' },
  efCh4: { zh: 'CH4 排放因子 (t/t)', en: 'CH4 emission factor (t/t)' },
  efN2o: { zh: 'N2O 排放因子 (t/t)', en: 'N2O emission factor (t/t)' },
  gas: { zh: '气体', en: 'Gas' },
  total: { zh: '总排放', en: 'Total' },
  between: { zh: '成员国港口之间航次', en: 'Voyages between MS ports of call' },
  departing: { zh: '离开成员国港口航次', en: 'Voyages departed from MS ports of call' },
  arriving: { zh: '驶往成员国港口航次', en: 'Voyages to MS ports of call' },
  atBerth: { zh: '成员国港口靠泊', en: 'Within MS ports of call at berth' },
  etsSubject: {
    zh: '须按 EU ETS 报告的排放 (t)',
    en: 'Emissions to be reported under Directive 2003/87/EC (t)',
  },
  derogated: {
    zh: '其中适用第 12(3-b) 条豁免 (t CO2e)',
    en: 'Of which under the Art. 12(3-b) derogation (t CO2e)',
  },
  surrender: { zh: '应清缴配额', en: 'Allowances to surrender' },
  phaseIn: { zh: '分阶段比例', en: 'Phase-in' },
  basis: { zh: 'ETS 计入气体', en: 'Gases counted by the ETS' },
  distance: { zh: '航行距离 (nm)', en: 'Distance travelled (nm)' },
  iceDistance: { zh: '冰区航行距离 (nm)', en: 'Distance through ice (nm)' },
  hoursAtSea: { zh: '海上时间 (h)', en: 'Time at sea (h)' },
  transportWork: { zh: '运输功 (t·nm)', en: 'Transport work (t·nm)' },
  indicators: { zh: '平均能效', en: 'Average energy efficiency' },
  fuelPerDistance: { zh: '单位距离燃料 (kg/nm)', en: 'Fuel per distance (kg/n mile)' },
  co2PerDistance: { zh: '单位距离 CO2 (kg/nm)', en: 'CO2 per distance (kg/n mile)' },
  co2ePerDistance: { zh: '单位距离 CO2e (kg/nm)', en: 'CO2eq per distance (kg/n mile)' },
  fuelPerTransportWork: { zh: '单位运输功燃料 (g/t·nm)', en: 'Fuel per transport work (g/t·nm)' },
  co2PerTransportWork: { zh: '单位运输功 CO2 (g/t·nm)', en: 'CO2 per transport work (g/t·nm)' },
  co2ePerTransportWork: { zh: '单位运输功 CO2e (g/t·nm)', en: 'CO2eq per transport work (g/t·nm)' },
  co2PerTimeAtSea: { zh: '单位海上时间 CO2 (t/h)', en: 'CO2 per time at sea (t/h)' },
  berthPorts: { zh: '成员国港口靠泊排放（按港口）', en: 'At-berth emissions per MS port' },
  port: { zh: '港口', en: 'Port' },
  hours: { zh: '靠泊时间 (h)', en: 'Time at berth (h)' },
  voyages: { zh: '航次清单', en: 'Voyages' },
  voyageNo: { zh: '航次号', en: 'Voyage' },
  from: { zh: '出发港', en: 'Port of departure' },
  to: { zh: '到达港', en: 'Port of arrival' },
  departure: { zh: '离港时间 (UTC)', en: 'Departure (UTC)' },
  arrival: { zh: '到港时间 (UTC)', en: 'Arrival (UTC)' },
  cargo: { zh: '载货量 (t)', en: 'Cargo (t)' },
  mrvShare: { zh: 'MRV 比例 (%)', en: 'MRV share (%)' },
  etsShare: { zh: 'ETS 比例 (%)', en: 'ETS share (%)' },
  reason: { zh: '原因', en: 'Reason' },
  berthAt: { zh: '靠泊', en: 'At berth' },
  stops: { zh: '中途停靠', en: 'Stops' },
  notApplicable: { zh: '不适用', en: 'Not Applicable' },
  co2Only: { zh: '仅 CO2', en: 'CO2 only' },
  co2e: { zh: 'CO2e (CO2+CH4+N2O)', en: 'CO2e (CO2 + CH4 + N2O)' },
} as const;
export type EuLabel = keyof typeof L;
export const euLabel = (key: EuLabel, lang: Lang): string => L[key][lang];

/** Reason words: the same codes the client renders (src/i18n/euMrv, `reasons.*`). */
export const EU_REASONS: Record<string, { zh: string; en: string }> = {
  'eu.voyage.between': {
    en: '{from} → {to}: between EEA ports of call, {mrv} MRV, {ets} ETS',
    zh: '{from} → {to}：往返于 EEA 靠港之间，MRV {mrv}，ETS {ets}',
  },
  'eu.voyage.departing': {
    en: '{from} → {to}: departs an EEA port of call, {mrv} MRV, {ets} ETS',
    zh: '{from} → {to}：从 EEA 靠港出发，MRV {mrv}，ETS {ets}',
  },
  'eu.voyage.arriving': {
    en: '{from} → {to}: arrives at an EEA port of call, {mrv} MRV, {ets} ETS',
    zh: '{from} → {to}：抵达 EEA 靠港，MRV {mrv}，ETS {ets}',
  },
  'eu.voyage.none': {
    en: '{from} → {to}: neither port of call is in the EEA, {mrv} MRV, {ets} ETS',
    zh: '{from} → {to}：两端靠港均不在 EEA，MRV {mrv}，ETS {ets}',
  },
  'eu.voyage.portUnknown': {
    en: '{from} → {to}: a port is not in the port dictionary, counted outside the EEA ({mrv} MRV)',
    zh: '{from} → {to}：港口不在港口字典中，按 EEA 以外计（MRV {mrv}）',
  },
  'eu.voyage.outermost': {
    en: '{from} → {to}: involves an outermost region, {mrv} MRV, {ets} ETS',
    zh: '{from} → {to}：涉及最外围地区，MRV {mrv}，ETS {ets}',
  },
  'eu.voyage.outermostDerogated': {
    en: '{from} → {to}: outermost region and its own member state, {mrv} MRV, {ets} ETS until 2030 (Art. 12(3-b))',
    zh: '{from} → {to}：最外围地区与本成员国之间，MRV {mrv}，ETS {ets}（至 2030 年，第 12(3-b) 条）',
  },
  'eu.berth.eea': {
    en: '{port}: at berth in an EEA port of call, {mrv} MRV, {ets} ETS',
    zh: '{port}：在 EEA 靠港靠泊，MRV {mrv}，ETS {ets}',
  },
  'eu.berth.none': {
    en: '{port}: at berth outside the EEA, {mrv} MRV, {ets} ETS',
    zh: '{port}：在 EEA 以外靠泊，MRV {mrv}，ETS {ets}',
  },
  'eu.berth.outermostDerogated': {
    en: '{port}: at berth in an outermost region between derogated voyages, {mrv} MRV, {ets} ETS',
    zh: '{port}：在最外围地区靠泊（前后航次均豁免），MRV {mrv}，ETS {ets}',
  },
  'eu.stop.bunkering': {
    en: '{port} stop: bunkering only, not a port of call',
    zh: '{port} 停靠：仅加油，不是靠港',
  },
  'eu.stop.supplies': {
    en: '{port} stop: supplies only, not a port of call',
    zh: '{port} 停靠：仅补给，不是靠港',
  },
  'eu.stop.repairs': { en: '{port} stop: repairs, not a port of call', zh: '{port} 停靠：修理，不是靠港' },
  'eu.stop.crew': {
    en: '{port} stop: crew change, not a port of call',
    zh: '{port} 停靠：船员换班，不是靠港',
  },
  'eu.stop.shelter': { en: '{port} stop: shelter, not a port of call', zh: '{port} 停靠：避风，不是靠港' },
  'eu.stop.waiting': {
    en: '{port} stop: waiting for berth, not a port of call',
    zh: '{port} 停靠：等泊位，不是靠港',
  },
  'eu.stop.sts': {
    en: '{port} stop: ship-to-ship transfer, not a port of call',
    zh: '{port} 停靠：船对船过驳，不是靠港',
  },
  'eu.stop.other': {
    en: '{port} stop: no cargo or passengers, not a port of call',
    zh: '{port} 停靠：无货物或旅客作业，不是靠港',
  },
  'eu.stop.none': {
    en: '{port} stop: no cargo or passengers, not a port of call',
    zh: '{port} 停靠：无货物或旅客作业，不是靠港',
  },
  'eu.stop.several': {
    en: '{port} stop: no cargo or passengers, not a port of call',
    zh: '{port} 停靠：无货物或旅客作业，不是靠港',
  },
  'eu.stop.transhipment': {
    en: '{port} stop: neighbouring container transhipment port, not a port of call (Art. 3ga(2))',
    zh: '{port} 停靠：邻近集装箱转运港，不是靠港（第 3ga(2) 条）',
  },
  'eu.stop.anchoring': { en: '{port}: anchoring, not a port of call', zh: '{port}：锚泊，不是靠港' },
  'eu.stop.drifting': { en: '{port}: drifting, not a port of call', zh: '{port}：漂航，不是靠港' },
};

export function euReasonText(reason: ReportReason, lang: Lang): string {
  const tpl = EU_REASONS[reason.code]?.[lang] ?? reason.code;
  const params = euReasonParams(reason, lang);
  return tpl.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}
