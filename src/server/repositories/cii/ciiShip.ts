import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { DcsFigures } from '../../../domain/imoDcs/index.js';
import type { Db } from '../../db/client.js';
import { reports, reportVersions } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { readShipFactsOf } from '../shipFacts.js';

/**
 * What the CII rating reads about a ship besides the ledger (docs/cii-ratings.md §2): its
 * calculation type (readShipFacts, the one ship-type rule: 'other' is not rated) and the tonnage
 * that decides whether reg. 28 applies.
 */
export async function ciiShip(db: Db, shipId: number) {
  const f = await readShipFactsOf(db, shipId);
  if (!f) throw notFound();
  return { id: f.shipId, gt: f.gt, dwt: f.dwt, calcType: f.calculationType };
}

/** A report status from which the figures no longer follow the ledger (docs/reports.md §4). */
export const FROZEN_STATUSES = ['locked', 'submitted', 'verified', 'confirmed', 'accepted'] as const;

export interface FrozenDcs {
  reportId: number;
  status: string;
  figureSetId: number | null;
  start: string;
  end: string;
  figures: DcsFigures;
}

/**
 * The ship-year's live IMO DCS reports that are Locked or later, with the figure set in force: a
 * rating of such a period reads these figures, not the ledger, so it stays what was reported.
 */
export async function frozenDcsReports(db: Db, shipId: number, year: number): Promise<FrozenDcs[]> {
  const rows = await db
    .select({
      reportId: reports.id,
      status: reports.status,
      start: reports.periodStart,
      end: reports.periodEnd,
      figureSetId: reports.figureSetId,
      figures: reportVersions.figures,
    })
    .from(reports)
    .innerJoin(reportVersions, eq(reportVersions.id, reports.figureSetId))
    .where(
      and(
        eq(reports.regime, 'imoDcs'),
        eq(reports.shipId, shipId),
        eq(reports.year, year),
        inArray(reports.status, [...FROZEN_STATUSES]),
        notInArray(reports.status, ['superseded', 'cancelled']),
      ),
    );
  return rows.map((r) => ({
    reportId: r.reportId,
    status: r.status,
    figureSetId: r.figureSetId,
    start: r.start.toISOString(),
    end: r.end.toISOString(),
    figures: r.figures as DcsFigures,
  }));
}
