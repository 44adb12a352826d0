/**
 * The job engine's queues (docs/jobs.md). A queue's name is stored in every job row, so a name
 * never changes; the migration that installed the engine created these three.
 */
export const QUEUES = ['fleet-report', 'derived-recompute', 'large-export'] as const;
export type QueueName = (typeof QUEUES)[number];

/** What one job of each queue carries (stored as JSON in the job row). */
export interface QueuePayloads {
  /** One ship of a fleet job (report_jobs / report_job_ships). */
  'fleet-report': { jobId: number; shipId: number };
  /** One ship-year whose derived figures (stored CII ratings) follow the ledger. */
  'derived-recompute': { shipId: number; year: number };
  /** A file built in the background and stored for its requester to download. */
  'large-export': { kind: string; requestedBy: number; params: Record<string, unknown> };
}

export interface QueuePolicy {
  /**
   * `stately`: at most one queued and one running job per key, so a ship-year changed ten times
   * while it waits is recomputed once (the queued job reads the ledger when it runs).
   */
  policy: 'standard' | 'stately';
  /** Tries after the first. */
  retryLimit: number;
  /** Concurrent jobs of this queue per instance (PostgreSQL; PGlite runs one at a time). */
  concurrency: number;
  /** The job's key under a `stately` policy. */
  key?: (payload: never) => string;
}

export const QUEUE_POLICIES: Record<QueueName, QueuePolicy> = {
  'fleet-report': { policy: 'standard', retryLimit: 3, concurrency: 4 },
  'derived-recompute': {
    policy: 'stately',
    retryLimit: 3,
    concurrency: 2,
    key: (p: QueuePayloads['derived-recompute']) => `${p.shipId}:${p.year}`,
  },
  'large-export': { policy: 'standard', retryLimit: 2, concurrency: 1 },
};
