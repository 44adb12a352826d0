import { ApiError } from '../../src/domain/apiError';
import type { AnyMachineSnapshot } from 'xstate';

const type = (field: string, value: string) => ({ type: 'password.change', field, value }) as const;

/** Payloads the traversal cannot invent, by name: one valid form and each way a field can be wrong. */
export const PASSWORD = {
  open: { type: 'password.open', forced: false },
  openForced: { type: 'password.open', forced: true },
  typeOld: type('oldPassword', 'Old#2024x'),
  typeNew: type('newPassword', 'New#2025xy'),
  typeWeakNew: type('newPassword', 'weak'),
  typeRepeat: type('dupnewPassword', 'New#2025xy'),
  typeOtherRepeat: type('dupnewPassword', 'Other#2025'),
  changed: { type: 'xstate.done.actor.updatePassword', output: 'Password changed, please log in again.' },
  oldPasswordWrong: {
    type: 'xstate.error.actor.updatePassword',
    error: new ApiError(400, 'old_password_wrong', 'The old password is wrong.'),
  },
} as const;
export const PASSWORD_FIXTURES = Object.values(PASSWORD);

/** Fill the form validly from 'editing' (used by journeys). */
export const FILL = [PASSWORD.typeOld, PASSWORD.typeNew, PASSWORD.typeRepeat];

/** Keyed by value, forced flag, error fields and the message shown: the typed values add nothing. */
export const serializePassword = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.forced,
    Object.entries(s.context.errors).sort(),
    s.context.serverMessage,
    Object.values(s.context.values).map(Boolean),
  ]);

const submit = { type: 'password.submit' } as const;
const cancel = { type: 'password.cancel' } as const;
/** Open, fill validly, submit: the request is on its way (no "are you sure?" in between). */
const sent = [PASSWORD.open, ...FILL, submit];

export const passwordJourneys = [
  [...sent, PASSWORD.changed, { type: 'password.logoutNow' }],
  [...sent, PASSWORD.changed, { type: 'password.later' }],
  [PASSWORD.open, ...FILL, cancel],
  [...sent, PASSWORD.oldPasswordWrong, type('oldPassword', 'Older#2024'), submit],
  [...sent, PASSWORD.oldPasswordWrong, submit],
  [...sent, PASSWORD.oldPasswordWrong, cancel],
  // Changing the new password re-checks the repeat (docs/product-rules.md §5).
  [PASSWORD.open, ...FILL, PASSWORD.typeWeakNew],
  [PASSWORD.open, submit],
];
