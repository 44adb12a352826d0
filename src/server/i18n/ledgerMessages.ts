/**
 * Wording of the ledger write errors (docs/api-ledger.md): every `ledger.*` code of the write
 * contract (src/domain/schemas/voyageData.ts) and of the server's checks, in zh and en. `{{name}}`
 * placeholders take the params (the fuel and both ROBs of a negative consumption, …).
 */
export const LEDGER_MESSAGES: Record<string, { zh: string; en: string }> = {
  invalid_voyage_data: {
    zh: '航次数据有误，未写入任何数据',
    en: 'The voyage data is not valid; nothing was written.',
  },
  voyage_locked: {
    zh: '航次 {{voyageNo}} 已锁定，不能修改',
    en: 'Voyage {{voyageNo}} is locked and cannot be changed.',
  },
  // A leg belongs to the voyage of the call it leaves, so a call after a locked voyage's last call
  // adds a leg to the locked voyage unless that last call named the next voyage.
  voyage_locked_next_leg: {
    zh: '航次 {{voyageNo}} 已锁定：新挂靠之前的航段从该航次最后一次挂靠出发，属于该航次，不能新增。请先解锁航次 {{voyageNo}}，在其最后一次挂靠上填写“下一航次号”，再重新锁定',
    en: 'Voyage {{voyageNo}} is locked, and the leg to this call would start at its last port call, so it would belong to that voyage. Unlock voyage {{voyageNo}}, enter "Next voyage no." on its last port call, and lock it again.',
  },
  snapshot_locked: {
    zh: '油量快照 {{refCode}} 已锁定，不能修改',
    en: 'ROB snapshot {{refCode}} is locked and cannot be changed.',
  },
  'ledger.report_closed': {
    zh: '{{regime}} 报告（{{year}} 年，{{period}}，编号 {{reportId}}）已{{status}}，其期间内的航次数据不能修改；请先解锁或退回该报告',
    en: 'The {{regime}} report for {{year}} ({{period}}, no. {{reportId}}) is {{status}}: the ledger of its period cannot change until the report is unlocked or returned.',
  },
  'report_status.locked': { zh: '锁定', en: 'locked' },
  'report_status.submitted': { zh: '提交', en: 'submitted' },
  'report_status.verified': { zh: '核查', en: 'verified' },
  'report_status.confirmed': { zh: '确认', en: 'confirmed' },
  'report_status.accepted': { zh: '主管机关接受', en: 'accepted by the authority' },
  'report_regime.imoDcs': { zh: 'IMO DCS', en: 'IMO DCS' },
  'report_regime.chinaMsa': { zh: '中国海事局', en: 'China MSA' },
  'report_regime.euMrv': { zh: '欧盟 MRV', en: 'EU MRV' },
  'report_regime.euEts': { zh: '欧盟 ETS', en: 'EU ETS' },
  'report_regime.fuelEu': { zh: 'FuelEU 海事', en: 'FuelEU Maritime' },
  'report_regime.ukMrv': { zh: '英国 MRV', en: 'UK MRV' },
  'api_key.company_or_ship': {
    zh: '请选择一个公司或一艘船（二选一）',
    en: 'Choose either a company or a ship',
  },
  'api_key.company_unknown': { zh: '公司不存在', en: 'No such company' },
  'api_key.ship_unknown': { zh: '船舶不存在', en: 'No such ship' },
  api_key_invalid: { zh: 'API 密钥无效或已吊销', en: 'The API key is not valid or has been revoked.' },
  'ledger.time_format': {
    zh: '时间格式应为带时区偏移的本地时间，如 2025-03-02T14:30+08:00（偏移 −12:00 至 +14:00）',
    en: 'Write a local time with its offset, e.g. 2025-03-02T14:30+08:00 (offset −12:00 to +14:00)',
  },
  'ledger.not_negative': { zh: '不能为负数', en: 'Must not be negative' },
  'ledger.fuel_unknown': { zh: '未知的燃油代码', en: 'Unknown fuel code' },
  'ledger.ref_code_length': {
    zh: '编号长度应为 1 至 64 个字符',
    en: 'The reference code must be 1 to 64 characters',
  },
  'ledger.voyage_no_length': {
    zh: '航次号最多 32 个字符',
    en: 'The voyage number must be at most 32 characters',
  },
  'ledger.too_many': { zh: '明细行过多', en: 'Too many lines' },
  'ledger.fuels_required': { zh: '至少填写一种燃油的存油量', en: 'Give the ROB of at least one fuel' },
  'ledger.kind_unknown': { zh: '未知的类型', en: 'Unknown kind' },
  'ledger.port_format': { zh: '港口代码应为 5 位 UN/LOCODE', en: 'The port must be a 5-character UN/LOCODE' },
  'ledger.purpose_unknown': { zh: '未知的靠港目的（0–9）', en: 'Unknown purpose of call (0–9)' },
  'ledger.consumer_unknown': { zh: '未知的耗能设备类别', en: 'Unknown consumer' },
  'ledger.too_many_items': {
    zh: '一次最多提交 5000 条记录、事件和快照',
    en: 'At most 5,000 records, episodes and snapshots in one call',
  },
  'ledger.departure_before_arrival': { zh: '离港时间早于抵港时间', en: 'Departure is before arrival' },
  'ledger.port_required': { zh: '靠港记录必须填写港口', en: 'A port call needs a port' },
  'ledger.stop_in_port_limits': {
    zh: '锚泊和漂航不在港界内',
    en: 'Anchoring and drifting are not inside port limits',
  },
  'ledger.next_voyage_same': {
    zh: '下一航次号不能与本航次相同',
    en: 'The next voyage must differ from this voyage',
  },
  'ledger.fuel_twice': { zh: '燃油 {{fuel}} 重复', en: 'Fuel {{fuel}} is listed twice' },
  'ledger.time_outside_stay': {
    zh: '时间应在抵港与离港之间',
    en: 'The time must be between arrival and departure',
  },
  'ledger.end_before_begin': { zh: '结束时间应晚于开始时间', en: 'The end must be after the begin' },
  'ledger.ship_unknown': {
    zh: '船舶 {{ship}} 不存在或无权写入',
    en: 'Ship {{ship}} is unknown or outside what you may write',
  },
  'ledger.port_unknown': {
    zh: '港口 {{port}} 不在港口字典中',
    en: 'Port {{port}} is not in the port dictionary',
  },
  'ledger.ref_code_twice': {
    zh: '编号 {{refCode}} 在本次提交中重复',
    en: 'Reference code {{refCode}} appears twice in this call',
  },
  'ledger.ref_code_unknown': { zh: '编号 {{refCode}} 不存在', en: 'No item with reference code {{refCode}}' },
  'ledger.snapshot_time_taken': {
    zh: '该时刻已有另一个油量快照（{{refCode}}）',
    en: 'Another ROB snapshot ({{refCode}}) is at this instant',
  },
  'ledger.negative_consumption_sea': {
    zh: '燃油 {{fuel}} 航行消耗为负：上一记录离港存油 {{fromRobT}} t，本记录抵港存油（含修正）{{toRobT}} t',
    en: 'Negative consumption of fuel {{fuel}} at sea: {{fromRobT}} t on departure from the previous record, {{toRobT}} t on arrival here (corrected)',
  },
  'ledger.negative_consumption_stay': {
    zh: '燃油 {{fuel}} 在港消耗为负：抵港存油（含修正）{{fromRobT}} t，离港存油 {{toRobT}} t（已计加油、驳出和油渣）',
    en: 'Negative consumption of fuel {{fuel}} during the stay: {{fromRobT}} t on arrival (corrected), {{toRobT}} t on departure (bunkers, transfers and sludge counted)',
  },
};

/** Answer-level codes with a dot: worded where they are thrown, from the report they name. */
const ANSWER_LEVEL = new Set(['ledger.report_closed']);

/**
 * The field-level codes (`ledger.*`, `api_key.*`) for the common `msg()`, so a form's 400 answer
 * words them too. The answer-level codes (voyage_locked, ledger.report_closed …) stay out: their
 * wording needs the voyage or the report, which the error handler's generic lookup does not have.
 */
export const LEDGER_FIELD_MESSAGES: Record<string, { zh: string; en: string }> = Object.fromEntries(
  Object.entries(LEDGER_MESSAGES).filter(([code]) => code.includes('.') && !ANSWER_LEVEL.has(code)),
);
