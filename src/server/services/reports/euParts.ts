import { sourcesOfEquipment, type EuPartsBody, type EuPartsDto } from '../../../domain/schemas/euParts.js';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { reportError } from '../../i18n/reportMessages.js';
import { shipUnits } from '../../repositories/equipment.js';
import { euPartsOf, saveEuParts } from '../../repositories/euParts.js';
import { euPartsDto } from './euPartsDto.js';
import { mayPress } from '../../../domain/reports/buttons.js';
import { requireReport, type Caller } from './permissions.js';

/**
 * Parts B and C of an EU MRV report (docs/reports-eu.md §3.1): read by anyone who may read the
 * report, saved only on a draft (409 `report.not_draft` otherwise, checked before the role) by a
 * user holding the EU page's generate button (403). Another regime's report has no such parts (404).
 */

async function requireEuMrv(db: Db, c: Caller, id: number) {
  const row = await requireReport(db, c, id);
  if (row.regime !== 'euMrv') throw notFound();
  return row;
}

export async function euPartsOfReport(db: Db, c: Caller, id: number): Promise<EuPartsDto> {
  const report = await requireEuMrv(db, c, id);
  const row = await euPartsOf(db, id);
  // Never saved: the ship's equipment suggests the Part C rows (the user still sets methods and %).
  const suggested = row ? [] : sourcesOfEquipment((await shipUnits(db, report.shipId)).map((u) => u.kind));
  return euPartsDto(id, row, suggested);
}

export async function saveEuPartsOfReport(
  db: Db,
  c: Caller,
  id: number,
  body: EuPartsBody,
): Promise<EuPartsDto> {
  const row = await requireEuMrv(db, c, id);
  if (row.status !== 'draft') throw reportError(409, 'report.not_draft', c.lang);
  if (!mayPress(c.user, 'euMrv', 'saveCorrections')) throw forbidden();
  const saved = await saveEuParts(
    db,
    id,
    { verifier: body.verifier, sources: body.sources },
    body.version ?? null,
    c.user.userId,
    c.at,
  );
  if (!saved) throw conflict();
  return euPartsDto(id, saved);
}
