import type { Lang } from '../../../domain/api.js';
import { mayRead } from '../../../domain/reports/buttons.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { findReport, type ReportRow } from '../../repositories/reports/store.js';
import type { ShipScopeUser } from '../../scope/ships.js';
import type { AuthUser } from '../../types.js';

/**
 * The report services' caller and actor, and the report lookup that answers 404 for anything
 * outside the caller's scope or readable regimes (the button rules are in domain/reports/buttons).
 */

export interface Caller {
  user: AuthUser;
  lang: Lang;
  at: Date;
}

export type Actor = { userId: number; roleCode: string };
export const actorOf = (u: AuthUser): Actor => ({ userId: u.userId, roleCode: u.roleCode });

/** A report inside the caller's scope and readable regimes; 404 otherwise (reveals nothing). */
export async function requireReport(db: Db, c: Caller, id: number): Promise<ReportRow> {
  const row = await findReport(db, c.user as ShipScopeUser, id);
  if (!row || !mayRead(c.user, row.regime)) throw notFound();
  return row;
}
