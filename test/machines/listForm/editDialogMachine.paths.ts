/**
 * The edit-dialog machine's generated paths: shortest paths plus journeys that return to visited
 * states. Shared by the model test and QA's `npm run test:paths` report, so both count the same.
 */
import type { EventObject } from 'xstate';
import { editDialogMachine } from '../../../src/machines/listForm/editDialogMachine';
import { eventsFrom, journeyPaths, coveringPaths, shortestPaths } from '../../support/graph';
import { D, DIALOG_FIXTURES, DIALOG_INPUT, serializeEditDialog } from './editDialogMachine.fixtures';

export const events = eventsFrom(DIALOG_FIXTURES as unknown as EventObject[]);
export const options = { input: DIALOG_INPUT, events, serializeState: serializeEditDialog };
const NEW = { type: 'dialog.new' };
const opened = [D.edit, D.fetched];

// Shortest paths reach every state once; these return to visited states along other edges.
export const JOURNEYS: EventObject[][] = [
  // Saved by someone else: reload the record, then leave without saving.
  [
    ...opened,
    D.clearCode,
    { type: 'edit.submit' },
    D.typeCode,
    { type: 'edit.submit' },
    D.saveConflict,
    { type: 'conflict.reload' },
    D.fetched,
    { type: 'edit.cancel' },
  ],
  [...opened, { type: 'edit.submit' }, D.saveConflict, { type: 'edit.cancel' }],
  // A refusal about a field, then a network failure, then a save.
  [
    ...opened,
    { type: 'edit.submit' },
    D.fieldRefusal,
    { type: 'edit.submit' },
    D.saveOffline,
    { type: 'edit.submit' },
    D.saveDone,
  ],
  // A new record written but its follow-up failed: the dialog edits the created row (title Edit),
  // so the retry is an update; a conflict on it reloads that row. The model test checks the end
  // state only, hence the first journey stops in the dialog.
  [NEW, D.typeCode, { type: 'edit.submit' }, D.savedThenFailed],
  [
    NEW,
    D.typeCode,
    { type: 'edit.submit' },
    D.savedThenFailed,
    { type: 'edit.submit' },
    D.saveConflict,
    { type: 'conflict.reload' },
    D.fetched,
    { type: 'edit.submit' },
    D.savedThenFailed,
    { type: 'edit.submit' },
    D.saveDone,
  ],
  // An empty new record is refused in the browser; typing fixes it; cancel closes.
  [NEW, { type: 'edit.submit' }, D.typeCode, { type: 'edit.cancel' }],
  // Detail: read-only, closes; a record gone meanwhile ends the dialog with the reason.
  [D.view, D.fetched, { type: 'detail.close' }],
  [D.view, D.fetchGone],
  // The record reloaded after a conflict is gone.
  [...opened, { type: 'edit.submit' }, D.saveConflict, { type: 'conflict.reload' }, D.fetchGone],
];
export const paths = coveringPaths(options, [
  ...shortestPaths(editDialogMachine, options),
  ...journeyPaths(editDialogMachine, JOURNEYS, DIALOG_INPUT),
]);

export const editDialogModelPaths = async () => ({
  machine: editDialogMachine,
  input: DIALOG_INPUT,
  events,
  serializeState: serializeEditDialog,
  paths,
});
