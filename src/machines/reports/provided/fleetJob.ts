import { fromPromise } from 'xstate';
import type { Regime, ReportJobDto } from '../../../domain/reports/types';
import { getFleetJob, retryFleetJob, startFleetJob } from '../../../services/reportsApi';
import { fleetJobMachine } from '../fleetJobMachine';

/** The fleet job machine with the report API's job calls. */
export const fleetJobClient = fleetJobMachine.provide({
  actors: {
    start: fromPromise<{ id: number }, { regime: Regime; year: number }>(({ input, signal }) =>
      startFleetJob(input, signal),
    ),
    read: fromPromise<ReportJobDto, { id: number }>(({ input, signal }) => getFleetJob(input.id, signal)),
    retry: fromPromise<unknown, { id: number }>(({ input, signal }) => retryFleetJob(input.id, signal)),
  },
});
