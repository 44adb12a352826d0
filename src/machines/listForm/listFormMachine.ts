import type { ExportInput, Page, Query, Row } from '../../domain/api';
import { assign, fromPromise, setup, type ActorRefFrom, type AnyActorLogic } from 'xstate';
import { ApiError, errorCode } from '../../domain/apiError';
import { dropBlank } from '../../domain/listQuery';
import { notProvided } from '../notProvided';
import { editDialogMachine, type EditDialogOutput, type OpenEvent } from './editDialogMachine';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type ListFormContext,
  type ListFormEvent,
  type ListFormInput,
} from './listFormMachine.types';

export * from './listFormMachine.types';
export type { FieldErrors, Validate } from './editDialogMachine.types';
export { zodValidator } from './validate';
export { SavedThenFailed } from '../../domain/savedThenFailed';

const failure = (error: unknown) => ({
  errorCode: errorCode(error),
  errorMessage: error instanceof ApiError ? error.message : null,
});
const outcomeOf = (event: unknown) => (event as { output?: EditDialogOutput }).output?.outcome;
/** What the dialog opens, from the row event that opened it. */
const openOf = (event: ListFormEvent): OpenEvent =>
  event.type === 'row.edit'
    ? { type: 'dialog.edit', id: event.id }
    : event.type === 'row.view'
      ? { type: 'dialog.view', id: event.id }
      : { type: 'dialog.new', values: event.type === 'row.new' ? event.values : undefined };
const itemsOf = (event: unknown) => (event as { output: Page<Row> }).output.items;
const queryOf = (c: ListFormContext): Query => ({ ...dropBlank(c.query), page: c.page, size: c.size });

// Handlers shared by the two list states (loaded, empty): searching, paging, adding a record.
const LIST = {
  'filter.search': { target: 'loading', actions: 'applyFilters' },
  'filter.reset': { target: 'loading', actions: 'resetFilters' },
  'row.new': { target: 'dialog', actions: 'noteDialog' },
} as const;

export const listFormMachine = setup({
  types: {
    context: {} as ListFormContext,
    events: {} as ListFormEvent,
    input: {} as ListFormInput,
  },
  actors: {
    // Placeholders: the client's are in ./provided.ts (the resource API), screens add their own.
    fetchList: notProvided<Page<Row>, { resource: string; query: Query }>('listForm.fetchList'),
    // The record's dialog: the client provides it with its own actors (./provided.ts).
    editDialog: editDialogMachine,
    deleteRecord: notProvided<unknown, { resource: string; id: number; version?: number }>(
      'listForm.deleteRecord',
    ),
    setStatus: notProvided<Row, { resource: string; id: number; status: number; version?: number }>(
      'listForm.setStatus',
    ),
    // Resource-specific row commands (reset password): screens provide this actor.
    runCommand: fromPromise<string | null, { resource: string; id: number; command: string }>(
      async ({ input }) => {
        throw new ApiError(0, 'unknown_command', input.command);
      },
    ),
    exportList: notProvided<number, ExportInput>('listForm.exportList'),
  },
  actions: {
    clearMessages: assign({ errorCode: null, errorMessage: null, notice: null }),
    commandNotice: assign({
      notice: ({ context, event }) => ({
        code: context.target!.command!,
        value: ((event as { output?: string | null }).output ?? undefined) as string | undefined,
      }),
    }),
    setFilter: assign({
      filters: ({ context, event }) =>
        event.type === 'filter.change' ? { ...context.filters, [event.name]: event.value } : context.filters,
    }),
    applyFilters: assign({ query: ({ context }) => ({ ...context.filters }), page: 1 }),
    resetFilters: assign({
      filters: ({ context }) => ({ ...context.initialFilters }),
      query: ({ context }) => ({ ...context.initialFilters }),
      page: 1,
    }),
    noteDialog: assign({
      dialogFor: ({ event }) =>
        event.type === 'row.edit' ? 'edit' : event.type === 'row.view' ? 'view' : 'new',
    }),
    setCommand: assign({
      target: ({ event }) =>
        event.type === 'row.command'
          ? { id: event.id, command: event.command, reload: Boolean(event.reload) }
          : null,
    }),
  },
  guards: {
    hasRows: ({ context }) => context.rows.length > 0,
    // A delete can empty the last page: step back instead of showing "no data" with rows left.
    lastPageEmptied: ({ context, event }) => itemsOf(event).length === 0 && context.page > 1,
    nothingFound: ({ event }) => itemsOf(event).length === 0,
    knownPageSize: ({ event }) =>
      event.type === 'page.size' && (PAGE_SIZES as readonly number[]).includes(event.size),
    // A move in an ordered list asks nothing: it is undone by the opposite move.
    runsWithoutAsking: ({ event }) => event.type === 'row.command' && event.confirm === false,
    reloadsAfterCommand: ({ context }) => Boolean(context.target?.reload),
    // How the record's dialog ended (editDialogMachine's output).
    dialogSaved: ({ event }) => outcomeOf(event) === 'saved',
    dialogLeft: ({ event }) => outcomeOf(event) === 'left',
    dialogFailed: ({ event }) => outcomeOf(event) === 'failed',
  },
}).createMachine({
  id: 'listForm',
  context: ({ input }) => ({
    resource: input.resource,
    size: input.pageSize ?? DEFAULT_PAGE_SIZE,
    page: 1,
    total: 0,
    rows: [],
    initialFilters: input.filters ?? {},
    filters: { ...input.filters },
    query: { ...input.filters },
    defaults: input.defaults ?? {},
    validate: input.validate ?? (() => ({})),
    toForm: input.toForm ?? ((row) => ({ ...row })),
    target: null,
    dialogFor: null,
    errorCode: null,
    errorMessage: null,
    notice: null,
  }),
  // The filter form stays on screen while the list loads, a dialog is open or a call runs: what
  // is typed or chosen then is kept for the next search, never dropped.
  on: { 'filter.change': { actions: 'setFilter' } },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchList',
        src: 'fetchList',
        input: ({ context }) => ({ resource: context.resource, query: queryOf(context) }),
        onDone: [
          {
            guard: 'lastPageEmptied',
            target: 'loading',
            reenter: true,
            actions: assign({ page: ({ context }) => context.page - 1 }),
          },
          {
            guard: 'nothingFound',
            target: 'empty',
            actions: assign({ rows: [], total: 0, errorCode: null }),
          },
          {
            target: 'loaded',
            actions: assign({
              rows: ({ event }) => event.output.items,
              total: ({ event }) => event.output.total,
              errorCode: null,
            }),
          },
        ],
        onError: { target: 'failed', actions: assign(({ event }) => failure(event.error)) },
      },
    },
    loaded: {
      on: {
        ...LIST,
        'page.go': { target: 'loading', actions: assign({ page: ({ event }) => event.page }) },
        // A new page size starts from the first page: the old page number means other rows now.
        'page.size': {
          guard: 'knownPageSize',
          target: 'loading',
          actions: assign({ size: ({ event }) => event.size, page: 1 }),
        },
        'row.edit': { target: 'dialog', actions: 'noteDialog' },
        'row.delete': {
          target: 'confirmingDelete',
          actions: assign({ target: ({ event }) => ({ id: event.id, version: event.version }) }),
        },
        'row.status': {
          target: 'changingStatus',
          actions: assign({
            target: ({ event }) => ({ id: event.id, status: event.status, version: event.version }),
          }),
        },
        'row.view': { target: 'dialog', actions: 'noteDialog' },
        'row.command': [
          {
            guard: 'runsWithoutAsking',
            target: 'runningCommand',
            actions: ['clearMessages', 'setCommand'],
          },
          { target: 'confirmingCommand', actions: 'setCommand' },
        ],
        'list.export': 'exporting',
      },
    },
    empty: { description: 'Loaded, nothing matches the filter: the view shows "no data".', on: LIST },
    failed: { on: { 'list.retry': 'loading', 'filter.reset': LIST['filter.reset'] } },
    dialog: {
      description:
        "A record's dialog is open: its own machine (editDialog) runs it and ends with what happened.",
      entry: 'clearMessages',
      exit: assign({ dialogFor: null }),
      invoke: {
        id: 'editDialog',
        src: 'editDialog',
        input: ({ context, event }) => ({
          resource: context.resource,
          open: openOf(event),
          defaults: context.defaults,
          validate: context.validate,
          toForm: context.toForm,
        }),
        onDone: [
          {
            guard: 'dialogSaved',
            target: 'loading',
            actions: assign({ notice: ({ event }) => event.output.notice }),
          },
          // Left after a conflict: reload, so the list shows the other user's version.
          { guard: 'dialogLeft', target: 'loading' },
          {
            guard: 'dialogFailed',
            target: 'loaded',
            actions: assign(({ event }) => ({
              errorCode: event.output.errorCode,
              errorMessage: event.output.errorMessage,
            })),
          },
          { guard: 'hasRows', target: 'loaded' },
          { target: 'empty' },
        ],
      },
    },
    confirmingDelete: {
      description: "'Delete data record, please confirm.'",
      entry: 'clearMessages',
      on: { 'confirm.accept': 'deleting', 'confirm.cancel': 'loaded' },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteRecord',
        src: 'deleteRecord',
        input: ({ context }) => ({
          resource: context.resource,
          id: context.target!.id,
          version: context.target!.version,
        }),
        onDone: { target: 'loading', actions: assign({ notice: { code: 'deleted' } }) },
        // In use (409 in_use) or gone: say why and keep the list as it is.
        onError: { target: 'loaded', actions: assign(({ event }) => failure(event.error)) },
      },
    },
    changingStatus: {
      tags: ['busy'],
      entry: 'clearMessages',
      invoke: {
        id: 'setStatus',
        src: 'setStatus',
        input: ({ context }) => ({
          resource: context.resource,
          id: context.target!.id,
          status: context.target!.status!,
          version: context.target!.version,
        }),
        onDone: { target: 'loading', actions: assign({ notice: { code: 'status' } }) },
        // Refused (stale version, in use): keep the list and say why; Search reloads it.
        onError: { target: 'loaded', actions: assign(({ event }) => failure(event.error)) },
      },
    },
    confirmingCommand: {
      entry: 'clearMessages',
      on: { 'confirm.accept': 'runningCommand', 'confirm.cancel': 'loaded' },
    },
    runningCommand: {
      tags: ['busy'],
      invoke: {
        id: 'runCommand',
        src: 'runCommand',
        input: ({ context }) => ({
          resource: context.resource,
          id: context.target!.id,
          command: context.target!.command!,
        }),
        onDone: [
          {
            guard: 'reloadsAfterCommand',
            target: 'loading',
            actions: 'commandNotice',
          },
          { target: 'loaded', actions: 'commandNotice' },
        ],
        onError: { target: 'loaded', actions: assign(({ event }) => failure(event.error)) },
      },
    },
    exporting: {
      tags: ['busy'],
      entry: 'clearMessages',
      invoke: {
        id: 'exportList',
        src: 'exportList',
        input: ({ context, event }) => {
          const e = event as Extract<ListFormEvent, { type: 'list.export' }>;
          return {
            resource: context.resource,
            query: context.query,
            columns: e.columns,
            fileName: e.fileName,
          };
        },
        onDone: {
          target: 'loaded',
          actions: assign({ notice: ({ event }) => ({ code: 'exported', value: String(event.output) }) }),
        },
        onError: { target: 'loaded', actions: assign(({ event }) => failure(event.error)) },
      },
    },
  },
});

export type ListFormActor = ActorRefFrom<typeof listFormMachine>;

/** The actors the record dialog runs; every other actor belongs to the list. */
const DIALOG_ACTORS = new Set(['fetchRecord', 'saveRecord']);

/**
 * The list machine with actors for it and its record dialog in one set (as a screen declares
 * them): each goes to the machine that invokes it. `base` is the pair to provide on, the
 * placeholders by default, the client's resource machines in ./provided.ts.
 */
export function listFormWith(
  actors: Record<string, AnyActorLogic> = {},
  base: { list: typeof listFormMachine; dialog: typeof editDialogMachine } = {
    list: listFormMachine,
    dialog: editDialogMachine,
  },
) {
  const entries = Object.entries(actors);
  const dialog = Object.fromEntries(entries.filter(([name]) => DIALOG_ACTORS.has(name)));
  const list = Object.fromEntries(entries.filter(([name]) => !DIALOG_ACTORS.has(name)));
  return base.list.provide({
    actors: { ...list, editDialog: base.dialog.provide({ actors: dialog as never }) } as never,
  });
}
