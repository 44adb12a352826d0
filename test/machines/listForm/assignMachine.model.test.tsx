import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Checkbox, FormControl } from '@primer/react';
import { useSelector } from '@xstate/react';
import { createActor } from 'xstate';
import kitEn from '../../../src/i18n/kit/en.json';
import { initI18n } from '../../../src/i18n';
import { assignMachine } from '../../../src/machines/listForm/assignMachine';
import { AssignDialog, type AssignActor } from '../../../src/views/system/AssignDialog';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { uncoveredTransitions } from '../../support/graph';
import { installDomShims } from '../../support/renderApp';
import { INPUT, options, paths } from './assignMachine.paths';
import { withStandIns } from '../../support/standIns';

afterEach(cleanup);
beforeAll(() => {
  installDomShims();
  initI18n('en');
});

/** A minimal pick-many body: one checkbox per choice, as the ship dialog draws them. */
function Choices({ actorRef }: { actorRef: AssignActor }) {
  const choices = useSelector(actorRef, (s) => (s.context.choices as number[] | null) ?? []);
  const selected = useSelector(actorRef, (s) => s.context.selected);
  return choices.map((id) => (
    <FormControl key={id}>
      <Checkbox
        checked={selected.includes(id)}
        onChange={(e) => actorRef.send({ type: 'assign.toggle', ids: [id], on: e.target.checked })}
      />
      <FormControl.Label>{`Choice ${id}`}</FormControl.Label>
    </FormControl>
  ));
}

describe('assignMachine graph', () => {
  it('drives every state-changing transition (state value × event type)', () => {
    expect(uncoveredTransitions(assignMachine, options, paths)).toEqual([]);
  });
});

describe('assignMachine ⇄ AssignDialog', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['load', 'save']);
    const actor = createActor(withStandIns(assignMachine, actors), { input: INPUT }).start();
    const onClose = vi.fn();
    render(
      <AssignDialog actorRef={actor} title="Pick" onClose={onClose}>
        <Choices actorRef={actor} />
      </AssignDialog>,
    );
    const dialog = () => screen.getByRole('dialog', { name: 'Pick' });
    const drive: Record<string, (e: any) => void> = {
      'assign.toggle': (e) =>
        fireEvent.click(within(dialog()).getByRole('checkbox', { name: `Choice ${e.ids[0]}` })),
      'assign.save': () =>
        fireEvent.click(within(dialog()).getByRole('button', { name: kitEn.listForm.save })),
      'assign.retry': () =>
        fireEvent.click(within(dialog()).getByRole('button', { name: kitEn.listForm.retry })),
      'assign.close': () =>
        fireEvent.click(within(dialog()).getByRole('button', { name: kitEn.listForm.cancel })),
    };
    const check = async () => {
      const s = actor.getSnapshot();
      if (s.status === 'done') {
        // Closed: the screen behind learns whether to reload.
        await waitFor(() => expect(onClose).toHaveBeenCalledWith(s.context.saved));
        return;
      }
      const save = within(dialog()).getByRole('button', { name: kitEn.listForm.save });
      expect(save.hasAttribute('disabled') || save.getAttribute('aria-disabled') === 'true').toBe(
        !s.matches('editing'),
      );
      if (s.matches('loading')) expect(within(dialog()).getByLabelText(kitEn.listForm.busy)).toBeTruthy();
      if (s.matches('failed'))
        expect(within(dialog()).getByRole('button', { name: kitEn.listForm.retry })).toBeTruthy();
      if (s.matches('editing') || s.matches('saving'))
        for (const id of [1, 2])
          expect(
            (within(dialog()).getByRole('checkbox', { name: `Choice ${id}` }) as HTMLInputElement).checked,
          ).toBe(s.context.selected.includes(id));
      if (s.context.errorCode === 'conflict')
        expect(within(dialog()).getByRole('alert').textContent).toContain(kitEn.errors.conflict);
      expect(onClose).not.toHaveBeenCalled();
    };
    await replayPath(path, actor, pending, drive, { check });
    actor.stop();
  });
});
