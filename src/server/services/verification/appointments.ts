import type { Regime } from '../../../domain/reports/types.js';
import { appointmentProblem, VERIFIER_ROLE } from '../../../domain/verification/appointments.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { verificationError } from '../../i18n/verificationMessages.js';
import {
  accreditationsOf,
  appoint,
  endAccreditation,
  findAccreditation,
  insertAccreditation,
  listAccreditations,
  listAppointments,
  listVerifiers,
  userWithRoles,
} from '../../repositories/verification/appointments.js';
import { requireShip, type ShipScopeUser } from '../../scope/ships.js';
import type { Caller } from '../reports/permissions.js';

/**
 * Accreditations (recorded by an administrator) and appointments (made by a company for the ships
 * in its scope), docs/verification.md §10. Only a class-society user with an accreditation for the
 * regime valid on the day can be appointed (domain/verification/appointments.ts); the refusal is
 * 422 with the reason in the caller's language.
 */

const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const nameOf = (u: { username: string; nameZh: string; nameEn: string }, lang: 'zh' | 'en') =>
  (lang === 'zh' ? u.nameZh || u.nameEn : u.nameEn || u.nameZh) || u.username;

const page = <T>(rows: T[], p: { page: number; size: number }) => ({
  items: rows.slice((p.page - 1) * p.size, p.page * p.size),
  total: rows.length,
  page: p.page,
  size: p.size,
});

export async function accreditationList(
  db: Db,
  c: Caller,
  q: { regime?: Regime; verifierId?: number; current?: 'true' | 'false'; page: number; size: number },
) {
  const rows = await listAccreditations(db, {
    regime: q.regime,
    verifierId: q.verifierId,
    validOn: q.current === 'true' ? dayOf(c.at) : undefined,
  });
  return page(
    rows.map((r) => ({
      ...r,
      recordedAt: r.recordedAt.toISOString(),
      endedAt: r.endedAt?.toISOString() ?? null,
    })),
    q,
  );
}

/** The class-society users an administrator may record an accreditation for. */
export const verifierList = (db: Db) => listVerifiers(db, VERIFIER_ROLE);

async function requireVerifierUser(db: Db, c: Caller, id: number) {
  const u = await userWithRoles(db, id);
  if (!u || !u.enabled || !u.roleCodes.includes(VERIFIER_ROLE))
    throw verificationError(422, 'verification.not_verifier', c.lang);
  return u;
}

export async function recordAccreditation(
  db: Db,
  c: Caller,
  a: {
    verifierId: number;
    regime: Regime;
    body: string;
    number: string;
    validFrom: string;
    validTo?: string | null;
  },
) {
  await requireVerifierUser(db, c, a.verifierId);
  return insertAccreditation(db, {
    ...a,
    validTo: a.validTo ?? null,
    recordedBy: c.user.userId,
    at: c.at,
  });
}

/** Ends an accreditation; appointments made under it stand (the appointment was valid when made). */
export async function endAccreditationById(db: Db, c: Caller, id: number) {
  const row = await findAccreditation(db, id);
  if (!row) throw notFound();
  if (row.endedAt || !(await endAccreditation(db, id, row.version, c.user.userId, c.at)))
    throw verificationError(409, 'verification.accreditation_ended', c.lang);
}

export async function appointmentList(
  db: Db,
  c: Caller,
  q: { shipId?: number; regime?: Regime; page: number; size: number },
) {
  const rows = await listAppointments(db, c.user as ShipScopeUser, q);
  return page(
    rows.map((r) => ({ ...r, appointedAt: r.appointedAt.toISOString() })),
    q,
  );
}

/**
 * Appoints (or changes) the verifier of a ship in the caller's scope for a regime: 404 for a ship
 * outside it, 422 for a user who is not a verifier or holds no accreditation for the regime valid
 * today.
 */
export async function appointVerifier(
  db: Db,
  c: Caller,
  a: { shipId: number; regime: Regime; verifierId: number },
) {
  await requireShip(db, c.user as ShipScopeUser, a.shipId);
  const u = await userWithRoles(db, a.verifierId);
  const day = dayOf(c.at);
  const problem = u?.enabled
    ? appointmentProblem(u, await accreditationsOf(db, u.id), a.regime, day)
    : 'notVerifier';
  if (problem === 'notVerifier') throw verificationError(422, 'verification.not_verifier', c.lang);
  if (problem === 'notAccredited')
    throw verificationError(422, 'verification.not_accredited', c.lang, {
      verifier: nameOf(u!.user, c.lang),
      day,
    });
  return appoint(db, { ...a, by: c.user.userId, at: c.at });
}
