import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { PublicSettings } from '../../domain/api';
import type { Preferences } from '../../domain/preferences';
import { onHttpEvent } from '../../services/http';
import { loadPreferences } from '../../services/preferences';
import { getToken } from '../../services/storage';
import { changePasswordMachine } from '../changePasswordMachine';
import { errorLogMachine } from '../errorLogMachine';
import { fetchMachine } from '../fetchMachine';
import { noticesMachine } from '../noticesMachine';
import { sessionMachine } from '../sessionMachine';
import { tabsMachine } from '../tabsMachine';
import { uiMachine } from '../uiMachine';
import {
  changePasswordClientMachine,
  publicSettingsMachine,
  sessionClientMachine,
  uiClientMachine,
} from './provided';

export const DASHBOARD_TAB = {
  path: '/dashboard',
  name: 'Dashboard',
  title: { zh: '首页', en: 'Dashboard' },
  affix: true,
  keepAlive: false,
};

export interface AppSystem {
  session: ActorRefFrom<typeof sessionMachine>;
  ui: ActorRefFrom<typeof uiMachine>;
  tabs: ActorRefFrom<typeof tabsMachine>;
  errorLog: ActorRefFrom<typeof errorLogMachine>;
  notices: ActorRefFrom<typeof noticesMachine>;
  changePassword: ActorRefFrom<typeof changePasswordMachine>;
  settings: ActorRefFrom<typeof fetchMachine>;
  stop: () => void;
}

export interface AppSystemOptions {
  hasToken?: boolean;
  preferences?: Preferences;
  session?: typeof sessionMachine;
  changePassword?: typeof changePasswordMachine;
  settings?: typeof fetchMachine;
}

/**
 * The long-lived actors of the shell, and the few wires between them: every 401 goes to the
 * session, other HTTP failures become toasts, a forced password change opens the dialog, and
 * "log out now" after a password change logs out. Tests pass stubbed machines.
 */
export function createAppSystem(options: AppSystemOptions = {}): AppSystem {
  const ui = createActor(uiClientMachine, { input: options.preferences ?? loadPreferences() });
  const tabs = createActor(tabsMachine, { input: { affixed: [DASHBOARD_TAB] } });
  const errorLog = createActor(errorLogMachine);
  const notices = createActor(noticesMachine);
  const changePassword = createActor(options.changePassword ?? changePasswordClientMachine);
  const settings = createActor(options.settings ?? publicSettingsMachine);
  // The login form's captcha setting comes from the same public-settings call (one request per page).
  // A hand-rolled wait rather than xstate's waitFor keeps the login route's bundle smaller.
  const loginSettings = fromPromise<{ captcha: boolean }>(
    () =>
      new Promise((resolve, reject) => {
        const sub = settings.subscribe((s) => settle(s));
        const settle = (s: SnapshotFrom<typeof fetchMachine>) => {
          if (s.hasTag('busy')) return;
          sub?.unsubscribe();
          if (s.matches('ready')) resolve(s.context.data as PublicSettings);
          else reject(new Error('public settings unavailable'));
        };
        settle(settings.getSnapshot());
      }),
  );
  const session = createActor(
    options.session ?? sessionClientMachine.provide({ actors: { getLoginSettings: loginSettings } }),
    { input: { hasToken: options.hasToken ?? Boolean(getToken()) } },
  );

  const unsubscribers = [
    onHttpEvent((e) => {
      if (e.type === 'http.unauthorized') session.send(e);
      else if (e.type === 'http.activity') session.send({ type: 'session.activity' });
      else
        notices.send({ type: 'notice.push', variant: 'critical', text: e.message, durationMs: e.durationMs });
    }),
    session.on('session.mustChangePassword', () =>
      changePassword.send({ type: 'password.open', forced: true }),
    ).unsubscribe,
    changePassword.on('password.logoutNow', () => session.send({ type: 'session.logout' })).unsubscribe,
    // A new session starts with only the dashboard tab.
    session.subscribe((s) => {
      if (s.matches('anonymous')) tabs.send({ type: 'tab.closeAll' });
    }).unsubscribe,
  ];
  const all = [session, ui, tabs, errorLog, notices, changePassword, settings];
  all.forEach((a) => a.start());
  return {
    session,
    ui,
    tabs,
    errorLog,
    notices,
    changePassword,
    settings,
    stop: () => {
      unsubscribers.forEach((u) => u());
      all.forEach((a) => a.stop());
    },
  };
}
