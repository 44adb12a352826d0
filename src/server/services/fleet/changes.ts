import type { Db } from '../../db/client.js';
import { createChange, deleteChange, updateChange, type ChangeRow } from '../../repositories/changes.js';
import { enqueueShipHistory } from '../derived/recompute.js';

/**
 * DOC and flag changes with what follows them. A change splits the DCS periods of its year, and
 * every stored CII rating of the ship carries the change history in its fingerprint, so each
 * write queues the ship's rated years for recomputation in the same transaction: the job commits
 * with the change, or neither does.
 */

type ChangeValues = Parameters<typeof createChange>[1];

/** Records a change; answers its id. */
export const recordChange = (db: Db, values: ChangeValues, who: string, now: Date) =>
  db.transaction(async (tx) => {
    const id = await createChange(tx, values, who, now);
    await enqueueShipHistory(tx, values.shipId);
    return id;
  });

/** Saves an edited change (its ship never changes). */
export const editChange = (
  db: Db,
  before: ChangeRow,
  version: number,
  values: ChangeValues,
  who: string,
  now: Date,
) =>
  db.transaction(async (tx) => {
    await updateChange(tx, before, version, values, who, now);
    await enqueueShipHistory(tx, before.shipId);
  });

/** Deletes a change. */
export const removeChange = (db: Db, change: ChangeRow, now: Date) =>
  db.transaction(async (tx) => {
    await deleteChange(tx, change, now);
    await enqueueShipHistory(tx, change.shipId);
  });
