/**
 * The FuelEU banking/borrowing dialog's generated paths (a surplus ship-year with a stored record,
 * so withdraw is offered), plus journeys through a field refusal, a conflict and a withdrawal.
 */
import type { EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ApiError } from '../../../src/domain/apiError';
import { flexDialogMachine, type FlexDialogInput } from '../../../src/machines/fuelEu/flexDialogMachine';
import type { ModelEvent } from '../../support/modelReplay';
import { eventsFrom, journeyPaths, coveringPaths } from '../../support/graph';

export const INPUT: FlexDialogInput = {
  shipId: 7,
  year: 2025,
  basis: {
    adjustedBalanceT: 50,
    borrowingCapT: 10,
    borrowAllowed: true,
    ghgIntensity: 88,
    consecutivePeriods: 1,
  },
  poolDeltaT: 0,
  pooled: false,
  bankedT: 5,
  borrowedT: 0,
  version: 2,
};
export const FLEX = {
  bank: { type: 'field.change', field: 'bankT', value: '20' },
  tooMuch: { type: 'field.change', field: 'bankT', value: '80' },
  saved: { type: 'xstate.done.actor.saveFlex', output: null },
  refused: {
    type: 'xstate.error.actor.saveFlex',
    error: new ApiError(
      422,
      'fuelEu.bank_exceeds_surplus',
      'More than the surplus left after pooling (12 t CO2e).',
    ),
  },
  conflict: {
    type: 'xstate.error.actor.saveFlex',
    error: new ApiError(409, 'fuelEu.pool_ship_taken', 'The ship is in a pool.'),
  },
} satisfies Record<string, ModelEvent<typeof flexDialogMachine>>;
export const events = eventsFrom(Object.values(FLEX) as EventObject[]);
export const JOURNEYS: EventObject[][] = [
  [
    FLEX.bank,
    { type: 'flex.submit' },
    { type: 'flex.confirm' },
    FLEX.refused,
    FLEX.bank,
    { type: 'flex.submit' },
    { type: 'flex.confirm' },
    FLEX.saved,
  ],
  [FLEX.bank, { type: 'flex.submit' }, { type: 'flex.confirm' }, FLEX.conflict, { type: 'flex.reload' }],
  [{ type: 'flex.withdraw' }, { type: 'flex.back' }, { type: 'flex.cancel' }],
  [FLEX.tooMuch, { type: 'flex.submit' }, { type: 'flex.cancel' }],
] as EventObject[][];

export function fuelEuFlexDialogModelPaths() {
  const options = { input: INPUT, events };
  const paths = coveringPaths(options, [
    ...getShortestPaths(flexDialogMachine, options),
    ...journeyPaths(flexDialogMachine, JOURNEYS, INPUT),
  ]);
  return { machine: flexDialogMachine, input: INPUT, events, paths };
}
