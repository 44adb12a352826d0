import { and, eq } from 'drizzle-orm';
import type { ShipInput } from '../../domain/schemas/fleet.js';
import type { Db } from '../db/client.js';
import { shipAuthorities, shipFuels, ships } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
import { requireShipWhere, shipScope, type ShipScopeUser } from '../scope/ships.js';
import { replaceFile, type NewFile } from './files.js';
import { guardWrite } from './kit/errors.js';
import { updateVersioned } from './kit/versioned.js';

export type ShipRow = typeof ships.$inferSelect;

/** The stored ship plus its fuels and authorities, as the detail call and the edit form use it. */
export async function shipDetail(db: Db, row: ShipRow) {
  const [fuels, auths] = await Promise.all([
    db
      .select({ fuelCode: shipFuels.fuelCode, method: shipFuels.method })
      .from(shipFuels)
      .where(eq(shipFuels.shipId, row.id)),
    db
      .select({ code: shipAuthorities.authorityCode })
      .from(shipAuthorities)
      .where(eq(shipAuthorities.shipId, row.id)),
  ]);
  const { photoFileId, searchText: _search, ...rest } = row;
  return {
    ...rest,
    hasPhoto: photoFileId != null,
    fuels,
    authorityCodes: auths.map((a) => a.code).sort(),
  };
}

/** Column values of a validated ship payload (fuels and authorities live in their own tables). */
export function shipValues(input: ShipInput) {
  const { fuels: _f, authorityCodes: _a, ...cols } = input;
  return cols;
}

/** Replaces the ship's fuels and authority links with the payload's; an absent list is kept. */
export async function writeShipLinks(tx: Db, shipId: number, input: ShipInput): Promise<void> {
  if (input.fuels) {
    await tx.delete(shipFuels).where(eq(shipFuels.shipId, shipId));
    if (input.fuels.length) await tx.insert(shipFuels).values(input.fuels.map((f) => ({ shipId, ...f })));
  }
  if (input.authorityCodes) {
    await tx.delete(shipAuthorities).where(eq(shipAuthorities.shipId, shipId));
    const codes = [...new Set(input.authorityCodes)];
    if (codes.length)
      await tx.insert(shipAuthorities).values(codes.map((authorityCode) => ({ shipId, authorityCode })));
  }
}

/** A ship by IMO number inside the caller's scope; 404 otherwise. */
export const shipByImo = (db: Db, user: ShipScopeUser, imo: string): Promise<ShipRow> =>
  requireShipWhere(db, user, eq(ships.imo, imo));

/** What a taken IMO number answers; the route decides how much the caller may learn (docs/api-fleet.md). */
type TakenAnswer = () => AppError;
const imoTaken: TakenAnswer = () => new AppError(409, 'imo_taken');

export const createShip = (db: Db, input: ShipInput, taken = imoTaken): Promise<ShipRow> =>
  guardWrite(
    () =>
      db.transaction(async (tx) => {
        const [r] = await tx.insert(ships).values(shipValues(input)).returning();
        await writeShipLinks(tx, r.id, input);
        return r;
      }),
    { unique: taken },
  );

export const updateShip = (
  db: Db,
  id: number,
  version: number,
  input: ShipInput,
  now: Date,
  taken = imoTaken,
) =>
  guardWrite(
    () =>
      db.transaction(async (tx) => {
        const r = await updateVersioned<ShipRow>(tx, ships, id, version, shipValues(input), now);
        await writeShipLinks(tx, id, input);
        return r;
      }),
    { unique: taken },
  );

/** Equipment, fuels and curves go with the ship; DOC/flag history and later voyage data refuse (409). */
export async function deleteShip(db: Db, id: number): Promise<void> {
  await guardWrite(() => db.delete(ships).where(eq(ships.id, id)));
}

/** "Not my ship": the ship's links to the given companies are cleared, within the caller's scope. */
export async function unlinkCompanies(
  db: Db,
  user: ShipScopeUser,
  ship: ShipRow,
  companyIds: Set<number>,
  now: Date,
): Promise<void> {
  const drop = (v: number | null) => (v != null && companyIds.has(v) ? null : v);
  await db
    .update(ships)
    .set({
      ownerCompanyId: drop(ship.ownerCompanyId),
      operatorCompanyId: drop(ship.operatorCompanyId),
      docCompanyId: drop(ship.docCompanyId),
      version: ship.version + 1,
      updatedAt: now,
    })
    .where(and(eq(ships.id, ship.id), shipScope(user)));
}

/** A new photo for the ship; the one it replaces goes. */
export const setShipPhoto = (db: Db, ship: ShipRow, file: NewFile, now: Date) =>
  replaceFile(db, file, ship.photoFileId, now, (tx, fileId) =>
    tx.update(ships).set({ photoFileId: fileId, updatedAt: now }).where(eq(ships.id, ship.id)),
  );
