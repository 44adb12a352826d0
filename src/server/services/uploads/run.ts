import type { FastifyRequest } from 'fastify';
import {
  type UploadCheckResult,
  type UploadCounts,
  type UploadDiff,
  type UploadKind,
  type UploadMeta,
  type UploadWriteResult,
} from '../../../domain/schemas/uploads.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { langOf } from '../../i18n/messages.js';
import { msgFor } from '../../i18n/lookup.js';
import { can } from '../../plugins/auth.js';
import { acceptedDuplicate, insertUpload } from '../../repositories/uploads.js';
import { principalOf } from '../../scope/principal.js';
import { requireShip } from '../../scope/ships.js';
import { asRefusal, type UploadRefused } from './refusal.js';
import { runShipsUpload } from './ships.js';
import { runVoyageUpload, voyageCounts, type VoyageRun } from './voyage.js';

/**
 * The two upload calls (docs/api-uploads.md): `check` runs the write dry and answers what it would
 * do; `write` runs it for real in one transaction with the history row, or records the refusal.
 */

/** The permissions each kind needs (all of them). */
export const KIND_PERMS: Record<UploadKind, readonly string[]> = {
  voyage: ['energy:voyage:edit'],
  snapshots: ['energy:voyage:edit'],
  ships: ['ship:list:add', 'ship:list:edit'],
};

/** The permission that shows a kind's history. */
export const HISTORY_PERMS: Record<UploadKind, string> = {
  voyage: 'energy:voyage:list',
  snapshots: 'energy:voyage:list',
  ships: 'ship:list:list',
};

const ZERO: UploadDiff = { new: 0, changed: 0, unchanged: 0 };

/** The caller may upload this kind, and the ship (voyage, snapshots) is one they may see (else 404). */
async function authorise(db: Db, req: FastifyRequest, meta: UploadMeta): Promise<number | null> {
  const user = req.user!;
  if (!KIND_PERMS[meta.kind].every((p) => can(user, p))) throw new AppError(403, 'forbidden');
  if (meta.kind === 'ships') return null;
  if (meta.shipId === undefined)
    throw new AppError(400, 'validation_failed', undefined, {
      shipId: msgFor(req, 'upload.ship_required')!,
    });
  return (await requireShip(db, user, meta.shipId)).id;
}

function countsOf(meta: UploadMeta): UploadCounts {
  if (meta.kind !== 'ships') return voyageCounts(meta.payload);
  const rows = (meta.payload as { ships?: unknown } | null)?.ships;
  return { records: 0, episodes: 0, snapshots: 0, ships: Array.isArray(rows) ? rows.length : 0, voyages: 0 };
}

async function run(
  db: Db,
  req: FastifyRequest,
  meta: UploadMeta,
  shipId: number | null,
  now: Date,
  dryRun: boolean,
): Promise<VoyageRun> {
  if (meta.kind === 'ships')
    return { ...(await runShipsUpload(db, req, meta.payload, now, dryRun)), legsPreview: [] };
  return runVoyageUpload(db, principalOf(req), meta.kind, shipId!, meta.payload, langOf(req), now, dryRun);
}

const duplicateKey = (req: FastifyRequest, meta: UploadMeta, shipId: number | null) => ({
  kind: meta.kind,
  shipId,
  companyId: req.user!.companyId,
  sha256: meta.sha256,
});

/** `POST /api/uploads/check`: nothing is written; the errors are in the answer, not a 4xx. */
export async function checkUpload(
  db: Db,
  req: FastifyRequest,
  meta: UploadMeta,
  now: Date,
): Promise<UploadCheckResult> {
  const shipId = await authorise(db, req, meta);
  const counts = countsOf(meta);
  const duplicateOf = await acceptedDuplicate(db, duplicateKey(req, meta, shipId));
  try {
    const { diff, legsPreview } = await run(db, req, meta, shipId, now, true);
    return { counts, diff, legsPreview, duplicateOf, issues: [] };
  } catch (err) {
    const refusal = asRefusal(err, langOf(req));
    if (!refusal) throw err;
    return { counts, diff: ZERO, legsPreview: [], duplicateOf, issues: refusal.issues };
  }
}

export type WriteOutcome =
  | { accepted: true; result: UploadWriteResult }
  | { accepted: false; uploadId: number; refusal: UploadRefused };

/**
 * `POST /api/uploads`: the data and its history row in one transaction (a savepoint of the
 * request's); a refusal rolls that back and is then recorded on its own.
 */
export async function writeUpload(
  db: Db,
  req: FastifyRequest,
  meta: UploadMeta,
  now: Date,
): Promise<WriteOutcome> {
  const shipId = await authorise(db, req, meta);
  const counts = countsOf(meta);
  const user = req.user!;
  const row = {
    userId: user.userId,
    userName: user.name || user.username,
    companyId: user.companyId,
    kind: meta.kind,
    shipId,
    fileName: meta.fileName,
    sha256: meta.sha256,
    counts,
    now,
  };
  try {
    return await db.transaction(async (tx) => {
      const { diff } = await run(tx, req, meta, shipId, now, false);
      const uploadId = await insertUpload(tx, { ...row, diff, result: 'accepted', issueCount: 0 });
      return { accepted: true as const, result: { uploadId, fileName: meta.fileName, counts, diff } };
    });
  } catch (err) {
    const refusal = asRefusal(err, langOf(req));
    if (!refusal) throw err;
    const uploadId = await insertUpload(db, {
      ...row,
      diff: null,
      result: 'refused',
      issueCount: refusal.issues.length,
    });
    return { accepted: false, uploadId, refusal };
  }
}
