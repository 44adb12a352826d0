import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import en from '../../src/i18n/en.json';
import portalEn from '../../src/i18n/documents/en.json';
import { sessionMachine } from '../../src/machines/sessionMachine';
import { waitInWords } from '../../src/views/login/waitInWords';
import { heldServices, pathName, replayPath } from '../support/modelReplay';
import { goTo, renderApp } from '../support/renderApp';
import { sessionModelPaths } from './sessionMachine.paths';
import { withStandIns } from '../support/standIns';
import { SESSION } from './sessionMachine.fixtures';

afterEach(cleanup);

const quiet = sessionMachine.provide({
  actions: { storeLogin: () => undefined, clearStorage: () => undefined },
});
const { paths: sessionPaths } = await sessionModelPaths();

const SERVICES = [
  'getLoginSettings',
  'getCaptcha',
  'login',
  'loginCrm',
  'getUserInfo',
  'getMenus',
  'switchRole',
  'logout',
  'renewSession',
] as const;
const text = (code: string) => (en.errors as Record<string, string>)[code];

describe('sessionMachine ⇄ the shell (login page, guard, layout, idle warning)', () => {
  it.each(sessionPaths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(SERVICES);
    const { system } = await renderApp({ session: withStandIns(quiet, actors) });
    const session = system.session;

    const ensureLogin = async () => {
      if (!screen.queryByRole('form', { name: en.login.title }) && window.location.pathname !== '/login')
        await goTo('/login');
      await screen.findByRole('form', { name: en.login.title });
    };
    const userMenu = async (item: string) => {
      fireEvent.click(await screen.findByRole('button', { name: en.navbar.userMenu }));
      fireEvent.click(await screen.findByRole('menuitem', { name: item }));
    };
    // One executor per event type: drive the real UI, or settle the stubbed service call.
    const drive: Record<string, (e: any) => Promise<void> | void> = {
      'login.submit': async (e) => {
        await ensureLogin();
        fireEvent.change(screen.getByLabelText(en.login.username, { exact: false }), {
          target: { value: e.username },
        });
        fireEvent.change(screen.getByLabelText(en.login.password, { exact: false, selector: 'input' }), {
          target: { value: e.password },
        });
        // Absent when the server's settings say `captcha: false`.
        const code = screen.queryByLabelText(en.login.verifycode, { exact: false, selector: 'input' });
        if (code) fireEvent.change(code, { target: { value: e.verifycode } });
        fireEvent.click(screen.getByRole('button', { name: en.login.submit }));
      },
      'captcha.refresh': async () => {
        await ensureLogin();
        fireEvent.click(screen.getByRole('button', { name: en.login.refreshCaptcha }));
      },
      // Following the portal's link again is a fresh page: leave first so the redirect page remounts.
      'login.crm': async (e) => {
        if (window.location.pathname === '/auth-redirect') {
          await goTo('/frontLogin');
          await screen.findByText(portalEn.portal.home.heading);
        }
        await goTo(`/auth-redirect?token=${e.token}&uid=${e.uid}`);
      },
      'role.switch': () => userMenu('Switch role: Ship manager'),
      // With the idle warning up, the warning's own button; otherwise the user menu.
      'session.logout': async () => {
        const warning = screen.queryByRole('alertdialog', { name: en.idle.title });
        if (warning) fireEvent.click(within(warning).getByRole('button', { name: en.idle.logout }));
        else await userMenu(en.navbar.logout);
      },
      'session.stay': async () =>
        void fireEvent.click(
          within(await screen.findByRole('alertdialog', { name: en.idle.title })).getByRole('button', {
            name: en.idle.stay,
          }),
        ),
      // 401s and answers to the session's calls come from http.ts in the app; the idle clocks are
      // timers of many minutes. Here the wire is the event itself.
      'http.unauthorized': (e) => act(() => void session.send(e)),
      'session.activity': (e) => act(() => void session.send(e)),
      [SESSION.idleWarning.type]: (e) => act(() => void session.send(e)),
      [SESSION.idleTimeUp.type]: (e) => act(() => void session.send(e)),
    };
    // UI drivers wrap their own act() (fireEvent, goTo), so page changes render one by one.
    const check = async (state: typeof path.state) => {
      // The view shows what the model's state says.
      const warning = screen.queryByRole('alertdialog', { name: en.idle.title });
      if (state.matches({ authenticated: { ready: 'warning' } }))
        expect((await screen.findByRole('alertdialog', { name: en.idle.title })).textContent).toContain(
          en.idle.body,
        );
      else if (!state.matches({ authenticated: { ready: 'renewing' } })) expect(warning).toBeNull();
      if (state.matches({ authenticated: 'ready' })) {
        expect(await screen.findByRole('navigation', { name: en.navbar.mainMenu })).toBeTruthy();
        expect(window.location.pathname).toBe('/dashboard');
      } else if (
        state.matches('anonymous') &&
        !state.context.loggedOut &&
        !state.matches({ anonymous: 'crmLogin' })
      ) {
        await ensureLogin();
        const form = await screen.findByRole('form', { name: en.login.title });
        const code = state.context.errorCode;
        // A throttled attempt names the wait the server sent (Retry-After) in words.
        const wait = state.context.retryAfterSeconds;
        if (code)
          expect(within(form).getByRole('alert').textContent).toContain(
            code === 'login_throttled' && wait
              ? en.errors.login_throttled_wait.replace('{{when}}', waitInWords(wait, 'en'))
              : (text(code) ?? state.context.errorMessage),
          );
        if (Object.keys(state.context.fieldErrors).length)
          expect(within(form).getAllByText(en.common.inputRequired).length).toBeGreaterThan(0);
        // Captcha off: no field, no refresh button, and no captcha was ever requested.
        const codeField = within(form).queryByLabelText(en.login.verifycode, {
          exact: false,
          selector: 'input',
        });
        if (state.context.captchaRequired === false) {
          expect(codeField).toBeNull();
          expect(within(form).queryByRole('button', { name: en.login.refreshCaptcha })).toBeNull();
          expect(pending.getCaptcha).toBeUndefined();
        } else if (!state.matches({ anonymous: 'loadingSettings' })) expect(codeField).not.toBeNull();
      } else if (!state.matches({ authenticated: 'switchingRole' })) {
        expect(screen.queryByRole('navigation', { name: en.navbar.mainMenu })).toBeNull();
      }
    };
    await replayPath(path, session, pending, drive, { driversAct: true, check });
    system.stop();
  });
});
