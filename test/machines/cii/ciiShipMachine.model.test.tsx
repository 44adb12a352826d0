import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import type { CiiFleetRowDto } from '../../../src/domain/ciiApi';
import C from '../../../src/i18n/cii/en.json';
import appEn from '../../../src/i18n/en.json';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { CiiShipPanel } from '../../../src/views/cii/CiiShipPanel';
import { ciiShipMachine } from '../../../src/machines/cii/ciiShipMachine';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath, sendModel } from '../../support/modelReplay';
import { ownedActors } from '../../support/ownedActors';
import { installDomShims } from '../../support/renderApp';
import { E, input, options, paths } from './ciiShipMachine.paths';

afterEach(() => {
  cleanup();
  ownedActors.reset();
});
installDomShims();
await loadAreaTexts('cii');
initI18n('en');

describe('ciiShipMachine graph', () => {
  it('drives every state-changing transition', () => {
    expect(uncoveredTransitions(ciiShipMachine, options, paths)).toEqual([]);
  });
});

describe('ciiShipMachine ⇄ CiiShipPanel', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))(
    '%s',
    async (_name, path) => {
      const held = heldServices(['loadShip', 'savePlan', 'deletePlan']);
      ownedActors.provide.set('ciiShip', held.actors);
      render(<CiiShipPanel ship={{ shipId: 7 } as CiiFleetRowDto} name="HAIYUN" onClose={() => {}} />);
      const actor = { getSnapshot: () => ownedActors.refs.get('ciiShip')!.getSnapshot() };
      const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
      const plans = () => within(screen.getByRole('list', { name: C.ship.plans }));
      const check = () => {
        // The page shows what the actor's state says: after a failed load only its retry (whatever
        // was loaded before), else the plan form exactly while editing or saving.
        const s = actor.getSnapshot();
        expect(s.context.draft !== null).toBe(s.matches('editing') || s.matches('saving'));
        if (s.matches('failed'))
          expect(screen.getByRole('button', { name: appEn.common.retry })).toBeTruthy();
        if (s.matches('failed') || !s.context.data) return;
        expect(screen.queryByRole('form', { name: C.ship.addPlan }) !== null).toBe(s.context.draft !== null);
        expect(screen.queryByText(C.ship.conflict) !== null).toBe(s.context.notice === 'conflict');
        for (const message of Object.values(s.context.fieldErrors as Record<string, string>))
          expect(screen.getByText(message)).toBeTruthy();
        if (s.context.draft)
          expect((screen.getByLabelText(C.plan.owner) as HTMLInputElement).value).toBe(s.context.draft.owner);
      };
      await replayPath(
        path,
        actor,
        held.pending,
        {
          'plan.new': () => click(C.ship.addPlan),
          'plan.edit': () => fireEvent.click(plans().getByRole('button', { name: C.ship.edit })),
          'plan.set': (e) =>
            fireEvent.change(screen.getByLabelText(C.plan.owner), { target: { value: e.value } }),
          'plan.save': () => click(C.plan.save),
          'plan.cancel': () => click(C.plan.cancel),
          'plan.delete': () => fireEvent.click(plans().getByRole('button', { name: C.ship.delete })),
          'ship.retry': () => click(appEn.common.retry),
        },
        { check },
      );
    },
    30_000,
  );
});

describe('ciiShipMachine form', () => {
  it("the server's field messages land on their fields and clear as the field is edited; a conflict reloads", () => {
    const held = heldServices(['loadShip', 'savePlan']);
    const a = createActor(ciiShipMachine.provide({ actors: held.actors }), { input }).start();
    sendModel(a, E.loaded);
    sendModel(a, E.new);
    expect(a.getSnapshot().context.draft).toMatchObject({
      year: '2025',
      targetRating: 'C',
      status: 'planned',
    });
    sendModel(a, E.save);
    sendModel(a, E.saveFields);
    expect(a.getSnapshot().context.fieldErrors).toEqual({ owner: 'Required' });
    sendModel(a, E.set);
    expect(a.getSnapshot().context.fieldErrors).toEqual({});
    expect(a.getSnapshot().context.draft!.owner).toBe('Chief engineer');
    sendModel(a, E.save);
    sendModel(a, E.saveConflict);
    expect(a.getSnapshot().value).toBe('loading');
    expect([a.getSnapshot().context.notice, a.getSnapshot().context.draft]).toEqual(['conflict', null]);
    a.stop();
  });
});
