/** Wording of the fleet area's codes, part of the one server message table (messages.ts). */
export const FLEET_MESSAGES: Record<string, { zh: string; en: string }> = {
  'fleet.imo_format': { zh: 'IMO编号应为7位数字', en: 'The IMO number must be 7 digits.' },
  'fleet.imo_check_digit': { zh: 'IMO编号校验位错误', en: 'The IMO number check digit is wrong.' },
  'fleet.imo_or_registration': {
    zh: 'IMO NO.、船舶识别号必填其一',
    en: 'Enter the IMO number or the registration number.',
  },
  'fleet.flag_format': { zh: '船旗应为三位字母代码', en: 'The flag must be a 3-letter code.' },
  'fleet.nt_above_gt': { zh: '净吨不能大于总吨', en: 'Net tonnage cannot exceed gross tonnage.' },
  'fleet.delivery_before_contract': {
    zh: '交船日期不能早于合同日期',
    en: 'The delivery date cannot precede the contract date.',
  },
  'fleet.email': { zh: '邮箱格式不正确', en: 'The e-mail address is not valid.' },
  'fleet.fuel_duplicate': { zh: '燃油重复', en: 'A fuel is listed twice.' },
  'fleet.date_format': { zh: '日期格式不正确', en: 'The date is not valid.' },
  'fleet.change_same': { zh: '变更前后不能相同', en: 'The new value must differ from the old one.' },
  'fleet.unknown_code': { zh: '字典中不存在该代码', en: 'This code is not in the dictionary.' },
  'fleet.unknown_company': { zh: '公司不存在', en: 'No such company.' },
  'fleet.sub_type_mismatch': {
    zh: '船型细分不属于所选船型',
    en: 'The sub-type does not belong to the ship type.',
  },
  'fleet.outside_scope': {
    zh: '船东、经营人或管理公司须为本公司或下属公司',
    en: 'The owner, operator or DOC holder must be your company or a subsidiary.',
  },
  'fleet.parent_outside_tree': {
    zh: '上级公司须为本公司或下属公司',
    en: 'The parent company must be your company or one of its subsidiaries.',
  },
  company_read_only: {
    zh: '该公司不属于您的公司或下属公司，只能查看，不能修改或删除',
    en: 'This company is not yours or a subsidiary of yours: you can view it but not change or delete it.',
  },
  company_cycle: {
    zh: '公司不能成为自己的上级公司',
    en: 'A company cannot become its own parent or ancestor.',
  },
  has_dependants: {
    zh: '该记录仍被其他数据引用，不能删除',
    en: 'The record is still referenced by other data and cannot be deleted.',
  },
  imo_taken: {
    zh: '该IMO编号或船舶识别号已登记，请联系管理员',
    en: 'This IMO or registration number is already registered; contact the administrator.',
  },
  transfer_needs_admin: {
    zh: '将船舶转移到本公司体系以外的公司需由管理员办理',
    en: 'Moving a ship to a company outside your group needs an administrator.',
  },
  'fleet.parent_in_scope': {
    zh: '请选择本公司体系内的上级公司',
    en: 'Choose a parent company within your group.',
  },
  'fleet.imo_unavailable': {
    zh: '该IMO编号或船舶识别号不可用，请联系管理员',
    en: 'This IMO or registration number cannot be used; contact the administrator.',
  },
  no_company: { zh: '当前账号未关联公司', en: 'This account is not linked to a company.' },
};
