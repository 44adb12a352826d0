import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { BaseStyles, ThemeProvider } from '@primer/react';
import { fromPromise } from 'xstate';
import en from '../../../src/i18n/en.json';
import { initI18n } from '../../../src/i18n';
import { createAppSystem, type AppSystem } from '../../../src/machines/app/appSystem';
import { fetchMachine } from '../../../src/machines/fetchMachine';
import { ApiError } from '../../../src/domain/apiError';
import { AppContext } from '../../../src/views/AppContext';
import { ErrorLogDialog } from '../../../src/views/layout/ErrorLogDialog';
import { ErrorLogButton } from '../../../src/views/layout/HeaderTools';
import { reportPageErrors } from '../../../src/views/shared/reportPageErrors';
import { installDomShims, PUBLIC_SETTINGS, TEST_PREFERENCES } from '../../support/renderApp';

let system: AppSystem;
let stopReporting: () => void;
beforeEach(() => {
  installDomShims();
  initI18n('en');
  system = createAppSystem({
    hasToken: false,
    preferences: TEST_PREFERENCES,
    settings: fetchMachine.provide({
      actors: { fetch: fromPromise(async (): Promise<unknown> => PUBLIC_SETTINGS) },
    }),
  });
  // The same wiring as main.tsx.
  stopReporting = reportPageErrors((e) => system.errorLog.send(e));
  render(
    <ThemeProvider colorMode="day">
      <BaseStyles>
        <AppContext.Provider value={system}>
          <ErrorLogButton />
          <ErrorLogDialog />
        </AppContext.Provider>
      </BaseStyles>
    </ThemeProvider>,
  );
});
afterEach(() => {
  cleanup();
  stopReporting();
  system.stop();
});

const openLog = () => fireEvent.click(screen.getByRole('button', { name: en.navbar.errorLog }));
const dialog = () => screen.getByRole('dialog', { name: en.errorLog.title });

describe('error-log dialog', () => {
  it('has no button while the log is empty', () => {
    expect(screen.queryByRole('button', { name: en.navbar.errorLog })).toBeNull();
  });

  it('lists message, info, url and stack of each entry; Clear All empties it', async () => {
    await act(async () => {
      system.errorLog.send({
        type: 'errorLog.add',
        message: 'x is undefined',
        info: 'at ShipList',
        url: 'http://localhost/ship/list',
        stack: 'TypeError: x is undefined\n    at ShipList (ShipList.tsx:10)',
      });
      system.errorLog.send({ type: 'errorLog.add', message: 'second', info: 'i2', url: 'u2', stack: 's2' });
    });
    expect(screen.getByText('2')).toBeTruthy(); // the counter next to the bug button
    openLog();
    const table = within(dialog()).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([en.errorLog.message, en.errorLog.info, en.errorLog.url, en.errorLog.stack]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'x is undefined',
      'at ShipList',
      'http://localhost/ship/list',
      'TypeError: x is undefined\n    at ShipList (ShipList.tsx:10)',
    ]);

    fireEvent.click(within(dialog()).getByRole('button', { name: en.errorLog.clearAll }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(system.errorLog.getSnapshot().context.entries).toEqual([]);
    expect(screen.queryByRole('button', { name: en.navbar.errorLog })).toBeNull();
  });

  it('closes without clearing', () => {
    act(() => {
      system.errorLog.send({ type: 'errorLog.add', message: 'm', info: 'i', url: 'u', stack: 's' });
    });
    openLog();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    openLog();
    expect(within(dialog()).getByRole('cell', { name: 'm' })).toBeTruthy();
  });

  it('an uncaught page error lands in the log', async () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'imo')");
    await act(async () => {
      window.dispatchEvent(
        new ErrorEvent('error', { message: error.message, filename: 'app.js', lineno: 42, error }),
      );
    });
    openLog();
    const row = within(dialog()).getAllByRole('row')[1];
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 3)).toEqual([error.message, 'app.js:42', window.location.href]);
    expect(cells[3]).toContain('TypeError');
  });

  it('an unhandled rejection lands in the log; a failed API call does not (it has its own toast)', async () => {
    const rejection = (reason: unknown) => {
      const e = new Event('unhandledrejection') as PromiseRejectionEvent;
      Object.assign(e, { reason, promise: Promise.resolve() });
      return e;
    };
    await act(async () => {
      window.dispatchEvent(rejection(new ApiError(500, 'internal', 'Internal Server Error')));
      window.dispatchEvent(rejection(new Error('chart data missing')));
    });
    openLog();
    const rows = within(dialog()).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]).getAllByRole('cell')[0].textContent).toBe('chart data missing');
    expect(within(rows[0]).getAllByRole('cell')[1].textContent).toBe('unhandledrejection');
  });
});
