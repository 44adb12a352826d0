import type { Lang } from '../../../domain/api.js';
import { REGIME_PAGE } from '../../../domain/reports/types.js';
import type { Db } from '../../db/client.js';
import { forbidden } from '../../http/errors.js';
import { reportError } from '../../i18n/reportMessages.js';
import { attachmentsOf } from '../../repositories/reportAttachments.js';
import { euPartsOf } from '../../repositories/euParts.js';
import type { ReportRow } from '../../repositories/reports/store.js';
import { euPartsDto } from './euPartsDto.js';
import type { StoredReport } from './generator.js';
import { generatorOf } from './generation.js';
import { requireReport, type Caller } from './permissions.js';
import { periodOf } from './reportState.js';

/** The frozen report as an export reads it. */
export function storedReport(row: ReportRow): StoredReport {
  return {
    id: row.id,
    regime: row.regime,
    shipId: row.shipId,
    period: periodOf(row),
    year: row.year,
    status: row.status,
    reportVersion: row.reportVersion,
    figures: row.figures,
    totals: row.totals,
    corrections: row.corrections,
    paramVersion: row.paramVersion,
    fingerprint: row.fingerprint,
    referenceCode: row.referenceCode,
  };
}

export async function exportReport(db: Db, c: Caller, id: number, format: string, lang: Lang) {
  const row = await requireReport(db, c, id);
  if (!c.user.isAdmin && !c.user.perms.has(`${REGIME_PAGE[row.regime]}:export`)) throw forbidden();
  const run = generatorOf(row.regime, c.lang).exports[format];
  if (!run) throw reportError(404, 'report.export_unknown', c.lang, { format });
  const euParts = row.regime === 'euMrv' ? euPartsDto(row.id, await euPartsOf(db, row.id)) : undefined;
  return run({ ...storedReport(row), attachments: await attachmentsOf(db, row.id), euParts }, lang);
}
