import { SESSION_FIXTURES as F } from './sessionModel.fixtures';

const byType = (type: string, n = 0) => F.filter((e) => e.type === type)[n];
const captcha = byType('xstate.done.actor.getCaptcha');
const login = [
  captcha,
  byType('login.submit'),
  byType('xstate.done.actor.login'),
  byType('xstate.done.actor.getUserInfo'),
  byType('xstate.done.actor.getMenus'),
];

/**
 * Journeys that return to a visited state or reach edges shortest paths skip: shortest paths cover
 * states, not every transition (conventions §6).
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
  [...login.slice(0, 3), byType('http.unauthorized', 0)],
  [...login.slice(0, 3), byType('http.unauthorized', 1)],
  [...login.slice(0, 4), byType('http.unauthorized', 0)],
  [...login.slice(0, 4), byType('http.unauthorized', 1)],
  [...login, byType('role.switch'), byType('http.unauthorized', 0)],
  [...login, byType('role.switch'), byType('http.unauthorized', 1)],
  // Failed attempt, captcha refreshed, second attempt.
  [
    captcha,
    byType('login.submit'),
    byType('xstate.error.actor.login'),
    captcha,
    byType('login.submit'),
    byType('xstate.done.actor.login'),
  ],
  [
    captcha,
    byType('login.submit'),
    byType('xstate.error.actor.login'),
    byType('xstate.error.actor.getCaptcha'),
  ],
  [captcha, byType('login.crm'), byType('xstate.error.actor.loginCrm'), captcha],
  [captcha, { type: 'captcha.refresh' }, captcha],
  [captcha, byType('login.submit', 1)],
  [captcha, byType('login.submit'), byType('login.crm')],
  [captcha, byType('login.submit'), byType('xstate.error.actor.login'), byType('login.crm')],
];
