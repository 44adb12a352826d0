import { setup } from 'xstate';

/** Events of the voyage lock; `comment` is the reason kept in the state history. */
export type VoyageLockEvent = { type: 'lock'; comment?: string } | { type: 'unlock'; comment?: string };

export type VoyageLockState = 'unlocked' | 'locked';

/**
 * Whether a voyage (or a ROB snapshot) may still change (docs/ledger.md §4). A workflow chart both
 * sides run: the screen renders it (which button is offered), and the server loads the stored
 * state, asks this chart whether the event is allowed and answers 409 `illegal_transition`
 * otherwise (server/workflow/transition.ts), writing a `state_history` row for every accepted
 * event. It holds no actors, so it runs anywhere. Locking a locked voyage is refused rather than
 * repeated, so every history row is a real change. While locked, the server refuses record edits,
 * deletes, uploads and regeneration of the voyage: `isLocked` is the one test of that.
 */
export const voyageLockMachine = setup({
  types: { events: {} as VoyageLockEvent },
}).createMachine({
  id: 'voyageLock',
  initial: 'unlocked',
  states: {
    unlocked: { on: { lock: 'locked' } },
    locked: { on: { unlock: 'unlocked' } },
  },
});

/** The stored status column is the chart's state name. */
export const isLocked = (status: string) => status === 'locked';
