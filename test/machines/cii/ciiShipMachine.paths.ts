/** The CII ship page machine's generated paths, shared by its model test and `npm run test:paths`. */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ApiError } from '../../../src/domain/apiError';
import { ciiShipMachine, emptyDraft } from '../../../src/machines/cii/ciiShipMachine';
import type { ModelEvent } from '../../support/modelReplay';
import { eventsFrom, journeyPaths, coveringPaths, shortestPaths } from '../../support/graph';

export const SHIP = {
  shipId: 7,
  ciiType: 'bulk_carrier',
  periods: [],
  history: [{ year: 2025, rating: 'E' }],
  risk: {
    latest: { year: 2025, rating: 'E' },
    trend: null,
    atRisk: true,
    planRequired: true,
    planYear: 2025,
  },
  requiredAhead: [],
  // One plan, so the page offers its Edit and Delete buttons.
  plans: [
    {
      id: 3,
      shipId: 7,
      year: 2025,
      target: 'x',
      targetRating: null,
      status: 'planned',
      owner: 'y',
      dueDate: '2026-04-30',
      note: null,
      version: 1,
    },
  ],
};
const DRAFT = { ...emptyDraft(2025), id: 3, version: 1, target: 'x', owner: 'y', dueDate: '2026-04-30' };
export const E = {
  new: { type: 'plan.new', year: 2025 },
  edit: { type: 'plan.edit', draft: DRAFT },
  set: { type: 'plan.set', field: 'owner', value: 'Chief engineer' },
  save: { type: 'plan.save' },
  cancel: { type: 'plan.cancel' },
  del: { type: 'plan.delete', id: 3 },
  retry: { type: 'ship.retry' },
  loaded: { type: 'xstate.done.actor.loadShip', output: SHIP },
  loadFailed: { type: 'xstate.error.actor.loadShip', error: new ApiError(404, 'not_found', 'x') },
  saved: { type: 'xstate.done.actor.savePlan', output: {} },
  saveFields: {
    type: 'xstate.error.actor.savePlan',
    error: new ApiError(400, 'validation_failed', 'x', { owner: 'Required' }),
  },
  saveConflict: { type: 'xstate.error.actor.savePlan', error: new ApiError(409, 'conflict', 'x') },
  deleted: { type: 'xstate.done.actor.deletePlan', output: { id: 3 } },
  deleteFailed: { type: 'xstate.error.actor.deletePlan', error: new ApiError(403, 'forbidden', 'x') },
} satisfies Record<string, ModelEvent<typeof ciiShipMachine>>;
export const input = { shipId: 7 };
export const events = eventsFrom(Object.values(E));
export const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, s.context.notice, Object.keys(s.context.fieldErrors)]);
export const options = { events, serializeState, input };

export const JOURNEYS: EventObject[][] = [
  [E.loaded, E.new, E.set, E.save, E.saveFields, E.set, E.save, E.saved, E.loaded],
  [E.loaded, E.edit, E.save, E.saveConflict, E.loaded, E.del, E.deleteFailed, E.del, E.deleted, E.loaded],
  [E.loadFailed, E.retry, E.loaded, E.new, E.cancel],
];
export const paths = coveringPaths(options, [
  ...shortestPaths(ciiShipMachine, options),
  ...journeyPaths(ciiShipMachine, JOURNEYS, input, { serializeState }),
]);

export const ciiShipModelPaths = async () => ({ machine: ciiShipMachine, ...options, paths });
