/**
 * The CII adjust screen machine's generated paths: choose a ship, load the ship-year (or fail and
 * retry), open and close the form, read a history, send an event with its comment. Keyed on the
 * state value (the context holds what the screen lists). Shared by its model test and the path report.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ApiError } from '../../../src/domain/apiError';
import { ciiAdjustScreenMachine } from '../../../src/machines/cii/ciiAdjustScreenMachine';
import type { ModelEvent } from '../../support/modelReplay';
import { edgePaths, eventsFrom, journeyPaths, coveringPaths } from '../../support/graph';
import { INPUT as FORM_INPUT, RECORD } from './ciiRecordFormMachine.paths';

/** A ledger proposal: the form it opens is valid as it stands, so it can be saved at once. */
export const PROPOSAL = FORM_INPUT.proposal!;

export const INPUT = { kind: 'adjustment' as const, year: 2025 };
export const DATA = {
  records: [
    RECORD,
    { ...RECORD, id: 8, status: 'submitted', allowedEvents: ['confirm', 'return'], editable: false },
  ],
  proposals: {
    period: { start: '2025-01-01T00:00:00.000Z', end: '2026-01-01T00:00:00.000Z' },
    iceClass: 'IA',
    proposals: [PROPOSAL],
  },
  comparison: [],
};
export const SCREEN = {
  ship: { type: 'ship.select', shipId: 3 },
  noShip: { type: 'ship.select', shipId: null },
  year: { type: 'year.change', year: 2024 },
  loaded: { type: 'xstate.done.actor.loadYear', output: DATA },
  loadFailed: { type: 'xstate.error.actor.loadYear', error: new ApiError(500, 'unknown', 'Down') },
  fromProposal: { type: 'record.new', proposal: PROPOSAL },
  edit: { type: 'record.edit', id: 7 },
  closedChanged: { type: 'form.closed', changed: true },
  closedSame: { type: 'form.closed', changed: false },
  select: { type: 'record.select', id: 7 },
  history: {
    type: 'xstate.done.actor.loadHistory',
    output: [
      {
        id: 1,
        from: 'draft',
        event: 'lock',
        to: 'locked',
        actorUsername: 'ops',
        role: 'operator',
        at: '2025-03-01T00:00:00.000Z',
        comment: null,
      },
    ],
  },
  historyFailed: { type: 'xstate.error.actor.loadHistory', error: new ApiError(404, 'not_found', 'Gone') },
  comment: { type: 'comment.change', value: 'log unsigned' },
  lock: { type: 'record.event', id: 7, event: 'lock' },
  ret: { type: 'record.event', id: 8, event: 'return' },
  sent: { type: 'xstate.done.actor.sendEvent', output: RECORD },
  refused: {
    type: 'xstate.error.actor.sendEvent',
    error: new ApiError(409, 'illegal_transition', 'Changed'),
  },
} satisfies Record<string, ModelEvent<typeof ciiAdjustScreenMachine>>;
export const events = eventsFrom(Object.values(SCREEN) as EventObject[]);
const serializeState = (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.comment !== '']);

export const JOURNEYS: EventObject[][] = [
  [
    SCREEN.ship,
    SCREEN.loaded,
    SCREEN.ret,
    SCREEN.comment,
    SCREEN.ret,
    SCREEN.refused,
    SCREEN.ret,
    SCREEN.sent,
    SCREEN.loaded,
  ],
  [SCREEN.ship, SCREEN.loadFailed, SCREEN.year, SCREEN.loaded, SCREEN.noShip],
] as EventObject[][];

export function ciiAdjustScreenModelPaths() {
  const options = { input: INPUT, events, serializeState };
  const paths = coveringPaths(options, [
    ...edgePaths(ciiAdjustScreenMachine, options),
    ...journeyPaths(ciiAdjustScreenMachine, JOURNEYS, INPUT),
  ]);
  return { machine: ciiAdjustScreenMachine, input: INPUT, events, serializeState, paths };
}
