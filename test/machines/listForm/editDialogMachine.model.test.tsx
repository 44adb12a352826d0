import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import kitEn from '../../../src/i18n/kit/en.json';
import shell from '../../../src/i18n/en.json';
import { initI18n } from '../../../src/i18n';
import { editDialogMachine } from '../../../src/machines/listForm/editDialogMachine';
import { DialogStatus, RecordDialog } from '../../../src/views/listForm/RecordDialog';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { uncoveredTransitions } from '../../support/graph';
import { installDomShims } from '../../support/renderApp';
import { CONFIG } from './listFormMachine.fixtures';
import { DIALOG_INPUT } from './editDialogMachine.fixtures';
import { options, paths } from './editDialogMachine.paths';
import { withStandIns } from '../../support/standIns';

afterEach(cleanup);
beforeAll(() => {
  installDomShims();
  initI18n('en');
});

const SERVICES = ['fetchRecord', 'saveRecord'];
const L = kitEn.listForm;
/** The dialog's own wording first, then the shell's, then the server's message. */
const errorText = (code: string, message: string | null) =>
  (kitEn.errors as Record<string, string>)[code] ?? (shell.errors as Record<string, string>)[code] ?? message;

describe('editDialogMachine graph', () => {
  it('drives every state-changing transition (state value × event type)', () => {
    expect(uncoveredTransitions(editDialogMachine, options, paths)).toEqual([]);
  });
});

describe('editDialogMachine ⇄ RecordDialog', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(SERVICES);
    const actor = createActor(withStandIns(editDialogMachine, actors), {
      input: DIALOG_INPUT,
    }).start();
    render(
      <>
        <DialogStatus actorRef={actor} />
        <RecordDialog actorRef={actor} fields={CONFIG.fields} />
      </>,
    );

    const dialog = () => screen.getByRole('dialog');
    // The list opens the dialog (a row's Add, Edit or Detail button): its model test drives those.
    const open = (e: any) => actor.send(e);
    const drive: Record<string, (e: any) => void> = {
      'dialog.new': open,
      'dialog.edit': open,
      'dialog.view': open,
      'detail.close': () =>
        fireEvent.click(
          within(screen.getByRole('dialog', { name: L.detailTitle })).getAllByRole('button', {
            name: L.close,
          })[0],
        ),
      'field.change': (e) =>
        fireEvent.change(within(dialog()).getByRole('textbox', { name: /Code/ }), {
          target: { value: e.value },
        }),
      'edit.submit': () => fireEvent.click(within(dialog()).getByRole('button', { name: L.save })),
      'edit.cancel': () => fireEvent.click(within(dialog()).getByRole('button', { name: L.cancel })),
      'conflict.reload': () => fireEvent.click(within(dialog()).getByRole('button', { name: L.reload })),
    };
    const check = async () => {
      // The view shows what the model's state says; context comes from the actor.
      const s = actor.getSnapshot();
      const status = screen.getByRole('status').textContent;
      expect(status).toBe(s.hasTag('busy') ? L.busy : '');
      if (s.hasTag('dialog')) {
        // Add until a record exists: a new one written before its follow-up failed is an edit.
        const title = s.context.editId === null ? L.newTitle : L.editTitle;
        expect(screen.getByRole('dialog', { name: title })).toBe(dialog());
        const alerts = within(dialog())
          .queryAllByRole('alert')
          .map((a) => a.textContent)
          .join(' ');
        if (s.matches('conflict')) expect(alerts).toContain(kitEn.errors.conflict);
        else if (s.context.errorCode)
          expect(alerts).toContain(errorText(s.context.errorCode, s.context.errorMessage));
        for (const message of Object.values(s.context.fieldErrors))
          expect(
            within(dialog()).getByText(message === 'msg.required' ? kitEn.validation.msg.required : message),
          ).toBeTruthy();
      } else if (s.matches('viewing')) {
        const detail = screen.getByRole('dialog', { name: L.detailTitle });
        expect(within(detail).getByText('CNSHA')).toBeTruthy();
        expect(within(detail).queryByRole('textbox')).toBeNull();
      } else expect(screen.queryByRole('dialog')).toBeNull();
      // An ended dialog tells the list what happened.
      if (s.status === 'done') expect(s.output?.outcome).toBe(s.value === 'closed' ? 'closed' : s.value);
    };
    await replayPath(path, actor, pending, drive, { check });
    actor.stop();
  });
});
