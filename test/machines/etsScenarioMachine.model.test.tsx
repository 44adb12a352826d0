import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import { etsScenarioMachine } from '../../src/machines/reports/etsScenarioMachine';
import { uncoveredTransitions } from '../support/graph';
import { E, options, paths, SCENARIO } from './etsScenarioModel.paths';

/**
 * The ETS price scenario writes (docs/reports-eu.md §4.1): paths from the chart's graph
 * (etsScenarioModel.paths.ts), replayed on a running actor whose save/remove answer as each path's
 * done/error event says, checking the state and what the screen reads (changes, problem, target).
 */
describe('etsScenarioMachine graph', () => {
  it('drives every state-changing transition', () => {
    expect(uncoveredTransitions(etsScenarioMachine, options as never, paths as never)).toEqual([]);
  });
});

describe('etsScenarioMachine paths replayed on a running actor', () => {
  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → '), p] as const))(
    '%s',
    async (_n, path) => {
      // Each invoked write answers as the path's next event says.
      const answers: EventObject[] = path.steps
        .map((s) => s.event)
        .filter((e) => e.type.startsWith('xstate.done') || e.type.startsWith('xstate.error'));
      const calls: unknown[] = [];
      const answer = async (input: unknown) => {
        calls.push(input);
        const e = answers.shift() as { type: string; output?: unknown; error?: unknown };
        if (e.type.startsWith('xstate.error')) throw e.error;
        return e.output;
      };
      const actor = createActor(
        etsScenarioMachine.provide({
          actors: {
            save: fromPromise(({ input }) => answer(input)),
            remove: fromPromise(({ input }) => answer(input)),
          },
        }),
      ).start();
      for (const step of path.steps.slice(1)) {
        if (!step.event.type.startsWith('xstate.')) actor.send(step.event as never);
        await waitFor(actor, (s) => !s.hasTag('busy'), { timeout: 1000 }).catch(() => undefined);
        if (step.state.hasTag('busy')) continue;
        const s = actor.getSnapshot();
        expect(s.value).toEqual(step.state.value);
        expect(s.context.problem).toEqual(step.state.context.problem);
        expect(s.context.changes).toBe(step.state.context.changes);
      }
      // A delete sends the scenario asked about (its id and version); a save the form's values.
      for (const c of calls) expect([SCENARIO, E.save.scenario]).toContainEqual(c);
      actor.stop();
    },
  );

  it('a 422 keeps the server’s words; a 409 is "stale" and counts as a change (the screen reloads)', () => {
    const a = createActor(etsScenarioMachine).start();
    a.send(E.save as never);
    a.send(E.saveTaken as never);
    expect(a.getSnapshot().context).toMatchObject({
      problem: { kind: 'refused', text: 'Name taken.' },
      changes: 0,
    });
    a.send(E.save as never);
    a.send(E.saveStale as never);
    expect(a.getSnapshot().context).toMatchObject({ problem: { kind: 'stale' }, changes: 1 });
    a.stop();
  });
});
