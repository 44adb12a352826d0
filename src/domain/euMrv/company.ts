import { ETS_DEADLINES, obligationDate, type DeadlineKey } from '../registry/reportDeadlines';
import type { EuMrvFigures } from './reportTypes';

/** One ship's line of the company-level aggregated emissions data (Reg. 2015/757 Art. 11a). */
export interface CompanyShipRow {
  shipId: number;
  shipName: string;
  imo: string | null;
  reportId: number;
  partial: boolean;
  co2: number;
  ch4: number;
  n2o: number;
  co2e: number;
  etsSubjectT: number;
  surrender: number;
}

export interface CompanyAggregate {
  year: number;
  ships: CompanyShipRow[];
  totals: Omit<CompanyShipRow, 'shipId' | 'shipName' | 'imo' | 'reportId' | 'partial'>;
}

/**
 * Company-level aggregated data: the sum of the ship reports and partial reports the company holds
 * for the year (Art. 11a; the company-level verifier does not re-verify them, reports.md §1.1).
 * Rows are sorted by ship and report, so the sums do not depend on the order reports were read.
 */
export function companyAggregate(
  year: number,
  reports: readonly { reportId: number; shipId: number; shipName: string; figures: EuMrvFigures }[],
): CompanyAggregate {
  const ships = reports
    .map(({ reportId, shipId, shipName, figures: f }) => ({
      shipId,
      shipName,
      imo: f.ship.imo,
      reportId,
      partial: f.partial,
      co2: f.aggregates.co2.total,
      ch4: f.aggregates.ch4.total,
      n2o: f.aggregates.n2o.total,
      co2e: f.aggregates.co2e.total,
      etsSubjectT: f.ets.subjectT,
      surrender: f.ets.surrender,
    }))
    .sort((a, b) => a.shipId - b.shipId || a.reportId - b.reportId);
  const totals = { co2: 0, ch4: 0, n2o: 0, co2e: 0, etsSubjectT: 0, surrender: 0 };
  for (const s of ships) for (const k of Object.keys(totals) as (keyof typeof totals)[]) totals[k] += s[k];
  return { year, ships, totals };
}

/** Cost of the allowances at a user's price scenario (EUR per allowance = per t CO2e). */
export const etsCost = (surrender: number, pricePerAllowance: number) => surrender * pricePerAllowance;

/** The EU ETS deadline view of a reporting year: monitoring plan, verified report, surrender. */
export function etsDeadlines(year: number): { key: DeadlineKey; date: string }[] {
  return ETS_DEADLINES.map((key) => ({ key, date: obligationDate(key, year) }));
}
