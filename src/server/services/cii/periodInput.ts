import {
  ciiApplies,
  ciiInputFromTotals,
  ciiShipTypeOf,
  totalsFromDcs,
  type CiiInput,
  type CiiTotals,
} from '../../../domain/cii/index.js';
import { dcsReport, type DcsFigures } from '../../../domain/imoDcs/index.js';
import type { ReportPeriod, ReportReason, SplitCause } from '../../../domain/reports/types.js';
import type { Db } from '../../db/client.js';
import { ciiShip, frozenDcsReports, type FrozenDcs } from '../../repositories/cii/ciiShip.js';
import { imoDcsGenerator } from '../reports/generators/imoDcs.js';
import { readDcsInput } from '../reports/generators/readInputs.js';
import { yearToDateTotals } from './yearToDate.js';

/**
 * Where a period's totals came from: the live ledger, a DCS report that is Locked or later, or the
 * legs so far of a period still running (year to date, yearToDate.ts).
 */
export type CiiSource =
  { kind: 'ledger' } | { kind: 'report'; reportId: number; status: string } | { kind: 'yearToDate' };

export interface CiiPeriodInput {
  period: ReportPeriod;
  /** What opened and closed the period (year bounds, a flag change, a company change). */
  splitBy: SplitCause[];
  /** The calculator's input; null when the period cannot be rated (`reason` says why). */
  input: CiiInput | null;
  reason?: ReportReason;
  /** The totals behind `input` (what the rating table stores and the bench reads back). */
  totals?: CiiTotals;
  source?: CiiSource;
}

const reason = (code: string, params?: ReportReason['params']): ReportReason =>
  params ? { code, params } : { code };

/**
 * The CII inputs of a ship-year (docs/cii-ratings.md §2): one per IMO DCS candidate period (a flag
 * or company change splits the year, one rating per part, docs/regulatory-sources.md §1), its totals from the
 * DCS generator's own inputs (`readDcsInput` + `dcsReport`, so the rating rates exactly what the
 * DCS report states) or, when that period's DCS report is Locked or later, from the frozen figures.
 * Not computable → `input: null` and a reason: no CII type, under 5 000 GT, a missing ROB snapshot,
 * no distance.
 */
export async function ciiPeriodInputs(
  db: Db,
  shipId: number,
  year: number,
  /** The time of the rating: a period ending after it is still running and rated year to date. */
  at?: Date,
): Promise<CiiPeriodInput[]> {
  const [ship, candidates, frozen] = await Promise.all([
    ciiShip(db, shipId),
    imoDcsGenerator.candidates(db, shipId, year),
    frozenDcsReports(db, shipId, year),
  ]);
  const shipType = ciiShipTypeOf(ship.calcType);
  const frozenAt = (p: ReportPeriod): FrozenDcs | undefined =>
    frozen.find(
      (f) => Date.parse(f.start) === Date.parse(p.start) && Date.parse(f.end) === Date.parse(p.end),
    );

  return Promise.all(
    candidates.map(async (c): Promise<CiiPeriodInput> => {
      const period = { start: c.start, end: c.end };
      const base = { period, splitBy: c.splitBy };
      if (!shipType) return { ...base, input: null, reason: reason('cii.not_rated_type') };
      if (!ciiApplies(ship.gt))
        return { ...base, input: null, reason: reason('cii.below_min_gt', { gt: ship.gt }) };
      const locked = frozenAt(period);
      if (!locked && at && Date.parse(period.end) > at.getTime()) {
        const totals = await yearToDateTotals(db, shipId, period, { shipType, dwt: ship.dwt, gt: ship.gt });
        const source: CiiSource = { kind: 'yearToDate' };
        if (!(totals.distanceNm > 0))
          return { ...base, input: null, reason: reason('cii.no_distance'), totals, source };
        return { ...base, input: ciiInputFromTotals(totals), totals, source };
      }
      let figures: DcsFigures;
      let source: CiiSource;
      if (locked) {
        figures = locked.figures;
        source = { kind: 'report', reportId: locked.reportId, status: locked.status };
      } else {
        if (c.status === 'blocked') return { ...base, input: null, reason: c.reasons[0] };
        const r = dcsReport(await readDcsInput(db, shipId, period));
        if (!r.ok)
          return {
            ...base,
            input: null,
            reason: reason('report.missing_snapshot', { bound: r.missing, at: new Date(r.at).toISOString() }),
          };
        figures = r.figures;
        source = { kind: 'ledger' };
      }
      const totals = totalsFromDcs(figures, shipType);
      if (!(totals.distanceNm > 0))
        return { ...base, input: null, reason: reason('cii.no_distance'), totals, source };
      return { ...base, input: ciiInputFromTotals(totals), totals, source };
    }),
  );
}
