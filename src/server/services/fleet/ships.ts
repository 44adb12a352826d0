import type { ShipInput } from '../../../domain/schemas/fleet.js';
import type { Db } from '../../db/client.js';
import type { AppError } from '../../http/errors.js';
import { ciiShip } from '../../repositories/cii/ciiShip.js';
import { updateShip, type ShipRow } from '../../repositories/ships.js';
import { enqueueShipHistory } from '../derived/recompute.js';

/**
 * Saves an edited ship (the ship form and the ships upload). The CII rating reads the ship's CII
 * type (ship type and sub-type through the dictionary), GT and DWT for every year, and they are
 * part of each stored rating's fingerprint: when any of them moved, every rated year of the ship is
 * queued for recomputation in the same transaction. A name or an engine does not rate.
 */
export const editShip = (
  db: Db,
  id: number,
  version: number,
  input: ShipInput,
  now: Date,
  taken?: () => AppError,
): Promise<ShipRow> =>
  db.transaction(async (tx) => {
    const before = await ciiShip(tx, id);
    const row = await updateShip(tx, id, version, input, now, taken);
    const after = await ciiShip(tx, id);
    if (before.calcType !== after.calcType || before.gt !== after.gt || before.dwt !== after.dwt)
      await enqueueShipHistory(tx, id);
    return row;
  });
