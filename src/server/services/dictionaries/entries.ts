import { findEntry, updateEntry, type DictDef } from '../../repositories/dictionaries.js';
import { readShipFacts, shipIdsOfTypes } from '../../repositories/shipFacts.js';
import { enqueueShipHistory } from '../derived/recompute.js';

type Row = Record<string, any>;

/**
 * The ship-type code a row of these dictionaries belongs to: a ship's calculation type is read
 * through its type's row and the sub-type row of that type (readShipFacts), so an edit of either
 * can change what every ship of the type is rated as.
 */
const TYPE_CODE_OF: Partial<Record<DictDef['name'], (row: Row) => string>> = {
  shipType: (row) => row.code,
  shipSub: (row) => row.typeCode,
};

/**
 * Saves an edited dictionary row. For the ship-type and sub-type dictionaries the write runs in a
 * transaction that compares each affected ship's calculation type before and after: a ship whose
 * type moved (e.g. a row's calculation type corrected from general cargo to bulk carrier) has its
 * rated history queued for recomputation with the edit, as a ship edit does (services/fleet/ships.ts).
 * A name or a THETIS text does not rate, so it queues nothing.
 */
export async function editDictionaryEntry(...args: Parameters<typeof updateEntry>): Promise<Row> {
  const [db, def, id, version, body, lang, now] = args;
  const typeCodeOf = TYPE_CODE_OF[def.name];
  if (!typeCodeOf) return updateEntry(...args);
  return db.transaction(async (tx) => {
    const before = await findEntry(tx, def, id);
    const shipIds = await shipIdsOfTypes(tx, [typeCodeOf(before), typeCodeOf({ ...before, ...body })]);
    const typesBefore = await readShipFacts(tx, shipIds);
    const row = await updateEntry(tx, def, id, version, body, lang, now);
    const typesAfter = await readShipFacts(tx, shipIds);
    for (const shipId of shipIds)
      if (typesBefore.get(shipId)?.calculationType !== typesAfter.get(shipId)?.calculationType)
        await enqueueShipHistory(tx, shipId);
    return row;
  });
}
