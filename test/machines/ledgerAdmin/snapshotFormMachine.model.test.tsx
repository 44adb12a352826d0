import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import en from '../../../src/i18n/ledgerAdmin/en.json';
import kitEn from '../../../src/i18n/kit/en.json';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { snapshotFormMachine } from '../../../src/machines/ledgerAdmin/snapshotFormMachine';
import { SnapshotDialogView } from '../../../src/views/ledgerAdmin/SnapshotDialog';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { installDomShims } from '../../support/renderApp';
import { INPUT, ledgerAdminSnapshotFormModelPaths, options, SHIP } from './snapshotFormMachine.paths';
import { withStandIns } from '../../support/standIns';
import { fuelNameText } from '../../../src/views/shared/labels/FuelName';
import { kitText } from '../../../src/views/shared/labels/kitText';

afterEach(cleanup);
installDomShims();
await loadAreaTexts('system', 'fleet', 'ledgerAdmin');
initI18n('en');

// The ship picker loads the ships through the fleet's list call.
globalThis.fetch = (async () =>
  new Response(JSON.stringify({ success: true, data: { items: [SHIP], total: 1, page: 1, size: 500 } }), {
    headers: { 'Content-Type': 'application/json' },
  })) as typeof fetch;

const { paths } = ledgerAdminSnapshotFormModelPaths();
const S = en.snapshots;
/** A fuel's ROB field, labelled by the fuel's name in the kit's words. */
const fuelLabel = (code: string) => fuelNameText(kitText('en'), code);
const label = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

describe('snapshotFormMachine graph', () => {
  it('drives every state-changing transition (state value × event type)', () => {
    expect(uncoveredTransitions(snapshotFormMachine, options, paths)).toEqual([]);
  });
});

describe('snapshotFormMachine ⇄ SnapshotDialogView', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['loadFuels', 'saveSnapshot']);
    const actor = createActor(withStandIns(snapshotFormMachine, actors), { input: INPUT }).start();
    const closed: boolean[] = [];
    render(
      <SnapshotDialogView
        actorRef={actor}
        readOnly={false}
        snapshot={null}
        onClose={(c) => closed.push(c)}
      />,
    );
    const dialog = () => screen.getByRole('dialog');
    const check = async (s: typeof path.state) => {
      // The dialog shows what the model's state says.
      const c = s.context;
      if (s.matches('saved') || s.matches('closed')) {
        expect(closed).toEqual([s.matches('saved')]);
        actor.stop();
        return;
      }
      expect(closed).toEqual([]);
      expect(screen.queryByText(S.loadingFuels) !== null).toBe(s.matches('loadingFuels'));
      expect(screen.queryByText(S.noFuels) !== null).toBe(c.fuels.length === 0 && !s.matches('loadingFuels'));
      for (const f of c.fuels) expect(within(dialog()).getByLabelText(fuelLabel(f.fuel))).toBeTruthy();
      expect(screen.queryByRole('alert') !== null).toBe(Boolean(c.errorCode) && !s.matches('saving'));
      if (c.errorCode === 'snapshot_locked')
        expect(screen.getByRole('alert').textContent).toContain('locked');
      const required = Object.values(c.errors).filter((m) => m === 'msg.required').length;
      expect(screen.queryAllByText(kitEn.validation.msg.required)).toHaveLength(required);
      if (c.errors['fuels.1']) expect(screen.getByText('Must be 0 or more.')).toBeTruthy();
    };
    await replayPath(
      path,
      actor,
      pending,
      {
        'form.ship': async () => {
          await screen.findByRole('option', { name: /HAIYUN GLORY/ });
          fireEvent.change(within(dialog()).getByLabelText(label(S.ship)), { target: { value: '7' } });
        },
        'form.local': (e) =>
          fireEvent.change(within(dialog()).getByLabelText(label(S.time)), { target: { value: e.value } }),
        'form.offset': (e) =>
          fireEvent.change(within(dialog()).getByLabelText(label(S.offset)), { target: { value: e.value } }),
        'form.rob': (e) =>
          fireEvent.change(within(dialog()).getByLabelText(fuelLabel(e.fuel)), {
            target: { value: e.value },
          }),
        'form.save': () => fireEvent.click(within(dialog()).getByRole('button', { name: S.save })),
        'form.cancel': () => fireEvent.click(within(dialog()).getByRole('button', { name: S.cancel })),
      },
      { check },
    );
    actor.stop();
  });
});
