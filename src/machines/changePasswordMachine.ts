import { assign, emit, setup } from 'xstate';
import { saveFailure } from '../domain/apiError';
import type { PasswordInput } from '../domain/api';
import { notProvided } from './notProvided';
import { isStrongPassword } from '../domain/password';

export type PasswordField = keyof PasswordInput;
/** i18n codes under `password.errors.*`; the view owns the wording (docs/product-rules.md §5 messages). */
export type PasswordFieldError = 'required' | 'newRequired' | 'weak' | 'repeatRequired' | 'mismatch';

export interface ChangePasswordContext {
  values: PasswordInput;
  errors: Partial<Record<PasswordField, PasswordFieldError>>;
  forced: boolean;
  /** The server's message: shown on success, or as the error toast on failure. */
  serverMessage: string | null;
  errorCode: string | null;
}

export type ChangePasswordEvent =
  | { type: 'password.open'; forced?: boolean }
  | { type: 'password.cancel' }
  | { type: 'password.change'; field: PasswordField; value: string }
  | { type: 'password.submit' }
  | { type: 'password.logoutNow' }
  | { type: 'password.later' };

const EMPTY: PasswordInput = { oldPassword: '', newPassword: '', dupnewPassword: '' };

function fieldError(field: PasswordField, v: PasswordInput): PasswordFieldError | undefined {
  if (field === 'oldPassword') return v.oldPassword ? undefined : 'required';
  if (field === 'newPassword')
    return !v.newPassword ? 'newRequired' : !isStrongPassword(v.newPassword) ? 'weak' : undefined;
  return !v.dupnewPassword ? 'repeatRequired' : v.dupnewPassword !== v.newPassword ? 'mismatch' : undefined;
}
const withoutUndefined = (e: ChangePasswordContext['errors']) =>
  Object.fromEntries(Object.entries(e).filter(([, v]) => v)) as ChangePasswordContext['errors'];
export const validateAll = (v: PasswordInput) =>
  withoutUndefined({
    oldPassword: fieldError('oldPassword', v),
    newPassword: fieldError('newPassword', v),
    dupnewPassword: fieldError('dupnewPassword', v),
  });

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    emitted: {} as { type: 'password.logoutNow' },
  },
  actors: {
    // Placeholder: the client's is in ./app/provided.ts.
    updatePassword: notProvided<string, PasswordInput>('changePassword.updatePassword'),
  },
  actions: {
    applyChange: assign(({ context, event }) => {
      if (event.type !== 'password.change') return {};
      const values = { ...context.values, [event.field]: event.value };
      const errors = { ...context.errors, [event.field]: fieldError(event.field, values) };
      // Changing the new password re-checks the repeat once the user has typed one (docs/product-rules.md §5).
      if (event.field === 'newPassword' && values.dupnewPassword)
        errors.dupnewPassword = fieldError('dupnewPassword', values);
      return { values, errors: withoutUndefined(errors), serverMessage: null, errorCode: null };
    }),
    showAllErrors: assign({ errors: ({ context }) => validateAll(context.values) }),
  },
  guards: {
    formValid: ({ context }) => Object.keys(validateAll(context.values)).length === 0,
    closable: ({ context }) => !context.forced,
  },
}).createMachine({
  id: 'changePassword',
  context: { values: EMPTY, errors: {}, forced: false, serverMessage: null, errorCode: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'password.open': {
          target: 'editing',
          actions: assign({
            values: EMPTY,
            errors: {},
            serverMessage: null,
            errorCode: null,
            forced: ({ event }) => Boolean(event.forced),
          }),
        },
      },
    },
    editing: {
      on: {
        'password.change': { actions: 'applyChange' },
        // No "are you sure?" in between: the user typed the old password and the new one twice,
        // which is confirmation enough, and the success dialog asks the one real question.
        'password.submit': [{ guard: 'formValid', target: 'submitting' }, { actions: 'showAllErrors' }],
        'password.cancel': { guard: 'closable', target: 'closed' },
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'updatePassword',
        src: 'updatePassword',
        input: ({ context }) => context.values,
        onDone: {
          target: 'success',
          actions: assign({ serverMessage: ({ event }) => String(event.output ?? ''), values: EMPTY }),
        },
        onError: {
          target: 'failure',
          // The shared reading of a refused save (domain/apiError.ts); the form stays filled in.
          actions: assign(({ event }) => {
            const failed = saveFailure(event.error);
            return { errorCode: failed.errorCode, serverMessage: failed.errorMessage };
          }),
        },
      },
    },
    success: {
      description: 'The server message plus the offer to log out now or later.',
      on: {
        'password.logoutNow': {
          target: 'closed',
          actions: [assign({ forced: false }), emit({ type: 'password.logoutNow' })],
        },
        'password.later': { target: 'closed', actions: assign({ forced: false }) },
      },
    },
    failure: {
      description: "The server's message as an error toast; the form stays filled in for another try.",
      on: {
        'password.change': { target: 'editing', actions: 'applyChange' },
        'password.submit': [{ guard: 'formValid', target: 'submitting' }, { actions: 'showAllErrors' }],
        'password.cancel': { guard: 'closable', target: 'closed' },
      },
    },
  },
});
