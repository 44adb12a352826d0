import type { Lang } from '../../domain/api.js';
import type { FastifyRequest } from 'fastify';

export type { Lang };

/** Server-side wording of stable codes; the client translates `code` itself, `message` is a courtesy. */
export const MESSAGES: Record<string, { zh: string; en: string }> = {
  login_failed: {
    zh: '账号不存在或密码错误请重新输入',
    en: 'Account does not exist or password error, please re-enter.',
  },
  captcha_invalid: { zh: '验证码错误或已过期', en: 'The verification code is wrong or has expired.' },
  login_throttled: {
    zh: '登录失败次数过多，请稍后再试',
    en: 'Too many failed logins from here; wait a moment and try again.',
  },
  captcha_required: {
    zh: '登录失败次数过多，请输入验证码',
    en: 'Too many failed logins: enter the verification code.',
  },
  account_frozen: { zh: '账号已冻结，请联系管理员', en: 'The account is frozen; contact the administrator.' },
  unauthenticated: { zh: '请先登录', en: 'Please log in.' },
  session_idle: {
    zh: '登录后长时间未使用，需要重新登录',
    en: 'Not used for a long time after login, need to login again',
  },
  session_expired: { zh: '登录已失效，请重新登录', en: 'The session has expired, please log in again.' },
  forbidden: { zh: '没有权限执行此操作', en: 'You do not have permission for this action.' },
  not_found: { zh: '记录不存在', en: 'Not found.' },
  route_not_found: { zh: '接口不存在', en: 'No such API route.' },
  validation_failed: { zh: '输入有误，请检查', en: 'Some fields are not valid.' },
  conflict: {
    zh: '数据已被他人修改，请刷新后重试',
    en: 'The record was changed by someone else; reload and retry.',
  },
  too_large: { zh: '请求内容过大', en: 'The request is too large.' },
  rate_limited: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests; try again later.' },
  internal: { zh: '服务器内部错误', en: 'Internal Server Error' },
  read_only_write: {
    zh: '只读角色不能拥有新增、编辑、删除等写入权限',
    en: 'A read-only role cannot hold functions that write (add, edit, delete …).',
  },
  'db.unavailable': {
    zh: '数据库暂时不可用，请稍后再试',
    en: 'The database is unavailable for the moment; try again shortly.',
  },
  old_password_wrong: { zh: '原密码错误', en: 'The old password is wrong.' },
  password_changed: {
    zh: '密码修改成功，请重新登录',
    en: 'Password changed. Please log in again.',
  },
  password_reset: {
    zh: '密码已重置，用户下次登录须修改密码',
    en: 'Password reset; the user must change it at next login.',
  },
  role_not_assigned: { zh: '用户没有该角色', en: 'The user does not have this role.' },
  sso_unavailable: { zh: '未配置第三方登录', en: 'Third-party login is not configured.' },
  sso_invalid: { zh: '第三方登录凭证无效', en: 'The third-party login token is not valid.' },
  file_type: { zh: '只能上传 jpg/png 图片', en: 'Only jpg or png images can be uploaded.' },
  attachment_too_large: { zh: '附件不能超过 10MB', en: 'An attachment must be at most 10 MB.' },
  attachment_type: {
    zh: '只能上传 PDF、PNG、JPEG、XLSX 或 DOCX 文件，且扩展名须与文件内容一致',
    en: 'Only PDF, PNG, JPEG, XLSX or DOCX files can be uploaded, named for what they contain.',
  },
  file_too_large: { zh: '图片不能超过 500KB', en: 'The image must be at most 500 KB.' },
  duplicate: { zh: '数据已存在', en: 'This value already exists.' },
  'msg.duplicate': { zh: '该值已存在', en: 'This value is already taken' },
  'msg.too_long': { zh: '内容过长', en: 'Too long' },
  'msg.text': { zh: '请输入文字', en: 'Enter text' },
  'msg.number': { zh: '请输入数字', en: 'Enter a number' },
  'msg.integer': { zh: '请输入整数', en: 'Enter a whole number' },
  'msg.boolean': { zh: '请选择是或否', en: 'Choose yes or no' },
  'msg.status': { zh: '状态只能是启用(1)或冻结(0)', en: 'Status is 1 (enabled) or 0 (frozen)' },
  'msg.choice': { zh: '请从列表中选择', en: 'Choose a value from the list' },
  'msg.out_of_range': { zh: '数值超出范围', en: 'Out of range' },
  'msg.date': { zh: '日期格式应为 2026-01-31，且年份有效', en: 'A date like 2026-01-31, with a valid year' },
  'msg.nul_char': { zh: '不能包含空字符(NUL)', en: 'Must not contain a NUL character' },
  'msg.bad_text': { zh: '包含无效的字符编码', en: 'Contains an invalid character (unpaired surrogate)' },
  'msg.range_order': { zh: '最大值须大于最小值', en: 'The maximum must be above the minimum' },
  'msg.alpha2': { zh: '须为2位字母代码', en: 'Two letters (ISO 3166-1 alpha-2)' },
  'msg.alpha3': { zh: '须为3位字母代码', en: 'Three letters (ISO 3166-1 alpha-3)' },
  'msg.numeric3': { zh: '须为3位数字代码', en: 'Three digits (ISO 3166-1 numeric)' },
  'msg.locode': { zh: '须为5位联合国港口代码(UN/LOCODE)', en: 'Five characters (UN/LOCODE)' },
  'msg.email': { zh: '邮箱格式不正确', en: 'Not a valid e-mail address' },
  'msg.unknown_ref': { zh: '引用的记录不存在', en: 'No such entry' },
  'msg.username': {
    zh: '用户名只能包含字母、数字及 . _ @ -',
    en: 'Letters, digits and . _ @ - only',
  },
  'msg.version_format': { zh: '版本号格式应为 1.2.3', en: 'Version numbers look like 1.2.3' },
  'msg.version_order': { zh: '新版本须高于上一版本', en: 'The new version must be above the previous one' },
  'msg.code_format': { zh: '只能包含字母、数字及 _ : . -', en: 'Letters, digits and _ : . - only' },
  'msg.parent_cycle': {
    zh: '上级功能不能是自身或其下级',
    en: 'The parent cannot be the function itself or below it',
  },
  last_admin: {
    zh: '不能冻结或删除最后一个启用的管理员',
    en: 'The last enabled administrator cannot be frozen or deleted.',
  },
  self_delete: { zh: '不能删除或冻结自己的账号', en: 'You cannot delete or freeze your own account.' },
  protected_role: {
    zh: '系统管理员角色不能删除、冻结或修改权限',
    en: 'The administrator role cannot be deleted, frozen or have its functions changed.',
  },
  protected_function: {
    zh: '该功能用于系统管理，不能删除、冻结或隐藏',
    en: 'This function keeps system administration reachable; it cannot be deleted, frozen or hidden.',
  },
  has_children: {
    zh: '该功能下还有子功能，请先删除子功能',
    en: 'The function has children; delete them first.',
  },
  installer_type: {
    zh: '只能上传 .zip 或 .exe 安装包',
    en: 'Only a .zip or .exe installer can be uploaded.',
  },
  installer_too_large: { zh: '安装包不能超过 10MB', en: 'The installer must be at most 10 MB.' },
  'msg.required': { zh: '必填项', en: 'Required' },
  'msg.statistics_conditions': { zh: '请选择统计条件', en: 'Please select statistics conditions' },
  // The zod error map's codes (domain/schemas/issues.ts); {{min}} / {{max}} come with the code.
  'msg.list': { zh: '请选择一项或多项', en: 'Choose one or more values' },
  'msg.datetime': { zh: '请输入日期和时间', en: 'Enter a date and time' },
  'msg.time': { zh: '请输入时间', en: 'Enter a time' },
  'msg.url': { zh: '请输入网址', en: 'Enter a web address' },
  'msg.wrong_type': { zh: '输入类型不正确', en: 'This value is of the wrong kind' },
  'msg.min_length': { zh: '至少 {{min}} 个字符', en: 'At least {{min}} characters' },
  'msg.max_length': { zh: '最多 {{max}} 个字符', en: 'At most {{max}} characters' },
  'msg.min_items': { zh: '至少选择 {{min}} 项', en: 'Choose at least {{min}}' },
  'msg.max_items': { zh: '最多选择 {{max}} 项', en: 'Choose at most {{max}}' },
  'msg.min': { zh: '不能小于 {{min}}', en: 'Must be at least {{min}}' },
  'msg.above': { zh: '必须大于 {{min}}', en: 'Must be above {{min}}' },
  'msg.max': { zh: '不能大于 {{max}}', en: 'Must be at most {{max}}' },
  'msg.below': { zh: '必须小于 {{max}}', en: 'Must be below {{max}}' },
  'msg.range': {
    zh: '超出范围：请输入 {{min}} 至 {{max}} 之间的数值',
    en: 'Out of range: enter a value from {{min}} to {{max}}',
  },
  'msg.format': { zh: '格式不正确', en: 'Wrong format' },
  'msg.multiple_of': { zh: '必须是 {{step}} 的倍数', en: 'Must be a multiple of {{step}}' },
  'msg.unknown_field': { zh: '不支持的字段', en: 'Unknown field' },
  'msg.invalid': { zh: '输入值无效', en: 'Not a valid value' },
  'msg.password_required': { zh: '请输入密码', en: 'Please enter the password' },
  'msg.repeat_required': { zh: '请再次输入密码', en: 'Please enter the password again' },
  'msg.repeat_mismatch': { zh: '两次输入密码不一致!', en: 'The two passwords do not match!' },
  'msg.password_rule': {
    zh: '8位以上，大写字母、小写字母、数字、特殊符号，至少有三种',
    en: 'At least 8 characters with at least three of: uppercase, lowercase, digit, symbol',
  },
};

/** The caller's language: an explicit `i18n` body field, else Accept-Language, else English. */
export function langOf(req: FastifyRequest): Lang {
  const body = req.body as { i18n?: unknown } | undefined;
  const explicit = typeof body?.i18n === 'string' ? body.i18n : undefined;
  const source = explicit ?? req.headers['accept-language'] ?? '';
  // The original clients send i18n "1" for Chinese and "2" for English (docs/legacy-system.md §4).
  if (source === '1' || /^zh/i.test(source)) return 'zh';
  return 'en';
}
