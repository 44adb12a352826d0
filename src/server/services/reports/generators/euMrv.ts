import { euMrvTotals } from '../../../../domain/euMrv/index.js';
import type { GeneratedReport } from '../../../../domain/reports/types.js';
import { euFingerprint } from '../../../repositories/reports/euForReports.js';
import { euMrvExports } from '../exports/euMrv.js';
import type { ReportGenerator } from '../generator.js';
import { euCandidates, readEuFigures } from './euInputs.js';
import { periodMs } from './readInputs.js';
import { keyOf, shared } from './sharedReads.js';

/**
 * EU MRV ship emissions report (Reg. 2015/757 as amended; docs/reports-eu.md): the year, split at
 * a change of company (partial report); figures from the ledger's EU voyages through the one
 * engine; xlsx zh/en with the per-voyage list and its reasons.
 */
export const euMrvGenerator: ReportGenerator = {
  regime: 'euMrv',
  candidates: euCandidates,
  async generate(db, shipId, period): Promise<GeneratedReport> {
    const figures = await readEuFigures(db, shipId, period);
    return {
      figures,
      totals: euMrvTotals(figures),
      paramVersion: figures.paramVersion,
      fingerprint: await this.fingerprint(db, shipId, period),
    };
  },
  fingerprint(db, shipId, period) {
    const { start, end } = periodMs(period);
    return shared(db, keyOf('euFingerprint', shipId, period), () =>
      euFingerprint(db, shipId, new Date(start), new Date(end)),
    );
  },
  exports: euMrvExports,
};
