import { z } from 'zod';
import type { AnyMachineSnapshot } from 'xstate';
import {
  SavedThenFailed,
  zodValidator,
  type ListFormInput,
} from '../../src/machines/listForm/listFormMachine';
import { ApiError } from '../../src/domain/apiError';
import type { ScreenConfig } from '../../src/views/listForm/types';

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
  { type: 'field.change', name: 'code', value: '' },
  { type: 'field.change', name: 'code', value: 'CNSHA' },
  { type: 'xstate.done.actor.fetchList', output: PAGE },
  { type: 'xstate.done.actor.fetchList', output: EMPTY },
  { type: 'xstate.error.actor.fetchList', error: new ApiError(500, 'http_500', 'Error') },
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
  { type: 'xstate.done.actor.deleteRecord', output: null },
  { type: 'xstate.error.actor.deleteRecord', error: new ApiError(409, 'in_use', 'In use') },
  { type: 'xstate.done.actor.setStatus', output: ROWS[0] },
  { type: 'xstate.error.actor.setStatus', error: new ApiError(409, 'conflict', 'Stale') },
  { type: 'xstate.done.actor.runCommand', output: 'Tmp#2026ab' },
  { type: 'xstate.error.actor.runCommand', error: new ApiError(403, 'forbidden', 'No') },
  { type: 'xstate.done.actor.exportList', output: 25 },
  { type: 'xstate.error.actor.exportList', error: new ApiError(0, 'timeout', 'timeout') },
] as const;

/**
 * What distinguishes two states for the view: the state, whether a message or field errors show,
 * whether there are rows, and whether an open dialog adds or edits (its title). Row contents, page and typed text do not change which screen is
 * drawn, so they stay out and the graph stays small; journeys cover the page step-back.
 */
export const serializeListForm = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    Boolean(s.context.errorCode),
    Object.keys(s.context.fieldErrors).length > 0,
    s.context.rows.length > 0,
    s.hasTag('dialog') && s.context.editId === null,
  ]);
