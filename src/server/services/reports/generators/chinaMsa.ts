import { cmsaMonthlyParts, cmsaReport } from '../../../../domain/chinaMsa/index.js';
import { dcsCandidates } from '../../../../domain/imoDcs/index.js';
import type { CandidatePeriod, GeneratedReport } from '../../../../domain/reports/types.js';
import { companyNames } from '../../../repositories/companies.js';
import {
  flagDocLog,
  imoLegsOverlapping,
  reportShip,
} from '../../../repositories/reports/ledgerForReports.js';
import { cmsaExports } from '../exports/chinaMsa.js';
import type { ReportGenerator } from '../generator.js';
import { periodFingerprint, readCmsaInput, withPeriodFingerprint } from './readInputs.js';

const iso = (t: number) => new Date(t).toISOString();

/**
 * China MSA energy-consumption data report, 2022 format (docs/regulatory-sources.md §8; docs/reports-dcs-cmsa.md):
 * the annual report of a ship-year (split at flag/owner changes, the form's change boxes) and one
 * voyage report per IMO leg arriving in the year. Figures sum the voyages, so no ROB snapshot is
 * needed at the bounds.
 */
export const chinaMsaGenerator: ReportGenerator = {
  regime: 'chinaMsa',

  async candidates(db, shipId, year): Promise<CandidatePeriod[]> {
    const y0 = Date.UTC(year, 0, 1);
    const y1 = Date.UTC(year + 1, 0, 1);
    const [info, log, legs] = await Promise.all([
      reportShip(db, shipId),
      flagDocLog(db, shipId),
      imoLegsOverlapping(db, shipId, new Date(y0), new Date(y1)),
    ]);
    // The bounds need no snapshot here: the parts are generatable by construction.
    const parts = dcsCandidates(year, log, { flag: info.ship.flagCode, companyId: info.ship.docCompanyId }, [
      y0,
      y1,
      ...log.map((c) => c.at),
    ]);
    const names = await companyNames(db, [
      ...new Set(parts.flatMap((c) => (c.companyId ? [c.companyId] : []))),
    ]);
    const annual: CandidatePeriod[] = parts.map(({ companyId, ...c }) => ({
      ...c,
      status: 'generatable',
      reasons: [],
      splitBy: [...c.splitBy],
      ...(companyId ? { companyId, companyName: names.get(companyId)?.en } : {}),
    }));
    const voyages: CandidatePeriod[] = legs
      .filter((l) => l.arrival > y0 && l.arrival <= y1)
      .map((l) => ({
        start: iso(l.departure),
        end: iso(l.arrival),
        year,
        status: 'generatable',
        reasons: [],
        splitBy: [],
      }));
    // Monthly periods (docs/regulatory-sources.md §8.1): the months of the annual parts; a voyage candidate
    // with the same bounds as a month is the same period, so it is proposed once.
    const taken = new Set(voyages.map((v) => `${v.start}|${v.end}`));
    const monthly = cmsaMonthlyParts(annual, log).filter((m) => !taken.has(`${m.start}|${m.end}`));
    return [...annual, ...monthly, ...voyages];
  },

  async generate(db, shipId, period): Promise<GeneratedReport> {
    const input = await readCmsaInput(db, shipId, period);
    const r = cmsaReport(input);
    return withPeriodFingerprint(db, shipId, period, r);
  },

  fingerprint: periodFingerprint,

  exports: cmsaExports,
};
