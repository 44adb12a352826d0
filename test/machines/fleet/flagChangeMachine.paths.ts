/** The DOC/flag change machine's generated paths, shared by its model test and QA's report. */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { flagChangeMachine } from '../../../src/machines/fleet/flagChangeMachine';
import { ApiError } from '../../../src/domain/apiError';
import { eventsFrom, journeyPaths, coveringPaths, shortestPaths } from '../../support/graph';

export const INPUT = { shipId: 7 };
export const CHANGE = {
  id: 1,
  shipId: 7,
  changeType: 'flag',
  oldFlagCode: 'CHN',
  newFlagCode: 'PAN',
  effectiveDate: '2026-01-01T00:00:00.000Z',
  createdBy: 'admin',
};
export const FLAG_CHANGE = {
  historyLoaded: { type: 'xstate.done.actor.listChanges', output: [CHANGE] },
  historyNotFound: {
    type: 'xstate.error.actor.listChanges',
    error: new ApiError(404, 'not_found', 'Not found.'),
  },
  typeFlag: { type: 'form.change', name: 'newFlagCode', value: 'pan' },
  typeDate: { type: 'form.change', name: 'effectiveDate', value: '2026-01-01' },
  deleteFirst: { type: 'change.delete', id: 1 },
  recorded: { type: 'xstate.done.actor.recordChange', output: { ...CHANGE, id: 2 } },
  recordRefused: {
    type: 'xstate.error.actor.recordChange',
    error: new ApiError(400, 'validation_failed', 'Some fields are not valid.', {
      newFlagCode: 'The new value must differ from the old one.',
    }),
  },
  deleted: { type: 'xstate.done.actor.deleteChange', output: { id: 1 } },
  deleteGone: { type: 'xstate.error.actor.deleteChange', error: new ApiError(404, 'not_found', 'Gone.') },
};
export const events = eventsFrom(Object.values(FLAG_CHANGE));
/** What the dialog draws differently: state, notice, message, field messages, typed flag and date. */
export const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.notice,
    s.context.errorCode,
    Object.values(s.context.fieldErrors).some(Boolean),
    s.context.form.newFlagCode,
    s.context.form.effectiveDate,
  ]);
export const options = { input: INPUT, events, serializeState };

const submit = { type: 'change.submit' };
export const JOURNEYS: EventObject[][] = [
  [FLAG_CHANGE.historyNotFound, { type: 'history.retry' }, FLAG_CHANGE.historyLoaded],
  [
    FLAG_CHANGE.historyLoaded,
    FLAG_CHANGE.typeFlag,
    FLAG_CHANGE.typeDate,
    submit,
    FLAG_CHANGE.recorded,
    FLAG_CHANGE.historyLoaded,
  ],
  // The browser check refuses an empty form at its fields; a filled one goes to the server, which may still refuse.
  [FLAG_CHANGE.historyLoaded, submit, FLAG_CHANGE.typeFlag, FLAG_CHANGE.typeDate, submit],
  [FLAG_CHANGE.historyLoaded, FLAG_CHANGE.typeFlag, FLAG_CHANGE.typeDate, submit, FLAG_CHANGE.recordRefused],
  [FLAG_CHANGE.historyLoaded, FLAG_CHANGE.deleteFirst, FLAG_CHANGE.deleteGone, FLAG_CHANGE.deleteFirst],
  [FLAG_CHANGE.historyLoaded, FLAG_CHANGE.deleteFirst, FLAG_CHANGE.deleted, FLAG_CHANGE.historyLoaded],
];
export const paths = coveringPaths(options, [
  ...shortestPaths(flagChangeMachine, options),
  ...journeyPaths(flagChangeMachine, JOURNEYS, INPUT, { serializeState }),
]);

export const flagChangeModelPaths = async () => ({ machine: flagChangeMachine, ...options, paths });
