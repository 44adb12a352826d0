import { createActor, fromPromise, waitFor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { ApiError } from '../../src/domain/apiError';
import { etsScenarioMachine } from '../../src/machines/reports/etsScenarioMachine';
import { eventsFrom, journeyPaths, uncoveredTransitions } from '../support/graph';

/**
 * The ETS price scenario writes (docs/reports-eu.md §4.1): paths generated from the chart's graph,
 * then replayed on a running actor whose save/remove answer as each path's done/error event says,
 * checking the state and what the screen reads (changes, problem, target).
 */
const SCENARIO = { id: 3, companyId: 7, name: 'Base', priceEur: 70.5, note: null, version: 2 };
const E = {
  save: { type: 'save', scenario: { name: 'High', priceEur: 99.5, note: null } },
  ask: { type: 'delete.ask', scenario: SCENARIO },
  saved: { type: 'xstate.done.actor.0.etsScenario.saving', output: {} },
  saveTaken: {
    type: 'xstate.error.actor.0.etsScenario.saving',
    error: new ApiError(422, 'ets.scenario_name_taken', 'x', { name: 'Name taken.' }),
  },
  saveStale: { type: 'xstate.error.actor.0.etsScenario.saving', error: new ApiError(409, 'conflict', 'c') },
  deleted: { type: 'xstate.done.actor.0.etsScenario.deleting', output: null },
  deleteStale: {
    type: 'xstate.error.actor.0.etsScenario.deleting',
    error: new ApiError(409, 'conflict', 'c'),
  },
  deleteFailed: {
    type: 'xstate.error.actor.0.etsScenario.deleting',
    error: new ApiError(0, 'network', 'offline'),
  },
} as const;
const events = eventsFrom(Object.values(E) as EventObject[]);
const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, s.context.problem, s.context.target?.id ?? null, Math.min(s.context.changes, 1)]);
const options = { events, serializeState };
// Explicit journeys (every edge of the chart at least once); `changes` grows without bound, so the
// traversal keys states on whether any write went through.
const paths = journeyPaths(
  etsScenarioMachine,
  [
    [E.save, E.saved],
    [E.save, E.saveTaken, E.save, E.saved],
    [E.save, E.saveStale],
    [E.ask, { type: 'delete.cancel' }, E.ask, { type: 'delete.confirm' }, E.deleted],
    [E.ask, { type: 'delete.confirm' }, E.deleteStale],
    [E.ask, { type: 'delete.confirm' }, E.deleteFailed],
  ],
  undefined,
  { serializeState },
);

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
