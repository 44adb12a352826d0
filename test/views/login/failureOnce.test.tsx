import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import en from '../../../src/i18n/en.json';
import { fetchMachine } from '../../../src/machines/fetchMachine';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import { PUBLIC_SETTINGS, renderApp } from '../../support/renderApp';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let system: AppSystem | undefined;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json(401, { success: false, code: 'login_failed', message: 'wrong' })),
  );
});
afterEach(() => {
  cleanup();
  system?.stop();
  vi.unstubAllGlobals();
});

describe('a refused login', () => {
  it('says "Account does not exist or password error" once, to the eye and to a screen reader', async () => {
    ({ system } = await renderApp({
      settings: fetchMachine.provide({
        actors: {
          fetch: fromPromise(async (): Promise<unknown> => ({ ...PUBLIC_SETTINGS, captcha: false })),
        },
      }),
    }));
    const form = await screen.findByRole('form', { name: en.login.title });
    await waitFor(() => expect(system!.session.getSnapshot().matches({ anonymous: 'ready' })).toBe(true));
    const fill = (label: string, value: string) =>
      fireEvent.change(within(form).getByLabelText(new RegExp(`^${label}`), { selector: 'input' }), {
        target: { value },
      });
    fill(en.login.username, 'admin');
    fill(en.login.password, 'wrong');
    fireEvent.click(within(form).getByRole('button', { name: en.login.submit }));
    const alert = await within(form).findByRole('alert');
    // textContent includes visually hidden text: what a screen reader announces and a copy takes.
    expect(alert.textContent!.split(en.errors.login_failed)).toHaveLength(2);
    expect(document.body.textContent!.split(en.errors.login_failed)).toHaveLength(2);
  });
});
