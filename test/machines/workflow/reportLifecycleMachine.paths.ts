/**
 * The report lifecycle chart's generated paths: one path per state-changing edge (the chart is
 * parallel — lifecycle × deadline — so shortest paths alone would leave edges out). Shared by the
 * model test (test/server/reportLifecycle.model.test.ts replays the lifecycle paths against the
 * report API and the deadline paths against the chart) and the path report, so both count the same.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { deadlineOf } from '../../../src/domain/reports/deadline';
import {
  EVENT_ROLES,
  reportLifecycleMachine,
  type ReportChartEventType,
} from '../../../src/machines/workflow/reportLifecycleMachine';
import { edgePaths, eventsFrom, journeyPaths, coveringPaths } from '../../support/graph';

/** A 2025 IMO DCS report: due at the end of 31 Mar 2026 (registry REPORT_DEADLINES). */
export const INPUT = { regime: 'imoDcs' as const, deadline: deadlineOf('imoDcs', 2025) };
const due = Date.parse(INPUT.deadline);
const DAY = 86_400_000;
/** Ticks the traversal cannot invent: ten days before the deadline, and five days after. */
export const TICKS = { dueSoon: due - 10 * DAY, overdue: due + 5 * DAY };

/** Each user event as the first role allowed to send it, with a comment where one is required. */
const COMMENTS: Partial<Record<ReportChartEventType, string>> = {
  unlock: 'model unlock: figures to fix',
  return: 'model return: fuel totals do not match the BDNs',
  correct: 'model correction after submission',
  requestAmendment: 'model amendment: state the ice-class fuel separately',
  verify: 'model opinion: fuel totals do not match the BDNs',
};
/** The opinions the traversal sends: each outcome of `verify`. */
export const OUTCOMES_SENT = ['satisfactory', 'satisfactoryWithComments', 'notVerified'] as const;
/** Submissions the traversal cannot invent: on time (ten days before the deadline) and late. */
export const SUBMITTED = { onTime: TICKS.dueSoon, late: TICKS.overdue };
export const FIXTURES: EventObject[] = [
  ...(Object.keys(EVENT_ROLES) as ReportChartEventType[]).flatMap((type) =>
    (type === 'submit' ? [SUBMITTED.onTime, SUBMITTED.late] : [undefined]).flatMap((at) =>
      (type === 'verify' ? OUTCOMES_SENT : [undefined]).map(
        (outcome) =>
          ({
            type,
            role: EVENT_ROLES[type][0],
            comment: COMMENTS[type],
            at,
            ...(outcome && { outcome }),
          }) as EventObject,
      ),
    ),
  ),
  { type: 'tick', now: TICKS.dueSoon } as EventObject,
  { type: 'tick', now: TICKS.overdue } as EventObject,
];
export const events = eventsFrom(FIXTURES);
/** The state value and whether (and how) the report was submitted: the deadline depends on it. */
export const serializeState = (s: AnyMachineSnapshot) => {
  const at = (s.context as { submittedAt?: number | null }).submittedAt ?? null;
  return JSON.stringify([s.value, at === null ? null : at < due]);
};

const ev = (type: ReportChartEventType) => FIXTURES.find((e) => e.type === type)!;
/**
 * Edges that keep the state (corrections, regeneration) are not in the edge paths: this journey
 * drives them, on a current and on a stale draft, then locks.
 */
export const JOURNEYS: EventObject[][] = [
  [
    ev('generate'),
    ev('saveCorrections'),
    { type: 'ledgerChanged' },
    ev('saveCorrections'),
    ev('regenerate'),
    ev('regenerate'),
    ev('lock'),
  ],
];

export function reportLifecycleModelPaths() {
  const options = { input: INPUT, events, serializeState };
  const paths = coveringPaths(options, [
    ...edgePaths(reportLifecycleMachine, options),
    ...journeyPaths(reportLifecycleMachine, JOURNEYS, INPUT, { serializeState }),
  ]);
  // The deadline region is derived on read from the clock (the server runs this chart with `tick`):
  // its paths are replayed on the chart in the server's model test, not sent to the API.
  return {
    machine: reportLifecycleMachine,
    input: INPUT,
    events,
    serializeState,
    paths,
    derivedOnRead: ['tick'],
  };
}
