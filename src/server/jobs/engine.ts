import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../db/client.js';
import { QUEUE_POLICIES, QUEUES, type QueueName, type QueuePayloads } from './queues.js';

/**
 * The job engine (docs/jobs.md): pg-boss 10 on the database the app already uses, PostgreSQL or
 * PGlite. pg-boss keeps the jobs in its own schema (installed by a migration), hands a job to one
 * worker with `FOR UPDATE SKIP LOCKED`, retries a failed job with backoff and, in its maintenance,
 * puts back a job whose lease ran out (the instance running it died). This module adds what pg-boss
 * 10 lacks: a heartbeat that extends the lease of a running job, the worker loop, a transactional
 * `enqueue` (the job rows commit with the write that asked for them) and, on PGlite, the resume at
 * start of what the previous process left running.
 */

export interface JobContext {
  queue: QueueName;
  id: string;
  /** 0 on the first try. */
  attempt: number;
  /** No retry follows if this try fails: the handler keeps the reason where its screen shows it. */
  lastAttempt: boolean;
}
export type JobHandler<Q extends QueueName> = (
  db: Db,
  payload: QueuePayloads[Q],
  ctx: JobContext,
) => Promise<void>;
export type JobHandlers = { [Q in QueueName]?: JobHandler<Q> };

export interface EngineOptions {
  handlers: JobHandlers;
  /** How often an idle worker asks for a job. */
  pollMs?: number;
  /** A running job's lease: without a heartbeat for this long, another instance takes it over. */
  leaseSeconds?: number;
  /** How often one of the instances puts back jobs whose lease ran out (and archives old ones). */
  maintenanceSeconds?: number;
  /** The first retry's delay; each further one doubles it (with jitter). */
  retryDelaySeconds?: number;
  onError?: (err: unknown) => void;
}

interface Executor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

/** pg-boss's statements on the database's own client, outside any transaction. */
function clientExecutor(database: Database): Executor {
  const client = (database.db as unknown as { $client: any }).$client;
  if (database.kind === 'postgres')
    return { executeSql: (text, values) => client.query(text, values?.map(nullish)) };
  // PGlite's extended protocol takes one statement; pg-boss's maintenance sends several at once
  // (its own BEGIN … COMMIT around an advisory lock), which only `exec` runs.
  return {
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values.map(nullish));
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

const nullish = (v: unknown) => (v === undefined ? null : v);

/** pg-boss's `$n` statements through a drizzle handle: inside a request, its transaction. */
export function drizzleExecutor(db: Db): Executor {
  return {
    executeSql: async (text, values = []) => {
      const parts = text.split(/\$(\d+)/);
      const chunks: SQL[] = parts.map((p, i) =>
        i % 2 ? sql`${sql.param(nullish(values[Number(p) - 1]))}` : sql.raw(p),
      );
      const result = (await db.execute(sql.join(chunks))) as unknown as { rows: any[] };
      return { rows: result.rows };
    },
  };
}

// Builds job rows only (never connects): `insert` runs on whichever executor it is given.
const sender = new PgBoss({
  db: { executeSql: () => Promise.reject(new Error('the job sender has no connection of its own')) },
  migrate: false,
} as unknown as PgBoss.ConstructorOptions);

/**
 * Queues jobs. With `db` (a transaction, or a request's handle) the rows commit with that
 * transaction's other writes, so work is asked for exactly when the change that needs it lands;
 * without, on the running engine's connection. Returns how many rows were queued (a `stately`
 * queue drops a job whose key already waits).
 */
export async function enqueue<Q extends QueueName>(
  queue: Q,
  payload: QueuePayloads[Q] | QueuePayloads[Q][],
  opts: { db?: Db } = {},
): Promise<number> {
  const list = Array.isArray(payload) ? payload : [payload];
  if (!list.length) return 0;
  const executor = opts.db ? drizzleExecutor(opts.db) : current?.executor;
  if (!executor) throw new Error('enqueue without a transaction needs a started job engine');
  const { key, retryLimit } = QUEUE_POLICIES[queue];
  const jobs = list.map((data) => ({
    name: queue,
    data,
    retryLimit,
    ...(key ? { singletonKey: (key as (p: QueuePayloads[Q]) => string)(data) } : {}),
  }));
  // pg-boss 10 answers the new ids (its type says void).
  const ids = (await sender.insert(jobs as PgBoss.JobInsert[], { db: executor } as never)) as unknown as
    string[] | null;
  return ids?.length ?? 0;
}

/** Jobs of a queue that are waiting or running, with their payloads (what the screens mark as pending). */
export async function pendingJobs<Q extends QueueName>(db: Db, queue: Q): Promise<QueuePayloads[Q][]> {
  const { rows } = (await db.execute(
    sql`select data from pgboss.job where name = ${queue} and state < 'completed'`,
  )) as unknown as { rows: { data: QueuePayloads[Q] }[] };
  return rows.map((r) => r.data);
}

export interface JobEngine {
  database: Database;
  /** Runs every job that is due now, here, until none is left (tests, the seed). */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

let current: (JobEngine & { executor: Executor }) | undefined;

const DEFAULTS = { pollMs: 1000, leaseSeconds: 60, maintenanceSeconds: 30, retryDelaySeconds: 5 };

/**
 * Starts this instance's workers: every queue with a handler gets its `concurrency` workers (one on
 * PGlite, which runs one statement at a time anyway), each asking for a job every `pollMs` while
 * idle. On PGlite the database has one owner, so a job still marked running was left by a previous
 * process that died: it is put back at once instead of after its lease.
 */
export async function startJobEngine(database: Database, options: EngineOptions): Promise<JobEngine> {
  const engine = await createEngine(database, options, true);
  current = engine;
  return engine;
}

/** The same engine without workers or maintenance: jobs run only when `drain` is called. */
export async function manualJobEngine(database: Database, options: EngineOptions): Promise<JobEngine> {
  return createEngine(database, options, false);
}

export async function stopJobEngine(): Promise<void> {
  const engine = current;
  current = undefined;
  await engine?.stop();
}

async function createEngine(database: Database, options: EngineOptions, run: boolean) {
  const o = { ...DEFAULTS, ...options };
  const executor = clientExecutor(database);
  const boss = new PgBoss({
    db: executor,
    migrate: false,
    schedule: false,
    supervise: run,
    maintenanceIntervalSeconds: o.maintenanceSeconds,
  } as unknown as PgBoss.ConstructorOptions);
  const onError = o.onError ?? ((err: unknown) => console.error('job engine:', err));
  boss.on('error', onError);
  const db = database.db;
  const queues = QUEUES.filter((q) => options.handlers[q]);

  for (const q of QUEUES)
    await boss.updateQueue(q, {
      policy: QUEUE_POLICIES[q].policy,
      retryLimit: QUEUE_POLICIES[q].retryLimit,
      retryDelay: o.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: o.leaseSeconds,
    } as PgBoss.Queue);

  if (database.kind === 'pglite') {
    await executor.executeSql(
      `update pgboss.job set started_on = now() - expire_in - interval '1 second' where state = 'active'`,
    );
    await boss.expire();
  }

  const heartbeat = (q: QueueName, id: string) =>
    executor.executeSql(
      `update pgboss.job set expire_in = (now() - started_on) + $3 * interval '1 second'
        where name = $1 and id = $2 and state = 'active'`,
      [q, id, o.leaseSeconds],
    );

  /** Takes one due job of the queue and runs it; false when none was due. */
  const runOne = async (q: QueueName): Promise<boolean> => {
    const [job] = (await boss.fetch(q, { batchSize: 1, includeMetadata: true })) as PgBoss.JobWithMetadata[];
    if (!job) return false;
    const beat = setInterval(() => void heartbeat(q, job.id).catch(onError), (o.leaseSeconds * 1000) / 3);
    try {
      const handler = options.handlers[q] as JobHandler<QueueName>;
      await handler(db, job.data as never, {
        queue: q,
        id: job.id,
        attempt: job.retryCount,
        lastAttempt: job.retryCount >= job.retryLimit,
      });
      clearInterval(beat);
      await boss.complete(q, job.id);
    } catch (err) {
      clearInterval(beat);
      await boss.fail(q, job.id, { message: err instanceof Error ? err.message : String(err) });
    }
    return true;
  };

  let stopped = false;
  const sleeps = new Set<() => void>();
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(t);
        sleeps.delete(wake);
        resolve();
      };
      const t = setTimeout(wake, ms);
      sleeps.add(wake);
    });
  const loops: Promise<void>[] = [];
  if (run) {
    await boss.start();
    for (const q of queues) {
      const n = database.kind === 'pglite' ? 1 : QUEUE_POLICIES[q].concurrency;
      for (let i = 0; i < n; i++)
        loops.push(
          (async () => {
            while (!stopped) {
              let worked = false;
              try {
                worked = await runOne(q);
              } catch (err) {
                onError(err);
              }
              if (!worked && !stopped) await sleep(o.pollMs);
            }
          })(),
        );
    }
  }

  const engine = {
    database,
    executor,
    async drain() {
      let ran = 0;
      for (let more = true; more;) {
        more = false;
        for (const q of queues)
          while (await runOne(q)) {
            ran++;
            more = true;
          }
      }
      return ran;
    },
    async stop() {
      stopped = true;
      for (const wake of [...sleeps]) wake();
      await Promise.all(loops);
      if (run) await boss.stop({ graceful: false, close: false });
    },
  };
  return engine;
}
