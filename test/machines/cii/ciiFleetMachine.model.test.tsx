import { createActor } from 'xstate';
import { ciiFleetMachine } from '../../../src/machines/cii/ciiFleetMachine';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { options, paths, stateKey } from './ciiFleetMachine.paths';

describe('ciiFleetMachine graph', () => {
  it('drives every state-changing transition (state, sort, ship page × event type)', () => {
    expect(uncoveredTransitions(ciiFleetMachine, options as never, paths as never)).toEqual([]);
  });
});

describe('ciiFleetMachine paths', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const held = heldServices(['loadFleet', 'refreshFleet', 'exportFleet']);
    const actor = createActor(ciiFleetMachine.provide({ actors: held.actors })).start();
    const send = (e: Parameters<typeof actor.send>[0]) => actor.send(e);
    const check = async () => {
      // The list shows only after a load; a failure keeps no stale "exported" notice.
      const s = actor.getSnapshot();
      if (s.matches('ready')) expect(s.context.data).not.toBeNull();
      if (s.matches('failed')) expect(s.context.errorCode).not.toBeNull();
    };
    await replayPath(
      path as never,
      actor,
      held.pending,
      {
        'fleet.sort': send,
        'fleet.refresh': send,
        'fleet.export': send,
        'fleet.retry': send,
        'ship.open': send,
        'ship.close': send,
      },
      { stateKey, check },
    );
    actor.stop();
  });
});

describe('ciiFleetMachine sorting', () => {
  it('a new column starts worst-first (names A→Z); the same column flips', () => {
    const a = createActor(ciiFleetMachine.provide({ actors: heldServices(['loadFleet']).actors })).start();
    expect(a.getSnapshot().context.sort).toEqual({ key: 'risk', dir: 'desc' });
    a.send({ type: 'xstate.done.actor.loadFleet', output: {} } as never);
    a.send({ type: 'fleet.sort', key: 'year:2025' });
    expect(a.getSnapshot().context.sort).toEqual({ key: 'year:2025', dir: 'desc' });
    a.send({ type: 'fleet.sort', key: 'year:2025' });
    expect(a.getSnapshot().context.sort).toEqual({ key: 'year:2025', dir: 'asc' });
    a.send({ type: 'fleet.sort', key: 'name' });
    expect(a.getSnapshot().context.sort).toEqual({ key: 'name', dir: 'asc' });
    a.stop();
  });
});
