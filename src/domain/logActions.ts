/**
 * What a system-log row is about, read from the recorded action (`login`, `POST /api/fleet/companies`,
 * `PUT /api/system/users/:id/status`). One table for both sides: the log screen describes
 * a row in words from it, and the server filters by the same kinds, so the filter matches what the
 * user sees, not the recorded text.
 *
 * A route pattern is tested against the path (the text after the method). The first pattern with an
 * action names the action (in place of the method's verb); the first with an object names the object.
 * Ids in the path are `:param` segments as the server records them. The sources are plain enough to
 * be PostgreSQL regular expressions as well (`\w`, `\/`, anchors), which is how the server filters.
 */
export const LOG_ROUTES: ReadonlyArray<readonly [RegExp, { object?: LogObject; action?: LogAction }]> = [
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

/** Actions recorded by name, without a method and path. */
export const LOG_NAMED_ACTIONS = ['login', 'loginCrm'] as const;
/** The method's verb when no route names the action. */
export const LOG_VERBS = ['create', 'edit', 'delete'] as const;
const ROUTE_ACTIONS = [
  'logout',
  'avatar',
  'switchRole',
  'changePassword',
  'resetPassword',
  'status',
  'roleFunctions',
  'reorder',
  'shipAuth',
  'installer',
  'subsidiaries',
  'notMine',
] as const;
/** Every kind of action the log screen describes, in the order its filter offers them. */
export const LOG_ACTIONS = [...LOG_NAMED_ACTIONS, ...LOG_VERBS, ...ROUTE_ACTIONS] as const;
export type LogAction = (typeof LOG_ACTIONS)[number];
/** Every object a write can be about; `record` when no route names one. */
export const LOG_OBJECTS = [
  'company',
  'ship',
  'equipment',
  'tfc',
  'flagDocChange',
  'user',
  'role',
  'function',
  'appVersion',
  'dictionary',
  'record',
] as const;
export type LogObject = (typeof LOG_OBJECTS)[number];

/** The verb of a method: POST creates, DELETE deletes, anything else edits. */
export const verbOf = (method: string): (typeof LOG_VERBS)[number] =>
  method === 'POST' ? 'create' : method === 'DELETE' ? 'delete' : 'edit';

export interface LogActionKind {
  action: LogAction;
  /** Undefined for the named actions (a login is about no object). */
  object?: LogObject;
  /** The dictionary of a `/api/dict/<name>` path. */
  dictionary?: string;
}

/** The kind of a recorded action: `POST /api/fleet/companies` is { action: 'create', object: 'company' }. */
export function logActionKind(recorded: string): LogActionKind {
  if ((LOG_NAMED_ACTIONS as readonly string[]).includes(recorded)) return { action: recorded as LogAction };
  const [method, path = ''] = recorded.split(' ');
  const hits = LOG_ROUTES.filter(([pattern]) => pattern.test(path)).map(([, m]) => m);
  return {
    action: hits.find((m) => m.action)?.action ?? verbOf(method),
    object: hits.find((m) => m.object)?.object ?? 'record',
    dictionary: /^\/api\/dict\/(\w+)/.exec(path)?.[1],
  };
}
