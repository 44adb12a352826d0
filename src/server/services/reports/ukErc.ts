import type { Lang } from '../../../domain/api.js';
import type { UkErcClaimDto, UkErcInput } from '../../../domain/schemas/ukErc.js';
import type { Db } from '../../db/client.js';
import { AppError, conflict, notFound } from '../../http/errors.js';
import { ukMrvMessage } from '../../i18n/ukMrvMessages.js';
import { aerShips } from '../../repositories/reports/ukCompanyAer.js';
import type { NewFile } from '../../repositories/files.js';
import {
  deleteUkErcClaim,
  findUkErcClaim,
  insertUkErcClaim,
  setUkErcEvidence,
  ukErcClaimsOf,
  ukErcEvidenceFileId,
  updateUkErcClaim,
} from '../../repositories/ukErcClaims.js';
import { findFile } from '../../repositories/files.js';
import type { AuthUser } from '../../types.js';
import { ukAerShipPeriod } from '../../../domain/ukMrv/index.js';
import { requireAerCompany } from './ukCompanyAer.js';

/**
 * UK emissions reduction claims (docs/reports-uk-and-cross-regime.md §3.2): a claim belongs to a
 * company's AER of a year and to one of that AER's ships. The caller must see the company (its
 * tree) and the ship (its scope); a claim of another company is not found.
 */
export interface ErcCaller {
  user: AuthUser;
  lang: Lang;
  at: Date;
}

/** The ship must be one the company held in the year and the caller may see. */
async function requireAerShip(db: Db, c: ErcCaller, input: UkErcInput) {
  await requireAerCompany(db, c.user, input.companyId);
  const ships = await aerShips(db, c.user, input.companyId, input.year);
  const ship = ships.find((s) => s.id === input.shipId);
  if (!ship || !ukAerShipPeriod(input.year, input.companyId, ship.docCompanyId, ship.docChanges))
    throw new AppError(400, 'validation_failed', undefined, {
      shipId: ukMrvMessage('ukMrv.erc_ship_not_in_aer', c.lang),
    });
}

/** A stored claim the caller may reach (its company in the caller's tree), else 404. */
async function requireClaim(db: Db, c: ErcCaller, id: number): Promise<UkErcClaimDto> {
  const claim = await findUkErcClaim(db, id);
  if (!claim) throw notFound();
  await requireAerCompany(db, c.user, claim.companyId);
  const ships = await aerShips(db, c.user, claim.companyId, claim.year);
  if (!ships.some((s) => s.id === claim.shipId)) throw notFound();
  return claim;
}

export async function listUkErcClaims(db: Db, c: ErcCaller, companyId: number, year: number) {
  await requireAerCompany(db, c.user, companyId);
  const visible = new Set((await aerShips(db, c.user, companyId, year)).map((s) => s.id));
  return (await ukErcClaimsOf(db, companyId, year)).filter((x) => visible.has(x.shipId));
}

export async function createUkErcClaim(db: Db, c: ErcCaller, input: UkErcInput) {
  await requireAerShip(db, c, input);
  const id = await insertUkErcClaim(db, input, c.user.userId, c.at);
  return (await findUkErcClaim(db, id))!;
}

export async function changeUkErcClaim(db: Db, c: ErcCaller, id: number, input: UkErcInput, version: number) {
  await requireClaim(db, c, id);
  await requireAerShip(db, c, input);
  if (!(await updateUkErcClaim(db, id, input, version, c.at))) throw conflict();
  return (await findUkErcClaim(db, id))!;
}

export async function removeUkErcClaim(db: Db, c: ErcCaller, id: number) {
  await requireClaim(db, c, id);
  await deleteUkErcClaim(db, id);
}

export async function attachUkErcEvidence(db: Db, c: ErcCaller, id: number, file: NewFile) {
  await requireClaim(db, c, id);
  await setUkErcEvidence(db, id, file, (await ukErcEvidenceFileId(db, id)) ?? null, c.at);
  return (await findUkErcClaim(db, id))!;
}

export async function ukErcEvidence(db: Db, c: ErcCaller, id: number) {
  await requireClaim(db, c, id);
  const fileId = await ukErcEvidenceFileId(db, id);
  const file = fileId ? await findFile(db, fileId) : undefined;
  if (!file) throw notFound();
  return { name: file.name, mime: file.mime, data: Buffer.from(file.data) };
}
