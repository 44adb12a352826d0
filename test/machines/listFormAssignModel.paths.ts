/**
 * The pick-many dialog machine's generated paths, shared by its model test and QA's
 * `npm run test:paths` report.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { assignMachine } from '../../src/machines/listForm/assignMachine';
import { ApiError } from '../../src/domain/apiError';
import { eventsFrom, journeyPaths } from '../support/graph';

export const INPUT = { id: 7 };
export const LOADED = { selected: [1], version: 2, choices: [1, 2] };
// Payloads the traversal cannot invent; every other declared event is synthesized bare.
export const FIXTURES = [
  { type: 'assign.toggle', ids: [2], on: true },
  { type: 'xstate.done.actor.load', output: LOADED },
  { type: 'xstate.error.actor.load', error: new ApiError(0, 'network', 'offline') },
  { type: 'xstate.done.actor.save', output: null },
  { type: 'xstate.error.actor.save', error: new ApiError(409, 'conflict', 'Stale') },
] as unknown as EventObject[];
export const pick = (type: string) => FIXTURES.find((e) => e.type === type)!;
export const events = eventsFrom(FIXTURES);
/** State, whether a message shows, whether it was saved: what the dialog draws differently. */
export const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, s.status, Boolean(s.context.errorCode), s.context.selected.length]);
export const options = { input: INPUT, events, serializeState };

// Shortest paths reach each state once; these return along the other edges.
export const JOURNEYS: EventObject[][] = [
  [pick('xstate.error.actor.load'), { type: 'assign.retry' }, pick('xstate.done.actor.load')],
  [pick('xstate.error.actor.load'), { type: 'assign.close' }],
  [
    pick('xstate.done.actor.load'),
    pick('assign.toggle'),
    { type: 'assign.save' },
    pick('xstate.error.actor.save'),
    { type: 'assign.save' },
    pick('xstate.done.actor.save'),
  ],
  [pick('xstate.done.actor.load'), { type: 'assign.close' }],
];
export const paths = [
  ...getShortestPaths(assignMachine, options as never),
  ...journeyPaths(assignMachine, JOURNEYS, INPUT),
];

export const assignModelPaths = async () => ({ machine: assignMachine, input: INPUT, events, paths });
