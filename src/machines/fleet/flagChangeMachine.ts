import { assign, setup, type ActorRefFrom } from 'xstate';
import { saveFailure } from '../../domain/apiError';
import type { FlagDocChange, NewChange } from '../../domain/api';
import { FlagDocChangeInputSchema } from '../../domain/schemas/fleet';
import { zodValidator } from '../listForm/validate';
import { notProvided } from '../notProvided';

export interface ChangeForm {
  changeType: 'flag' | 'doc';
  newFlagCode: string;
  newCompanyId: string;
  /** yyyy-mm-dd from the date input; sent as midnight UTC. */
  effectiveDate: string;
}

export interface FlagChangeContext {
  shipId: number;
  history: FlagDocChange[];
  form: ChangeForm;
  fieldErrors: Record<string, string>;
  errorCode: string | null;
  errorMessage: string | null;
  notice: 'saved' | 'deleted' | null;
}

export type FlagChangeEvent =
  | { type: 'form.change'; name: keyof ChangeForm; value: string }
  | { type: 'change.submit' }
  | { type: 'change.delete'; id: number }
  | { type: 'history.retry' };

const EMPTY: ChangeForm = { changeType: 'flag', newFlagCode: '', newCompanyId: '', effectiveDate: '' };

/** The form as the API takes it: only the "after" value of the chosen type. */
export function toNewChange(shipId: number, f: ChangeForm): NewChange {
  return {
    shipId,
    changeType: f.changeType,
    ...(f.changeType === 'flag'
      ? { newFlagCode: f.newFlagCode.trim().toUpperCase() }
      : { newCompanyId: f.newCompanyId ? Number(f.newCompanyId) : undefined }),
    effectiveDate: f.effectiveDate ? `${f.effectiveDate}T00:00:00Z` : '',
  };
}

/**
 * The browser-side check: the same zod schema the server parses the call with, so a
 * missing flag or date is said at its field, as a message code the view translates, before any call.
 */
const checkChange = zodValidator(FlagDocChangeInputSchema);
export const changeErrors = (shipId: number, f: ChangeForm) => checkChange({ ...toNewChange(shipId, f) });

/** The code, server message and field messages of a failed call (the view translates codes). */
const failureOf = (error: unknown) => {
  // The shared reading of a refused save (domain/apiError.ts): field messages on their fields.
  const failed = saveFailure(error);
  return {
    errorCode: failed.errorCode,
    errorMessage: failed.errorMessage,
    fieldErrors: failed.kind === 'fields' ? failed.fieldErrors : {},
  };
};

/** A ship's DOC/flag change history with a form to record one and a delete per row. */
export const flagChangeMachine = setup({
  types: {
    context: {} as FlagChangeContext,
    events: {} as FlagChangeEvent,
    input: {} as { shipId: number },
  },
  actors: {
    // Placeholders: the client's are in ./provided.ts.
    listChanges: notProvided<FlagDocChange[], { shipId: number }>('flagChange.listChanges'),
    recordChange: notProvided<FlagDocChange, NewChange>('flagChange.recordChange'),
    deleteChange: notProvided<unknown, { id: number }>('flagChange.deleteChange'),
  },
  guards: {
    formInvalid: ({ context }) => Object.keys(changeErrors(context.shipId, context.form)).length > 0,
  },
  actions: {
    // Error events carry `error`; the action is only wired to onError transitions.
    fail: assign(({ event }) => failureOf((event as unknown as { error: unknown }).error)),
  },
}).createMachine({
  id: 'flagChange',
  context: ({ input }) => ({
    shipId: input.shipId,
    history: [],
    form: EMPTY,
    fieldErrors: {},
    errorCode: null,
    errorMessage: null,
    notice: null,
  }),
  // The form stays on screen while the history loads or a change saves: what is typed then is
  // kept, not dropped (a user who types before the first load answers would lose it).
  on: {
    'form.change': {
      actions: assign({
        form: ({ context, event }) => ({ ...context.form, [event.name]: event.value }),
        fieldErrors: ({ context, event }) => ({ ...context.fieldErrors, [event.name]: '' }),
      }),
    },
  },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'listChanges',
        src: 'listChanges',
        input: ({ context }) => ({ shipId: context.shipId }),
        onDone: { target: 'ready', actions: assign({ history: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'fail' },
      },
    },
    // A new attempt clears the server's message with the code: the view shows the message first.
    failed: {
      on: {
        'history.retry': { target: 'loading', actions: assign({ errorCode: null, errorMessage: null }) },
      },
    },
    ready: {
      tags: ['editable'],
      on: {
        'change.submit': [
          {
            guard: 'formInvalid',
            actions: assign({
              errorCode: null,
              errorMessage: null,
              notice: null,
              fieldErrors: ({ context }) => changeErrors(context.shipId, context.form),
            }),
          },
          {
            target: 'saving',
            actions: assign({ errorCode: null, errorMessage: null, notice: null, fieldErrors: {} }),
          },
        ],
        'change.delete': {
          target: 'deleting',
          actions: assign({ errorCode: null, errorMessage: null, notice: null }),
        },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'recordChange',
        src: 'recordChange',
        input: ({ context }) => toNewChange(context.shipId, context.form),
        // A recorded change may move the ship's flag or DOC holder: reload the history from the server.
        onDone: { target: 'loading', actions: assign({ form: EMPTY, notice: 'saved' }) },
        onError: { target: 'ready', actions: 'fail' },
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'deleteChange',
        src: 'deleteChange',
        input: ({ event }) => ({ id: (event as { id: number }).id }),
        onDone: { target: 'loading', actions: assign({ notice: 'deleted' }) },
        onError: { target: 'ready', actions: 'fail' },
      },
    },
  },
});

export type FlagChangeActor = ActorRefFrom<typeof flagChangeMachine>;
