import type { FastifyRequest } from 'fastify';

export type Lang = 'zh' | 'en';

/** Server-side wording of stable codes; the client translates `code` itself, `message` is a courtesy. */
const MESSAGES: Record<string, { zh: string; en: string }> = {
  login_failed: {
    zh: '账号不存在或密码错误请重新输入',
    en: 'Account does not exist or password error, please re-enter.',
  },
  captcha_invalid: { zh: '验证码错误或已过期', en: 'The verification code is wrong or has expired.' },
  account_locked: {
    zh: '登录失败次数过多，账号已锁定15分钟',
    en: 'Too many failed logins: the account is locked for 15 minutes.',
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
  file_too_large: { zh: '图片不能超过 500KB', en: 'The image must be at most 500 KB.' },
  'msg.required': { zh: '必填项', en: 'Required' },
  'msg.password_required': { zh: '请输入密码', en: 'Please enter the password' },
  'msg.repeat_required': { zh: '请再次输入密码', en: 'Please enter the password again' },
  'msg.repeat_mismatch': { zh: '两次输入密码不一致!', en: 'The two passwords do not match!' },
  'msg.password_rule': {
    zh: '8位以上，大写字母、小写字母、数字、特殊符号，至少有三种',
    en: 'At least 8 characters with at least three of: uppercase, lowercase, digit, symbol',
  },
};

export function msg(code: string, lang: Lang): string | undefined {
  return MESSAGES[code]?.[lang];
}

/** The caller's language: an explicit `i18n` body field, else Accept-Language, else English. */
export function langOf(req: FastifyRequest): Lang {
  const body = req.body as { i18n?: unknown } | undefined;
  const explicit = typeof body?.i18n === 'string' ? body.i18n : undefined;
  const source = explicit ?? req.headers['accept-language'] ?? '';
  // The original clients send i18n "1" for Chinese and "2" for English (original-system §1.1).
  if (source === '1' || /^zh/i.test(source)) return 'zh';
  return 'en';
}
