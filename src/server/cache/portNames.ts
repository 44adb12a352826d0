import type { Db } from '../db/client.js';
import { portNamesWithRevision, type PortNamesAt } from '../repositories/ports.js';
import { keptPerRevision } from './keptPerRevision.js';

/**
 * The port names of the dictionary, kept per revision (keptPerRevision.ts), as the ledger reads take
 * them. Why: the ledger reads named every leg's two ports with two dictionary lookups in their
 * statements, about half of a ship-year's statement time and 15 % of its answer
 * (docs/benchmarks.md §4b); the dictionary is small (a few thousand ports) and changes rarely.
 */
export const portNamesFor: (db: Db) => PortNamesAt = keptPerRevision(portNamesWithRevision);
