import { createActor } from 'xstate';
import { analysisMachine } from '../../../src/machines/analysis/analysisMachine';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { options, paths, stateKey } from './analysisMachine.paths';

describe('analysisMachine graph', () => {
  it('drives every state-changing transition (state and tab × event type)', () => {
    expect(uncoveredTransitions(analysisMachine, options as never, paths as never)).toEqual([]);
  });
});

describe('analysisMachine paths', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const held = heldServices(['runQuery', 'exportData']);
    const actor = createActor(analysisMachine.provide({ actors: held.actors })).start();
    const send = (e: Parameters<typeof actor.send>[0]) => actor.send(e);
    const check = async () => {
      // What the screen shows follows the state: a result only after a load, nothing after a reset.
      const s = actor.getSnapshot();
      if (s.matches('idle') || s.matches('incomplete')) expect(s.context.data).toBeNull();
    };
    await replayPath(
      path as never,
      actor,
      held.pending,
      { 'query.run': send, 'query.reset': send, 'tab.select': send, 'data.export': send },
      { stateKey, check },
    );
    actor.stop();
  });
});
