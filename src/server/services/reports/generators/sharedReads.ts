import type { Db } from '../../../db/client.js';
import { flagDocLog, reportShip } from '../../../repositories/reports/ledgerForReports.js';

/**
 * Shared ledger reads (docs/reports-eu.md §Measured): inside `sharingReads(db, run)` the generators'
 * reads of the same ship and period on that database handle are made once and shared, e.g. EU MRV and
 * EU ETS of one period compute the EU figures once, and the candidates, the figures and the
 * fingerprint of a report read the ship and its flag/DOC log once. Only a caller that writes no
 * ledger rows while `run` runs may open a scope (a report generation; the fleet job's ship). Outside
 * a scope `shared` simply calls `read`, so every other caller sees the ledger as it is.
 */
const scopes = new WeakMap<object, Map<string, Promise<unknown>>>();

export async function sharingReads<T>(db: Db, run: () => Promise<T>): Promise<T> {
  if (scopes.has(db)) return run();
  scopes.set(db, new Map());
  try {
    return await run();
  } finally {
    scopes.delete(db);
  }
}

/** `read()` once per key within the scope of `db`; a failed read is not kept (the next call retries). */
export function shared<T>(db: Db, key: string, read: () => Promise<T>): Promise<T> {
  const memo = scopes.get(db);
  if (!memo) return read();
  const hit = memo.get(key) as Promise<T> | undefined;
  if (hit) return hit;
  const p = read();
  memo.set(key, p);
  p.catch(() => memo.delete(key));
  return p;
}

/** The key of a ship and period. */
export const keyOf = (what: string, shipId: number, period?: { start: string; end: string }) =>
  period ? `${what}:${shipId}:${period.start}:${period.end}` : `${what}:${shipId}`;

/** The ship's particulars and its flag/DOC log, read once per scope. */
export const shipOf = (db: Db, shipId: number) =>
  shared(db, keyOf('ship', shipId), () => reportShip(db, shipId));
export const logOf = (db: Db, shipId: number) =>
  shared(db, keyOf('log', shipId), () => flagDocLog(db, shipId));
