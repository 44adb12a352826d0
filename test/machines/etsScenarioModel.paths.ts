import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ApiError } from '../../src/domain/apiError';
import { etsScenarioMachine } from '../../src/machines/reports/etsScenarioMachine';
import { eventsFrom, journeyPaths } from '../support/graph';

/** The model of the ETS price scenario writes (docs/reports-eu.md §4.1), for its path test. */
export const SCENARIO = { id: 3, companyId: 7, name: 'Base', priceEur: 70.5, note: null, version: 2 };
export const E = {
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
export const events = eventsFrom(Object.values(E) as EventObject[]);
export const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, s.context.problem, s.context.target?.id ?? null, Math.min(s.context.changes, 1)]);
export const options = { events, serializeState };
// Explicit journeys (every edge of the chart at least once); `changes` grows without bound, so the
// traversal keys states on whether any write went through.
export const paths = journeyPaths(
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

export function etsScenarioModelPaths() {
  return { machine: etsScenarioMachine, events, serializeState, paths };
}
