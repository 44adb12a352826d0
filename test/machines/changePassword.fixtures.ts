import { ApiError } from '../../src/services/http';
import type { AnyMachineSnapshot } from 'xstate';

/** Payloads the traversal cannot invent: one valid form and each way a field can be wrong. */
export const PASSWORD_FIXTURES = [
  { type: 'password.open', forced: false },
  { type: 'password.open', forced: true },
  { type: 'password.change', field: 'oldPassword', value: 'Old#2024x' },
  { type: 'password.change', field: 'newPassword', value: 'New#2025xy' },
  { type: 'password.change', field: 'newPassword', value: 'weak' },
  { type: 'password.change', field: 'dupnewPassword', value: 'New#2025xy' },
  { type: 'password.change', field: 'dupnewPassword', value: 'Other#2025' },
  { type: 'xstate.done.actor.updatePassword', output: 'Password changed, please log in again.' },
  {
    type: 'xstate.error.actor.updatePassword',
    error: new ApiError(400, 'old_password_wrong', 'The old password is wrong.'),
  },
] as const;

/** Fill the form validly from 'editing' (used by journeys). */
export const FILL = [PASSWORD_FIXTURES[2], PASSWORD_FIXTURES[3], PASSWORD_FIXTURES[5]];

/** Keyed by value, forced flag, error fields and the message shown: the typed values add nothing. */
export const serializePassword = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    s.context.forced,
    Object.entries(s.context.errors).sort(),
    s.context.serverMessage,
    Object.values(s.context.values).map(Boolean),
  ]);

export const passwordJourneys = [
  [
    PASSWORD_FIXTURES[0],
    ...FILL,
    { type: 'password.submit' },
    { type: 'password.confirm' },
    PASSWORD_FIXTURES[7],
    { type: 'password.logoutNow' },
  ],
  [
    PASSWORD_FIXTURES[0],
    ...FILL,
    { type: 'password.submit' },
    { type: 'password.confirm' },
    PASSWORD_FIXTURES[7],
    { type: 'password.later' },
  ],
  [
    PASSWORD_FIXTURES[0],
    ...FILL,
    { type: 'password.submit' },
    { type: 'password.back' },
    { type: 'password.cancel' },
  ],
  [
    PASSWORD_FIXTURES[0],
    ...FILL,
    { type: 'password.submit' },
    { type: 'password.confirm' },
    PASSWORD_FIXTURES[8],
    { type: 'password.change', field: 'oldPassword', value: 'Older#2024' },
    { type: 'password.submit' },
  ],
  [
    PASSWORD_FIXTURES[0],
    ...FILL,
    { type: 'password.submit' },
    { type: 'password.confirm' },
    PASSWORD_FIXTURES[8],
    { type: 'password.submit' },
    { type: 'password.confirm' },
  ],
  [
    PASSWORD_FIXTURES[0],
    ...FILL,
    { type: 'password.submit' },
    { type: 'password.confirm' },
    PASSWORD_FIXTURES[8],
    { type: 'password.cancel' },
  ],
  // Changing the new password re-checks the repeat (docs/product-rules.md §5).
  [PASSWORD_FIXTURES[0], ...FILL, PASSWORD_FIXTURES[4]],
  [PASSWORD_FIXTURES[0], { type: 'password.submit' }],
];

/** The generated change-password paths (model test and QA's report). */
export async function passwordModelPaths() {
  const [{ getShortestPaths }, { changePasswordMachine }, { eventsFrom, journeyPaths }] = await Promise.all([
    import('xstate/graph'),
    import('../../src/machines/changePasswordMachine'),
    import('../support/graph'),
  ]);
  const events = eventsFrom(PASSWORD_FIXTURES as never);
  const paths = [
    ...getShortestPaths(changePasswordMachine, { events, serializeState: serializePassword as never }),
    ...journeyPaths(changePasswordMachine, passwordJourneys as never),
  ];
  return { machine: changePasswordMachine, input: undefined, events, paths };
}
