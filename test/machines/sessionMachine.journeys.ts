import { SESSION as S } from './sessionMachine.fixtures';

const logout = { type: 'session.logout' } as const;
const stay = { type: 'session.stay' } as const;
const activity = { type: 'session.activity' } as const;
// A fresh page reads the captcha setting first; later visits to the form reuse it.
const start = [S.settingsCaptchaOn, S.captcha];
const signIn = [S.submitLogin, S.loggedIn, S.userLoaded, S.menusLoaded];
const login = [...start, ...signIn];
const offLogin = [S.settingsCaptchaOff, ...signIn];
/** Signed in with the token, the user info on its way; then also the menus. */
const loadingUser = [...start, S.submitLogin, S.loggedIn];
const loadingMenus = [...loadingUser, S.userLoaded];
const switching = [...login, S.switchToManager];

/**
 * Journeys that return to a visited state or reach edges shortest paths skip: shortest paths cover
 * states, not every transition (docs/architecture.md §11).
 */
export const sessionJourneys = [
  // Role switch: new token, user info reloaded, routes rebuilt.
  [...switching, S.roleSwitched, S.userLoaded, S.menusLoaded],
  [...switching, S.roleSwitchRefused],
  // The server ended an idle session: straight to the login form, which says why.
  [...login, S.idleExpired, S.captcha],
  // Two minutes before the idle limit: stay signed in (or a failed try), other use, or nothing
  // (the login form then says why); and a 401 while staying.
  [...login, S.idleWarning, stay, S.renewed, S.idleWarning],
  [...login, S.idleWarning, stay, S.renewFailed, stay],
  [...login, S.idleWarning, activity, S.idleWarning, S.idleTimeUp, S.captcha],
  [...login, S.idleWarning, stay, S.idleExpired],
  [...login, S.idleWarning, logout, S.loggedOut],
  [...login, S.idleWarning, stay, logout],
  [...login, S.idleWarning, S.idleExpired],
  [...offLogin, S.idleWarning, S.idleTimeUp, S.submitEmpty],
  [...login, S.unauthenticated],
  [...login, logout, S.logoutFailed],
  [...login, logout, S.loggedOut, S.captcha, S.submitLogin],
  // 401 while the user info or the menus load, or while the role switches.
  [...loadingUser, S.idleExpired],
  [...loadingUser, S.unauthenticated],
  [...loadingMenus, S.idleExpired],
  [...loadingMenus, S.unauthenticated],
  [...switching, S.idleExpired],
  [...switching, S.unauthenticated],
  // Failed attempt, captcha refreshed, second attempt.
  [...start, S.submitLogin, S.loginRefused, S.captcha, S.submitLogin, S.loggedIn],
  [...start, S.submitLogin, S.loginRefused, S.captchaRateLimited],
  [...start, S.crmLink, S.crmRefused, S.captcha],
  [...start, { type: 'captcha.refresh' }, S.captcha],
  [...start, S.submitEmpty],
  [...start, S.submitLogin, S.crmLink],
  [...start, S.submitLogin, S.loginRefused, S.crmLink],
  // Captcha off (public settings `captcha: false`): no captcha is fetched, ever; a failed attempt
  // goes straight back to the form.
  [S.settingsCaptchaOff, S.submitLogin, S.loginRefused, S.submitLogin],
  [S.settingsCaptchaOff, S.crmLink, S.crmRefused],
  [...offLogin, logout, S.loggedOut, S.submitLogin],
  [...offLogin, S.idleExpired, S.submitEmpty],
  [S.settingsCaptchaOn, S.crmLink, S.crmLoggedIn],
  // Captcha off, but the throttle asks for one after repeated failures: the form loads and shows it,
  // and the next attempt sends its answer; a throttled attempt says how long to wait.
  [S.settingsCaptchaOff, S.submitLogin, S.loginNeedsCaptcha, S.captcha, S.submitLogin, S.loggedIn],
  [
    S.settingsCaptchaOff,
    S.submitLogin,
    S.loginNeedsCaptcha,
    S.captcha,
    S.submitLogin,
    S.loginThrottled,
    S.captcha,
  ],
  [
    S.settingsCaptchaOff,
    S.submitLogin,
    S.loginNeedsCaptcha,
    S.captchaRateLimited,
    { type: 'captcha.refresh' },
  ],
  // Unreadable settings: the captcha is shown.
  [S.settingsUnreadable, S.captcha, S.submitLogin, S.loggedIn],
];
