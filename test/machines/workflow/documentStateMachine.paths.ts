/**
 * The document chart's generated paths: shortest paths plus a journey round the whole cycle and
 * back to publish. Shared by its model test (test/server/documentState.model.test.ts, which drives
 * the server's publish / invalidate / redraft call with them) and the path report.
 */
import type { EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { documentStateMachine } from '../../../src/machines/workflow/documentStateMachine';
import { eventsFrom, journeyPaths, maximalPaths } from '../../support/graph';

// A reason on the invalidation, so the model also checks that it reaches the history.
export const FIXTURES: EventObject[] = [{ type: 'invalidate', comment: 'superseded' } as EventObject];
export const events = eventsFrom(FIXTURES);
export const JOURNEYS: EventObject[][] = [
  [{ type: 'publish' }, FIXTURES[0], { type: 'redraft' }, { type: 'publish' }],
];

export function documentStateModelPaths() {
  const paths = maximalPaths([
    ...getShortestPaths(documentStateMachine, { events }),
    ...journeyPaths(documentStateMachine, JOURNEYS),
  ]);
  return { machine: documentStateMachine, input: undefined, events, paths };
}
