import { ApiError } from '../../src/domain/apiError';
import type { LoginData, MenuItem, UserInfo } from '../../src/domain/api';
import type { AnyMachineSnapshot } from 'xstate';

export const CAPTCHA = {
  captchaId: 'c1',
  svg: '<svg xmlns="http://www.w3.org/2000/svg"><text>3+4=?</text></svg>',
};
export const LOGIN: LoginData = {
  token: 't1',
  name: 'Admin',
  allowPage: ['/dashboard', '/ship/list'],
  allowButton: ['ship:list:add'],
  sysRoles: [
    { id: 1, code: '99', name: 'Administrator' },
    { id: 2, code: 'ship_manager', name: 'Ship manager' },
  ],
  activeRoleId: 1,
  imoList: [],
  shipList: [],
  mustChangePassword: false,
};
export const USER: UserInfo = {
  roles: ['99'],
  name: 'Admin',
  avatar: null,
  introduction: null,
  sysRoles: LOGIN.sysRoles,
  activeRoleId: 1,
  allowPage: LOGIN.allowPage,
  allowButton: LOGIN.allowButton,
  mustChangePassword: false,
};
export const MENUS: MenuItem[] = [
  {
    id: 1,
    pid: 0,
    url: '/dashboard',
    title: '首页',
    titleZh: '首页',
    titleEn: 'Dashboard',
    menuType: 2,
    orderNum: 1,
    children: [],
  },
  {
    id: 2,
    pid: 0,
    url: null,
    title: 'Fleet',
    titleZh: '船队管理',
    titleEn: 'Fleet',
    menuType: 1,
    orderNum: 2,
    children: [
      {
        id: 3,
        pid: 2,
        url: '/ship/list',
        title: 'Ships',
        titleZh: '船舶列表',
        titleEn: 'Ships',
        menuType: 2,
        orderNum: 1,
      },
    ],
  },
];

/** Payloads the traversal cannot invent; every other declared event is synthesized bare. */
export const SESSION_FIXTURES = [
  { type: 'xstate.done.actor.getCaptcha', output: CAPTCHA },
  { type: 'xstate.error.actor.getCaptcha', error: new ApiError(429, 'rate_limited', 'Too many') },
  { type: 'login.submit', username: ' admin ', password: 'Secret#123', verifycode: '7', i18n: 'en' },
  { type: 'login.submit', username: '', password: '', verifycode: '', i18n: 'en' },
  { type: 'xstate.done.actor.login', output: LOGIN },
  {
    type: 'xstate.error.actor.login',
    error: new ApiError(401, 'login_failed', 'Account does not exist or password error, please re-enter.'),
  },
  { type: 'login.crm', token: 'sso', uid: 'u1', i18n: 'en' },
  { type: 'xstate.done.actor.loginCrm', output: LOGIN },
  { type: 'xstate.error.actor.loginCrm', error: new ApiError(401, 'sso_invalid', 'invalid') },
  { type: 'xstate.done.actor.getUserInfo', output: USER },
  { type: 'xstate.done.actor.getUserInfo', output: { ...USER, roles: [], name: '' } },
  { type: 'xstate.error.actor.getUserInfo', error: new ApiError(500, 'internal', 'Internal Server Error') },
  { type: 'xstate.done.actor.getMenus', output: MENUS },
  { type: 'xstate.error.actor.getMenus', error: new ApiError(500, 'internal', 'Internal Server Error') },
  { type: 'role.switch', roleId: 2 },
  { type: 'xstate.done.actor.switchRole', output: { ...LOGIN, token: 't2', activeRoleId: 2 } },
  { type: 'xstate.error.actor.switchRole', error: new ApiError(403, 'forbidden', 'Forbidden') },
  { type: 'xstate.done.actor.logout', output: true },
  { type: 'xstate.error.actor.logout', error: new ApiError(0, 'network', 'Failed to fetch') },
  {
    type: 'http.unauthorized',
    code: 'session_idle',
    message: 'Not used for a long time after login, need to login again',
  },
  { type: 'http.unauthorized', code: 'unauthenticated', message: 'Please log in' },
  // The server's public settings: captcha on, captcha off, unreadable (the form then shows the captcha).
  { type: 'xstate.done.actor.getLoginSettings', output: { captcha: true } },
  { type: 'xstate.done.actor.getLoginSettings', output: { captcha: false } },
  { type: 'xstate.error.actor.getLoginSettings', error: new ApiError(0, 'network', 'Failed to fetch') },
] as const;

/**
 * Path states are keyed by the value plus what the screen shows (error, logged out), not the
 * whole context: the fixture data never varies, so the rest would only multiply identical paths.
 */
export const serializeSession = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.errorCode,
    s.context.loggedOut,
    Boolean(s.context.captcha),
    Object.keys(s.context.fieldErrors).length > 0,
    // Captcha on and off render different login forms (merging them would mix two journeys' steps);
    // once signed in the shell looks the same either way, so only the anonymous states keep it.
    s.matches('anonymous') ? s.context.captchaRequired : null,
  ]);

/** The generated session paths: shortest paths plus the journeys (used by the model test and QA's report). */
export async function sessionModelPaths() {
  const [{ getShortestPaths }, { sessionMachine }, { eventsFrom, journeyPaths }, { sessionJourneys }] =
    await Promise.all([
      import('xstate/graph'),
      import('../../src/machines/sessionMachine'),
      import('../support/graph'),
      import('./sessionModel.journeys'),
    ]);
  const machine = sessionMachine.provide({
    actions: { storeLogin: () => undefined, clearStorage: () => undefined },
  });
  const input = { hasToken: false };
  const events = eventsFrom(SESSION_FIXTURES as never);
  const paths = [
    ...getShortestPaths(machine, { input, events, serializeState: serializeSession as never }),
    ...journeyPaths(machine, sessionJourneys as never, input),
  ];
  return { machine, input, events, paths };
}
