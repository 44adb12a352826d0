import { createActor } from 'xstate';
import { ciiWhatIfMachine, WHAT_IF_DELAY } from '../../../src/machines/cii/ciiWhatIfMachine';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { INPUT, options, paths, stateKey } from './ciiWhatIfMachine.paths';

describe('ciiWhatIfMachine graph', () => {
  it('drives every state-changing transition (state, held figures and slider × event type)', () => {
    expect(uncoveredTransitions(ciiWhatIfMachine, options as never, paths as never)).toEqual([]);
  });
});

describe('ciiWhatIfMachine paths', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const held = heldServices(['loadForecast', 'runWhatIf']);
    const actor = createActor(ciiWhatIfMachine.provide({ actors: held.actors }), { input: INPUT }).start();
    const send = (e: Parameters<typeof actor.send>[0]) => actor.send(e);
    const check = async () => {
      const s = actor.getSnapshot();
      // No ship: nothing held. A forecast only after one loaded; a request only with a forecast.
      if (s.matches('idle') || s.matches('loading')) expect(s.context.result).toBeNull();
      if (s.matches('ready')) expect(s.context.forecast).not.toBeNull();
    };
    await replayPath(
      path as never,
      actor,
      held.pending,
      {
        'ship.select': send,
        'scenario.change': send,
        retry: send,
        // The debounce is a real timer: the path's `xstate.after` step waits it out.
        [`xstate.after.${WHAT_IF_DELAY}.ciiWhatIf.ready.waiting`]: () =>
          new Promise((done) => setTimeout(done, WHAT_IF_DELAY + 30)),
      },
      { stateKey, check },
    );
    actor.stop();
  });

  it('a drag (changes inside the wait) asks the server once, with the last value', async () => {
    const held = heldServices(['loadForecast', 'runWhatIf']);
    const actor = createActor(ciiWhatIfMachine.provide({ actors: held.actors }), { input: INPUT }).start();
    const inputs: number[] = [];
    actor.subscribe((s) => {
      if (s.matches({ ready: 'computing' })) inputs.push(s.context.scenario.speedReductionPct);
    });
    actor.send({ type: 'ship.select', shipId: 7, year: 2025 });
    held.pending.loadForecast.resolve({});
    await new Promise((r) => setTimeout(r, 10));
    held.pending.runWhatIf.resolve({});
    await new Promise((r) => setTimeout(r, 10));
    inputs.length = 0;
    for (const v of [5, 10, 15, 20]) actor.send({ type: 'scenario.change', patch: { speedReductionPct: v } });
    await new Promise((r) => setTimeout(r, WHAT_IF_DELAY + 50));
    expect([...new Set(inputs)]).toEqual([20]);
    actor.stop();
  });
});
