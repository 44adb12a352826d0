import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

const PROBE_TIMEOUT_MS = 2000;
/** A load balancer may poll often; one probe per second serves them all. */
const PROBE_REUSE_MS = 1000;

/**
 * Whether the database answers `select 1` within two seconds, for the health call
 * 9: an outage must show there, not only as failing requests). Wall-clock reuse, not the app's
 * clock: this is about load, not business time.
 */
export function databaseProbe(db: Db): () => Promise<boolean> {
  let last: { at: number; up: Promise<boolean> } | undefined;
  return () => {
    const now = performance.now();
    if (last && now - last.at < PROBE_REUSE_MS) return last.up;
    const up = Promise.race([
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((r) => setTimeout(() => r(false), PROBE_TIMEOUT_MS).unref()),
    ]);
    last = { at: now, up };
    return up;
  };
}
