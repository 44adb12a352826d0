import type { ReportDto, ReportEventType } from '../../domain/reports/types';
import { and, assign, setup, type ActorRefFrom } from 'xstate';
import { errorCode, errorMessage, errorParams } from '../../domain/apiError';
import { notProvided } from '../notProvided';
import {
  applyCorrectionChange,
  correctionRowsOf,
  correctionsValid,
  type CorrectionChange,
  type CorrectionRow,
} from './corrections';

/** Lifecycle events whose history row must say why: the domain's one list, which the chart reads too. */
import { COMMENT_REQUIRED } from '../../domain/reports/types';
export { COMMENT_REQUIRED };
/** The buttons in the order the page shows them; which appear is the server's `allowedEvents`. */
export const PAGE_EVENTS: readonly ReportEventType[] = [
  'lock',
  'unlock',
  'submit',
  'recall',
  'confirm',
  'return',
  'accept',
  'requestAmendment',
  'correct',
  'cancel',
];

export interface ReportPageContext {
  id: number;
  report: ReportDto | null;
  corrections: CorrectionRow[];
  /** The event the open confirmation dialog sends. */
  pending: ReportEventType | null;
  comment: string;
  errorCode: string | null;
  errorMessage: string | null;
  /** What the refusal is about, for the view's own words (a material misstatement's line and sums). */
  errorParams: Readonly<Record<string, string | number>> | null;
}

export type ReportPageEvent =
  | { type: 'page.retry' }
  /** The report moved under the page (an opinion given on the Verification tab): read it again. */
  | { type: 'page.reload' }
  | { type: 'action.choose'; event: ReportEventType }
  | { type: 'comment.change'; value: string }
  | { type: 'action.confirm' }
  | { type: 'action.cancel' }
  | { type: 'regenerate.ask' }
  | { type: 'regenerate.confirm' }
  | { type: 'regenerate.cancel' }
  | CorrectionChange
  | { type: 'corrections.save' };

const noError = { errorCode: null, errorMessage: null, errorParams: null } as const;

/**
 * One report's page: it shows the stored report and offers the lifecycle events the
 * server's chart allows this user (`allowedEvents`), each behind a confirmation dialog with a
 * comment (required for unlock, return and correction). Every accepted event, regeneration or
 * saved correction reloads the report, so the page never shows a state it guessed. A refusal
 * (409 illegal or stale version, 403) stays in the dialog with its reason.
 */
export const reportPageMachine = setup({
  types: {
    context: {} as ReportPageContext,
    events: {} as ReportPageEvent,
    input: {} as { id: number },
  },
  actors: {
    loadReport: notProvided<ReportDto, { id: number }>('reportPage.loadReport'),
    sendEvent: notProvided<
      ReportDto | null,
      { id: number; type: ReportEventType; comment?: string; version: number }
    >('reportPage.sendEvent'),
    regenerate: notProvided<unknown, { id: number; version: number }>('reportPage.regenerate'),
    saveCorrections: notProvided<unknown, { id: number; version: number; corrections: CorrectionRow[] }>(
      'reportPage.saveCorrections',
    ),
  },
  actions: {
    failure: assign(({ event }) => ({
      errorCode: errorCode((event as { error?: unknown }).error),
      errorMessage: errorMessage((event as { error?: unknown }).error),
      errorParams: errorParams((event as { error?: unknown }).error),
    })),
  },
  guards: {
    allowed: ({ context }, params: { event: ReportEventType }) =>
      context.report?.allowedEvents.includes(params.event) ?? false,
    commentGiven: ({ context }) =>
      !context.pending || !COMMENT_REQUIRED.includes(context.pending) || context.comment.trim() !== '',
    canEditCorrections: ({ context }) => context.report?.allowedEvents.includes('lock') ?? false,
    correctionsValid: ({ context }) => correctionsValid(context.corrections),
    // A stale draft cannot be locked (the chart's `lock` leaves only the current draft), so the
    // offer to regenerate follows the server's `regenerate`, not `lock`.
    canRegenerate: ({ context }) =>
      Boolean(context.report?.stale && context.report.allowedEvents.includes('regenerate')),
  },
}).createMachine({
  id: 'reportPage',
  context: ({ input }) => ({
    id: input.id,
    report: null,
    corrections: [],
    pending: null,
    comment: '',
    ...noError,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadReport',
        src: 'loadReport',
        input: ({ context }) => ({ id: context.id }),
        onDone: {
          target: 'ready',
          actions: assign(({ event }) => ({
            report: event.output,
            corrections: correctionRowsOf(event.output.totals, event.output.corrections),
            pending: null,
            comment: '',
          })),
        },
        onError: { target: 'failed', actions: 'failure' },
      },
    },
    failed: { on: { 'page.retry': { target: 'loading', actions: assign(noError) } } },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'page.reload': '#reportPage.loading',
            'action.choose': {
              guard: { type: 'allowed', params: ({ event }) => ({ event: event.event }) },
              target: 'asking',
              actions: assign(({ event }) => ({ pending: event.event, comment: '', ...noError })),
            },
            'regenerate.ask': {
              guard: 'canRegenerate',
              target: 'confirmingRegenerate',
              actions: assign(noError),
            },
            'correction.change': {
              guard: 'canEditCorrections',
              actions: assign({
                corrections: ({ context, event }) => applyCorrectionChange(context.corrections, event),
              }),
            },
            'corrections.save': {
              guard: and(['canEditCorrections', 'correctionsValid']),
              target: 'savingCorrections',
              actions: assign(noError),
            },
          },
        },
        asking: {
          on: {
            'comment.change': { actions: assign({ comment: ({ event }) => event.value }) },
            'action.confirm': { guard: 'commentGiven', target: 'sending', actions: assign(noError) },
            'action.cancel': { target: 'idle', actions: assign({ pending: null, comment: '', ...noError }) },
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'sendEvent',
            src: 'sendEvent',
            input: ({ context }) => ({
              id: context.id,
              type: context.pending!,
              comment: context.comment.trim() || undefined,
              version: context.report!.version,
            }),
            // A correction answers the old version, now superseded: the page follows the new one.
            onDone: {
              target: '#reportPage.loading',
              actions: assign({
                id: ({ context, event }) =>
                  context.pending === 'correct' && event.output?.supersededBy
                    ? event.output.supersededBy
                    : context.id,
              }),
            },
            onError: { target: 'asking', actions: 'failure' },
          },
        },
        confirmingRegenerate: {
          on: {
            'regenerate.confirm': 'regenerating',
            'regenerate.cancel': 'idle',
          },
        },
        regenerating: {
          tags: ['busy'],
          invoke: {
            id: 'regenerate',
            src: 'regenerate',
            input: ({ context }) => ({ id: context.id, version: context.report!.version }),
            onDone: '#reportPage.loading',
            onError: { target: 'idle', actions: 'failure' },
          },
        },
        savingCorrections: {
          tags: ['busy'],
          invoke: {
            id: 'saveCorrections',
            src: 'saveCorrections',
            input: ({ context }) => ({
              id: context.id,
              version: context.report!.version,
              corrections: context.corrections,
            }),
            onDone: '#reportPage.loading',
            onError: { target: 'idle', actions: 'failure' },
          },
        },
      },
    },
  },
});

export type ReportPageActor = ActorRefFrom<typeof reportPageMachine>;
