import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { shipTfc } from '../db/schema/index.js';
import { notFound } from '../http/errors.js';
import { guardWrite } from './kit/errors.js';
import { updateVersioned } from './kit/versioned.js';

type TfcValues = { speed: number; meDaily: number; aeDaily: number; boilerDaily: number; shipDaily: number };
export type TfcRow = typeof shipTfc.$inferSelect;

/** The ship's theoretical consumption curve, by speed. */
export const shipCurve = (db: Db, shipId: number): Promise<TfcRow[]> =>
  db.select().from(shipTfc).where(eq(shipTfc.shipId, shipId)).orderBy(asc(shipTfc.speed));

export async function createCurvePoint(db: Db, shipId: number, values: TfcValues): Promise<TfcRow> {
  const [row] = await guardWrite(() =>
    db
      .insert(shipTfc)
      .values({ shipId, ...values })
      .returning(),
  );
  return row;
}

/** A curve row is addressed through its ship: a row of another ship answers 404. */
const rowOf = (shipId: number, rowId: number) => and(eq(shipTfc.id, rowId), eq(shipTfc.shipId, shipId))!;

export const updateCurvePoint = (
  db: Db,
  shipId: number,
  rowId: number,
  version: number,
  values: TfcValues,
  now: Date,
) => guardWrite(() => updateVersioned<TfcRow>(db, shipTfc, rowOf(shipId, rowId), version, values, now));

export async function deleteCurvePoint(db: Db, shipId: number, rowId: number): Promise<void> {
  const gone = await db.delete(shipTfc).where(rowOf(shipId, rowId)).returning({ id: shipTfc.id });
  if (!gone.length) throw notFound();
}
