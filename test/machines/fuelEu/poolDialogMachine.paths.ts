/**
 * The FuelEU pool dialog's generated paths, editing an existing pool of two ships (a surplus and
 * a deficit) with a third candidate whose deficit the sum cannot cover, and a taken ship.
 */
import type { EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../../src/domain/apiError';
import { poolDialogMachine, type PoolDialogInput } from '../../../src/machines/fuelEu/poolDialogMachine';
import { eventsFrom, journeyPaths, coveringPaths } from '../../support/graph';

export const INPUT: PoolDialogInput = {
  year: 2025,
  companyId: 2,
  candidates: [
    { shipId: 1, name: 'HAIYUN HARMONY', taken: false },
    { shipId: 2, name: 'HAIYUN BREEZE', taken: false },
    { shipId: 3, name: 'HAIYUN PROSPERITY', taken: false },
    { shipId: 4, name: 'HAIYUN GLORY', taken: true },
  ],
  pool: { id: 9, name: 'Demo pool 2025', shipIds: [1, 2] },
};
export const BALANCES = { 1: 100, 2: -40, 3: -200, 4: 5 };
export const POOL = {
  loaded: { type: 'xstate.done.actor.loadBalances', output: BALANCES },
  loadFailed: {
    type: 'xstate.error.actor.loadBalances',
    error: new ApiError(503, 'unavailable', 'Try later.'),
  },
  toggle3: { type: 'member.toggle', shipId: 3 },
  name: { type: 'name.change', value: 'Pool B' },
  saved: { type: 'xstate.done.actor.savePool', output: null },
  refused: {
    type: 'xstate.error.actor.savePool',
    error: new ApiError(422, 'fuelEu.pool_negative_sum', 'The sum of the balances is negative.'),
  },
  conflict: {
    type: 'xstate.error.actor.savePool',
    error: new ApiError(409, 'fuelEu.pool_ship_taken', 'HAIYUN BREEZE is already in a pool of 2025.'),
  },
  dissolved: { type: 'xstate.done.actor.dissolvePool', output: null },
  dissolveRefused: {
    type: 'xstate.error.actor.dissolvePool',
    error: new ApiError(403, 'forbidden', 'Not allowed.'),
  },
  dissolveConflict: {
    type: 'xstate.error.actor.dissolvePool',
    error: new ApiError(409, 'conflict', 'Changed meanwhile.'),
  },
};
export const events = eventsFrom(Object.values(POOL) as EventObject[]);
export const JOURNEYS: EventObject[][] = [
  [
    POOL.loadFailed,
    { type: 'pool.retry' },
    POOL.loaded,
    POOL.toggle3,
    { type: 'pool.submit' },
    POOL.toggle3,
    { type: 'pool.submit' },
    { type: 'pool.confirm' },
    POOL.saved,
  ],
  [POOL.loaded, { type: 'pool.submit' }, { type: 'pool.confirm' }, POOL.refused, { type: 'pool.cancel' }],
  [
    POOL.loaded,
    { type: 'pool.dissolve' },
    { type: 'pool.confirm' },
    POOL.dissolveRefused,
    { type: 'pool.dissolve' },
    { type: 'pool.confirm' },
    POOL.dissolved,
  ],
  [
    POOL.loaded,
    { type: 'pool.submit' },
    { type: 'pool.back' },
    { type: 'pool.submit' },
    { type: 'pool.cancel' },
  ],
  [
    POOL.loaded,
    { type: 'pool.dissolve' },
    { type: 'pool.back' },
    { type: 'pool.dissolve' },
    { type: 'pool.cancel' },
  ],
] as EventObject[][];

export function fuelEuPoolDialogModelPaths() {
  const options = { input: INPUT, events };
  const paths = coveringPaths(options, [
    ...getShortestPaths(poolDialogMachine, options),
    ...journeyPaths(poolDialogMachine, JOURNEYS, INPUT),
  ]);
  return { machine: poolDialogMachine, input: INPUT, events, paths };
}
