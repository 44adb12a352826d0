import type { LockState } from '../../domain/api';
import { assign, setup, type ActorRefFrom } from 'xstate';
import { errorCode, errorMessage } from '../../domain/apiError';
import { voyageLockMachine, type VoyageLockEvent } from '../workflow/voyageLockMachine';
import { notProvided } from '../notProvided';

export type LockEventType = VoyageLockEvent['type'];

/**
 * The events the voyage-lock chart allows from a stored status: what the screen offers. The server
 * asks the same chart, so a button shown here is one the server accepts (unless someone else
 * changed the state meanwhile, which it answers with 409).
 */
export function lockEventsOf(status: LockState | string): LockEventType[] {
  const state = voyageLockMachine.resolveState({ value: status === 'locked' ? 'locked' : 'unlocked' });
  return (['lock', 'unlock'] as const).filter((type) => state.can({ type }));
}

export interface LockDialogInput {
  id: number;
  version?: number;
  status: LockState;
}

export interface LockDialogContext extends LockDialogInput {
  /** The event the chart allows from `status` (lock an unlocked snapshot, unlock a locked one). */
  event: LockEventType;
  comment: string;
  errorCode: string | null;
  errorMessage: string | null;
}

export type LockDialogEvent =
  { type: 'comment.change'; value: string } | { type: 'lock.confirm' } | { type: 'lock.cancel' };

/**
 * Lock or unlock a snapshot (or a voyage) with a comment for its state history: the user writes
 * why, confirms, and the server runs the chart's event. A refusal (409 when someone else changed
 * it, 403) stays in the dialog with its reason; the user may cancel. Ends `done` or `closed`.
 */
export const lockDialogMachine = setup({
  types: {
    context: {} as LockDialogContext,
    events: {} as LockDialogEvent,
    input: {} as LockDialogInput,
  },
  actors: {
    sendLock: notProvided<unknown, { id: number; version?: number; event: LockEventType; comment?: string }>(
      'lockDialog.sendLock',
    ),
  },
}).createMachine({
  id: 'ledgerLockDialog',
  context: ({ input }) => ({
    ...input,
    event: lockEventsOf(input.status)[0] ?? 'lock',
    comment: '',
    errorCode: null,
    errorMessage: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'comment.change': { actions: assign({ comment: ({ event }) => event.value }) },
        'lock.confirm': {
          target: 'sending',
          actions: assign({ errorCode: null, errorMessage: null }),
        },
        'lock.cancel': 'closed',
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendLock',
        src: 'sendLock',
        input: ({ context }) => ({
          id: context.id,
          version: context.version,
          event: context.event,
          comment: context.comment.trim() || undefined,
        }),
        onDone: 'done',
        onError: {
          target: 'editing',
          actions: assign({
            errorCode: ({ event }) => errorCode(event.error),
            errorMessage: ({ event }) => errorMessage(event.error),
          }),
        },
      },
    },
    done: { type: 'final' },
    closed: { type: 'final' },
  },
});

export type LockDialogActor = ActorRefFrom<typeof lockDialogMachine>;
