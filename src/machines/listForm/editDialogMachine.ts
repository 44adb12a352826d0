import type { Row, Values } from '../../domain/api';
import { assign, enqueueActions, setup, type ActorRefFrom } from 'xstate';
import { ApiError, errorCode, saveFailure } from '../../domain/apiError';
import { notProvided } from '../notProvided';
import { SavedThenFailed } from '../../domain/savedThenFailed';
import type {
  EditDialogContext,
  EditDialogEvent,
  EditDialogInput,
  EditDialogOutput,
} from './editDialogMachine.types';

export * from './editDialogMachine.types';

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

/**
 * One record's dialog (add, edit, or read-only detail), invoked by the list machine for as long as
 * the dialog is open. It ends in a final state whose output tells the list what happened, so the
 * list reloads after a save and otherwise goes back to what it showed.
 */
export const editDialogMachine = setup({
  types: {
    context: {} as EditDialogContext,
    events: {} as EditDialogEvent,
    input: {} as EditDialogInput,
    output: {} as EditDialogOutput,
  },
  actors: {
    // Placeholders: the client's are in ./provided.ts (the resource API), screens add their own.
    fetchRecord: notProvided<Row, { resource: string; id: number }>('listForm.fetchRecord'),
    saveRecord: notProvided<
      Row,
      { resource: string; id: number | null; values: Values; saved: Values | null }
    >('listForm.saveRecord'),
  },
  actions: {
    clearMessages: assign({ errorCode: null, errorMessage: null }),
    failed: assign(({ event }) => failure(errorOf(event))),
    startNew: assign({
      editId: null,
      saved: null,
      values: ({ context, event }) => ({
        ...context.defaults,
        ...(event.type === 'dialog.new' ? event.values : {}),
      }),
      fieldErrors: {},
      errorCode: null,
      errorMessage: null,
    }),
    setId: assign({
      editId: ({ event }) => (event.type === 'dialog.edit' || event.type === 'dialog.view' ? event.id : null),
    }),
    formValues: assign({
      values: ({ context, event }) => context.toForm((event as unknown as { output: Row }).output),
    }),
  },
  guards: {
    formValid: ({ context }) => Object.keys(context.validate(context.values)).length === 0,
    // The record was written, its follow-up (an upload) was not.
    savedThenFailed: ({ event }) => errorOf(event) instanceof SavedThenFailed,
    // A refusal about fields (a taken code, a taken IMO number): each message on its field.
    fieldRefusal: ({ event }) => saveFailure(errorOf(event)).kind === 'fields',
    // Only a stale version is a conflict; other refusals leave the form editable.
    versionConflict: ({ event }) => saveFailure(errorOf(event)).kind === 'conflict',
  },
}).createMachine({
  id: 'editDialog',
  context: ({ input }) => ({
    resource: input.resource,
    open: input.open ?? null,
    defaults: input.defaults ?? {},
    validate: input.validate ?? (() => ({})),
    toForm: input.toForm ?? ((row) => ({ ...row })),
    editId: null,
    values: {},
    saved: null,
    fieldErrors: {},
    errorCode: null,
    errorMessage: null,
    outcome: 'closed',
    notice: null,
  }),
  initial: 'idle',
  output: ({ context }) => ({
    outcome: context.outcome,
    notice: context.notice,
    errorCode: context.errorCode,
    errorMessage: context.errorMessage,
  }),
  states: {
    idle: {
      description:
        'Waits for what to open. The list passes it as input (`open`), which the dialog raises to itself at once.',
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.open) enqueue.raise(context.open);
      }),
      on: {
        'dialog.new': { target: 'editing', actions: 'startNew' },
        'dialog.edit': { target: 'opening', actions: 'setId' },
        'dialog.view': { target: 'openingDetail', actions: 'setId' },
      },
    },
    opening: {
      description: 'Reads the full record: list rows may carry only the listed columns.',
      tags: ['busy'],
      entry: ['clearMessages', assign({ fieldErrors: {}, saved: null })],
      invoke: {
        id: 'fetchRecord',
        src: 'fetchRecord',
        input: ({ context }) => ({ resource: context.resource, id: context.editId! }),
        onDone: { target: 'editing', actions: 'formValues' },
        onError: { target: 'failed', actions: 'failed' },
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
        onDone: { target: 'viewing', actions: 'formValues' },
        onError: { target: 'failed', actions: 'failed' },
      },
    },
    viewing: { on: { 'detail.close': 'closed' } },
    editing: {
      tags: ['dialog', 'editable'],
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
        'edit.cancel': 'closed',
      },
    },
    saving: {
      tags: ['busy', 'dialog'],
      entry: 'clearMessages',
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
          target: 'saved',
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
          { guard: 'versionConflict', target: 'conflict', actions: 'failed' },
          { target: 'editing', actions: 'failed' },
        ],
      },
    },
    conflict: {
      description:
        'Saved by someone else since it was opened (stale version): reload it, losing these edits, or leave.',
      tags: ['dialog'],
      on: { 'conflict.reload': 'opening', 'edit.cancel': 'left' },
    },
    // The outcomes the list acts on (see EditDialogOutput).
    closed: { type: 'final' },
    left: { type: 'final', entry: assign({ outcome: 'left' }) },
    saved: { type: 'final', entry: assign({ outcome: 'saved' }) },
    failed: { type: 'final', entry: assign({ outcome: 'failed' }) },
  },
});

export type EditDialogActor = ActorRefFrom<typeof editDialogMachine>;
