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

const unavailable = new ApiError(500, 'internal', 'Internal Server Error');
const offline = new ApiError(0, 'network', 'Failed to fetch');

/** Payloads the traversal cannot invent, by name; every other declared event is synthesized bare. */
export const SESSION = {
  captcha: { type: 'xstate.done.actor.getCaptcha', output: CAPTCHA },
  captchaRateLimited: {
    type: 'xstate.error.actor.getCaptcha',
    error: new ApiError(429, 'rate_limited', 'Too many'),
  },
  submitLogin: {
    type: 'login.submit',
    username: ' admin ',
    password: 'Secret#123',
    verifycode: '7',
    i18n: 'en',
  },
  submitEmpty: { type: 'login.submit', username: '', password: '', verifycode: '', i18n: 'en' },
  loggedIn: { type: 'xstate.done.actor.login', output: LOGIN },
  loginRefused: {
    type: 'xstate.error.actor.login',
    error: new ApiError(401, 'login_failed', 'Account does not exist or password error, please re-enter.'),
  },
  // The throttle after repeated failures of this account from this address (src/server/auth/throttle.ts):
  // a captcha even with the setting off, then a wait the server states in Retry-After.
  loginNeedsCaptcha: {
    type: 'xstate.error.actor.login',
    error: new ApiError(400, 'captcha_required', 'Too many failed logins: enter the calculation result.'),
  },
  loginThrottled: {
    type: 'xstate.error.actor.login',
    error: new ApiError(429, 'login_throttled', 'Too many', undefined, 30),
  },
  crmLink: { type: 'login.crm', token: 'sso', uid: 'u1', i18n: 'en' },
  crmLoggedIn: { type: 'xstate.done.actor.loginCrm', output: LOGIN },
  crmRefused: { type: 'xstate.error.actor.loginCrm', error: new ApiError(401, 'sso_invalid', 'invalid') },
  userLoaded: { type: 'xstate.done.actor.getUserInfo', output: USER },
  userWithoutRoles: { type: 'xstate.done.actor.getUserInfo', output: { ...USER, roles: [], name: '' } },
  userFailed: { type: 'xstate.error.actor.getUserInfo', error: unavailable },
  menusLoaded: { type: 'xstate.done.actor.getMenus', output: MENUS },
  menusFailed: { type: 'xstate.error.actor.getMenus', error: unavailable },
  switchToManager: { type: 'role.switch', roleId: 2 },
  roleSwitched: {
    type: 'xstate.done.actor.switchRole',
    output: { ...LOGIN, token: 't2', activeRoleId: 2 },
  },
  roleSwitchRefused: {
    type: 'xstate.error.actor.switchRole',
    error: new ApiError(403, 'forbidden', 'Forbidden'),
  },
  loggedOut: { type: 'xstate.done.actor.logout', output: true },
  logoutFailed: { type: 'xstate.error.actor.logout', error: offline },
  idleExpired: {
    type: 'http.unauthorized',
    code: 'session_idle',
    message: 'Not used for a long time after login, need to login again',
  },
  unauthenticated: { type: 'http.unauthorized', code: 'unauthenticated', message: 'Please log in' },
  // The idle clocks: two minutes before the server's idle limit, then the limit itself.
  idleWarning: { type: 'xstate.after.untilIdleWarning.session.authenticated.ready.active' },
  idleTimeUp: { type: 'xstate.after.idleWarning.session.authenticated.ready.warning' },
  renewed: { type: 'xstate.done.actor.renewSession', output: USER },
  renewFailed: { type: 'xstate.error.actor.renewSession', error: offline },
  // The server's public settings: captcha on, captcha off, unreadable (the form then shows the captcha).
  settingsCaptchaOn: { type: 'xstate.done.actor.getLoginSettings', output: { captcha: true } },
  settingsCaptchaOff: { type: 'xstate.done.actor.getLoginSettings', output: { captcha: false } },
  settingsUnreadable: { type: 'xstate.error.actor.getLoginSettings', error: offline },
} as const;
export const SESSION_FIXTURES = Object.values(SESSION);

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
