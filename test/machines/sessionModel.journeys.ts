import { SESSION_FIXTURES as F } from './sessionModel.fixtures';

const byType = (type: string, n = 0) => F.filter((e) => e.type === type)[n];
const captcha = byType('xstate.done.actor.getCaptcha');
const settingsOn = byType('xstate.done.actor.getLoginSettings', 0);
const settingsOff = byType('xstate.done.actor.getLoginSettings', 1);
const settingsError = byType('xstate.error.actor.getLoginSettings');
// A fresh page reads the captcha setting first; later visits to the form reuse it.
const start = [settingsOn, captcha];
const offLogin = [
  settingsOff,
  byType('login.submit'),
  byType('xstate.done.actor.login'),
  byType('xstate.done.actor.getUserInfo'),
  byType('xstate.done.actor.getMenus'),
];
const login = [
  ...start,
  byType('login.submit'),
  byType('xstate.done.actor.login'),
  byType('xstate.done.actor.getUserInfo'),
  byType('xstate.done.actor.getMenus'),
];

/**
 * Journeys that return to a visited state or reach edges shortest paths skip: shortest paths cover
 * states, not every transition (docs/architecture.md §11).
 */
export const sessionJourneys = [
  // Role switch: new token, user info reloaded, routes rebuilt.
  [
    ...login,
    byType('role.switch'),
    byType('xstate.done.actor.switchRole'),
    byType('xstate.done.actor.getUserInfo'),
    byType('xstate.done.actor.getMenus'),
  ],
  [...login, byType('role.switch'), byType('xstate.error.actor.switchRole')],
  // Idle expiry while working, then back to the login form.
  [...login, byType('http.unauthorized', 0), { type: 'session.relogin' }, captcha],
  [...login, byType('http.unauthorized', 1)],
  [...login, { type: 'session.logout' }, byType('xstate.error.actor.logout')],
  [...login, { type: 'session.logout' }, byType('xstate.done.actor.logout'), captcha, byType('login.submit')],
  // 401 while the user info or the menus load.
  [...login.slice(0, 4), byType('http.unauthorized', 0)],
  [...login.slice(0, 4), byType('http.unauthorized', 1)],
  [...login.slice(0, 5), byType('http.unauthorized', 0)],
  [...login.slice(0, 5), byType('http.unauthorized', 1)],
  [...login, byType('role.switch'), byType('http.unauthorized', 0)],
  [...login, byType('role.switch'), byType('http.unauthorized', 1)],
  // Failed attempt, captcha refreshed, second attempt.
  [
    ...start,
    byType('login.submit'),
    byType('xstate.error.actor.login'),
    captcha,
    byType('login.submit'),
    byType('xstate.done.actor.login'),
  ],
  [
    ...start,
    byType('login.submit'),
    byType('xstate.error.actor.login'),
    byType('xstate.error.actor.getCaptcha'),
  ],
  [...start, byType('login.crm'), byType('xstate.error.actor.loginCrm'), captcha],
  [...start, { type: 'captcha.refresh' }, captcha],
  [...start, byType('login.submit', 1)],
  [...start, byType('login.submit'), byType('login.crm')],
  [...start, byType('login.submit'), byType('xstate.error.actor.login'), byType('login.crm')],
  // Captcha off (public settings `captcha: false`): no captcha is fetched, ever; a failed attempt
  // goes straight back to the form.
  [settingsOff, byType('login.submit'), byType('xstate.error.actor.login'), byType('login.submit')],
  [settingsOff, byType('login.crm'), byType('xstate.error.actor.loginCrm')],
  [...offLogin, { type: 'session.logout' }, byType('xstate.done.actor.logout'), byType('login.submit')],
  [...offLogin, byType('http.unauthorized', 0), { type: 'session.relogin' }, byType('login.submit', 1)],
  [settingsOn, byType('login.crm'), byType('xstate.done.actor.loginCrm')],
  // Unreadable settings: the captcha is shown.
  [settingsError, captcha, byType('login.submit'), byType('xstate.done.actor.login')],
];
