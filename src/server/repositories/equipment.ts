import { and, asc, eq } from 'drizzle-orm';
import type { EquipmentKind } from '../../domain/schemas/fleetEquipment.js';
import type { Db } from '../db/client.js';
import { shipEquipment } from '../db/schema/index.js';
import { notFound } from '../http/errors.js';
import { guardWrite } from './kit/errors.js';
import { updateVersioned } from './kit/versioned.js';

export type UnitRow = typeof shipEquipment.$inferSelect;

/** The units of a ship, of one kind or (kind undefined) of every kind, in creation order. */
export const shipUnits = (db: Db, shipId: number, kind?: EquipmentKind): Promise<UnitRow[]> =>
  db
    .select()
    .from(shipEquipment)
    .where(and(eq(shipEquipment.shipId, shipId), kind ? eq(shipEquipment.kind, kind) : undefined))
    .orderBy(asc(shipEquipment.id));

export async function createUnit(
  db: Db,
  values: { shipId: number; kind: EquipmentKind; boardSn: string; attrs: Record<string, unknown> },
): Promise<UnitRow> {
  const [row] = await guardWrite(() => db.insert(shipEquipment).values(values).returning());
  return row;
}

/** A unit is addressed through its ship and kind: one of another ship answers 404. */
const unitOf = (shipId: number, kind: EquipmentKind, unitId: number) =>
  and(eq(shipEquipment.id, unitId), eq(shipEquipment.shipId, shipId), eq(shipEquipment.kind, kind))!;

export const updateUnit = (
  db: Db,
  shipId: number,
  kind: EquipmentKind,
  unitId: number,
  version: number,
  values: { boardSn: string; attrs: Record<string, unknown> },
  now: Date,
) =>
  guardWrite(() =>
    updateVersioned<UnitRow>(db, shipEquipment, unitOf(shipId, kind, unitId), version, values, now),
  );

export async function deleteUnit(db: Db, shipId: number, kind: EquipmentKind, unitId: number) {
  const gone = await db
    .delete(shipEquipment)
    .where(unitOf(shipId, kind, unitId))
    .returning({ id: shipEquipment.id });
  if (!gone.length) throw notFound();
}
