/**
 * The voyage-lock chart's generated paths: shortest paths plus a journey that locks, unlocks and
 * locks again. Shared by its model test (test/server/voyageLock.model.test.ts, which drives the
 * server's voyage and snapshot lock calls with them) and the path report, so both count the same.
 */
import type { EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { voyageLockMachine } from '../../../src/machines/workflow/voyageLockMachine';
import { eventsFrom, journeyPaths, maximalPaths } from '../../support/graph';

// A comment on the lock, so the model also checks that it reaches the history.
export const FIXTURES: EventObject[] = [{ type: 'lock', comment: 'model lock' } as EventObject];
export const events = eventsFrom(FIXTURES);
// Shortest paths reach `locked` once; this one returns to `unlocked` and locks again.
export const JOURNEYS: EventObject[][] = [[FIXTURES[0], { type: 'unlock' }, FIXTURES[0]]];

export function voyageLockModelPaths() {
  const paths = maximalPaths([
    ...getShortestPaths(voyageLockMachine, { events }),
    ...journeyPaths(voyageLockMachine, JOURNEYS),
  ]);
  return { machine: voyageLockMachine, input: undefined, events, paths };
}
