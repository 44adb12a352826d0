import type { Captcha, CrmLoginInput, Lang, LoginData, LoginInput, MenuItem, UserInfo } from '../domain/api';
import { assign, enqueueActions, setup, type SnapshotFrom } from 'xstate';
import { ApiError, errorCode } from '../domain/apiError';
import { notProvided } from './notProvided';

export interface Credentials {
  username: string;
  password: string;
  verifycode: string;
  i18n: Lang;
}
export type LoginField = 'username' | 'password' | 'verifycode';

export interface SessionContext {
  hasToken: boolean;
  /**
   * Whether the form shows the captcha: the server's `captcha` public setting, null until read (a
   * failed read leaves it null); also set when the server asks for one after repeated failures of
   * this account from this address (`captcha_required`, even with the setting off), for the rest of
   * the page's life.
   */
  captchaRequired: boolean | null;
  captcha: Captcha | null;
  credentials: Credentials | null;
  crm: CrmLoginInput | null;
  fieldErrors: Partial<Record<LoginField, 'required'>>;
  /** An i18n code (errors.<code>); `errorMessage` is the server's own wording, used as a fallback. */
  errorCode: string | null;
  errorMessage: string | null;
  /** The server's `Retry-After` of the last failure (a throttled login says how long to wait). */
  retryAfterSeconds: number | null;
  login: LoginData | null;
  user: UserInfo | null;
  menus: MenuItem[];
  /** Set by logout so the shell reloads the page on its way to /login (docs/product-rules.md §2 Layout). */
  loggedOut: boolean;
  /** How long the server keeps an unused session (the user info's `idleMinutes`). */
  idleMs: number;
}

/** The idle warning comes this long before the server would end an unused session. */
export const IDLE_WARNING_MS = 2 * 60_000;
const DEFAULT_IDLE_MS = 30 * 60_000;

export type SessionEvent =
  | { type: 'captcha.refresh' }
  | ({ type: 'login.submit' } & Credentials)
  | ({ type: 'login.crm' } & CrmLoginInput)
  | { type: 'role.switch'; roleId: number | string }
  | { type: 'session.logout' }
  /** Any answer of the server to this session's token (http.ts): the server's idle clock restarts. */
  | { type: 'session.activity' }
  /** "Stay signed in" on the idle warning. */
  | { type: 'session.stay' }
  | { type: 'http.unauthorized'; code: string; message: string };

const missingFields = (e: Credentials, captchaShown: boolean) => {
  const errors: SessionContext['fieldErrors'] = {};
  if (!e.username.trim()) errors.username = 'required';
  if (!e.password) errors.password = 'required';
  if (captchaShown && !e.verifycode.trim()) errors.verifycode = 'required';
  return errors;
};
const failure = (error: unknown) => ({
  errorCode: errorCode(error),
  errorMessage: error instanceof ApiError ? error.message : String(error),
  retryAfterSeconds: error instanceof ApiError ? (error.retryAfterSeconds ?? null) : null,
});
/** The server's answer when this account and address must solve a captcha (src/server/routes/session/login.ts). */
export const CAPTCHA_REQUIRED_CODE = 'captcha_required';

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { hasToken: boolean },
    emitted: {} as { type: 'session.mustChangePassword' },
  },
  actors: {
    // Placeholders: the client's are in ./app/provided.ts.
    getLoginSettings: notProvided<{ captcha: boolean }>('session.getLoginSettings'),
    getCaptcha: notProvided<Captcha>('session.getCaptcha'),
    login: notProvided<LoginData, LoginInput>('session.login'),
    loginCrm: notProvided<LoginData, CrmLoginInput>('session.loginCrm'),
    getUserInfo: notProvided<UserInfo>('session.getUserInfo'),
    getMenus: notProvided<MenuItem[]>('session.getMenus'),
    switchRole: notProvided<LoginData, { roleId: number | string }>('session.switchRole'),
    logout: notProvided<unknown>('session.logout'),
    // Any authenticated call: the server counts it as use of the session.
    renewSession: notProvided<unknown>('session.renewSession'),
  },
  delays: {
    // From the last answer of the server: the warning, then the end of the session.
    untilIdleWarning: ({ context }) => Math.max(0, context.idleMs - IDLE_WARNING_MS),
    idleWarning: ({ context }) => Math.min(IDLE_WARNING_MS, context.idleMs),
  },
  guards: {
    hasToken: ({ context }) => context.hasToken,
    captchaUnknown: ({ context }) => context.captchaRequired === null,
    // Unknown counts as required: the server decides at login anyway.
    captchaRequired: ({ context }) => context.captchaRequired !== false,
    captchaOff: ({ event }) =>
      (event as unknown as { output: { captcha?: boolean } }).output.captcha === false,
    formComplete: ({ context, event }) =>
      event.type === 'login.submit' &&
      Object.keys(missingFields(event, Boolean(context.captcha?.svg))).length === 0,
    // The throttle wants a captcha although the settings said none was needed.
    serverAsksCaptcha: ({ event }) =>
      errorCode((event as unknown as { error: unknown }).error) === CAPTCHA_REQUIRED_CODE,
    emptyUser: ({ event }) => {
      const user = (event as unknown as { output: UserInfo | null }).output;
      return !user || !user.name || !Array.isArray(user.roles) || user.roles.length === 0;
    },
    mustChangePassword: ({ context }) =>
      Boolean(context.user?.mustChangePassword ?? context.login?.mustChangePassword),
  },
  actions: {
    // Storage writes are named actions: the client provides them (./app/provided.ts); a machine run
    // elsewhere (the server, a test) keeps no browser storage, hence they do nothing by default.
    storeLogin: (_, _login: LoginData) => undefined,
    clearStorage: () => undefined,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    hasToken: input.hasToken,
    captchaRequired: null,
    captcha: null,
    credentials: null,
    crm: null,
    fieldErrors: {},
    errorCode: null,
    errorMessage: null,
    retryAfterSeconds: null,
    login: null,
    user: null,
    menus: [],
    loggedOut: false,
    idleMs: DEFAULT_IDLE_MS,
  }),
  initial: 'checking',
  states: {
    // A token cookie from an earlier visit resumes the session; the server decides if it is still valid.
    checking: {
      always: [{ guard: 'hasToken', target: 'authenticated' }, { target: 'anonymous' }],
    },
    anonymous: {
      initial: 'entering',
      entry: assign({ hasToken: false, login: null, user: null, menus: [] }),
      on: {
        'login.crm': {
          target: '.crmLogin',
          actions: assign({ crm: ({ event }) => ({ token: event.token, uid: event.uid, i18n: event.i18n }) }),
        },
      },
      states: {
        // Read the captcha setting once per page; afterwards go straight to the form.
        // (State notes are comments, not `description:`, in this machine: descriptions ship in the login route's bundle.)
        entering: {
          always: [
            { guard: 'captchaUnknown', target: 'loadingSettings' },
            { guard: 'captchaRequired', target: 'loadingCaptcha' },
            { target: 'ready' },
          ],
        },
        // The server's public settings say whether logins need a captcha (`captcha: false`: no field, no fetch).
        loadingSettings: {
          tags: ['busy'],
          invoke: {
            id: 'getLoginSettings',
            src: 'getLoginSettings',
            onDone: [
              {
                guard: 'captchaOff',
                target: 'ready',
                actions: assign({ captchaRequired: false, captcha: null }),
              },
              { target: 'loadingCaptcha', actions: assign({ captchaRequired: true }) },
            ],
            // Unreadable settings: show the captcha (the server checks it only when it wants one).
            onError: 'loadingCaptcha',
          },
        },
        loadingCaptcha: {
          tags: ['busy'],
          invoke: {
            id: 'getCaptcha',
            src: 'getCaptcha',
            onDone: { target: 'ready', actions: assign({ captcha: ({ event }) => event.output }) },
            onError: {
              target: 'ready',
              actions: assign(({ event }) => ({ captcha: null, ...failure(event.error) })),
            },
          },
        },
        ready: {
          on: {
            'captcha.refresh': { guard: 'captchaRequired', target: 'loadingCaptcha' },
            'login.submit': [
              {
                guard: 'formComplete',
                target: 'submitting',
                actions: assign({
                  fieldErrors: {},
                  errorCode: null,
                  errorMessage: null,
                  retryAfterSeconds: null,
                  // The username is trimmed before sending (docs/product-rules.md §5).
                  credentials: ({ event }) =>
                    ({ ...event, username: event.username.trim(), type: undefined }) as Credentials,
                }),
              },
              {
                actions: assign({
                  fieldErrors: ({ context, event }) => missingFields(event, Boolean(context.captcha?.svg)),
                }),
              },
            ],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => ({
              ...context.credentials!,
              captchaId: context.captcha?.captchaId ?? '',
            }),
            onDone: {
              target: '#session.authenticated',
              actions: [
                { type: 'storeLogin', params: ({ event }) => event.output },
                assign({ login: ({ event }) => event.output, credentials: null, loggedOut: false }),
              ],
            },
            // Captchas are single use: a failed attempt needs a new one, when the server asks for one.
            onError: [
              // After repeated failures the server wants a captcha even when its setting is off: from
              // now on the form shows one (the typed username and password stay in the form).
              {
                guard: 'serverAsksCaptcha',
                target: 'failed',
                actions: assign(({ event }) => ({
                  captchaRequired: true,
                  credentials: null,
                  ...failure(event.error),
                })),
              },
              {
                guard: 'captchaRequired',
                target: 'failed',
                actions: assign(({ event }) => ({ credentials: null, ...failure(event.error) })),
              },
              {
                target: 'ready',
                actions: assign(({ event }) => ({ credentials: null, ...failure(event.error) })),
              },
            ],
          },
        },
        // The attempt failed: the error stays shown while a new captcha loads (captchas are single use).
        failed: {
          tags: ['busy'],
          invoke: {
            id: 'getCaptcha',
            src: 'getCaptcha',
            onDone: { target: 'ready', actions: assign({ captcha: ({ event }) => event.output }) },
            onError: { target: 'ready', actions: assign({ captcha: null }) },
          },
        },
        // Third-party session login from the customer portal (/auth-redirect).
        crmLogin: {
          tags: ['busy'],
          invoke: {
            id: 'loginCrm',
            src: 'loginCrm',
            input: ({ context }) => context.crm!,
            onDone: {
              target: '#session.authenticated',
              actions: [
                { type: 'storeLogin', params: ({ event }) => event.output },
                assign({ login: ({ event }) => event.output, crm: null, loggedOut: false }),
              ],
            },
            onError: [
              {
                guard: 'captchaRequired',
                target: 'failed',
                actions: assign(({ event }) => ({ crm: null, ...failure(event.error) })),
              },
              { target: 'ready', actions: assign(({ event }) => ({ crm: null, ...failure(event.error) })) },
            ],
          },
        },
      },
    },
    authenticated: {
      initial: 'loadingUser',
      entry: assign({ hasToken: true }),
      on: {
        // Every 401 from any call arrives here (http.ts -> app wiring): back to the login page,
        // which says why (an idle session: 'Not used for a long time…').
        'http.unauthorized': {
          target: 'anonymous',
          actions: [
            'clearStorage',
            assign({ errorCode: ({ event }) => event.code, errorMessage: ({ event }) => event.message }),
          ],
        },
      },
      states: {
        loadingUser: {
          tags: ['busy'],
          invoke: {
            id: 'getUserInfo',
            src: 'getUserInfo',
            onDone: [
              {
                guard: 'emptyUser',
                target: '#session.anonymous',
                actions: ['clearStorage', assign({ errorCode: 'verification_failed', errorMessage: null })],
              },
              {
                target: 'buildingRoutes',
                actions: assign({
                  user: ({ event }) => event.output,
                  idleMs: ({ event }) => (event.output.idleMinutes ?? DEFAULT_IDLE_MS / 60_000) * 60_000,
                  errorCode: null,
                  errorMessage: null,
                }),
              },
            ],
            onError: {
              target: '#session.anonymous',
              actions: ['clearStorage', assign(({ event }) => failure(event.error))],
            },
          },
        },
        // Routes are generated once per login (or role switch) from the menu list.
        buildingRoutes: {
          tags: ['busy'],
          invoke: {
            id: 'getMenus',
            src: 'getMenus',
            onDone: { target: 'ready', actions: assign({ menus: ({ event }) => event.output }) },
            // A failed route load clears the token; the guard then sends the user to /login?redirect=.
            onError: {
              target: '#session.anonymous',
              actions: [
                'clearStorage',
                assign(({ event }) => ({ ...failure(event.error), errorCode: 'route_load_failed' })),
              ],
            },
          },
        },
        ready: {
          // An account that must change its password gets the dialog forced open (docs/product-rules.md §5).
          entry: enqueueActions(({ check, enqueue }) => {
            if (check('mustChangePassword')) enqueue.emit({ type: 'session.mustChangePassword' });
          }),
          on: { 'session.logout': '#session.loggingOut' },
          initial: 'active',
          states: {
            // The server ends a session nobody uses (EEOI_SESSION_IDLE_MINUTES); every answer it
            // gives restarts both clocks, so this one runs from the last answer.
            active: {
              after: { untilIdleWarning: 'warning' },
              on: {
                'session.activity': { target: 'active', reenter: true },
                // Not while the idle warning is up: it covers the shell.
                'role.switch': '#session.authenticated.switchingRole',
              },
            },
            // Two minutes left: 'Stay signed in' asks the server, which counts that as use.
            warning: {
              after: {
                idleWarning: {
                  target: '#session.anonymous',
                  actions: ['clearStorage', assign({ errorCode: 'session_idle', errorMessage: null })],
                },
              },
              on: { 'session.stay': 'renewing', 'session.activity': 'active' },
            },
            renewing: {
              tags: ['busy'],
              invoke: {
                id: 'renewSession',
                src: 'renewSession',
                onDone: 'active',
                // A 401 has already ended the session (above); a network failure leaves the warning.
                onError: 'warning',
              },
            },
          },
        },
        switchingRole: {
          tags: ['busy'],
          invoke: {
            id: 'switchRole',
            src: 'switchRole',
            input: ({ event }) => ({ roleId: (event as { roleId: number | string }).roleId }),
            // A new token for the new role: reload user info and rebuild the routes.
            onDone: {
              target: 'loadingUser',
              actions: [
                { type: 'storeLogin', params: ({ event }) => event.output },
                assign({ login: ({ event }) => event.output, menus: [] }),
              ],
            },
            onError: { target: 'ready', actions: assign(({ event }) => failure(event.error)) },
          },
        },
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        // The server revokes the token; the client forgets it either way.
        onDone: {
          target: 'anonymous',
          actions: ['clearStorage', assign({ loggedOut: true, errorCode: null })],
        },
        onError: {
          target: 'anonymous',
          actions: ['clearStorage', assign({ loggedOut: true, errorCode: null })],
        },
      },
    },
  },
});

/** The login form shows the captcha field unless the server said `captcha: false` (or is being asked). */
export const captchaShown = (s: SnapshotFrom<typeof sessionMachine>) =>
  s.context.captchaRequired !== false && !s.matches({ anonymous: 'loadingSettings' });

/** The idle warning is up: two minutes left, or 'Stay signed in' on its way. */
export const idleWarningShown = (s: SnapshotFrom<typeof sessionMachine>) =>
  s.matches({ authenticated: { ready: 'warning' } }) || s.matches({ authenticated: { ready: 'renewing' } });
