import type { ExportInput, Page, Query, Row, Values } from '../../domain/api';
import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { ApiError, errorCode, saveFailure } from '../../domain/apiError';
import { dropBlank } from '../../domain/listQuery';
import { notProvided } from '../notProvided';
import { SavedThenFailed } from '../../domain/savedThenFailed';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  type ListFormContext,
  type ListFormEvent,
  type ListFormInput,
} from './listFormMachine.types';

export * from './listFormMachine.types';
export { zodValidator } from './validate';
export { SavedThenFailed } from '../../domain/savedThenFailed';

const failure = (error: unknown) => ({
  errorCode: errorCode(error),
  errorMessage: error instanceof ApiError ? error.message : null,
});
/** The refused save's field messages, by the one shared reading (domain/apiError.ts). */
const fieldErrorsOf = (error: unknown) => {
  const failed = saveFailure(error);
  return failed.kind === 'fields' ? failed.fieldErrors : {};
};
const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const itemsOf = (event: unknown) => (event as { output: Page<Row> }).output.items;
const queryOf = (c: ListFormContext): Query => ({ ...dropBlank(c.query), page: c.page, size: c.size });

// Handlers shared by the two list states (loaded, empty): searching, paging, opening a dialog.
const LIST = {
  'filter.change': { actions: 'setFilter' },
  'filter.search': { target: 'loading', actions: 'applyFilters' },
  'filter.reset': { target: 'loading', actions: 'resetFilters' },
  'row.new': { target: 'editing', actions: 'startNew' },
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
    fetchRecord: notProvided<Row, { resource: string; id: number }>('listForm.fetchRecord'),
    saveRecord: notProvided<
      Row,
      { resource: string; id: number | null; values: Values; saved: Values | null }
    >('listForm.saveRecord'),
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
    setCommand: assign({
      target: ({ event }) =>
        event.type === 'row.command'
          ? { id: event.id, command: event.command, reload: Boolean(event.reload) }
          : null,
    }),
    startNew: assign({
      editId: null,
      saved: null,
      values: ({ context }) => ({ ...context.defaults }),
      fieldErrors: {},
      errorCode: null,
      errorMessage: null,
    }),
  },
  guards: {
    hasRows: ({ context }) => context.rows.length > 0,
    formValid: ({ context }) => Object.keys(context.validate(context.values)).length === 0,
    // A delete can empty the last page: step back instead of showing "no data" with rows left.
    lastPageEmptied: ({ context, event }) => itemsOf(event).length === 0 && context.page > 1,
    nothingFound: ({ event }) => itemsOf(event).length === 0,
    knownPageSize: ({ event }) =>
      event.type === 'page.size' && (PAGE_SIZES as readonly number[]).includes(event.size),
    // A move in an ordered list asks nothing: it is undone by the opposite move.
    runsWithoutAsking: ({ event }) => event.type === 'row.command' && event.confirm === false,
    reloadsAfterCommand: ({ context }) => Boolean(context.target?.reload),
    // The record was written, its follow-up (an upload) was not.
    savedThenFailed: ({ event }) => errorOf(event) instanceof SavedThenFailed,
    // A refusal about fields (a taken code, a taken IMO number): each message on its field.
    fieldRefusal: ({ event }) => saveFailure(errorOf(event)).kind === 'fields',
    // Only a stale version is a conflict; other refusals leave the form editable.
    versionConflict: ({ event }) => saveFailure(errorOf(event)).kind === 'conflict',
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
    editId: null,
    values: {},
    saved: null,
    fieldErrors: {},
    target: null,
    errorCode: null,
    errorMessage: null,
    notice: null,
  }),
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
        'row.edit': { target: 'opening', actions: assign({ editId: ({ event }) => event.id }) },
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
        'row.view': { target: 'openingDetail', actions: assign({ editId: ({ event }) => event.id }) },
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
    opening: {
      description: 'Reads the full record: list rows may carry only the listed columns.',
      tags: ['busy'],
      entry: ['clearMessages', assign({ fieldErrors: {}, saved: null })],
      invoke: {
        id: 'fetchRecord',
        src: 'fetchRecord',
        input: ({ context }) => ({ resource: context.resource, id: context.editId! }),
        onDone: {
          target: 'editing',
          actions: assign({ values: ({ context, event }) => context.toForm(event.output) }),
        },
        onError: { target: 'loaded', actions: assign(({ event }) => failure(event.error)) },
      },
    },
    openingDetail: {
      description: 'Detail: the full record, read-only, for users who may list but not edit.',
      tags: ['busy'],
      entry: 'clearMessages',
      invoke: {
        id: 'fetchRecord',
        src: 'fetchRecord',
        input: ({ context }) => ({ resource: context.resource, id: context.editId! }),
        onDone: {
          target: 'viewing',
          actions: assign({ values: ({ context, event }) => context.toForm(event.output) }),
        },
        onError: { target: 'loaded', actions: assign(({ event }) => failure(event.error)) },
      },
    },
    viewing: { on: { 'detail.close': 'loaded' } },
    editing: {
      tags: ['dialog', 'editable'],
      entry: assign({ notice: null }),
      on: {
        'field.change': {
          actions: assign(({ context, event }) => {
            const values = { ...context.values, [event.name]: event.value };
            // Re-check only a field already marked wrong, so errors don't appear while typing.
            const fieldErrors = { ...context.fieldErrors };
            if (fieldErrors[event.name]) {
              const now = context.validate(values)[event.name];
              if (now) fieldErrors[event.name] = now;
              else delete fieldErrors[event.name];
            }
            return { values, fieldErrors };
          }),
        },
        'edit.submit': [
          { guard: 'formValid', target: 'saving' },
          { actions: assign({ fieldErrors: ({ context }) => context.validate(context.values) }) },
        ],
        'edit.cancel': [{ guard: 'hasRows', target: 'loaded' }, { target: 'empty' }],
      },
    },
    saving: {
      tags: ['busy', 'dialog'],
      entry: assign({ errorCode: null, errorMessage: null }),
      invoke: {
        id: 'saveRecord',
        src: 'saveRecord',
        input: ({ context }) => ({
          resource: context.resource,
          id: context.editId,
          values: context.values,
          saved: context.saved,
        }),
        onDone: {
          target: 'loading',
          actions: assign({
            // A generated initial password comes back once (new user): the administrator must see it.
            notice: ({ event }) =>
              typeof event.output?.password === 'string'
                ? { code: 'passwordIssued', value: event.output.password }
                : { code: 'saved' },
          }),
        },
        onError: [
          {
            // Go on editing the written row, with its id and version, so the title says Edit and a
            // retry is an update.
            guard: 'savedThenFailed',
            target: 'editing',
            actions: assign(({ context, event }) => {
              const { row, reason } = event.error as SavedThenFailed;
              const values =
                row.version === undefined ? context.values : { ...context.values, version: row.version };
              return {
                ...failure(reason),
                editId: Number(row.id),
                values,
                saved: values,
                fieldErrors: fieldErrorsOf(reason),
              };
            }),
          },
          {
            guard: 'fieldRefusal',
            target: 'editing',
            actions: assign({ fieldErrors: ({ event }) => fieldErrorsOf(event.error) }),
          },
          {
            guard: 'versionConflict',
            target: 'conflict',
            actions: assign(({ event }) => failure(event.error)),
          },
          { target: 'editing', actions: assign(({ event }) => failure(event.error)) },
        ],
      },
    },
    conflict: {
      description:
        'Saved by someone else since it was opened (stale version): reload it, losing these edits, or leave.',
      tags: ['dialog'],
      on: { 'conflict.reload': 'opening', 'edit.cancel': 'loading' },
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
