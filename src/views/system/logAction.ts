import type { Row } from '../../domain/api';

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * What a route path is about: the first matching pattern with an object names it (admin i18n key
 * `logs.objects.<name>`); the first with an action gives the words (`logs.actions.<name>`) in place
 * of the method's verb. Ids in the path are `:param` segments as the server records them.
 */
const ROUTES: Array<[RegExp, { object?: string; action?: string }]> = [
  [/^\/api\/logout$/, { action: 'logout' }],
  [/^\/api\/user\/avatar$/, { action: 'avatar' }],
  [/^\/api\/user\/switchRole$/, { action: 'switchRole' }],
  [/^\/api\/sysUser\/updateUserPassword$/, { action: 'changePassword' }],
  [/^\/api\/sysUser\/resetUserPassword$/, { action: 'resetPassword' }],
  [/\/:\w+\/status$/, { action: 'status' }],
  [/^\/api\/system\/roles\/:id\/functions$/, { action: 'roleFunctions' }],
  [/^\/api\/system\/functions\/order$/, { action: 'reorder' }],
  [/^\/api\/system\/ship-auth\//, { action: 'shipAuth' }],
  [/^\/api\/system\/app-versions\/:id\/file$/, { action: 'installer' }],
  [/^\/api\/fleet\/companies\/:id\/children$/, { action: 'subsidiaries' }],
  [/^\/api\/fleet\/ships\/:id\/notMine$/, { action: 'notMine' }],
  [/^\/api\/fleet\/ships\/:id\/equipment\//, { object: 'equipment' }],
  [/^\/api\/fleet\/ships\/:id\/tfc/, { object: 'tfc' }],
  [/^\/api\/fleet\/ships/, { object: 'ship' }],
  [/^\/api\/fleet\/companies/, { object: 'company' }],
  [/^\/api\/flagDocChange/, { object: 'flagDocChange' }],
  [/^\/api\/system\/users/, { object: 'user' }],
  [/^\/api\/system\/roles/, { object: 'role' }],
  [/^\/api\/system\/functions/, { object: 'function' }],
  [/^\/api\/system\/app-versions/, { object: 'appVersion' }],
  [/^\/api\/dict\//, { object: 'dictionary' }],
];
const VERBS: Record<string, string> = { POST: 'create', PUT: 'edit', PATCH: 'edit', DELETE: 'delete' };

/**
 * The record a row is about, as the audit recorded it: a name from the answer (`HYSG`), or the
 * path's ids (`{"id":"12"}`) shown as `#12`.
 */
function targetOf(target: unknown): string {
  if (typeof target !== 'string' || !target) return '';
  if (!target.startsWith('{')) return target;
  try {
    const ids = Object.values(JSON.parse(target) as Record<string, string>);
    return ids.length ? `#${ids[0]}` : '';
  } catch {
    return target;
  }
}

/**
 * A system-log action in words in the UI language: "Created company HYSG" / "新建公司 HYSG",
 * "Logged in" / "登录", never the recorded `POST /api/fleet/companies` or `login`.
 */
export function describeLogAction(row: Row, t: T): string {
  const action = String(row.action ?? '');
  const target = targetOf(row.target);
  if (action === 'login' || action === 'loginCrm') return t(`logs.actions.${action}`);
  const [method, path = ''] = action.split(' ');
  // The first pattern naming a sub-action and the first naming an object: "froze" + "user".
  const hits = ROUTES.filter(([pattern]) => pattern.test(path)).map(([, m]) => m);
  const match = { action: hits.find((m) => m.action)?.action, object: hits.find((m) => m.object)?.object };
  // A dictionary entry names its dictionary: "Edited entry of Ports CNSHA".
  const dictionary = /^\/api\/dict\/(\w+)/.exec(path)?.[1];
  const what = dictionary
    ? t('logs.objects.dictionary', { name: t(`screens.${dictionary}`) })
    : t(`logs.objects.${match.object ?? 'record'}`);
  const key = match.action ? `logs.actions.${match.action}` : `logs.verbs.${VERBS[method] ?? 'edit'}`;
  return t(key, { what, target }).trim();
}

/** The recorded reason of a refused login (`captcha_invalid`, `unknown_uid`) in words. */
export function describeLogDetail(row: Row, t: T, exists: (key: string) => boolean): string {
  const detail = String(row.detail ?? '');
  if (!detail) return '';
  if (exists(`system:logs.details.${detail}`)) return t(`logs.details.${detail}`);
  if (exists(`translation:errors.${detail}`)) return t(`translation:errors.${detail}`);
  return detail;
}
