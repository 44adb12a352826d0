import type { Clock } from '../clock.js';
import { runFleetShip } from '../services/reports/fleetJob.js';
import { recomputeJob } from '../services/derived/recompute.js';
import type { JobHandlers } from './engine.js';

/**
 * What each queue runs. The handlers live in the services they belong to; this table is the one
 * place that ties them to the engine's queues. `large-export` has no handler yet: its jobs wait.
 */
export const jobHandlers = (clock: Clock): JobHandlers => ({
  'fleet-report': (db, p, ctx) => runFleetShip(db, clock, p, ctx),
  'derived-recompute': (db, p) => recomputeJob(db, clock, p),
});
