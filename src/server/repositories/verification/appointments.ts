import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Regime } from '../../../domain/reports/types.js';
import type { Accreditation } from '../../../domain/verification/appointments.js';
import type { Db } from '../../db/client.js';
import {
  roles,
  ships,
  userRoles,
  users,
  verifierAccreditations,
  verifierAppointments,
} from '../../db/schema/index.js';
import { shipScope, type ShipScopeUser } from '../../scope/ships.js';

/** Accreditations and appointments of verifiers (docs/verification.md §10). */

const verifier = alias(users, 'verifier');

const accreditationColumns = {
  id: verifierAccreditations.id,
  verifierId: verifierAccreditations.verifierId,
  verifierName: verifier.username,
  verifierNameZh: verifier.nameZh,
  verifierNameEn: verifier.nameEn,
  organisation: verifier.organisation,
  regime: verifierAccreditations.regime,
  body: verifierAccreditations.body,
  number: verifierAccreditations.number,
  validFrom: verifierAccreditations.validFrom,
  validTo: verifierAccreditations.validTo,
  recordedAt: verifierAccreditations.recordedAt,
  endedAt: verifierAccreditations.endedAt,
  version: verifierAccreditations.version,
};

export type AccreditationRow = Awaited<ReturnType<typeof listAccreditations>>[number];

/**
 * Accreditations, newest first; `validOn` keeps those in force on that day (not ended, the day
 * inside the validity), the appointment form's choices.
 */
export async function listAccreditations(
  db: Db,
  f: { regime?: Regime; verifierId?: number; validOn?: string },
) {
  const where: SQL[] = [];
  if (f.regime) where.push(eq(verifierAccreditations.regime, f.regime));
  if (f.verifierId) where.push(eq(verifierAccreditations.verifierId, f.verifierId));
  if (f.validOn)
    where.push(
      isNull(verifierAccreditations.endedAt),
      sql`${verifierAccreditations.validFrom} <= ${f.validOn}::date`,
      sql`(${verifierAccreditations.validTo} is null or ${verifierAccreditations.validTo} >= ${f.validOn}::date)`,
    );
  return db
    .select(accreditationColumns)
    .from(verifierAccreditations)
    .innerJoin(verifier, eq(verifier.id, verifierAccreditations.verifierId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(sql`${verifierAccreditations.recordedAt} desc`, sql`${verifierAccreditations.id} desc`);
}

/** One verifier's accreditations as the domain rule reads them. */
export async function accreditationsOf(db: Db, verifierId: number): Promise<Accreditation[]> {
  const rows = await db
    .select({
      verifierId: verifierAccreditations.verifierId,
      regime: verifierAccreditations.regime,
      validFrom: verifierAccreditations.validFrom,
      validTo: verifierAccreditations.validTo,
      endedAt: verifierAccreditations.endedAt,
    })
    .from(verifierAccreditations)
    .where(eq(verifierAccreditations.verifierId, verifierId));
  return rows.map((r) => ({ ...r, regime: r.regime as Regime, endedAt: r.endedAt?.toISOString() ?? null }));
}

/** A user's role codes (the domain asks whether it is a verifier); undefined when no such user. */
export async function userWithRoles(db: Db, id: number) {
  const [u] = await db
    .select({
      id: users.id,
      status: users.status,
      username: users.username,
      nameZh: users.nameZh,
      nameEn: users.nameEn,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!u) return undefined;
  const rs = await db
    .select({ code: roles.code })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, id));
  return { id: u.id, enabled: u.status === 1, roleCodes: rs.map((r) => r.code), user: u };
}

/** Enabled users holding `roleCode`, by name (the accreditation form's choices). */
export async function listVerifiers(db: Db, roleCode: string) {
  return db
    .selectDistinct({
      id: users.id,
      username: users.username,
      nameZh: users.nameZh,
      nameEn: users.nameEn,
      organisation: users.organisation,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.code, roleCode), eq(users.status, 1)))
    .orderBy(asc(users.username));
}

export async function insertAccreditation(
  db: Db,
  a: {
    verifierId: number;
    regime: Regime;
    body: string;
    number: string;
    validFrom: string;
    validTo: string | null;
    recordedBy: number;
    at: Date;
  },
): Promise<number> {
  const { at, ...values } = a;
  const [row] = await db
    .insert(verifierAccreditations)
    .values({ ...values, recordedAt: at })
    .returning({ id: verifierAccreditations.id });
  return row!.id;
}

/** Ends a standing accreditation; false when none with this id and version stands. */
export async function endAccreditation(db: Db, id: number, version: number, by: number, at: Date) {
  const rows = await db
    .update(verifierAccreditations)
    .set({ endedAt: at, endedBy: by, version: sql`${verifierAccreditations.version} + 1` })
    .where(
      and(
        eq(verifierAccreditations.id, id),
        eq(verifierAccreditations.version, version),
        isNull(verifierAccreditations.endedAt),
      ),
    )
    .returning({ id: verifierAccreditations.id });
  return rows.length > 0;
}

export async function findAccreditation(db: Db, id: number) {
  const [row] = await db.select().from(verifierAccreditations).where(eq(verifierAccreditations.id, id));
  return row;
}

/**
 * The current appointments on the ships the user sees (one per ship and regime), by ship name and
 * regime; `verifierId` narrows to one verifier's.
 */
export async function listAppointments(db: Db, user: ShipScopeUser, f: { shipId?: number; regime?: Regime }) {
  const where: SQL[] = [isNull(verifierAppointments.endedAt), shipScope(user)];
  if (f.shipId) where.push(eq(verifierAppointments.shipId, f.shipId));
  if (f.regime) where.push(eq(verifierAppointments.regime, f.regime));
  return db
    .select({
      id: verifierAppointments.id,
      shipId: verifierAppointments.shipId,
      shipNameEn: ships.nameEn,
      shipNameZh: ships.nameZh,
      imo: ships.imo,
      regime: verifierAppointments.regime,
      verifierId: verifierAppointments.verifierId,
      verifierName: verifier.username,
      verifierNameZh: verifier.nameZh,
      verifierNameEn: verifier.nameEn,
      organisation: verifier.organisation,
      appointedAt: verifierAppointments.appointedAt,
    })
    .from(verifierAppointments)
    .innerJoin(ships, eq(ships.id, verifierAppointments.shipId))
    .innerJoin(verifier, eq(verifier.id, verifierAppointments.verifierId))
    .where(and(...where))
    .orderBy(asc(ships.nameEn), asc(verifierAppointments.regime));
}

/**
 * Appoints `verifierId` for the ship and regime: ends the current appointment (if another verifier
 * holds it) and inserts the new one, in one transaction; the partial unique index keeps one current
 * row per ship and regime even when two companies' users race. Appointing the verifier already
 * appointed changes nothing.
 */
export async function appoint(
  db: Db,
  a: { shipId: number; regime: Regime; verifierId: number; by: number; at: Date },
): Promise<{ id: number; changed: boolean }> {
  return db.transaction(async (tx) => {
    const current = and(
      eq(verifierAppointments.shipId, a.shipId),
      eq(verifierAppointments.regime, a.regime),
      isNull(verifierAppointments.endedAt),
    );
    const [now] = await tx.select().from(verifierAppointments).where(current).for('update');
    if (now?.verifierId === a.verifierId) return { id: now.id, changed: false };
    if (now)
      await tx
        .update(verifierAppointments)
        .set({ endedAt: a.at, endedBy: a.by })
        .where(eq(verifierAppointments.id, now.id));
    const [row] = await tx
      .insert(verifierAppointments)
      .values({
        shipId: a.shipId,
        regime: a.regime,
        verifierId: a.verifierId,
        appointedBy: a.by,
        appointedAt: a.at,
      })
      .returning({ id: verifierAppointments.id });
    return { id: row!.id, changed: true };
  });
}

/** New current appointments in one statement (the demo seed, on pairs that have none yet). */
export async function insertAppointments(
  db: Db,
  rows: Array<{ shipId: number; regime: Regime; verifierId: number; appointedBy: number; appointedAt: Date }>,
) {
  if (rows.length) await db.insert(verifierAppointments).values(rows);
}
