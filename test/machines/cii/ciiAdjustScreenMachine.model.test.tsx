import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import ciiEnTexts from '../../../src/i18n/cii/en.json';
import reportsEn from '../../../src/i18n/reports/en.json';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { ciiAdjustScreenMachine } from '../../../src/machines/cii/ciiAdjustScreenMachine';
import { ciiRecordFormClient } from '../../../src/machines/cii/provided';
import { CiiAdjustView } from '../../../src/views/cii/CiiAdjustScreen';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath, sendModel } from '../../support/modelReplay';
import { ownedActors } from '../../support/ownedActors';
import { installDomShims } from '../../support/renderApp';
import { ciiAdjustScreenModelPaths, DATA, INPUT, SCREEN } from './ciiAdjustScreenMachine.paths';
import { RECORD } from './ciiRecordFormMachine.paths';
import { withStandIns } from '../../support/standIns';

afterEach(() => {
  cleanup();
  ownedActors.reset();
});
installDomShims();
await loadAreaTexts('system', 'cii', 'reports');
const en = ciiEnTexts.adjust;
initI18n('en');

const { paths, events, serializeState } = ciiAdjustScreenModelPaths();
const F = reportsEn.filters;
// The form the screen opens saves at once: its own paths are replayed by its model test.
const saved = fromPromise(async () => RECORD);
const formMachine = withStandIns(ciiRecordFormClient, { saveRecord: saved, uploadEvidence: saved });

describe('ciiAdjustScreenMachine', () => {
  it('the generated paths drive every state-changing transition', () => {
    expect(
      uncoveredTransitions(ciiAdjustScreenMachine, { input: INPUT, events, serializeState }, paths),
    ).toEqual([]);
  });

  it('sends an event only when the server offers it, and return only with a comment', async () => {
    const { actors, pending } = heldServices(['loadYear', 'loadHistory', 'sendEvent']);
    const b = createActor(withStandIns(ciiAdjustScreenMachine, actors), { input: INPUT }).start();
    sendModel(b, SCREEN.ship);
    expect(b.getSnapshot().value).toBe('loading');
    pending.loadYear!.resolve(DATA);
    await new Promise((r) => setTimeout(r, 0));
    expect(b.getSnapshot().value).toEqual({ ready: 'idle' });
    b.send({ type: 'record.event', id: 7, event: 'confirm' });
    expect(b.getSnapshot().value).toEqual({ ready: 'idle' });
    sendModel(b, SCREEN.ret);
    expect(b.getSnapshot().value).toEqual({ ready: 'idle' });
    sendModel(b, SCREEN.comment);
    sendModel(b, SCREEN.ret);
    expect(b.getSnapshot().value).toEqual({ ready: 'sending' });
    b.stop();
  });
});

describe('ciiAdjustScreenMachine ⇄ CiiAdjustView', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))(
    '%s',
    async (_name, path) => {
      ownedActors.provide.set('fetch', {
        fetch: fromPromise(async () => [{ id: 3, nameEn: 'HAIYUN', imo: '9000003' }]),
      });
      const { pending, actors } = heldServices(['loadYear', 'loadHistory', 'sendEvent']);
      const actor = createActor(withStandIns(ciiAdjustScreenMachine, actors), { input: INPUT }).start();
      render(<CiiAdjustView actorRef={actor} formMachine={formMachine} />);
      await screen.findByRole('option', { name: 'HAIYUN 9000003' });
      const ship = () => screen.getByLabelText(F.ship) as HTMLSelectElement;
      const row = (id: number) => within(screen.getByRole('row', { name: `${en.types.ice} ${id}` }));
      const dialog = () => within(screen.getByRole('dialog'));
      const check = () => {
        // The page shows what the actor's state says: the hint with no ship, the filter locked
        // while busy, the failure with its retry, and the records with their form and history.
        const s = actor.getSnapshot();
        const busy = s.hasTag('busy');
        expect(ship().value).toBe(s.context.shipId === null ? '' : String(s.context.shipId));
        expect(ship().disabled).toBe(busy);
        expect(screen.queryByText(en.chooseShip) !== null).toBe(s.matches('noShip'));
        expect(screen.queryByRole('button', { name: en.retry }) !== null).toBe(s.matches('failed'));
        if (s.matches('failed')) expect(screen.getByRole('alert').textContent).toContain(en.loadFailed);
        expect(screen.queryByRole('table', { name: en.records }) !== null).toBe(s.matches('ready'));
        expect(screen.queryByRole('dialog') !== null).toBe(s.matches({ ready: 'form' }));
        if (!s.matches('ready')) return;
        expect(screen.queryAllByRole('alert').length > 0).toBe(s.context.errorCode !== null);
        expect(row(7).getByRole('button', { name: en.edit }).hasAttribute('disabled')).toBe(busy);
        expect(row(8).getByRole('button', { name: en.events.return }).hasAttribute('disabled')).toBe(busy);
        expect((screen.getByLabelText(en.comment) as HTMLTextAreaElement).value).toBe(s.context.comment);
        const history = en.historyOf.replace('{{id}}', String(s.context.selectedId));
        expect(screen.queryByRole('region', { name: history }) !== null).toBe(s.context.history.length > 0);
      };
      await replayPath(
        path,
        actor,
        pending,
        {
          'ship.select': (e) =>
            fireEvent.change(ship(), { target: { value: e.shipId === null ? '' : String(e.shipId) } }),
          'year.change': (e) =>
            fireEvent.change(screen.getByLabelText(F.year), { target: { value: String(e.year) } }),
          retry: () => fireEvent.click(screen.getByRole('button', { name: en.retry })),
          'record.new': (e) =>
            fireEvent.click(
              screen.getByRole('button', {
                name: e.proposal ? `${en.proposals.use} ${e.proposal.episodeRef}` : en.new.adjustment,
              }),
            ),
          'record.edit': (e) => fireEvent.click(row(e.id).getByRole('button', { name: en.edit })),
          'form.closed': (e) =>
            fireEvent.click(
              dialog().getByRole('button', { name: e.changed ? en.form.save : en.form.cancel }),
            ),
          'record.select': (e) => fireEvent.click(row(e.id).getByRole('button', { name: en.history })),
          'comment.change': (e) =>
            fireEvent.change(screen.getByLabelText(en.comment), { target: { value: e.value } }),
          'record.event': (e) =>
            fireEvent.click(
              row(e.id).getByRole('button', { name: en.events[e.event as keyof typeof en.events] }),
            ),
        },
        { stateKey: serializeState, check },
      );
      actor.stop();
    },
    60_000,
  );
});
