import type { Db } from '../db/client.js';
import { portNamesWithRevision, type PortNameMap, type PortNamesAt } from '../repositories/ports.js';

interface Kept {
  /** The revision the load is known to be at least as new as. */
  rev: number;
  load: Promise<PortNameMap>;
}

const kept = new WeakMap<Db, Kept>();

/**
 * The port names of the dictionary, kept in this process per database handle and read again when
 * a statement has seen a newer reference-data revision than the kept one (`referenceRevSql` of
 * repositories/ports.ts, read in the statement that found the ports). Why: the ledger reads named
 * every leg's two ports with two dictionary lookups in their statements, about half of a
 * ship-year's statement time and 15 % of its answer (docs/benchmarks.md §4b); the dictionary is
 * small (a few thousand ports) and changes rarely. Like the scope's company ids (scope/ships.ts)
 * this is not the read cache of answers: it stays on when `EEOI_READ_CACHE_ENTRIES=0`.
 * Concurrent misses share one load; a failed load is not kept.
 */
export function portNamesAt(db: Db, rev: number): Promise<PortNameMap> {
  const current = kept.get(db);
  if (current && current.rev >= rev) return current.load;
  const entry: Kept = { rev, load: portNamesWithRevision(db) };
  kept.set(db, entry);
  entry.load.then(
    (map) => {
      // The load read its own revision in its statement, which may be newer than the one asked for.
      if (kept.get(db) === entry) entry.rev = Math.max(entry.rev, map.rev);
    },
    () => {
      if (kept.get(db) === entry) kept.delete(db);
    },
  );
  return entry.load;
}

/** `portNamesAt` for one database, as the ledger reads take it. */
export const portNamesFor =
  (db: Db): PortNamesAt =>
  (rev) =>
    portNamesAt(db, rev);
