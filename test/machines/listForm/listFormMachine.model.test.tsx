import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createActor, type EventObject } from 'xstate';
import en from '../../../src/i18n/system/en.json';
import kitEn from '../../../src/i18n/kit/en.json';
import shell from '../../../src/i18n/en.json';
import { initI18n } from '../../../src/i18n';
import { listFormMachine, listFormWith } from '../../../src/machines/listForm/listFormMachine';
import { ApiError } from '../../../src/domain/apiError';
import { ListFormView } from '../../../src/views/listForm/ListFormView';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { uncoveredTransitions } from '../../support/graph';
import { installDomShims } from '../../support/renderApp';
import { CONFIG, INPUT, ROWS } from './listFormMachine.fixtures';
import { dialogOf } from '../../support/dialogOf';
import { options, paths } from './listFormMachine.paths';

afterEach(cleanup);
beforeAll(() => {
  installDomShims();
  initI18n('en');
});

/** Detail is offered to those who may list but not edit: those paths run without `p:edit`. */
const viewOnly = (path: { steps: Array<{ event: EventObject }> }) =>
  path.steps.some((s) => s.event.type === 'row.view');

const SERVICES = [
  'fetchList',
  // The record dialog's (its own machine, modelled in editDialogMachine.paths): held too, so a dialog's
  // ending is driven through its view.
  'fetchRecord',
  'saveRecord',
  'deleteRecord',
  'setStatus',
  'runCommand',
  'exportList',
];
const L = kitEn.listForm;

describe('listFormMachine graph', () => {
  it('drives every state-changing transition (state value × event type)', () => {
    expect(uncoveredTransitions(listFormMachine, options, paths)).toEqual([]);
  });
});

describe('listFormMachine ⇄ ListFormView', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(SERVICES);
    const actor = createActor(listFormWith(actors), { input: INPUT }).start();
    const can = viewOnly(path) ? (p?: string) => p !== 'p:edit' : () => true;
    render(<ListFormView actorRef={actor} config={CONFIG} can={can} />);

    const row = () => screen.getAllByRole('row')[1];
    const dialog = () => screen.getByRole('dialog');
    const drive: Record<string, (e: any) => void> = {
      'list.retry': () => fireEvent.click(screen.getByRole('button', { name: L.retry })),
      'filter.change': (e) =>
        fireEvent.change(within(screen.getByRole('search')).getByLabelText(en.fields.enName), {
          target: { value: e.value },
        }),
      'filter.search': () => fireEvent.click(screen.getByRole('button', { name: L.search })),
      'filter.reset': () => fireEvent.click(screen.getByRole('button', { name: L.reset })),
      'page.go': () => fireEvent.click(screen.getByRole('link', { name: 'Next page' })),
      'page.size': (e) =>
        fireEvent.change(screen.getByRole('combobox', { name: L.pageSize }), {
          target: { value: String(e.size) },
        }),
      'row.new': () => fireEvent.click(screen.getByRole('button', { name: L.add })),
      'row.edit': () => fireEvent.click(within(row()).getByRole('button', { name: L.edit })),
      'row.delete': () => fireEvent.click(within(row()).getByRole('button', { name: L.delete })),
      'row.status': () => fireEvent.click(within(row()).getByRole('button', { name: L.freeze })),
      'row.command': (e) =>
        fireEvent.click(
          within(row()).getByRole('button', {
            name: e.command === 'moveUp' ? en.functions.moveUp : en.users.resetPassword,
          }),
        ),
      'row.view': () => fireEvent.click(within(row()).getByRole('button', { name: L.detail })),
      'list.export': () => fireEvent.click(screen.getByRole('button', { name: L.export })),
      'confirm.accept': () =>
        fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: L.confirm })),
      'confirm.cancel': () =>
        fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: L.cancel })),
    };
    /**
     * The dialog's ending as the list receives it (`xstate.done.actor.editDialog`), brought about
     * through the dialog's own view: each of its states is answered until it ends the wanted way.
     */
    const endDialog = async (output: { outcome: string }) => {
      const want = output.outcome;
      const click = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));
      while (actor.getSnapshot().matches('dialog')) {
        const d = dialogOf(actor);
        const before = JSON.stringify([d.value, d.context.values]);
        await act(async () => {
          if (d.matches('opening') || d.matches('openingDetail')) {
            if (want === 'failed') pending.fetchRecord.reject(new ApiError(404, 'not_found', 'Not found'));
            else pending.fetchRecord.resolve(ROWS[0]);
          } else if (d.matches('viewing'))
            fireEvent.click(
              within(screen.getByRole('dialog', { name: L.detailTitle })).getAllByRole('button', {
                name: L.close,
              })[0],
            );
          else if (d.matches('conflict') || (d.matches('editing') && want === 'closed')) click(L.cancel);
          else if (d.matches('editing') && !d.context.values.code)
            fireEvent.change(within(dialog()).getByRole('textbox', { name: /Code/ }), {
              target: { value: 'CNSHA' },
            });
          else if (d.matches('editing')) click(L.save);
          else if (d.matches('saving')) {
            if (want === 'left') pending.saveRecord.reject(new ApiError(409, 'conflict', 'Stale'));
            else pending.saveRecord.resolve(ROWS[0]);
          }
        });
        await waitFor(() =>
          expect(
            !actor.getSnapshot().matches('dialog') ||
              JSON.stringify([dialogOf(actor).value, dialogOf(actor).context.values]) !== before,
          ).toBe(true),
        );
      }
    };
    pending.editDialog = { resolve: endDialog, reject: () => undefined } as never;
    await replayPath(path, actor, pending, drive);

    // The view shows what the model's state says. Context comes from the actor: with the coarse
    // serialisation the model's representative snapshot may carry another path's message.
    const s = actor.getSnapshot();
    const status = screen.getByRole('status').textContent;
    // While a dialog is open the list waits on it: its busy or its form is the dialog's.
    const d = s.matches('dialog') ? dialogOf(actor) : null;
    if (s.hasTag('busy') || d?.hasTag('busy')) expect(status).toBe(L.busy);
    if (s.matches('failed')) expect(screen.getByRole('heading', { name: L.loadFailed })).toBeTruthy();
    if (s.matches('empty')) expect(screen.getByRole('heading', { name: L.noData })).toBeTruthy();
    if (s.matches('loaded')) expect(within(row()).getByText('Shanghai')).toBeTruthy();
    if (d?.hasTag('dialog')) {
      const title = s.context.dialogFor === 'new' ? L.newTitle : L.editTitle;
      expect(screen.getByRole('dialog', { name: title })).toBe(dialog());
    } else if (d?.matches('viewing'))
      expect(screen.getByRole('dialog', { name: L.detailTitle })).toBeTruthy();
    else expect(screen.queryByRole('dialog')).toBeNull();
    if (s.matches('confirmingDelete'))
      expect(screen.getByRole('alertdialog').textContent).toContain(L.confirmDelete);
    const code = s.context.errorCode as string | null;
    if (code && !s.matches('dialog') && !s.hasTag('busy')) {
      // Admin wording first, then the shell's, then the server's own message.
      const text =
        (kitEn.errors as Record<string, string>)[code] ??
        (shell.errors as Record<string, string>)[code] ??
        s.context.errorMessage;
      expect(screen.getByRole('alert').textContent).toContain(text);
    }
    if (s.matches('loaded') && s.context.notice?.code === 'resetPassword')
      expect(status).toContain('Tmp#2026ab');
    actor.stop();
  });
});
