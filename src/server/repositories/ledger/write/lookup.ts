import { and, inArray, or, type SQL } from 'drizzle-orm';
import type { ShipFacts } from '../../../../domain/ledger/index.js';
import { isContainerShip } from '../../../../domain/registry/shipTypes.js';
import type { Db } from '../../../db/client.js';
import { ships } from '../../../db/schema/index.js';
import { readShipFacts, type ShipCalcFacts } from '../../shipFacts.js';

/** A ship a write names, with what the derivation needs to know of it. */
export interface WriteShip {
  id: number;
  imo: string | null;
  registrationNo: string | null;
  facts: ShipFacts;
}

/** What the leg derivation needs of a ship's calculation facts. */
const ledgerFacts = (f: ShipCalcFacts): ShipFacts => ({
  isContainer: isContainerShip(f.calculationType),
  dwt: f.dwt,
  referenceSpeedKn: f.referenceSpeedKn,
});

/**
 * The ships named by IMO number or registration number, inside `scope` (principalShipScope): a
 * name maps to its ship only when the caller may write it, so an unknown ship and one outside the
 * scope look the same to the caller (docs/ledger.md §1: an error of its item).
 */
export async function shipsByName(db: Db, names: string[], scope: SQL): Promise<Map<string, WriteShip>> {
  const out = new Map<string, WriteShip>();
  if (names.length === 0) return out;
  const rows = await db
    .select({ id: ships.id, imo: ships.imo, registrationNo: ships.registrationNo })
    .from(ships)
    .where(and(or(inArray(ships.imo, names), inArray(ships.registrationNo, names)), scope));
  const facts = await readShipFacts(
    db,
    rows.map((r) => r.id),
  );
  for (const r of rows) {
    const f = facts.get(r.id);
    if (!f) continue;
    const ship: WriteShip = { id: r.id, imo: r.imo, registrationNo: r.registrationNo, facts: ledgerFacts(f) };
    if (r.imo) out.set(r.imo, ship);
    if (r.registrationNo) out.set(r.registrationNo, ship);
  }
  return out;
}

/** What the derivation needs of one ship by id (recomputing after a delete, the lock routes). */
export async function shipFactsById(db: Db, shipId: number): Promise<ShipFacts | undefined> {
  const f = (await readShipFacts(db, [shipId])).get(shipId);
  return f && ledgerFacts(f);
}
