import { assign, fromPromise, setup, type ActorRefFrom } from 'xstate';
import { errorCode, errorMessage } from '../../domain/apiError';
import type { ReportStatus } from '../../domain/reports/types';
import { CLOSABLE_ON, closeProblem } from '../../domain/verification/carryOver';
import type { CarriedFindingDto } from '../../domain/verification/dto';
import type { TabRole } from './verificationTabMachine';

/**
 * The findings carried from the previous period (docs/verification.md §9): read when the tab opens;
 * the verifier closes an open one with a comment in a dialog, on a report not yet past its
 * verification (CLOSABLE_ON). The server answers the list again after a close. Calls are provided.
 */
export interface CarriedContext {
  reportId: number;
  role: TabRole;
  status: ReportStatus;
  findings: CarriedFindingDto[] | null;
  close: { findingId: number; comment: string } | null;
  problem: 'comment' | null;
  errorCode: string | null;
  errorMessage: string | null;
}

export type CarriedEvent =
  | { type: 'carried.retry' }
  | { type: 'close.open'; findingId: number }
  | { type: 'comment.change'; value: string }
  | { type: 'close.save' }
  | { type: 'close.cancel' };

/** Whether this user may close carried findings on a report in this status. */
export const mayClose = (c: Pick<CarriedContext, 'role' | 'status'>) =>
  (c.role === 'verifier' || c.role === 'admin') && (CLOSABLE_ON as readonly string[]).includes(c.status);

const noError = { problem: null, errorCode: null, errorMessage: null } as const;
const failed = ({ event }: { event: unknown }) => ({
  errorCode: errorCode((event as { error?: unknown }).error),
  errorMessage: errorMessage((event as { error?: unknown }).error),
});
const notProvided = <O, I>(name: string) =>
  fromPromise<O, I>(async () => {
    throw new Error(`carriedFindings: provide ${name}`);
  });

export const carriedFindingsMachine = setup({
  types: {
    context: {} as CarriedContext,
    events: {} as CarriedEvent,
    input: {} as { reportId: number; role: TabRole; status: ReportStatus },
  },
  actors: {
    load: notProvided<CarriedFindingDto[], { id: number }>('load'),
    close: notProvided<CarriedFindingDto[], { id: number; findingId: number; comment: string }>('close'),
  },
  guards: {
    closable: ({ context, event }) => {
      const f = context.findings?.find((x) => x.id === (event as { findingId: number }).findingId);
      return mayClose(context) && f !== undefined && f.state !== 'closed';
    },
    commentGiven: ({ context }) =>
      closeProblem({ state: 'open' }, context.status, context.close!.comment) === null,
  },
}).createMachine({
  id: 'carriedFindings',
  context: ({ input }) => ({ ...input, findings: null, close: null, ...noError }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.reportId }),
        onDone: { target: 'ready', actions: assign({ findings: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign(failed) },
      },
    },
    failed: {
      on: { 'carried.retry': { target: 'loading', actions: assign(noError) } },
    },
    ready: {
      on: {
        'close.open': {
          guard: 'closable',
          target: 'closing',
          actions: assign({
            close: ({ event }) => ({ findingId: event.findingId, comment: '' }),
            ...noError,
          }),
        },
      },
    },
    closing: {
      on: {
        'comment.change': {
          actions: assign({
            close: ({ context, event }) => ({ ...context.close!, comment: event.value }),
            problem: null,
          }),
        },
        'close.save': [
          { guard: 'commentGiven', target: 'savingClose', actions: assign(noError) },
          { actions: assign({ problem: 'comment' }) },
        ],
        'close.cancel': { target: 'ready', actions: assign({ close: null, ...noError }) },
      },
    },
    savingClose: {
      tags: ['busy'],
      invoke: {
        id: 'close',
        src: 'close',
        input: ({ context }) => ({
          id: context.reportId,
          findingId: context.close!.findingId,
          comment: context.close!.comment.trim(),
        }),
        onDone: { target: 'ready', actions: assign({ findings: ({ event }) => event.output, close: null }) },
        // The dialog stays with the server's words (already closed, report past its verification).
        onError: { target: 'closing', actions: assign(failed) },
      },
    },
  },
});

export type CarriedFindingsActor = ActorRefFrom<typeof carriedFindingsMachine>;
