/**
 * The listForm machine's generated paths: shortest paths plus journeys that return to visited
 * states. Shared by the model test and QA's `npm run test:paths` report, so both count the same.
 */
import type { EventObject } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { listFormMachine } from '../../src/machines/listForm/listFormMachine';
import { eventsFrom, journeyPaths } from '../support/graph';
import { FIXTURES, INPUT, serializeListForm } from './listFormModel.fixtures';

export const F = FIXTURES as unknown as EventObject[];
export const pick = (type: string, i = 0) => F.filter((e) => e.type === type)[i];
export const events = eventsFrom(F);
export const options = { input: INPUT, events, serializeState: serializeListForm as never };
const loaded = [pick('xstate.done.actor.fetchList')];
const opened = [...loaded, pick('row.edit'), pick('xstate.done.actor.fetchRecord')];

// Shortest paths reach every state once; these return to visited states along other edges.
export const JOURNEYS: EventObject[][] = [
  [...loaded, pick('page.go'), pick('xstate.done.actor.fetchList', 1), pick('xstate.done.actor.fetchList')],
  [
    ...loaded,
    pick('filter.change'),
    { type: 'filter.search' },
    pick('xstate.done.actor.fetchList', 1),
    { type: 'row.new' },
    { type: 'edit.cancel' },
    { type: 'filter.reset' },
  ],
  [pick('xstate.error.actor.fetchList'), { type: 'filter.reset' }, pick('xstate.done.actor.fetchList')],
  [
    ...opened,
    pick('field.change'),
    { type: 'edit.submit' },
    pick('field.change', 1),
    { type: 'edit.submit' },
    pick('xstate.error.actor.saveRecord', 1),
    { type: 'conflict.reload' },
    pick('xstate.done.actor.fetchRecord'),
    { type: 'edit.cancel' },
  ],
  [
    ...opened,
    { type: 'edit.submit' },
    pick('xstate.error.actor.saveRecord', 1),
    { type: 'edit.cancel' },
    pick('xstate.done.actor.fetchList'),
  ],
  [
    ...opened,
    { type: 'edit.submit' },
    pick('xstate.error.actor.saveRecord', 0),
    { type: 'edit.submit' },
    pick('xstate.error.actor.saveRecord', 2),
    { type: 'edit.submit' },
    pick('xstate.done.actor.saveRecord'),
    pick('xstate.done.actor.fetchList'),
  ],
  [
    ...loaded,
    pick('row.delete'),
    { type: 'confirm.cancel' },
    pick('row.delete'),
    { type: 'confirm.accept' },
    pick('xstate.error.actor.deleteRecord'),
    pick('row.delete'),
    { type: 'confirm.accept' },
    pick('xstate.done.actor.deleteRecord'),
    pick('xstate.done.actor.fetchList'),
  ],
  [
    ...loaded,
    pick('row.command'),
    { type: 'confirm.cancel' },
    pick('row.command'),
    { type: 'confirm.accept' },
    pick('xstate.done.actor.runCommand'),
    pick('row.command'),
    { type: 'confirm.accept' },
    pick('xstate.error.actor.runCommand'),
  ],
  [
    ...loaded,
    pick('row.status'),
    pick('xstate.error.actor.setStatus'),
    pick('row.status'),
    pick('xstate.done.actor.setStatus'),
    pick('xstate.done.actor.fetchList'),
    pick('list.export'),
    pick('xstate.error.actor.exportList'),
    pick('list.export'),
    pick('xstate.done.actor.exportList'),
    { type: 'filter.reset' },
  ],
  [pick('xstate.done.actor.fetchList', 1), { type: 'row.new' }, { type: 'edit.cancel' }],
  // A new record written but its follow-up failed: the dialog edits the created row (title Edit),
  // so the retry is an update; a conflict on it reloads that row. The model test checks the end
  // state only, hence the first journey stops in the dialog.
  [
    ...loaded,
    { type: 'row.new' },
    pick('field.change', 1),
    { type: 'edit.submit' },
    pick('xstate.error.actor.saveRecord', 3),
  ],
  [
    ...loaded,
    { type: 'row.new' },
    pick('field.change', 1),
    { type: 'edit.submit' },
    pick('xstate.error.actor.saveRecord', 3),
    { type: 'edit.submit' },
    pick('xstate.error.actor.saveRecord', 1),
    { type: 'conflict.reload' },
    pick('xstate.done.actor.fetchRecord'),
    { type: 'edit.submit' },
    pick('xstate.error.actor.saveRecord', 3),
    { type: 'edit.submit' },
    pick('xstate.done.actor.saveRecord'),
    pick('xstate.done.actor.fetchList'),
  ],
  // A page size chosen: the list reloads from its first page.
  [...loaded, pick('page.size'), pick('xstate.done.actor.fetchList')],
  // A move runs without a question and reloads the list.
  [
    ...loaded,
    pick('row.command', 1),
    pick('xstate.done.actor.runCommand'),
    pick('xstate.done.actor.fetchList'),
  ],
  // Detail: read-only, closes back to the list; a record gone meanwhile is said so.
  [
    ...loaded,
    pick('row.view'),
    pick('xstate.done.actor.fetchRecord'),
    { type: 'detail.close' },
    pick('row.view'),
    pick('xstate.error.actor.fetchRecord'),
  ],
];
export const paths = [
  ...getShortestPaths(listFormMachine, options as never),
  ...journeyPaths(listFormMachine, JOURNEYS, INPUT),
];

export const listFormModelPaths = async () => ({ machine: listFormMachine, input: INPUT, events, paths });
