import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import type { MenuItem, UserInfo } from '../../../src/domain/api';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import en from '../../../src/i18n/ukMrv/en.json';
import { createAppSystem, type AppSystem } from '../../../src/machines/app/appSystem';
import { fetchMachine } from '../../../src/machines/fetchMachine';
import { sessionMachine } from '../../../src/machines/sessionMachine';
import { AppContext } from '../../../src/views/AppContext';
import { UkErcClaims } from '../../../src/views/reports/UkErcClaims';
import { USER } from '../../machines/sessionMachine.fixtures';
import { installDomShims, PUBLIC_SETTINGS, TEST_PREFERENCES } from '../../support/renderApp';

/**
 * The claims panel of the UK company AER (docs/reports-uk-and-cross-regime.md §7.3): lists the
 * server's claims, adds one with the typed amount (the AER reloads after), shows the server's
 * field message on a refusal, and offers add / delete only with the UK page's buttons.
 */
let system: AppSystem | null = null;
afterEach(() => {
  cleanup();
  system?.stop();
  system = null;
  vi.unstubAllGlobals();
});
installDomShims();
await loadAreaTexts('ukMrv');
initI18n('en');

async function signedIn(allowButton: string[]) {
  system = createAppSystem({
    hasToken: true,
    preferences: TEST_PREFERENCES,
    session: sessionMachine.provide({
      actions: { storeLogin: () => undefined, clearStorage: () => undefined },
      actors: {
        getUserInfo: fromPromise(async (): Promise<UserInfo> => ({ ...USER, allowButton })),
        getMenus: fromPromise(async (): Promise<MenuItem[]> => []),
      },
    }),
    settings: fetchMachine.provide({
      actors: { fetch: fromPromise(async (): Promise<unknown> => PUBLIC_SETTINGS) },
    }),
  });
  const s = system;
  await waitFor(() => expect(s.session.getSnapshot().matches({ authenticated: 'ready' })).toBe(true));
  return s;
}

const CLAIM = {
  id: 4,
  companyId: 7,
  shipId: 11,
  shipImo: '9310019',
  shipName: 'UKAER ONE',
  year: 2026,
  kind: 'sustainable_biofuel',
  amountT: 12.5,
  batchNo: null,
  remark: null,
  evidence: { name: 'PoS.pdf', mime: 'application/pdf', size: 10 },
  version: 1,
};
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function panel(app: AppSystem, onChanged = vi.fn()) {
  render(
    <AppContext.Provider value={app}>
      <UkErcClaims
        companyId={7}
        year={2026}
        ships={[{ imo: '9310019', name: 'UKAER ONE', shipId: 11 }]}
        onChanged={onChanged}
      />
    </AppContext.Provider>,
  );
  return onChanged;
}

describe('UK emissions reduction claims panel', () => {
  it('lists the claims and adds one with the typed amount, then asks the AER to reload', async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({
          url,
          method: init.method ?? 'GET',
          body: init.body ? JSON.parse(String(init.body)) : null,
        });
        return init.method === 'POST'
          ? json({ success: true, data: { ...CLAIM, id: 5 } }, 201)
          : json({ success: true, data: [CLAIM] });
      }),
    );
    const onChanged = panel(await signedIn(['mrv:uk:add', 'mrv:uk:delete']));
    await waitFor(() => expect(screen.getByText('PoS.pdf')).toBeTruthy());
    expect(within(screen.getByRole('table')).getByText(en.erc.kinds.sustainable_biofuel)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(en.erc.amount), { target: { value: '3.5' } });
    fireEvent.click(screen.getByRole('button', { name: en.erc.add }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      companyId: 7,
      shipId: 11,
      year: 2026,
      kind: 'sustainable_biofuel',
      amountT: 3.5,
    });
  });

  it("shows the server's field message when a claim is refused", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) =>
        init.method === 'POST'
          ? json(
              {
                success: false,
                code: 'validation_failed',
                message: 'x',
                fields: { shipId: 'Not in this AER.' },
              },
              400,
            )
          : json({ success: true, data: [] }),
      ),
    );
    const onChanged = panel(await signedIn(['mrv:uk:add']));
    await waitFor(() => expect(screen.getByText(en.erc.none)).toBeTruthy());
    fireEvent.change(screen.getByLabelText(en.erc.amount), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: en.erc.add }));
    await waitFor(() => expect(screen.getByText(/Not in this AER\./)).toBeTruthy());
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('offers no add or delete without the UK page buttons', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: true, data: [CLAIM] })),
    );
    panel(await signedIn([]));
    await waitFor(() => expect(screen.getByText('PoS.pdf')).toBeTruthy());
    expect(screen.queryByRole('button', { name: en.erc.add })).toBeNull();
    expect(screen.queryByRole('button', { name: en.erc.delete })).toBeNull();
  });
});
