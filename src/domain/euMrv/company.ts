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
 * for the year (Art. 11a; the company-level verifier does not re-verify them, docs/reports-eu.md §4.2).
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

/** A stored ETS price scenario of a company (docs/reports-eu.md §4.1): EUR per allowance. */
export interface EtsPriceScenario {
  id: number;
  companyId: number;
  name: string;
  priceEur: number;
  note: string | null;
  version: number;
}

/** The cost of `surrender` allowances at each scenario's price, in the scenarios' order. */
export const scenarioCosts = (
  surrender: number,
  scenarios: readonly Pick<EtsPriceScenario, 'id' | 'name' | 'priceEur'>[],
): { id: number; name: string; priceEur: number; costEur: number }[] =>
  scenarios.map((s) => ({
    id: s.id,
    name: s.name,
    priceEur: s.priceEur,
    costEur: etsCost(surrender, s.priceEur),
  }));

/** Where a ship period's figures came from: its Submitted/Confirmed report, or the live ledger. */
export type CompanyRowSource =
  | { kind: 'report'; reportId: number; status: 'submitted' | 'verified' | 'confirmed' | 'accepted' }
  | { kind: 'ledger' };

/** One ship period (full year or partial report) the company-level data may include. */
export interface CompanyPeriodInput {
  shipId: number;
  shipName: string;
  imo: string | null;
  /** DOC holder (the EU MRV "company") of the period. */
  companyId: number | null;
  period: { start: string; end: string };
  partial: boolean;
  source: CompanyRowSource;
  co2: number;
  ch4: number;
  n2o: number;
  co2e: number;
  etsSubjectT: number;
  surrender: number;
}

export type CompanyLevelRow = Omit<CompanyPeriodInput, 'companyId'>;

const SUMMED = ['co2', 'ch4', 'n2o', 'co2e', 'etsSubjectT', 'surrender'] as const;
export type CompanyTotals = Record<(typeof SUMMED)[number], number>;

export interface CompanyLevel {
  year: number;
  companyId: number;
  rows: CompanyLevelRow[];
  /** Rows left out: a full-year row of a ship that also has partial rows (not additive). */
  excluded: { shipId: number; period: { start: string; end: string }; reason: 'fullYearWithPartials' }[];
  totals: CompanyTotals;
  /** Allowances to surrender (1 EUA = 1 t CO2e, Art. 3gb/12), the sum of the rows' surrender. */
  allowances: number;
  costs: ReturnType<typeof scenarioCosts>;
  /** The company-level deadline (Art. 11a(2)) and the ETS dates of the year, from the one table. */
  deadline: string;
  deadlines: { key: DeadlineKey; date: string }[];
}

const ms = (iso: string) => Date.parse(iso);

/**
 * The company-level aggregated emissions data of a company and year (EU MRV Annex IV, "CER"; docs/reports-eu.md
 * §4.2): the ship periods whose DOC holder is the company — full-year rows and the partial rows of
 * Art. 11(2) for the part of the year the company held the ship. A partial row covers part of the
 * year and a full-year row the whole, so the two are never added for one ship: when a ship has
 * both, the partial rows (the split in force) stay and the full-year row is listed in `excluded`.
 * Rows are sorted by ship and period start, so the totals do not depend on input order.
 */
export function companyLevel(input: {
  year: number;
  companyId: number;
  periods: readonly CompanyPeriodInput[];
  scenarios: readonly Pick<EtsPriceScenario, 'id' | 'name' | 'priceEur'>[];
}): CompanyLevel {
  const mine = input.periods.filter((p) => p.companyId === input.companyId);
  const partialShips = new Set(mine.filter((p) => p.partial).map((p) => p.shipId));
  const excluded: CompanyLevel['excluded'] = [];
  const rows: CompanyLevelRow[] = [];
  for (const { companyId: _c, ...p } of mine) {
    if (!p.partial && partialShips.has(p.shipId))
      excluded.push({ shipId: p.shipId, period: p.period, reason: 'fullYearWithPartials' });
    else rows.push(p);
  }
  rows.sort((a, b) => a.shipId - b.shipId || ms(a.period.start) - ms(b.period.start));
  excluded.sort((a, b) => a.shipId - b.shipId);
  const totals: CompanyTotals = { co2: 0, ch4: 0, n2o: 0, co2e: 0, etsSubjectT: 0, surrender: 0 };
  for (const r of rows) for (const k of SUMMED) totals[k] += r[k];
  return {
    year: input.year,
    companyId: input.companyId,
    rows,
    excluded,
    totals,
    allowances: totals.surrender,
    costs: scenarioCosts(totals.surrender, input.scenarios),
    deadline: obligationDate('euMrvCompany', input.year),
    deadlines: etsDeadlines(input.year),
  };
}

/** The company-level answer of the API: the figures with the company's and ships' names and the scenarios. */
export interface CompanyLevelDto extends CompanyLevel {
  company: { id: number; nameEn: string; nameZh: string | null };
  scenarios: EtsPriceScenario[];
  shipNames: Record<number, { nameEn: string; nameZh: string | null }>;
}
