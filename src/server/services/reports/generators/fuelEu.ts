import { holderAt } from '../../../../domain/imoDcs/index.js';
import { fuelEuCandidates, fuelEuReport } from '../../../../domain/fuelEu/index.js';
import type { CandidatePeriod, GeneratedReport, ReportPeriod } from '../../../../domain/reports/types.js';
import type { Db } from '../../../db/client.js';
import {
  carryOver,
  euLegsOverlapping,
  euLegTimes,
  opsOfStays,
  shipEngines,
} from '../../../repositories/reports/fuelEuLedger.js';
import { companyNames } from '../../../repositories/companies.js';
import { ledgerFingerprint } from '../../../repositories/reports/ledgerForReports.js';
import { fuelEuExports, type FuelEuStoredFigures } from '../exports/fuelEu.js';
import type { ReportGenerator } from '../generator.js';
import { periodMs } from './readInputs.js';
import { keyOf, logOf, shared, shipOf } from './sharedReads.js';

/**
 * The FuelEU figures of a ship and period read through the repositories (docs/reports-fueleu.md
 * §4). Also used by the pool and flexibility service for a ship-year without a report yet.
 */
export async function fuelEuFiguresOf(
  db: Db,
  shipId: number,
  period: ReportPeriod,
): Promise<{ figures: FuelEuStoredFigures; totals: GeneratedReport['totals'] }> {
  const { start, end } = periodMs(period);
  const from = new Date(start);
  const to = new Date(end);
  const year = from.getUTCFullYear();
  const [info, legs, ops, engines, previous] = await Promise.all([
    shipOf(db, shipId),
    euLegsOverlapping(db, shipId, from, to),
    opsOfStays(db, shipId, from, to),
    shipEngines(db, shipId),
    carryOver(db, shipId, year),
  ]);
  const r = fuelEuReport({ year, start, end, legs, ops, engines, previous });
  return {
    figures: {
      ...r.figures,
      ship: { imo: info.ship.imo, nameEn: info.ship.nameEn, nameZh: info.ship.nameZh },
    },
    totals: r.totals,
  };
}

/** The calendar year as a period (FuelEU's reporting period, Art. 3). */
export const fuelEuYear = (year: number): ReportPeriod => ({
  start: new Date(Date.UTC(year, 0, 1)).toISOString(),
  end: new Date(Date.UTC(year + 1, 0, 1)).toISOString(),
});

/**
 * FuelEU Maritime (Regulation (EU) 2023/1805; docs/reports-fueleu.md): candidate periods of a
 * ship-year split at DOC-company changes (partial reports), figures from the EU voyages of the
 * ledger, exports xlsx in zh and en.
 */
export const fuelEuGenerator: ReportGenerator = {
  regime: 'fuelEu',

  async candidates(db, shipId, year): Promise<CandidatePeriod[]> {
    const y = fuelEuYear(year);
    const [info, log, legs] = await Promise.all([
      shipOf(db, shipId),
      logOf(db, shipId),
      euLegTimes(db, shipId, new Date(y.start), new Date(y.end)),
    ]);
    const current = { flag: info.ship.flagCode, companyId: info.ship.docCompanyId };
    const list = fuelEuCandidates(year, log, current, legs);
    const names = await companyNames(db, [
      ...new Set(list.flatMap((c) => (c.companyId ? [c.companyId] : []))),
    ]);
    return list.map((c) => ({
      ...c,
      flag: c.flag ?? holderAt(log, Date.parse(c.start), current).flag,
      ...(c.companyId ? { companyName: names.get(c.companyId)?.en } : {}),
    }));
  },

  async generate(db, shipId, period): Promise<GeneratedReport> {
    const { figures, totals } = await fuelEuFiguresOf(db, shipId, period);
    return {
      figures,
      totals,
      paramVersion: figures.paramVersion,
      fingerprint: await this.fingerprint(db, shipId, period),
    };
  },

  fingerprint(db, shipId, period) {
    const { start, end } = periodMs(period);
    return shared(db, keyOf('ledgerFingerprint', shipId, period), () =>
      ledgerFingerprint(db, shipId, new Date(start), new Date(end)),
    );
  },

  exports: fuelEuExports,
};
