import { assign, fromPromise, setup } from 'xstate';
import { errorCode } from '../../domain/apiError';
import type { Regime, ReportJobDto } from '../../domain/reports/types';

/**
 * A fleet job on a regime's screen (docs/jobs.md): start it for a year, follow its progress (read
 * again every `pollMs` while it runs, from whichever instance answers), then list the ships that
 * failed with their reasons and send them again with Retry. The calls are provided actors.
 */
export interface FleetJobContext {
  regime: Regime;
  year: number;
  jobId: number | null;
  job: ReportJobDto | null;
  errorCode: string | null;
  pollMs: number;
}

export const fleetJobMachine = setup({
  types: {
    context: {} as FleetJobContext,
    input: {} as { regime: Regime; year: number; pollMs?: number },
    events: {} as { type: 'year.change'; year: number } | { type: 'job.start' } | { type: 'job.retry' },
  },
  actors: {
    start: fromPromise<{ id: number }, { regime: Regime; year: number }>(async () => {
      throw new Error('fleetJobMachine: provide start');
    }),
    read: fromPromise<ReportJobDto, { id: number }>(async () => {
      throw new Error('fleetJobMachine: provide read');
    }),
    retry: fromPromise<unknown, { id: number }>(async () => {
      throw new Error('fleetJobMachine: provide retry');
    }),
  },
  guards: {
    // The year field sends what it shows; the year already chosen changes nothing.
    otherYear: ({ context, event }) => (event as { year?: number }).year !== context.year,
    stillRunning: ({ event }) => (event as unknown as { output: ReportJobDto }).output.status === 'running',
  },
  delays: { poll: ({ context }) => context.pollMs },
}).createMachine({
  id: 'fleetJob',
  context: ({ input }) => ({
    regime: input.regime,
    year: input.year,
    jobId: null,
    job: null,
    errorCode: null,
    pollMs: input.pollMs ?? 2000,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'year.change': { guard: 'otherYear', actions: assign({ year: ({ event }) => event.year }) },
        'job.start': 'starting',
      },
    },
    starting: {
      tags: ['busy'],
      invoke: {
        id: 'start',
        src: 'start',
        input: ({ context }) => ({ regime: context.regime, year: context.year }),
        onDone: {
          target: 'reading',
          actions: assign({ jobId: ({ event }) => event.output.id, errorCode: null }),
        },
        onError: { target: 'idle', actions: assign({ errorCode: ({ event }) => errorCode(event.error) }) },
      },
    },
    reading: {
      tags: ['running'],
      invoke: {
        id: 'read',
        src: 'read',
        input: ({ context }) => ({ id: context.jobId! }),
        onDone: [
          { guard: 'stillRunning', target: 'waiting', actions: assign({ job: ({ event }) => event.output }) },
          { target: 'finished', actions: assign({ job: ({ event }) => event.output }) },
        ],
        // A lost answer does not end the job: read again after the usual pause.
        onError: { target: 'waiting', actions: assign({ errorCode: ({ event }) => errorCode(event.error) }) },
      },
    },
    waiting: { tags: ['running'], after: { poll: 'reading' } },
    finished: {
      on: {
        'job.retry': 'retrying',
        'year.change': {
          guard: 'otherYear',
          target: 'idle',
          actions: assign({ year: ({ event }) => event.year, job: null, jobId: null }),
        },
        'job.start': 'starting',
      },
    },
    retrying: {
      tags: ['busy'],
      invoke: {
        id: 'retry',
        src: 'retry',
        input: ({ context }) => ({ id: context.jobId! }),
        onDone: { target: 'reading', actions: assign({ errorCode: null }) },
        onError: {
          target: 'finished',
          actions: assign({ errorCode: ({ event }) => errorCode(event.error) }),
        },
      },
    },
  },
});
