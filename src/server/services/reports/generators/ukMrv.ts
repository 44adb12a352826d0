import type { CandidatePeriod, GeneratedReport } from '../../../../domain/reports/types.js';
import { ukCandidates, ukReport, type UkLeg } from '../../../../domain/ukMrv/index.js';
import { ledgerFingerprint, reportShip } from '../../../repositories/reports/ledgerForReports.js';
import { portDetails, portOfCallLegs } from '../../../repositories/reports/portOfCallLegs.js';
import { ukExports, type UkStoredFigures } from '../exports/ukMrv.js';
import type { ReportGenerator } from '../generator.js';
import { periodMs } from './readInputs.js';

/** A voyage departing up to this long before the period may end in it: its port stay then belongs here. */
const LOOK_BACK_MS = 120 * 86_400_000;

/**
 * UK MRV / UK ETS maritime (docs/regulatory-sources.md §6; docs/reports-uk-and-cross-regime.md): the calendar
 * year of a ship, its voyages between ports of call scored by the UK rule of their departure day,
 * its UK port stays, the aggregated data and the UK ETS surrender from 1 July 2026; exported in the
 * UK service's template shape.
 */
export const ukMrvGenerator: ReportGenerator = {
  regime: 'ukMrv',

  async candidates(db, shipId, year): Promise<CandidatePeriod[]> {
    await reportShip(db, shipId);
    return ukCandidates(year);
  },

  async generate(db, shipId, period): Promise<GeneratedReport> {
    const { start, end } = periodMs(period);
    const [info, rows] = await Promise.all([
      reportShip(db, shipId),
      portOfCallLegs(db, shipId, new Date(start - LOOK_BACK_MS), new Date(end)),
    ]);
    const port = await portDetails(
      db,
      rows.flatMap((l) => [l.fromPort, l.toPort]),
    );
    const legs: UkLeg[] = rows.map((l) => ({ ...l, from: port(l.fromPort), to: port(l.toPort) }));
    const r = ukReport({ start, end, legs });
    const figures: UkStoredFigures = {
      ...r.figures,
      ship: {
        imo: info.ship.imo,
        nameEn: info.ship.nameEn,
        nameZh: info.ship.nameZh,
        shipType: info.facts.calculationType,
        euType: info.facts.euType,
      },
      period: { start: new Date(start).toISOString(), end: new Date(end).toISOString() },
    };
    return {
      figures,
      totals: r.totals,
      paramVersion: r.paramVersion,
      fingerprint: await this.fingerprint(db, shipId, period),
    };
  },

  fingerprint(db, shipId, period) {
    const { start, end } = periodMs(period);
    return ledgerFingerprint(db, shipId, new Date(start - LOOK_BACK_MS), new Date(end));
  },

  exports: ukExports,
};
