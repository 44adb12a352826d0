import { useState } from 'react';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import lf from '../../../src/i18n/ledgerForms/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import { ledgerFormMachine, type LedgerFormContext } from '../../../src/machines/ledger/ledgerFormMachine';
import { stayRows } from '../../../src/machines/ledger/ledgerDraft';
import { PortCallDialog } from '../../../src/views/ledger/PortCallDialog';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { ownedActors } from '../../support/ownedActors';
import { renderInShell } from '../../support/shellSystem';
import { options, paths, RECORD, SERVER_MESSAGE, SHIP } from './ledgerFormMachine.paths';

await loadAreaTexts('ledgerForms', 'fleet', 'system');

// The ROB tab reads the previous call's departure ROB itself: answer "no previous call" here, so
// the dialog never meets another file's fetch stand-in (files share their worker's globals).
globalThis.fetch = (async (input: RequestInfo | URL) =>
  String(input).includes('/api/voyage-data/previous-rob')
    ? new Response(JSON.stringify({ success: true, data: null }), {
        headers: { 'Content-Type': 'application/json' },
      })
    : new Response(JSON.stringify({ success: false, code: 'not_found' }), {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      })) as typeof fetch;

let system: AppSystem | undefined;
afterEach(() => {
  cleanup();
  system?.stop();
  ownedActors.reset();
});

describe('ledgerFormMachine graph', () => {
  it('drives every state-changing transition (state value × event type)', () => {
    expect(uncoveredTransitions(ledgerFormMachine, options, paths)).toEqual([]);
  });
});

describe('ledgerFormMachine ⇄ PortCallDialog', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))(
    '%s',
    async (_name, path) => {
      const { pending, actors } = heldServices(['loadFuels', 'save']);
      ownedActors.provide.set('ledgerForm', actors);
      // The port picker of the first tab searches nothing here.
      ownedActors.provide.set('portPicker', heldServices(['search']).actors);
      const onClose = vi.fn();
      const onSaved = vi.fn();
      // The screen closes the dialog when it says it is done.
      function Screen() {
        const [open, setOpen] = useState(true);
        return (
          <PortCallDialog
            open={open}
            ship={SHIP}
            initial={RECORD}
            onClose={() => {
              onClose();
              setOpen(false);
            }}
            onSaved={(r) => {
              onSaved(r);
              setOpen(false);
            }}
          />
        );
      }
      await act(async () => {
        system = renderInShell(<Screen />);
      });
      await waitFor(() => expect(ownedActors.refs.get('ledgerForm')).toBeTruthy());
      const actor = ownedActors.refs.get('ledgerForm')!;
      const dialog = () => screen.getByRole('dialog', { name: lf.title.portEdit });
      const tab = (name: string) =>
        fireEvent.click(within(dialog()).getByRole('tab', { name: new RegExp(`^${name}`) }));
      const button = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));
      const drive: Record<string, (e: any) => unknown> = {
        field: (e) => {
          tab(lf.tabs.rob);
          fireEvent.change(within(dialog()).getByLabelText(lf.fields.robDepartureT), {
            target: { value: e.value },
          });
        },
        tab: () => tab(lf.tabs.cargo),
        'row.add': () => {
          tab(lf.tabs.bunkers);
          button(lf.rows.add);
        },
        'row.remove': () => {
          tab(lf.tabs.bunkers);
          button(lf.rows.remove.replace('{{n}}', '1'));
        },
        save: () => button(lf.actions.save),
        close: () => button(lf.actions.cancel),
        discard: () =>
          fireEvent.click(
            within(screen.getByRole('alertdialog')).getByRole('button', { name: lf.confirmClose.discard }),
          ),
        keep: () =>
          fireEvent.click(
            within(screen.getByRole('alertdialog')).getByRole('button', { name: lf.confirmClose.keep }),
          ),
      };
      // fireEvent acts by itself: a tab switched by one driver is rendered before its next step.
      const check = async (s: typeof path.state) => {
        // The dialog shows what the model's state says.
        const live = actor.getSnapshot().context as LedgerFormContext;
        if (s.matches('closed') || s.matches('saved')) {
          expect(screen.queryByRole('dialog')).toBeNull();
          expect(onClose).toHaveBeenCalledTimes(s.matches('closed') ? 1 : 0);
          expect(onSaved).toHaveBeenCalledTimes(s.matches('saved') ? 1 : 0);
          if (s.matches('saved')) expect(onSaved).toHaveBeenCalledWith(live.result);
          return;
        }
        if (s.matches('confirmingClose')) {
          expect(within(screen.getByRole('alertdialog')).getByText(lf.confirmClose.body)).toBeTruthy();
          return;
        }
        const saveButton = within(dialog()).getByRole('button', {
          name: s.matches('saving') ? lf.actions.saving : lf.actions.save,
        });
        expect((saveButton as HTMLButtonElement).disabled).toBe(s.hasTag('busy'));
        if (s.matches('loading')) return;
        expect(within(dialog()).queryByText(lf.fuelsFailed) !== null).toBe(live.fuelsFailed);
        // The ROB tab: the live consumption, and every error shown on it at its field.
        tab(lf.tabs.rob);
        const consumed = stayRows(live.draft)[0]!.consumedT!;
        expect((within(dialog()).getByLabelText(lf.fields.stay) as HTMLInputElement).value).toBe(
          consumed.toLocaleString('en', { maximumFractionDigits: 3 }),
        );
        const negative = consumed < 0;
        expect(within(dialog()).queryByText(lf.codes.ledger.negative_consumption) !== null).toBe(negative);
        expect(within(dialog()).queryByText(SERVER_MESSAGE) !== null).toBe(
          Object.keys(live.serverErrors).length > 0,
        );
      };
      await replayPath(path, actor, pending, drive, { driversAct: true, check });
    },
    30_000,
  );
});
