import type { Db } from '../db/client.js';
import { shipListNamesWithRevision, type ShipListNamesAt } from '../repositories/shipListNames.js';
import { keptPerRevision } from './keptPerRevision.js';

/**
 * The names the ship list shows beside a ship's codes (flag state, ship type, companies), kept per
 * revision (keptPerRevision.ts), as the ship list takes them. Why: as scalar subqueries and a join
 * they were most of what PostgreSQL planned for every page (planning 1.07 ms against 0.56 ms of
 * execution).
 */
export const shipListNamesFor: (db: Db) => ShipListNamesAt = keptPerRevision(shipListNamesWithRevision);
