import type { Db } from '../db/client.js';

interface Kept<T> {
  /** The revision the load is known to be at least as new as. */
  rev: number;
  load: Promise<T>;
}

/**
 * A read of reference data (a dictionary's names, the companies' names), kept in this process per
 * database handle and read again when a statement has seen a newer reference-data revision than
 * the kept one (`referenceRevSql` of repositories/ports.ts, selected by the statement whose rows
 * the names are for): the names are then never older than the rows they name, on any instance,
 * without waiting for a notification (every write of those tables bumps the revision in its own
 * transaction, migration 0001). `read` answers the revision it read in the same statement. Like
 * the scope's company ids (scope/ships.ts) this is not the read cache of answers: it stays on when
 * `EEOI_READ_CACHE_ENTRIES=0`. Concurrent misses share one load; a failed load is not kept.
 * Answers, for a database, the read at a revision (as the repositories take it).
 */
export function keptPerRevision<T extends { rev: number }>(
  read: (db: Db) => Promise<T>,
): (db: Db) => (rev: number) => Promise<T> {
  const kept = new WeakMap<Db, Kept<T>>();
  return (db) => (rev) => {
    const current = kept.get(db);
    if (current && current.rev >= rev) return current.load;
    const entry: Kept<T> = { rev, load: read(db) };
    kept.set(db, entry);
    entry.load.then(
      (value) => {
        // The load read its own revision in its statement, which may be newer than the one asked for.
        if (kept.get(db) === entry) entry.rev = Math.max(entry.rev, value.rev);
      },
      () => {
        if (kept.get(db) === entry) kept.delete(db);
      },
    );
    return entry.load;
  };
}
