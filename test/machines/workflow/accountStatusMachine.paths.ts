/**
 * The account-status chart's generated paths: shortest paths plus a journey back to `active`.
 * Shared by its model test (test/server/accountStatus.model.test.ts, which drives the server with
 * them) and any path report, so both count the same.
 */
import type { EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { accountStatusMachine } from '../../../src/machines/workflow/accountStatusMachine';
import { eventsFrom, journeyPaths, maximalPaths } from '../../support/graph';

// A comment on the freeze, so the model also checks that it reaches the history.
export const FIXTURES: EventObject[] = [{ type: 'account.freeze', comment: 'model freeze' } as EventObject];
export const events = eventsFrom(FIXTURES);
// Shortest paths reach `frozen` once; this one returns to `active` along the enable edge.
export const JOURNEYS: EventObject[][] = [[FIXTURES[0], { type: 'account.enable' }, FIXTURES[0]]];

export function accountStatusModelPaths() {
  const paths = maximalPaths([
    ...getShortestPaths(accountStatusMachine, { events }),
    ...journeyPaths(accountStatusMachine, JOURNEYS),
  ]);
  return { machine: accountStatusMachine, input: undefined, events, paths };
}
