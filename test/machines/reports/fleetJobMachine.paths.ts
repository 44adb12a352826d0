/**
 * The fleet job machine's generated paths: shortest paths to every state and edge, plus journeys
 * that poll a running job to its end, retry failed ships, and leave a finished job for another year.
 * Shared by its model test and QA's path report.
 */
import type { EventObject } from 'xstate';
import { ApiError } from '../../../src/domain/apiError';
import type { ReportJobDto } from '../../../src/domain/reports/types';
import { fleetJobMachine } from '../../../src/machines/reports/fleetJobMachine';
import { FAILED_SHIP_JOB, reportJob } from '../../support/reports/fleetJob';
import { edgePaths, eventsFrom, journeyPaths, coveringPaths, shortestPaths } from '../../support/graph';

/** Long enough for a step's check to read the waiting screen before the next read starts. */
export const POLL_MS = 400;
export const INPUT = { regime: 'imoDcs' as const, year: 2025, pollMs: POLL_MS };

export const JOB = {
  started: { type: 'xstate.done.actor.start', output: { id: 5 } },
  startRefused: { type: 'xstate.error.actor.start', error: new ApiError(409, 'conflict', 'busy') },
  running: { type: 'xstate.done.actor.read', output: reportJob({ done: 1 }) },
  failedShip: { type: 'xstate.done.actor.read', output: FAILED_SHIP_JOB },
  readLost: { type: 'xstate.error.actor.read', error: new ApiError(503, 'db.unavailable', 'down') },
  retried: { type: 'xstate.done.actor.retry', output: { id: 5, retried: 1 } },
  retryRefused: { type: 'xstate.error.actor.retry', error: new ApiError(500, 'internal', 'down') },
  poll: { type: 'xstate.after.poll.fleetJob.waiting' },
  start: { type: 'job.start' },
  retry: { type: 'job.retry' },
  year2024: { type: 'year.change', year: 2024 },
  year2025: { type: 'year.change', year: 2025 },
};

export const events = eventsFrom(Object.values(JOB));
/** What the screen shows: the state, the year, whether a job with failures is on screen, the error. */
export const serializeState = (s: {
  value: unknown;
  context: { year: number; job: ReportJobDto | null; errorCode: string | null };
}) =>
  JSON.stringify([
    s.value,
    s.context.year,
    s.context.job?.status ?? null,
    s.context.job?.failed ?? null,
    s.context.errorCode,
  ]);
export const options = { input: INPUT, events, serializeState };

export const JOURNEYS: EventObject[][] = [
  // A running job read again after the pause, until it ends with a failed ship; Retry sends it again.
  [JOB.start, JOB.started, JOB.running, JOB.poll, JOB.failedShip, JOB.retry, JOB.retried, JOB.running],
  // A lost answer is read again; a refused retry keeps the finished job; another year clears it.
  [JOB.start, JOB.started, JOB.readLost, JOB.poll, JOB.failedShip, JOB.retry, JOB.retryRefused, JOB.year2024],
];

export const paths = coveringPaths(options, [
  ...shortestPaths(fleetJobMachine, options),
  ...edgePaths(fleetJobMachine, options),
  ...journeyPaths(fleetJobMachine, JOURNEYS, INPUT, { serializeState }),
]);

export const fleetJobModelPaths = async () => ({ machine: fleetJobMachine, ...options, paths });
