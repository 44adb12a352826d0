import { setup } from 'xstate';

/** The events of an account's status; `comment` is the optional reason kept in the history. */
export type AccountStatusEvent =
  { type: 'account.freeze'; comment?: string } | { type: 'account.enable'; comment?: string };

/** The stored status column (1 enabled, 0 frozen) as the chart's state, and back. */
export const accountStateOf = (status: number) => (status === 1 ? 'active' : 'frozen');
export const statusOfAccountState = (state: unknown) => (state === 'active' ? 1 : 0);
/** The event a status request (`{ status: 0 | 1 }`) stands for. */
export const accountEventFor = (status: number, comment?: string): AccountStatusEvent => ({
  type: status === 1 ? 'account.enable' : 'account.freeze',
  comment,
});

/**
 * Whether a user or role account may be used. A workflow chart the server runs
 * (server/workflow/transition.ts) to decide freeze and enable, and to write their history: it
 * holds no actors, so it runs anywhere. Freezing a frozen account (or enabling an active one) is
 * refused rather than repeated, so every history row is a real change.
 */
export const accountStatusMachine = setup({
  types: { events: {} as AccountStatusEvent },
}).createMachine({
  id: 'accountStatus',
  initial: 'active',
  states: {
    active: { on: { 'account.freeze': 'frozen' } },
    frozen: { on: { 'account.enable': 'active' } },
  },
});
