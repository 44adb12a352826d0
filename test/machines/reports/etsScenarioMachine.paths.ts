import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ApiError } from '../../../src/domain/apiError';
import { etsScenarioMachine } from '../../../src/machines/reports/etsScenarioMachine';
import type { ModelEvent } from '../../support/modelReplay';
import { eventsFrom, journeyPaths } from '../../support/graph';

/** The model of the ETS price scenario form and writes (docs/reports-eu.md §4.1), for its path test. */
export const SCENARIO = { id: 3, companyId: 7, name: 'Base', priceEur: 70.5, note: null, version: 2 };
export const E = {
  edit: { type: 'draft.edit', scenario: SCENARIO },
  name: { type: 'draft.change', field: 'name', value: 'High' },
  price: { type: 'draft.change', field: 'price', value: '99,5' },
  zeroPrice: { type: 'draft.change', field: 'price', value: '0' },
  cancel: { type: 'draft.cancel' },
  save: { type: 'save' },
  ask: { type: 'delete.ask', scenario: SCENARIO },
  saved: { type: 'xstate.done.actor.save', output: {} },
  saveTaken: {
    type: 'xstate.error.actor.save',
    error: new ApiError(422, 'ets.scenario_name_taken', 'x', { name: 'Name taken.' }),
  },
  saveStale: { type: 'xstate.error.actor.save', error: new ApiError(409, 'conflict', 'c') },
  deleted: { type: 'xstate.done.actor.remove', output: null },
  deleteStale: { type: 'xstate.error.actor.remove', error: new ApiError(409, 'conflict', 'c') },
  deleteFailed: { type: 'xstate.error.actor.remove', error: new ApiError(0, 'network', 'offline') },
} satisfies Record<string, ModelEvent<typeof etsScenarioMachine>>;
export const events = eventsFrom(Object.values(E) as EventObject[]);
// `changes` grows without bound, so the traversal keys states on whether any write went through;
// the draft takes only the fixtures' values.
export const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.problem,
    s.context.target?.id ?? null,
    Math.min(s.context.changes, 1),
    s.context.invalid,
    s.context.draft,
  ]);
export const options = { events, serializeState };
// Explicit journeys: every edge of the chart at least once, and the form's draft on the way.
export const paths = journeyPaths(
  etsScenarioMachine,
  [
    [E.name, E.price, E.save, E.saved],
    [E.name, E.zeroPrice, E.save, E.price, E.save, E.saveTaken, E.save, E.saved],
    [E.save, E.edit, E.save, E.saveStale],
    [E.edit, E.cancel, E.ask, { type: 'delete.cancel' }, E.ask, { type: 'delete.confirm' }, E.deleted],
    [E.ask, { type: 'delete.confirm' }, E.deleteStale],
    [E.ask, { type: 'delete.confirm' }, E.deleteFailed],
  ],
  undefined,
  { serializeState },
);

export function etsScenarioModelPaths() {
  return { machine: etsScenarioMachine, events, serializeState, paths };
}
