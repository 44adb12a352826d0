import { euMrvTotals } from '../../../../domain/euMrv/index.js';
import type { GeneratedReport } from '../../../../domain/reports/types.js';
import { euEtsExports } from '../exports/euMrv.js';
import type { ReportGenerator } from '../generator.js';
import { euMrvGenerator } from './euMrv.js';
import { readEuFigures } from './euInputs.js';

// The ETS lines of the EU figures: what is subject to surrender and the allowances (Art. 3gb, 12).
const ETS_KEYS = new Set(['reports.euMrv.etsSubject', 'reports.euMrv.surrender']);

/**
 * EU ETS per ship-year (Directive 2003/87/EC Art. 3ga–3gb, 12): the same EU figures (one
 * computation), reported with the ETS lines only, so the ETS report has its own lifecycle.
 */
export const euEtsGenerator: ReportGenerator = {
  regime: 'euEts',
  candidates: euMrvGenerator.candidates,
  async generate(db, shipId, period): Promise<GeneratedReport> {
    const figures = await readEuFigures(db, shipId, period);
    return {
      figures,
      totals: euMrvTotals(figures).filter((x) => ETS_KEYS.has(x.key)),
      paramVersion: figures.paramVersion,
      fingerprint: await this.fingerprint(db, shipId, period),
    };
  },
  fingerprint: (db, shipId, period) => euMrvGenerator.fingerprint(db, shipId, period),
  exports: euEtsExports,
};
