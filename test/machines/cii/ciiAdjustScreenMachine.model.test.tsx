import { createActor } from 'xstate';
import { ciiAdjustScreenMachine } from '../../../src/machines/cii/ciiAdjustScreenMachine';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { ciiAdjustScreenModelPaths, DATA, INPUT, SCREEN } from './ciiAdjustScreenMachine.paths';

/**
 * The screen machine's graph, replayed on the actor (the screen's rendering is driven end to end
 * by test/e2e/ciiAdjust.e2e.test.ts; its ship picker needs the server).
 */
const { paths, events, serializeState } = ciiAdjustScreenModelPaths();

describe('ciiAdjustScreenMachine', () => {
  it('the generated paths drive every state-changing transition', () => {
    expect(
      uncoveredTransitions(ciiAdjustScreenMachine, { input: INPUT, events, serializeState }, paths),
    ).toEqual([]);
  });

  it('sends an event only when the server offers it, and return only with a comment', () => {
    const a = createActor(ciiAdjustScreenMachine, { input: INPUT }).start();
    a.send(SCREEN.ship as never);
    expect(a.getSnapshot().value).toBe('loading');
    // Hand the loaded data in as the done event would.
    const { actors, pending } = heldServices(['loadYear', 'loadHistory', 'sendEvent']);
    const b = createActor(ciiAdjustScreenMachine.provide({ actors }), { input: INPUT }).start();
    b.send(SCREEN.ship as never);
    return (async () => {
      pending.loadYear!.resolve(DATA);
      await new Promise((r) => setTimeout(r, 0));
      expect(b.getSnapshot().value).toEqual({ ready: 'idle' });
      b.send({ type: 'record.event', id: 7, event: 'confirm' });
      expect(b.getSnapshot().value).toEqual({ ready: 'idle' });
      b.send(SCREEN.ret as never);
      expect(b.getSnapshot().value).toEqual({ ready: 'idle' });
      b.send(SCREEN.comment as never);
      b.send(SCREEN.ret as never);
      expect(b.getSnapshot().value).toEqual({ ready: 'sending' });
      // Only a draft the server marks editable opens the form.
      a.stop();
      b.stop();
    })();
  });

  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['loadYear', 'loadHistory', 'sendEvent']);
    const actor = createActor(ciiAdjustScreenMachine.provide({ actors }), { input: INPUT }).start();
    const send = (e: unknown) => actor.send(e as never);
    await replayPath(
      path,
      actor,
      pending,
      Object.fromEntries(
        [
          'ship.select',
          'year.change',
          'retry',
          'record.new',
          'record.edit',
          'form.closed',
          'record.select',
          'comment.change',
          'record.event',
        ].map((t) => [t, send]),
      ),
      { stateKey: serializeState },
    );
    actor.stop();
  });
});
