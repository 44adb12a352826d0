import type { Query, Row } from '../../domain/api';
import { fromPromise, type AnyActorLogic } from 'xstate';
import * as api from '../../services/dictionariesApi';
import { exportList } from '../../services/exportList';
import { loadColumnChoice, saveColumnChoice } from '../../services/preferences';
import { columnsMachine, type ChooserColumn } from './columnsMachine';
import { fetchMachine } from '../fetchMachine';
import { editDialogMachine } from './editDialogMachine';
import { listFormMachine, listFormWith } from './listFormMachine';

/** The client's record dialog: the generic resource API reads and writes one record. */
export const resourceEditDialogMachine = editDialogMachine.provide({
  actors: {
    fetchRecord: fromPromise(({ input, signal }) => api.getRow(input.resource, input.id, signal)),
    saveRecord: fromPromise(({ input, signal }) =>
      api.saveRow(input.resource, input.id, input.values, signal),
    ),
  },
});

/**
 * The client's list-and-form machine: the generic resource API (one CRUD shape for every list),
 * the .xlsx export, and the record dialog above.
 */
export const resourceListMachine = listFormMachine.provide({
  actors: {
    fetchList: fromPromise(({ input, signal }) => api.listRows(input.resource, input.query, signal)),
    deleteRecord: fromPromise(({ input, signal }) =>
      api.deleteRow(input.resource, input.id, input.version, signal),
    ),
    setStatus: fromPromise(({ input, signal }) =>
      api.setRowStatus(input.resource, input.id, { status: input.status, version: input.version }, signal),
    ),
    exportList: fromPromise(({ input, signal }) => exportList(input, signal)),
    editDialog: resourceEditDialogMachine,
  },
});

/** A screen's list machine with its own actors on top (a row command, a save with an upload). */
export const screenListMachine = (actors?: Record<string, AnyActorLogic>) =>
  listFormWith(actors, { list: resourceListMachine, dialog: resourceEditDialogMachine });

/** Largest page the server serves; every options list (ship types, roles) is far smaller. */
const OPTIONS_SIZE = 500;

/** Where a select's choices come from: a resource's rows, or a screen's own loader. */
export interface OptionRowsSource {
  resource: string;
  query?: Query;
  load?: (signal: AbortSignal) => Promise<Row[]>;
}

/** A select's choices as a fetch machine, loaded once; no source answers no rows. */
export const optionRowsMachine = (source: OptionRowsSource | null) =>
  fetchMachine.provide({
    actors: {
      fetch: fromPromise<unknown>(async ({ signal }): Promise<Row[]> => {
        if (!source) return [];
        if (source.load) return source.load(signal);
        return (await api.listRows(source.resource, { ...source.query, page: 1, size: OPTIONS_SIZE }, signal))
          .items;
      }),
    },
  });

/** The column chooser of a list, keeping the choice in this browser's local storage. */
export const storedColumnsMachine = columnsMachine.provide({
  actions: { persist: ({ context }) => saveColumnChoice(context.screen, context.choice) },
});

/** The chooser's input for a list: its columns and the choice this browser kept. */
export const columnsInput = (screen: string, columns: ChooserColumn[]) => ({
  screen,
  columns,
  stored: loadColumnChoice(screen),
});
