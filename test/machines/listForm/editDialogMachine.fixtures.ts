import type { AnyMachineSnapshot } from 'xstate';
import type { EditDialogInput } from '../../../src/machines/listForm/editDialogMachine';
import { SavedThenFailed } from '../../../src/domain/savedThenFailed';
import { zodValidator } from '../../../src/machines/listForm/listFormMachine';
import { ApiError } from '../../../src/domain/apiError';
import { CONFIG, CREATED, ROWS, SCHEMA } from './listFormMachine.fixtures';

/** The port-like screen's dialog; no `open`: the model sends the open events itself. */
export const DIALOG_INPUT: EditDialogInput = {
  resource: CONFIG.resource,
  defaults: CONFIG.defaults,
  validate: zodValidator(SCHEMA),
};

// Payloads the traversal cannot invent; every other declared event is synthesized bare.
export const DIALOG_FIXTURES = [
  { type: 'dialog.edit', id: 1 },
  { type: 'dialog.view', id: 1 },
  { type: 'field.change', name: 'code', value: '' },
  { type: 'field.change', name: 'code', value: 'CNSHA' },
  { type: 'xstate.done.actor.fetchRecord', output: ROWS[0] },
  { type: 'xstate.error.actor.fetchRecord', error: new ApiError(404, 'not_found', 'Not found') },
  { type: 'xstate.done.actor.saveRecord', output: ROWS[0] },
  {
    type: 'xstate.error.actor.saveRecord',
    error: new ApiError(400, 'validation_failed', 'Invalid', { code: 'Port code already exists' }),
  },
  { type: 'xstate.error.actor.saveRecord', error: new ApiError(409, 'conflict', 'Stale') },
  { type: 'xstate.error.actor.saveRecord', error: new ApiError(0, 'network', 'offline') },
  // Written (a new row, id 31), then its follow-up step failed: the dialog goes on as an edit of it.
  {
    type: 'xstate.error.actor.saveRecord',
    error: new SavedThenFailed(CREATED, new ApiError(500, 'upload_failed', 'Disk full')),
  },
] as const;

/** Named fixtures for the journeys. */
export const D = {
  edit: DIALOG_FIXTURES[0],
  view: DIALOG_FIXTURES[1],
  clearCode: DIALOG_FIXTURES[2],
  typeCode: DIALOG_FIXTURES[3],
  fetched: DIALOG_FIXTURES[4],
  fetchGone: DIALOG_FIXTURES[5],
  saveDone: DIALOG_FIXTURES[6],
  fieldRefusal: DIALOG_FIXTURES[7],
  saveConflict: DIALOG_FIXTURES[8],
  saveOffline: DIALOG_FIXTURES[9],
  savedThenFailed: DIALOG_FIXTURES[10],
};

/**
 * What distinguishes two dialog states for the view: the state, whether a message or field errors
 * show, and whether the form adds or edits (its title). Typed text stays out, so the graph stays small.
 */
export const serializeEditDialog = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    Boolean(s.context.errorCode),
    Object.keys(s.context.fieldErrors).length > 0,
    s.hasTag('dialog') && s.context.editId === null,
  ]);
