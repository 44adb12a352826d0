import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { EventFromLogic } from 'xstate';
import en from '../../src/i18n/en.json';
import { errorLogMachine } from '../../src/machines/errorLogMachine';
import type { AppSystem } from '../../src/machines/app/appSystem';
import { ErrorLogDialog } from '../../src/views/layout/ErrorLogDialog';
import { ErrorLogButton } from '../../src/views/layout/HeaderTools';
import { reportPageErrors } from '../../src/views/shared/reportPageErrors';
import { uncoveredTransitions } from '../support/graph';
import { pathName, replayPath } from '../support/modelReplay';
import { renderInShell } from '../support/shellSystem';
import ErrorLogPage from '../../src/views/errors/ErrorLogPage';
import { options, paths, stateKey } from './errorLogMachine.paths';

let system: AppSystem;
let stopReporting = () => undefined as void;
afterEach(() => {
  cleanup();
  stopReporting();
  system?.stop();
});

type ErrorLogEvent = EventFromLogic<typeof errorLogMachine>;
const isAdd = (e: ErrorLogEvent): e is Extract<ErrorLogEvent, { type: 'errorLog.add' }> =>
  e.type === 'errorLog.add';

describe('errorLogMachine graph', () => {
  it('drives every state-changing transition (state value and entries × event type)', () => {
    expect(uncoveredTransitions(errorLogMachine, options, paths)).toEqual([]);
  });
});

describe('errorLogMachine ⇄ ErrorLogButton, ErrorLogDialog, the /cssLog page and the page-error wiring', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    system = renderInShell(
      <>
        <ErrorLogButton />
        <ErrorLogDialog />
        <ErrorLogPage />
      </>,
    );
    // The same wiring as main.tsx: uncaught page errors go to the log.
    stopReporting = reportPageErrors((e) => system.errorLog.send(e));
    const actor = system.errorLog;
    const dialog = () => screen.getByRole('dialog', { name: en.errorLog.title });
    const drive: Record<string, (e: any) => void> = {
      'errorLog.add': (e) =>
        window.dispatchEvent(new ErrorEvent('error', { message: e.message, error: new Error(e.message) })),
      'errorLog.open': (e) => {
        const button = screen.queryByRole('button', { name: en.navbar.errorLog });
        // An empty log has no header button; the machine still takes the event from any sender.
        if (actor.getSnapshot().context.entries.length === 0) {
          expect(button).toBeNull();
          actor.send(e);
        } else fireEvent.click(button!);
      },
      'errorLog.close': () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Close' })),
      // From the open dialog, or, while it is closed, from the /cssLog page.
      'errorLog.clear': () =>
        fireEvent.click(
          within(
            actor.getSnapshot().matches('open')
              ? dialog()
              : screen.getByRole('region', { name: en.errorLog.title }),
          ).getByRole('button', { name: en.errorLog.clearAll }),
        ),
    };
    const check = async (at: typeof path.state) => {
      // The header and the dialog show what the model's state says.
      const [value, hasEntries] = stateKey(at) as [string, boolean];
      const count = actor.getSnapshot().context.entries.length;
      const button = screen.queryByRole('button', { name: en.navbar.errorLog });
      expect(button === null).toBe(!hasEntries);
      if (hasEntries) expect(button!.parentElement!.textContent).toContain(String(count));
      const open = screen.queryByRole('dialog', { name: en.errorLog.title });
      expect(open !== null).toBe(value === 'open');
      if (open && hasEntries) {
        expect(within(open).getAllByRole('row')).toHaveLength(count + 1);
        expect(
          within(open).getAllByText(path.steps.map((s) => s.event).find(isAdd)!.message).length,
        ).toBeGreaterThan(0);
      }
      if (open && !hasEntries) expect(within(open).getByText(en.errorLog.empty)).toBeTruthy();
      await act(async () => undefined);
    };
    await replayPath(path, actor, {}, drive, { stateKey, check });
  });
});
