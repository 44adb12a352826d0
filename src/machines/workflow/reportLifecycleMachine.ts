import { assign, setup } from 'xstate';
import { deadlineStateAt } from '../../domain/reports/deadline.js';
import { actorsForEvent, DUTY_EVENTS } from '../../domain/reports/duties.js';
import type { Regime, ReportEventType, ReportStatus } from '../../domain/reports/types.js';
import { COMMENT_REQUIRED } from '../../domain/reports/types.js';
import { ADMIN_ROLE_CODE } from '../../domain/roles.js';
import { outcomeGoesOn, type Outcome, type RestingOutcome } from '../../domain/verification/outcomes.js';

/**
 * The report lifecycle (docs/reports.md §2), one chart for every regime: the regime is
 * context, never a copy of the chart. Both sides run it: the screens offer the events it admits,
 * and the server runs the same chart on the stored state (server/workflow/transition.ts), answering
 * 409 to an event the state does not admit and 403 to one the state admits but the actor's role
 * may not send. Every accepted event is a `state_history` row.
 *
 * Regions:
 * - `lifecycle`: candidate → draft (current | stale) ⇄ locked → submitted (inVerification) →
 *   verified (satisfactory | satisfactoryWithComments) → confirmed → accepted; the verifier's opinion is the
 *   event `verify` with its `outcome` (`notVerified` sends the report back to the draft with the
 *   reasons); `confirm` goes on from an opinion the regime admits (domain/verification/outcomes.ts),
 *   or straight from inVerification as the opinion "satisfactory" in one step (the server stores
 *   that opinion too). The authority reviews a confirmed report: `accept` closes it as `accepted`,
 *   `requestAmendment` (with what to amend) sends it back to the draft. Corrections after
 *   submission supersede the version (the server opens the next one as a draft); a draft can be
 *   cancelled.
 * - `deadline`: onTime → dueSoon → overdue before submission; met (first submitted on or before
 *   the deadline) or late (after it) for good once submitted. `submit` carries its instant, which
 *   the chart keeps; `tick` events carry the time, so the chart stays pure. It never blocks a
 *   lifecycle event.
 *
 * Extension points for later issues (documented, not yet states, so every state here is
 * reachable and covered by the model tests): FuelEU flexibility and penalty after `confirmed`, documents issued (SoC/DoC)
 * as a substate of `confirmed`, `exempt` beside `cancelled`.
 */

/**
 * Who acts, as the chart's role guards see it. `none` is a user whose functions lack the event's
 * button on the regime's page: no guard admits it, so the server answers 403 where the state
 * admits the event for someone, and 409 where it admits it for no one.
 */
export type ReportActor = 'company' | 'verifier' | 'authority' | 'admin' | 'none';

/**
 * Role code → actor kind. Class-society staff verify; authority users review; any other role
 * (company users, ship managers, roles an administrator creates) acts for the company, still
 * bounded by its function permissions and its ship scope.
 */
export const reportActorOf = (roleCode: string): ReportActor =>
  roleCode === ADMIN_ROLE_CODE
    ? 'admin'
    : roleCode === 'class_society'
      ? 'verifier'
      : roleCode === 'authority'
        ? 'authority'
        : 'company';

export type ReportChartEventType = ReportEventType | 'generate';

/** Which actor may send which event: the duty matrix (domain/reports/duties.ts, docs/duties.md). */
export const EVENT_ROLES: Record<ReportChartEventType, readonly ReportActor[]> = Object.fromEntries(
  DUTY_EVENTS.map((e) => [e, actorsForEvent(e)]),
) as Record<ReportChartEventType, readonly ReportActor[]>;

/** `at`: when the event happens (ms); the chart keeps a first submission's instant for the deadline. */
export type ReportUserEvent = {
  type: ReportChartEventType;
  role: ReportActor;
  comment?: string;
  at?: number;
  /** `verify` only: the opinion. */
  outcome?: Outcome;
};
export type ReportLifecycleEvent =
  | ReportUserEvent
  /** The ledger's fingerprint no longer matches the draft's (the server derives it on read). */
  | { type: 'ledgerChanged' }
  | { type: 'tick'; now: number };

export interface ReportLifecycleContext {
  regime: Regime;
  /** ISO instant the report is due (domain/reports/deadline.ts). */
  deadline: string;
  /** When the report (or the version it corrects) was first submitted (ms), null before. */
  submittedAt?: number | null;
  /** The verifier's standing opinion while `verified` (the server reads it from the stored version). */
  outcome?: RestingOutcome | null;
}

const deadlineAt = (c: ReportLifecycleContext, now: number) =>
  deadlineStateAt(c.deadline, now, c.submittedAt ?? null);

const roleMay = (e: ReportLifecycleEvent) =>
  'role' in e && EVENT_ROLES[e.type as ReportChartEventType].includes(e.role);
const outcomeIs = (e: ReportLifecycleEvent, o: Outcome) => 'outcome' in e && e.outcome === o;
const hasComment = (e: ReportLifecycleEvent) => 'comment' in e && (e.comment ?? '').trim().length > 0;

export const reportLifecycleMachine = setup({
  types: {
    context: {} as ReportLifecycleContext,
    events: {} as ReportLifecycleEvent,
    input: {} as ReportLifecycleContext,
  },
  guards: {
    roleMay: ({ event }) => roleMay(event),
    roleMayWithComment: ({ event }) =>
      roleMay(event) && (!COMMENT_REQUIRED.includes(event.type as ReportEventType) || hasComment(event)),
    opinionSatisfactory: ({ event }) => roleMay(event) && outcomeIs(event, 'satisfactory'),
    opinionWithComments: ({ event }) => roleMay(event) && outcomeIs(event, 'satisfactoryWithComments'),
    // "Not verified" returns the report: the reasons are the comment, kept in the history.
    opinionNotVerified: ({ event }) => roleMay(event) && outcomeIs(event, 'notVerified') && hasComment(event),
    opinionGoesOn: ({ context, event }) => roleMay(event) && outcomeGoesOn(context.regime, context.outcome),
    submittedOnTime: ({ context }) => deadlineAt(context, 0) === 'met',
    submittedLate: ({ context }) => deadlineAt(context, 0) === 'late',
    overdue: ({ context, event }) => event.type === 'tick' && deadlineAt(context, event.now) === 'overdue',
    dueSoon: ({ context, event }) => event.type === 'tick' && deadlineAt(context, event.now) === 'dueSoon',
  },
  actions: {
    keepSubmission: assign({
      submittedAt: ({ context, event }) =>
        context.submittedAt ?? ('at' in event ? event.at : undefined) ?? null,
    }),
    keepOpinion: assign({
      outcome: ({ event }) => ('outcome' in event ? (event.outcome as RestingOutcome) : null),
    }),
    dropOpinion: assign({ outcome: null }),
  },
}).createMachine({
  id: 'reportLifecycle',
  type: 'parallel',
  context: ({ input }) => input,
  states: {
    lifecycle: {
      initial: 'candidate',
      states: {
        candidate: { on: { generate: { target: 'draft', guard: 'roleMay' } } },
        draft: {
          initial: 'current',
          states: {
            current: {
              on: {
                ledgerChanged: 'stale',
                lock: { target: '#reportLifecycle.lifecycle.locked', guard: 'roleMay' },
                // A self-target, not a targetless edge: `can` admits only edges that go somewhere.
                saveCorrections: { target: 'current', guard: 'roleMay' },
              },
            },
            stale: { on: { saveCorrections: { target: 'stale', guard: 'roleMay' } } },
          },
          on: {
            regenerate: { target: '.current', guard: 'roleMay' },
            cancel: { target: 'cancelled', guard: 'roleMay' },
          },
        },
        locked: {
          on: {
            unlock: { target: 'draft', guard: 'roleMayWithComment' },
            submit: { target: 'submitted', guard: 'roleMay', actions: 'keepSubmission' },
          },
        },
        submitted: {
          initial: 'inVerification',
          states: {
            inVerification: {
              on: {
                verify: [
                  {
                    target: '#reportLifecycle.lifecycle.verified.satisfactory',
                    guard: 'opinionSatisfactory',
                    actions: 'keepOpinion',
                  },
                  {
                    target: '#reportLifecycle.lifecycle.verified.satisfactoryWithComments',
                    guard: 'opinionWithComments',
                    actions: 'keepOpinion',
                  },
                  { target: '#reportLifecycle.lifecycle.draft', guard: 'opinionNotVerified' },
                ],
              },
            },
          },
          on: {
            recall: { target: 'draft', guard: 'roleMay' },
            // A return before any opinion: the verifier asks for changes (MRTM's
            // VERIFICATION_RETURNED_TO_OPERATOR), distinct from the opinion "not verified".
            return: { target: 'draft', guard: 'roleMayWithComment' },
            // The opinion "satisfactory" and the confirmation in one step (the server stores the opinion).
            confirm: { target: 'confirmed', guard: 'roleMay' },
            correct: { target: 'superseded', guard: 'roleMayWithComment' },
          },
        },
        // The opinion stands until the company changes the report: a recall or a correction drops it.
        verified: {
          initial: 'satisfactory',
          states: { satisfactory: {}, satisfactoryWithComments: {} },
          on: {
            confirm: { target: 'confirmed', guard: 'opinionGoesOn' },
            recall: { target: 'draft', guard: 'roleMay', actions: 'dropOpinion' },
            correct: { target: 'superseded', guard: 'roleMayWithComment', actions: 'dropOpinion' },
          },
        },
        // The authority's review of the confirmed report: it accepts it, or asks the company for
        // amendments (a comment required); the draft then goes through verification again, so the
        // standing opinion is reset on the server as for a recall.
        confirmed: {
          on: {
            accept: { target: 'accepted', guard: 'roleMay' },
            requestAmendment: { target: 'draft', guard: 'roleMayWithComment' },
            correct: { target: 'superseded', guard: 'roleMayWithComment' },
          },
        },
        accepted: { on: { correct: { target: 'superseded', guard: 'roleMayWithComment' } } },
        superseded: { type: 'final' },
        cancelled: { type: 'final' },
      },
    },
    deadline: {
      initial: 'onTime',
      states: {
        onTime: {
          on: {
            tick: [
              { target: 'met', guard: 'submittedOnTime' },
              { target: 'late', guard: 'submittedLate' },
              { target: 'overdue', guard: 'overdue' },
              { target: 'dueSoon', guard: 'dueSoon' },
            ],
          },
        },
        dueSoon: {
          on: {
            tick: [
              { target: 'met', guard: 'submittedOnTime' },
              { target: 'late', guard: 'submittedLate' },
              { target: 'overdue', guard: 'overdue' },
            ],
          },
        },
        // Once submitted, the submission's instant decides, whatever region the clock had reached.
        overdue: {
          on: {
            tick: [
              { target: 'met', guard: 'submittedOnTime' },
              { target: 'late', guard: 'submittedLate' },
            ],
          },
        },
        met: {},
        late: {},
      },
    },
  },
});

/** The chart's lifecycle state value for a stored status (the substate is derived, not stored). */
export function lifecycleValueOf(status: ReportStatus, stale: boolean, outcome?: RestingOutcome | null) {
  if (status === 'draft') return { draft: stale ? 'stale' : 'current' };
  if (status === 'submitted') return { submitted: 'inVerification' };
  if (status === 'verified') return { verified: outcome ?? 'satisfactory' };
  return status;
}

/** Stored status of a lifecycle state value: its top-level state name. */
export function statusOfValue(value: unknown): ReportStatus | 'candidate' {
  const lifecycle = (value as { lifecycle: unknown }).lifecycle;
  return (typeof lifecycle === 'string' ? lifecycle : Object.keys(lifecycle as object)[0]) as
    ReportStatus | 'candidate';
}

/** Substate shown beside the status (stale draft, in verification, the verified opinion). */
export function substateOfValue(value: unknown): string | null {
  const lifecycle = (value as { lifecycle: unknown }).lifecycle;
  return typeof lifecycle === 'string' ? null : Object.values(lifecycle as object)[0];
}
