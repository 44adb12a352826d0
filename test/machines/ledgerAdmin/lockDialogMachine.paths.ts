/**
 * The lock dialog machine's generated paths (from an unlocked snapshot: the chart allows Lock),
 * plus a refusal and a retry. Shared by its model test and the path report.
 */
import type { EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { lockDialogMachine } from '../../../src/machines/ledgerAdmin/lockDialogMachine';
import { ApiError } from '../../../src/domain/apiError';
import { eventsFrom, journeyPaths, coveringPaths } from '../../support/graph';

export const INPUT = { id: 11, version: 2, status: 'unlocked' as const };
export const LOCK = {
  comment: { type: 'comment.change', value: 'Period closed' },
  sent: { type: 'xstate.done.actor.sendLock', output: null },
  refused: {
    type: 'xstate.error.actor.sendLock',
    error: new ApiError(409, 'illegal_transition', 'Someone else locked it.'),
  },
};
export const events = eventsFrom(Object.values(LOCK) as EventObject[]);
export const JOURNEYS: EventObject[][] = [
  [LOCK.comment, { type: 'lock.confirm' }, LOCK.refused, { type: 'lock.confirm' }, LOCK.sent],
  [{ type: 'lock.confirm' }, LOCK.refused, { type: 'lock.cancel' }],
] as EventObject[][];

export function ledgerAdminLockDialogModelPaths() {
  const options = { input: INPUT, events };
  const paths = coveringPaths(options, [
    ...getShortestPaths(lockDialogMachine, options),
    ...journeyPaths(lockDialogMachine, JOURNEYS, INPUT),
  ]);
  return { machine: lockDialogMachine, input: INPUT, events, paths };
}
