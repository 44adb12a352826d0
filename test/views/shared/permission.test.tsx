import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { initI18n } from '../../../src/i18n';
import { createAppSystem, type AppSystem } from '../../../src/machines/app/appSystem';
import { fetchMachine } from '../../../src/machines/fetchMachine';
import { sessionMachine } from '../../../src/machines/sessionMachine';
import type { MenuItem, UserInfo } from '../../../src/domain/api';
import { AppContext } from '../../../src/views/AppContext';
import { Can, Permission, useCan } from '../../../src/views/shared/permission';
import { ErrorBoundary } from '../../../src/views/shared/ErrorBoundary';
import { installDomShims, PUBLIC_SETTINGS, TEST_PREFERENCES } from '../../support/renderApp';
import { USER } from '../../machines/sessionMachine.fixtures';

let system: AppSystem | null = null;
afterEach(() => {
  cleanup();
  system?.stop();
  system = null;
});

/** A signed-in shell whose user holds `roles` and `allowButton`, without a server. */
async function signedIn(user: Partial<UserInfo>) {
  installDomShims();
  initI18n('en');
  system = createAppSystem({
    hasToken: true,
    preferences: TEST_PREFERENCES,
    session: sessionMachine.provide({
      actions: { storeLogin: () => undefined, clearStorage: () => undefined },
      actors: {
        getUserInfo: fromPromise(async () => ({ ...USER, ...user })),
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

describe('<Permission roles>', () => {
  it.each([
    [['99'], ['99', 'editor'], true],
    [['editor'], ['99', 'editor'], true],
    [['editor'], ['99'], false],
    [['99', 'ship_manager'], ['ship_manager'], true],
    [['ship_manager'], ['99', 'editor'], false],
  ])('user roles %j, listed %j: shown=%s', async (userRoles, listed, shown) => {
    const app = await signedIn({ roles: userRoles });
    render(
      <AppContext.Provider value={app}>
        <Permission roles={listed}>
          <button>Delete ship</button>
        </Permission>
        <button>Always there</button>
      </AppContext.Provider>,
    );
    expect(screen.getByRole('button', { name: 'Always there' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete ship' }) !== null).toBe(shown);
  });

  it("throws 'need roles!' for an empty list, which the shell's boundary logs", async () => {
    const app = await signedIn({ roles: ['99'] });
    const report = vi.fn();
    // React logs the caught error to the console; keep the run output clean.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppContext.Provider value={app}>
        <ErrorBoundary report={report} fallback={<p role="alert">Broken</p>}>
          <Permission roles={[]}>
            <button>Delete ship</button>
          </Permission>
        </ErrorBoundary>
      </AppContext.Provider>,
    );
    quiet.mockRestore();
    expect(screen.getByRole('alert').textContent).toBe('Broken');
    expect(screen.queryByRole('button', { name: 'Delete ship' })).toBeNull();
    expect(report).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'errorLog.add', message: expect.stringMatching(/^need roles!/) }),
    );
  });

  it('removes its children when the session loses the role (role switch, logout)', async () => {
    const app = await signedIn({ roles: ['99'] });
    render(
      <AppContext.Provider value={app}>
        <Permission roles={['99']}>
          <button>Delete ship</button>
        </Permission>
      </AppContext.Provider>,
    );
    expect(screen.getByRole('button', { name: 'Delete ship' })).toBeTruthy();
    await act(async () => app.session.send({ type: 'http.unauthorized', code: 'x', message: 'x' }));
    expect(screen.queryByRole('button', { name: 'Delete ship' })).toBeNull();
  });
});

describe('button permissions (allowButton)', () => {
  function Toolbar() {
    const canEdit = useCan()('ship:list:edit');
    return (
      <div role="toolbar" aria-label="Ships">
        <Can perm="ship:list:add">
          <button>Add</button>
        </Can>
        <button disabled={!canEdit}>Edit</button>
      </div>
    );
  }
  it.each([
    [['ship:list:add', 'ship:list:edit'], true, true],
    [['ship:list:add'], true, false],
    [['ship:list:edit'], false, true],
    [[], false, false],
  ])('allowButton %j: Add shown=%s, Edit enabled=%s', async (allowButton, add, edit) => {
    const app = await signedIn({ allowButton });
    render(
      <AppContext.Provider value={app}>
        <Toolbar />
      </AppContext.Provider>,
    );
    expect(screen.queryByRole('button', { name: 'Add' }) !== null).toBe(add);
    expect((screen.getByRole('button', { name: 'Edit' }) as HTMLButtonElement).disabled).toBe(!edit);
  });
});
