import { createActor } from 'xstate';
import { ciiShipMachine } from '../../src/machines/cii/ciiShipMachine';
import { uncoveredTransitions } from '../support/graph';
import { heldServices, pathName, replayPath } from '../support/modelReplay';
import { E, input, options, paths } from './ciiShipModel.paths';

describe('ciiShipMachine graph', () => {
  it('drives every state-changing transition', () => {
    expect(uncoveredTransitions(ciiShipMachine, options as never, paths as never)).toEqual([]);
  });
});

describe('ciiShipMachine paths', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const held = heldServices(['loadShip', 'savePlan', 'deletePlan']);
    const actor = createActor(ciiShipMachine.provide({ actors: held.actors }), { input }).start();
    const send = (e: Parameters<typeof actor.send>[0]) => actor.send(e);
    const check = async () => {
      // A form is open exactly while editing or saving.
      const s = actor.getSnapshot();
      expect(s.context.draft !== null).toBe(s.matches('editing') || s.matches('saving'));
    };
    await replayPath(
      path as never,
      actor,
      held.pending,
      {
        'plan.new': send,
        'plan.edit': send,
        'plan.set': send,
        'plan.save': send,
        'plan.cancel': send,
        'plan.delete': send,
        'ship.retry': send,
      },
      { check },
    );
    actor.stop();
  });
});

describe('ciiShipMachine form', () => {
  it("the server's field messages land on their fields and clear as the field is edited; a conflict reloads", () => {
    const held = heldServices(['loadShip', 'savePlan']);
    const a = createActor(ciiShipMachine.provide({ actors: held.actors }), { input }).start();
    a.send(E.loaded as never);
    a.send(E.new as never);
    expect(a.getSnapshot().context.draft).toMatchObject({
      year: '2025',
      targetRating: 'C',
      status: 'planned',
    });
    a.send(E.save as never);
    a.send(E.saveFields as never);
    expect(a.getSnapshot().context.fieldErrors).toEqual({ owner: 'Required' });
    a.send(E.set as never);
    expect(a.getSnapshot().context.fieldErrors).toEqual({});
    expect(a.getSnapshot().context.draft!.owner).toBe('Chief engineer');
    a.send(E.save as never);
    a.send(E.saveConflict as never);
    expect(a.getSnapshot().value).toBe('loading');
    expect([a.getSnapshot().context.notice, a.getSnapshot().context.draft]).toEqual(['conflict', null]);
    a.stop();
  });
});
