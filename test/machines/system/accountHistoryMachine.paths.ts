/**
 * The account-history fetch machine's generated paths: shortest paths plus a journey through a
 * failure and its retry. Shared by its model test and any path report, so both count the same.
 */
import type { EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { accountHistoryMachine } from '../../../src/machines/system/accountHistoryMachine';
import { ApiError } from '../../../src/domain/apiError';
import { eventsFrom, journeyPaths, coveringPaths } from '../../support/graph';

export const INPUT = { kind: 'users' as const, id: 3 };
const entry = {
  id: 1,
  from: 'active',
  event: 'account.freeze',
  to: 'frozen',
  actor: 1,
  actorUsername: 'admin',
  actorNameZh: '管理员',
  actorNameEn: 'Administrator',
  role: '99',
  at: '2026-03-01T08:00:00Z',
  comment: 'on leave',
};
export const FIXTURES = [
  { type: 'xstate.done.actor.fetchHistory', output: { items: [entry], total: 1 } },
  { type: 'xstate.done.actor.fetchHistory', output: { items: [], total: 0 } },
  { type: 'xstate.error.actor.fetchHistory', error: new ApiError(500, 'internal', 'down') },
] as unknown as EventObject[];
export const events = eventsFrom(FIXTURES);
// Shortest paths reach `failed` once; this one leaves it by Retry and loads.
export const JOURNEYS: EventObject[][] = [[FIXTURES[2], { type: 'history.retry' }, FIXTURES[0]]];

export function accountHistoryModelPaths() {
  const options = { input: INPUT, events };
  const paths = coveringPaths(options, [
    ...getShortestPaths(accountHistoryMachine, options),
    ...journeyPaths(accountHistoryMachine, JOURNEYS, INPUT),
  ]);
  return { machine: accountHistoryMachine, input: INPUT, events, paths };
}
