/**
 * The listForm machine's generated paths: shortest paths plus journeys that return to visited
 * states. Shared by the model test and QA's `npm run test:paths` report, so both count the same.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { listFormMachine } from '../../../src/machines/listForm/listFormMachine';
import { coveringPaths, eventsFrom, journeyPaths, shortestPaths } from '../../support/graph';
import { DIALOG_ENDS_FOR, FIXTURES, INPUT, serializeListForm } from './listFormMachine.fixtures';

const DIALOG_DONE = 'xstate.done.actor.editDialog';

export const F = FIXTURES as unknown as EventObject[];
export const pick = (type: string, i = 0) => F.filter((e) => e.type === type)[i];
const fixtureEvents = eventsFrom(F);
/** The dialog's endings the graph tries are those possible for what it was opened for. */
export const events = (s: AnyMachineSnapshot) =>
  fixtureEvents(s).filter(
    (e: EventObject) =>
      e.type !== DIALOG_DONE ||
      DIALOG_ENDS_FOR[s.context.dialogFor as keyof typeof DIALOG_ENDS_FOR].some(
        (end) => end.output.outcome === (e as unknown as typeof end).output.outcome,
      ),
  );
export const options = { input: INPUT, events, serializeState: serializeListForm };

// Named fixtures for the journeys.
const listed = pick('xstate.done.actor.fetchList');
const nothing = pick('xstate.done.actor.fetchList', 1);
const [closed, saved, left, failed] = DIALOG_ENDS_FOR.edit;
const loaded = [listed];

// Shortest paths reach every state once; these return to visited states along other edges.
export const JOURNEYS: EventObject[][] = [
  [...loaded, pick('page.go'), nothing, listed],
  [
    ...loaded,
    pick('filter.change'),
    { type: 'filter.search' },
    nothing,
    { type: 'row.new' },
    closed,
    { type: 'filter.reset' },
  ],
  [pick('xstate.error.actor.fetchList'), { type: 'filter.reset' }, listed],
  // A dialog left after a conflict reloads the list; so does a save.
  [...loaded, pick('row.edit'), left, listed],
  [...loaded, pick('row.edit'), saved, listed, { type: 'row.new' }, saved, listed],
  [...loaded, { type: 'row.new' }, closed, pick('row.edit'), closed],
  // The record to edit is gone: the list says why.
  [...loaded, pick('row.edit'), failed],
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
    listed,
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
    listed,
    pick('list.export'),
    pick('xstate.error.actor.exportList'),
    pick('list.export'),
    pick('xstate.done.actor.exportList'),
    { type: 'filter.reset' },
  ],
  [nothing, { type: 'row.new' }, closed, { type: 'filter.search' }, listed],
  // A page size chosen: the list reloads from its first page.
  [...loaded, pick('page.size'), listed],
  // A move runs without a question and reloads the list.
  [...loaded, pick('row.command', 1), pick('xstate.done.actor.runCommand'), listed],
  // Detail: read-only, closes back to the list; a record gone meanwhile is said so.
  [...loaded, pick('row.view'), closed, pick('row.view'), failed],
];
export const paths = coveringPaths(options, [
  ...shortestPaths(listFormMachine, options),
  ...journeyPaths(listFormMachine, JOURNEYS, INPUT),
]);

export const listFormModelPaths = async () => ({
  machine: listFormMachine,
  input: INPUT,
  events,
  serializeState: serializeListForm,
  paths,
});
