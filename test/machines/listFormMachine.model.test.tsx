import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor, type EventObject } from 'xstate';
import en from '../../src/i18n/system/en.json';
import shell from '../../src/i18n/en.json';
import { initI18n } from '../../src/i18n';
import { listFormMachine } from '../../src/machines/listForm/listFormMachine';
import { ListFormView } from '../../src/views/listForm/ListFormView';
import { heldServices, pathName, replayPath } from '../support/modelReplay';
import { uncoveredTransitions } from '../support/graph';
import { installDomShims } from '../support/renderWithActor';
import { CONFIG, INPUT } from './listFormModel.fixtures';
import { options, paths } from './listFormModel.paths';

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
  'fetchRecord',
  'saveRecord',
  'deleteRecord',
  'setStatus',
  'runCommand',
  'exportList',
];
const L = en.listForm;

describe('listFormMachine graph', () => {
  it('drives every state-changing transition (state value × event type)', () => {
    expect(uncoveredTransitions(listFormMachine, options as never, paths as never)).toEqual([]);
  });
});

describe('listFormMachine ⇄ ListFormView', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(SERVICES);
    const actor = createActor(listFormMachine.provide({ actors: actors as never }), { input: INPUT }).start();
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
      'page.go': () => fireEvent.click(screen.getByRole('link', { name: 'Next Page' })),
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
      'detail.close': () =>
        fireEvent.click(
          within(screen.getByRole('dialog', { name: L.detailTitle })).getAllByRole('button', {
            name: L.close,
          })[0],
        ),
      'list.export': () => fireEvent.click(screen.getByRole('button', { name: L.export })),
      'field.change': (e) =>
        fireEvent.change(within(dialog()).getByRole('textbox', { name: /Code/ }), {
          target: { value: e.value },
        }),
      'edit.submit': () => fireEvent.click(within(dialog()).getByRole('button', { name: L.save })),
      'edit.cancel': () => fireEvent.click(within(dialog()).getByRole('button', { name: L.cancel })),
      'conflict.reload': () => fireEvent.click(within(dialog()).getByRole('button', { name: L.reload })),
      'confirm.accept': () =>
        fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: L.confirm })),
      'confirm.cancel': () =>
        fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: L.cancel })),
    };
    await replayPath(path, actor, pending, drive);

    // The view shows what the model's state says. Context comes from the actor: with the coarse
    // serialisation the model's representative snapshot may carry another path's message.
    const s = actor.getSnapshot();
    const status = screen.getByRole('status').textContent;
    if (s.hasTag('busy')) expect(status).toBe(L.busy);
    if (s.matches('failed')) expect(screen.getByRole('heading', { name: L.loadFailed })).toBeTruthy();
    if (s.matches('empty')) expect(screen.getByRole('heading', { name: L.noData })).toBeTruthy();
    if (s.matches('loaded')) expect(within(row()).getByText('Shanghai')).toBeTruthy();
    if (s.hasTag('dialog')) {
      // Add until a record exists: a new one written before its follow-up failed is an edit.
      const title = s.context.editId === null ? L.newTitle : L.editTitle;
      expect(screen.getByRole('dialog', { name: title })).toBe(dialog());
      if (s.matches('conflict'))
        expect(within(dialog()).getByRole('alert').textContent).toContain(en.errors.conflict);
      for (const message of Object.values(s.context.fieldErrors) as string[])
        expect(
          within(dialog()).getByText(message === 'msg.required' ? en.validation.msg.required : message),
        ).toBeTruthy();
    } else if (s.matches('viewing')) {
      const detail = screen.getByRole('dialog', { name: L.detailTitle });
      expect(within(detail).getByText('CNSHA')).toBeTruthy();
      expect(within(detail).queryByRole('textbox')).toBeNull();
    } else expect(screen.queryByRole('dialog')).toBeNull();
    if (s.matches('confirmingDelete'))
      expect(screen.getByRole('alertdialog').textContent).toContain(L.confirmDelete);
    const code = s.context.errorCode as string | null;
    if (code && !s.hasTag('dialog') && !s.hasTag('busy')) {
      // Admin wording first, then the shell's, then the server's own message.
      const text =
        (en.errors as Record<string, string>)[code] ??
        (shell.errors as Record<string, string>)[code] ??
        s.context.errorMessage;
      expect(screen.getByRole('alert').textContent).toContain(text);
    }
    if (s.matches('loaded') && s.context.notice?.code === 'resetPassword')
      expect(status).toContain('Tmp#2026ab');
    actor.stop();
  });
});
