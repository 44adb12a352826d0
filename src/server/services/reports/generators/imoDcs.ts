import { dcsCandidates, dcsReport } from '../../../../domain/imoDcs/index.js';
import type { CandidatePeriod, GeneratedReport } from '../../../../domain/reports/types.js';
import { AppError } from '../../../http/errors.js';
import { companyNames } from '../../../repositories/companies.js';
import { flagDocLog, reportShip, snapshotTimes } from '../../../repositories/reports/ledgerForReports.js';
import { dcsExports } from '../exports/imoDcs.js';
import type { ReportGenerator } from '../generator.js';
import { periodFingerprint, readDcsInput, withPeriodFingerprint } from './readInputs.js';

/**
 * IMO DCS (MARPOL Annex VI reg. 27, Appendix IX; docs/reports-dcs-cmsa.md): candidate periods of a
 * ship-year split at every flag and DOC change, figures by the ledger's period rule, exports in the
 * standard format (zh/en), the BDN and collected-data summaries, the GISIS XML and the Liberia XML.
 */
export const imoDcsGenerator: ReportGenerator = {
  regime: 'imoDcs',

  async candidates(db, shipId, year): Promise<CandidatePeriod[]> {
    const [info, log, times] = await Promise.all([
      reportShip(db, shipId),
      flagDocLog(db, shipId),
      snapshotTimes(db, shipId, new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1))),
    ]);
    const list = dcsCandidates(
      year,
      log,
      { flag: info.ship.flagCode, companyId: info.ship.docCompanyId },
      times,
    );
    const names = await companyNames(db, [
      ...new Set(list.flatMap((c) => (c.companyId ? [c.companyId] : []))),
    ]);
    return list.map(({ companyId, ...c }) => ({
      ...c,
      reasons: [...c.reasons],
      splitBy: [...c.splitBy],
      ...(companyId ? { companyId, companyName: names.get(companyId)?.en } : {}),
    }));
  },

  async generate(db, shipId, period): Promise<GeneratedReport> {
    const input = await readDcsInput(db, shipId, period);
    const r = dcsReport(input);
    if (!r.ok) {
      const at = new Date(r.at).toISOString();
      throw new AppError(409, 'report.missing_snapshot', `No ROB snapshot at the ${r.missing} bound ${at}.`, {
        [r.missing]: at,
      });
    }
    return withPeriodFingerprint(db, shipId, period, r);
  },

  fingerprint: periodFingerprint,

  exports: dcsExports,
};
