import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createActor } from 'xstate';
import ledger from '../../../src/i18n/ledger/en.json';
import { voyageScreenMachine } from '../../../src/machines/ledger/voyageScreenMachine';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { options, paths, INPUT, CHOICE_SHIP } from './voyageScreenMachine.paths';
import { renderVoyageScreen, setUpLedgerTests } from '../../support/ledger/ledgerScreenSupport';
import { withStandIns } from '../../support/standIns';

beforeEach(setUpLedgerTests);
afterEach(cleanup);

const L = ledger;
const rowOf = (voyageNo: string) =>
  screen.getByRole('radio', { name: L.actions.select.replace('{{voyageNo}}', voyageNo) }).closest('tr')!;
const dialog = () => screen.getByRole('alertdialog');

describe('voyageScreenMachine graph', () => {
  it('drives every state-changing transition (state value × event type)', () => {
    expect(uncoveredTransitions(voyageScreenMachine, options, paths)).toEqual([]);
  });
});

describe('voyageScreenMachine ⇄ VoyageScreenView', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices([
      'listVoyages',
      'lockVoyage',
      'deleteVoyage',
      'deleteRecord',
      'listAlerts',
    ]);
    const actor = createActor(withStandIns(voyageScreenMachine, actors), { input: INPUT }).start();
    const added: unknown[] = [];
    await renderVoyageScreen(actor, { onAdd: (...a) => void added.push(a), onEdit: () => undefined });
    const drive: Record<string, (e: any) => unknown> = {
      'filter.change': (e) =>
        fireEvent.change(screen.getByLabelText(L.filters.keyword), { target: { value: e.value } }),
      'filter.search': () => fireEvent.click(screen.getByRole('button', { name: L.filters.search })),
      'filter.reset': () => fireEvent.click(screen.getByRole('button', { name: L.filters.reset })),
      'list.retry': () => fireEvent.click(screen.getByRole('button', { name: L.actions.retry })),
      'page.change': (e) =>
        fireEvent.click(
          screen.getByRole('button', { name: L.pager.page.replace('{{page}}', String(e.page)) }),
        ),
      'voyage.select': () => fireEvent.click(within(rowOf('V002')).getByRole('radio')),
      'row.toggle': () => fireEvent.click(within(rowOf('V001')).getByRole('button', { name: /V001/ })),
      'lock.request': () =>
        fireEvent.click(within(rowOf('V001')).getByRole('button', { name: L.actions.lock })),
      'lock.comment': (e) =>
        fireEvent.change(within(dialog()).getByLabelText(L.confirm.comment), { target: { value: e.value } }),
      'delete.request': () =>
        fireEvent.click(within(rowOf('V001')).getByRole('button', { name: L.actions.delete })),
      'record.delete': async () => {
        const table = await screen.findByRole('table', { name: L.tabs.records });
        fireEvent.click(within(table).getByRole('button', { name: L.actions.delete }));
      },
      'confirm.accept': () =>
        fireEvent.click(
          within(dialog())
            .getAllByRole('button')
            .find((b) => /Lock|Unlock|Delete/.test(b.textContent ?? ''))!,
        ),
      'confirm.cancel': () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' })),
      'add.choose': () =>
        fireEvent.click(
          within(screen.getByRole('toolbar', { name: L.toolbar.label })).getByRole('button', {
            name: L.toolbar.addPortCall,
          }),
        ),
      'choice.ship': async (e) => {
        await within(dialog()).findByRole('option', { name: new RegExp(e.ship.nameEn) });
        fireEvent.change(within(dialog()).getByLabelText(L.choice.ship, { exact: false }), {
          target: { value: String(e.ship.id) },
        });
      },
      'choice.voyageNo': (e) =>
        fireEvent.change(within(dialog()).getByLabelText(L.choice.voyageNo, { exact: false }), {
          target: { value: e.value },
        }),
      'choice.accept': () => fireEvent.click(within(dialog()).getByRole('button', { name: L.choice.next })),
      'choice.cancel': () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' })),
    };
    await replayPath(path, actor, pending, drive);

    // The screen shows what the model's state says.
    const s = path.state;
    const live = actor.getSnapshot().context;
    const status = screen.getByRole('status').textContent;
    expect(status).toBe(
      s.hasTag('busy') ? L.states.loading : s.context.notice ? L.notice[s.context.notice as 'locked'] : '',
    );
    const alerts = screen.queryAllByRole('alert').map((a) => a.textContent ?? '');
    if (s.context.errorCode)
      expect(alerts.join(' ')).toContain(L.errors[s.context.errorCode as keyof typeof L.errors]);
    else expect(alerts.filter((a) => !a.includes(L.states.detailFailed))).toEqual([]);
    expect(screen.queryByRole('button', { name: L.actions.retry }) !== null).toBe(
      s.matches('failed') || screen.queryByText(L.states.detailFailed) !== null,
    );
    const table = screen.queryByRole('table', { name: L.title });
    expect(table !== null).toBe(live.voyages.length > 0 && !s.matches('failed'));
    if (s.matches('ready') && live.voyages.length === 0)
      expect(screen.getByText(L.states.empty)).toBeTruthy();
    // One confirmation at a time, and only while one waits.
    const confirming =
      s.matches('confirmLock') ||
      s.matches('confirmDelete') ||
      s.matches('confirmRecordDelete') ||
      s.matches('choosingAdd');
    if (confirming) expect(screen.getByRole('alertdialog')).toBeTruthy();
    else if (!s.hasTag('writing')) await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    if (s.matches('confirmLock'))
      expect((within(dialog()).getByLabelText(L.confirm.comment) as HTMLTextAreaElement).value).toBe(
        live.pending?.kind === 'lock' ? live.pending.comment : '',
      );
    if (s.matches('choosingAdd')) {
      const choice = s.context.choice!;
      expect(
        (within(dialog()).getByLabelText(L.choice.voyageNo, { exact: false }) as HTMLInputElement).value,
      ).toBe(choice.voyageNo);
      expect(within(dialog()).queryAllByText(L.choice.required).length).toBe(
        (choice.tried && !choice.ship ? 1 : 0) + (choice.tried && !choice.voyageNo.trim() ? 1 : 0),
      );
    }
    // OK with both given opens the entry dialog for them (the screen's onAdd), trimmed and upper-cased.
    const last = path.steps.at(-1)?.event as { type: string } | undefined;
    if (last?.type === 'choice.accept' && s.matches('ready'))
      expect(added).toEqual([['portCall', { ship: CHOICE_SHIP, voyageNo: 'V009' }]]);
    expect((screen.getByLabelText(L.filters.keyword) as HTMLInputElement).value).toBe(
      s.context.filters.keyword,
    );
  });
});
