import { exportFormatMismatches } from '../../../domain/reports/regimes.js';
import type { Regime } from '../../../domain/reports/types.js';
import type { ReportGenerator } from './generator.js';
import { chinaMsaGenerator } from './generators/chinaMsa.js';
import { euEtsGenerator } from './generators/euEts.js';
import { euMrvGenerator } from './generators/euMrv.js';
import { fuelEuGenerator } from './generators/fuelEu.js';
import { imoDcsGenerator } from './generators/imoDcs.js';
import { ukMrvGenerator } from './generators/ukMrv.js';

/**
 * Regime → generator (docs/reports.md §4). The lifecycle, storage and API serve every regime; a
 * regime without a generator here is listed by the hub but answers 409
 * `report.regime_not_supported` to generation. Each generator is `generators/<regime>.ts`.
 */
export const REPORT_GENERATORS: Partial<Record<Regime, ReportGenerator>> = {
  imoDcs: imoDcsGenerator,
  chinaMsa: chinaMsaGenerator,
  ukMrv: ukMrvGenerator,
  euMrv: euMrvGenerator,
  euEts: euEtsGenerator,
  fuelEu: fuelEuGenerator,
};

// The client draws each regime's export buttons from the regime table: a generator that exports
// other files than the table says is a wiring mistake, caught when the server starts.
const mismatched = exportFormatMismatches((r) => {
  const g = REPORT_GENERATORS[r];
  return g && Object.keys(g.exports);
});
if (mismatched.length)
  throw new Error(`report exports differ from the regime table: ${mismatched.join(', ')}`);

export type GeneratorRegistry = Partial<Record<Regime, ReportGenerator>>;
