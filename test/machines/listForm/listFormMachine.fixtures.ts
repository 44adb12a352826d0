import { z } from 'zod';
import type { AnyMachineSnapshot } from 'xstate';
import { zodValidator, type ListFormInput } from '../../../src/machines/listForm/listFormMachine';
import { ApiError } from '../../../src/domain/apiError';
import type { ScreenConfig } from '../../../src/views/listForm/types';

export const ROWS = [
  { id: 1, version: 3, status: 1, code: 'CNSHA', enName: 'Shanghai', cnName: '上海' },
  { id: 2, version: 1, status: 0, code: 'CNNGB', enName: 'Ningbo', cnName: '宁波' },
];
/** The row a new record's save wrote before its follow-up step failed. */
export const CREATED = { id: 31, version: 1, status: 1, code: 'CNSHA', enName: '', cnName: '' };
export const PAGE = { items: ROWS, total: 25, page: 1, size: 20 };
export const EMPTY = { items: [], total: 0, page: 1, size: 20 };

export const SCHEMA = z.object({ code: z.string().min(1, 'msg.required'), enName: z.string().optional() });

/** A port-like screen exercising every part of the generic view, with every button permitted. */
export const CONFIG: ScreenConfig = {
  resource: 'dict/port',
  title: 'screens.port',
  columns: [
    { key: 'code', label: 'fields.code' },
    { key: 'name', label: 'fields.name', bilingual: { zh: 'cnName', en: 'enName' } },
    { key: 'status', label: 'status.label' },
  ],
  filters: [{ name: 'enName', label: 'fields.enName', type: 'text' }],
  fields: [
    { name: 'code', label: 'fields.code', type: 'text', required: true },
    { name: 'enName', label: 'fields.enName', type: 'text' },
  ],
  schema: SCHEMA,
  defaults: { code: '', enName: '' },
  permissions: { add: 'p:add', edit: 'p:edit', delete: 'p:delete', export: 'p:export', status: 'p:edit' },
  commands: [
    { name: 'resetPassword', label: 'users.resetPassword', confirm: 'users.resetConfirm', perm: 'p:reset' },
    // Asks nothing and reloads the list, as the function screen's moves do.
    { name: 'moveUp', label: 'functions.moveUp', perm: 'p:edit', reload: true },
  ],
};

export const INPUT: ListFormInput = {
  resource: CONFIG.resource,
  filters: { enName: '' },
  defaults: CONFIG.defaults,
  validate: zodValidator(SCHEMA),
};

const end = (outcome: string, more: object = {}) => ({
  type: 'xstate.done.actor.editDialog',
  output: { outcome, notice: null, errorCode: null, errorMessage: null, ...more },
});
/** The record dialog's outcomes (EditDialogOutput) by what it was opened for: a new record is never read, a detail never saved. */
export const DIALOG_ENDS_FOR = {
  new: [end('closed'), end('saved', { notice: { code: 'saved' } }), end('left', { errorCode: 'conflict' })],
  edit: [
    end('closed'),
    end('saved', { notice: { code: 'saved' } }),
    end('left', { errorCode: 'conflict' }),
    end('failed', { errorCode: 'not_found', errorMessage: 'Not found' }),
  ],
  view: [end('closed'), end('failed', { errorCode: 'not_found', errorMessage: 'Not found' })],
};
const DIALOG_ENDS = DIALOG_ENDS_FOR.edit;

// Payloads the traversal cannot invent; every other declared event is synthesized bare.
export const FIXTURES = [
  { type: 'filter.change', name: 'enName', value: 'Shanghai' },
  { type: 'page.go', page: 2 },
  { type: 'page.size', size: 50 },
  { type: 'row.edit', id: 1 },
  { type: 'row.delete', id: 1 },
  { type: 'row.status', id: 1, status: 0, version: 3 },
  { type: 'row.command', id: 1, command: 'resetPassword' },
  { type: 'row.command', id: 1, command: 'moveUp', confirm: false, reload: true },
  { type: 'row.view', id: 1 },
  { type: 'list.export', columns: [{ key: 'code', label: 'Code' }], fileName: 'ports' },
  { type: 'xstate.done.actor.fetchList', output: PAGE },
  { type: 'xstate.done.actor.fetchList', output: EMPTY },
  { type: 'xstate.error.actor.fetchList', error: new ApiError(500, 'http_500', 'Error') },
  { type: 'xstate.done.actor.deleteRecord', output: null },
  { type: 'xstate.error.actor.deleteRecord', error: new ApiError(409, 'in_use', 'In use') },
  { type: 'xstate.done.actor.setStatus', output: ROWS[0] },
  { type: 'xstate.error.actor.setStatus', error: new ApiError(409, 'conflict', 'Stale') },
  { type: 'xstate.done.actor.runCommand', output: 'Tmp#2026ab' },
  { type: 'xstate.error.actor.runCommand', error: new ApiError(403, 'forbidden', 'No') },
  { type: 'xstate.done.actor.exportList', output: 25 },
  { type: 'xstate.error.actor.exportList', error: new ApiError(0, 'timeout', 'timeout') },
  // How the record dialog (its own machine, editDialogMachine.paths) ended, as the list receives it.
  ...DIALOG_ENDS,
] as const;

/**
 * What distinguishes two states for the view: the state, whether a message shows, whether there
 * are rows, and what the open dialog is for (add, edit, detail: it decides how the dialog can end). Row contents, page and typed text do not change which screen is
 * drawn, so they stay out and the graph stays small; journeys cover the page step-back.
 */
export const serializeListForm = (s: AnyMachineSnapshot) =>
  JSON.stringify([s.value, Boolean(s.context.errorCode), s.context.rows.length > 0, s.context.dialogFor]);
