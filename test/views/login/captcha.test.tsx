import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import en from '../../../src/i18n/en.json';
import { fetchMachine } from '../../../src/machines/fetchMachine';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import { PUBLIC_SETTINGS, renderApp } from '../../support/renderApp';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let calls: { url: string; body: unknown }[];
let system: AppSystem | undefined;
beforeEach(() => {
  calls = [];
  // The real session machine and http.ts; only the network is fake.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/code')
        return json(200, {
          success: true,
          data: { captchaId: 'c7', svg: '<svg xmlns="http://www.w3.org/2000/svg"/>' },
        });
      return json(400, {
        success: false,
        code: 'login_failed',
        message: 'Account does not exist or password error, please re-enter.',
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  system?.stop();
  vi.unstubAllGlobals();
});

/** The login page with the server's public settings saying `captcha`. */
async function loginPage(captcha: boolean) {
  ({ system } = await renderApp({
    settings: fetchMachine.provide({
      actors: { fetch: fromPromise(async (): Promise<unknown> => ({ ...PUBLIC_SETTINGS, captcha })) },
    }),
  }));
  const form = await screen.findByRole('form', { name: en.login.title });
  await waitFor(() => expect(system!.session.getSnapshot().matches({ anonymous: 'ready' })).toBe(true));
  return form;
}
const fill = (form: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(form).getByLabelText(label, { selector: 'input' }), { target: { value } });

describe('login form and the captcha setting', () => {
  it('captcha: false hides the field, fetches no captcha, and logs in without a code', async () => {
    const form = await loginPage(false);
    expect(within(form).queryByLabelText(new RegExp(en.login.verifycode))).toBeNull();
    expect(within(form).queryByRole('button', { name: en.login.refreshCaptcha })).toBeNull();
    fill(form, new RegExp(`^${en.login.username}`), ' admin ');
    fill(form, new RegExp(`^${en.login.password}`), 'Secret#123');
    fireEvent.click(within(form).getByRole('button', { name: en.login.submit }));
    expect((await within(form).findByRole('alert')).textContent).toContain(en.errors.login_failed);
    // No captcha before the attempt, and none after the failure either.
    expect(calls.map((c) => c.url)).toEqual(['/api/login']);
    expect(calls[0].body).toMatchObject({ username: 'admin', password: 'Secret#123', captchaId: '' });
    expect(within(form).queryByLabelText(new RegExp(en.login.verifycode))).toBeNull();
  });

  it('captcha: true shows the captcha image and requires the code', async () => {
    const form = await loginPage(true);
    expect(
      within(form).getByRole('img', { name: en.login.captchaImage }).getAttribute('data-captcha-id'),
    ).toBe('c7');
    fill(form, new RegExp(`^${en.login.username}`), 'admin');
    fill(form, new RegExp(`^${en.login.password}`), 'Secret#123');
    fireEvent.click(within(form).getByRole('button', { name: en.login.submit }));
    const code = within(form).getByLabelText(new RegExp(en.login.verifycode), { selector: 'input' });
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText(en.common.inputRequired)).toBeTruthy();
    expect(calls.map((c) => c.url)).toEqual(['/api/code']);
  });
});
