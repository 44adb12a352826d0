import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import en from '../../../src/i18n/en.json';
import zh from '../../../src/i18n/zh.json';
import { fetchMachine } from '../../../src/machines/fetchMachine';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import { waitInWords } from '../../../src/views/login/waitInWords';
import { PUBLIC_SETTINGS, renderApp } from '../../support/renderApp';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** The server's answers to /api/login, in order (src/server/routes/session/login.ts). */
const LOGIN_ANSWERS = [
  () => json(401, { success: false, code: 'login_failed', message: 'wrong' }),
  () => json(400, { success: false, code: 'captcha_required', message: 'captcha' }),
  () => json(429, { success: false, code: 'login_throttled', message: 'wait' }, { 'Retry-After': '90' }),
];

let calls: { url: string; body: unknown }[];
let system: AppSystem | undefined;
beforeEach(() => {
  calls = [];
  let logins = 0;
  let captchas = 0;
  // The real session machine and http.ts; only the network is fake.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/code')
        return json(200, {
          success: true,
          data: { captchaId: `c${++captchas}`, svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
        });
      return LOGIN_ANSWERS[logins++]();
    }),
  );
});
afterEach(() => {
  cleanup();
  system?.stop();
  vi.unstubAllGlobals();
});

const fill = (form: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(form).getByLabelText(label, { selector: 'input' }), { target: { value } });
const usernameField = (form: HTMLElement) =>
  within(form).getByLabelText(new RegExp(`^${en.login.username}`), { selector: 'input' }) as HTMLInputElement;
const codeField = (form: HTMLElement) =>
  within(form).queryByLabelText(new RegExp(en.login.verifycode), { selector: 'input' });
const submit = (form: HTMLElement) =>
  fireEvent.click(within(form).getByRole('button', { name: en.login.submit }));
const captchaId = (form: HTMLElement) =>
  within(form).queryByRole('img', { name: en.login.captchaImage })?.getAttribute('data-captcha-id');

describe('login form and the login throttle (captcha setting off)', () => {
  it('switches to the captcha when the server asks for one, then names the wait of a throttled login', async () => {
    ({ system } = await renderApp({
      settings: fetchMachine.provide({
        actors: {
          fetch: fromPromise(async (): Promise<unknown> => ({ ...PUBLIC_SETTINGS, captcha: false })),
        },
      }),
    }));
    const form = await screen.findByRole('form', { name: en.login.title });
    await waitFor(() => expect(system!.session.getSnapshot().matches({ anonymous: 'ready' })).toBe(true));
    expect(codeField(form)).toBeNull();

    fill(form, new RegExp(`^${en.login.username}`), 'admin');
    fill(form, new RegExp(`^${en.login.password}`), 'wrong');
    submit(form);
    expect((await within(form).findByRole('alert')).textContent).toContain(en.errors.login_failed);
    expect(codeField(form)).toBeNull();

    // The throttle wants a captcha: one is loaded and shown, the typed username stays.
    submit(form);
    await waitFor(() => expect(captchaId(form)).toBe('c1'));
    expect(within(form).getByRole('alert').textContent).toContain(en.errors.captcha_required);
    expect(codeField(form)).not.toBeNull();
    expect(usernameField(form).value).toBe('admin');
    expect(calls.map((c) => c.url)).toEqual(['/api/login', '/api/login', '/api/code']);

    // The answer is now required and sent with the captcha's id.
    submit(form);
    expect(within(form).getByText(en.common.inputRequired)).toBeTruthy();
    expect(calls).toHaveLength(3);
    fill(form, new RegExp(en.login.verifycode), '7');
    submit(form);
    // Throttled: the wait from Retry-After (90 s) in words, a new captcha, the username still there.
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toContain(
        en.errors.login_throttled_wait.replace('{{when}}', 'in 2 minutes'),
      ),
    );
    expect(calls[3].body).toMatchObject({ username: 'admin', captchaId: 'c1', verifycode: '7' });
    await waitFor(() => expect(captchaId(form)).toBe('c2'));
    expect(usernameField(form).value).toBe('admin');
  });
});

describe('waitInWords', () => {
  it('says seconds under a minute and whole minutes (rounded up) above, in both languages', () => {
    expect(waitInWords(1, 'en')).toBe('in 1 second');
    expect(waitInWords(30, 'en')).toBe('in 30 seconds');
    expect(waitInWords(61, 'en')).toBe('in 2 minutes');
    expect(waitInWords(30, 'zh')).toBe('30秒钟后');
    expect(waitInWords(900, 'zh')).toBe('15分钟后');
    expect(zh.errors.login_throttled_wait.replace('{{when}}', waitInWords(900, 'zh'))).toBe(
      '登录失败次数过多，请15分钟后再试。',
    );
  });
});
