import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { DcsFigures } from '../../../domain/imoDcs/index.js';
import type { Db } from '../../db/client.js';
import { reports, reportVersions, ships, shipSubTypes, shipTypes } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';

/**
 * What the CII rating reads about a ship besides the ledger (docs/cii-ratings.md §2): the CII type
 * from the ship-type dictionary (`calcType`; a sub-type with its own calcType wins, as ro-pax HSC
 * does) and the tonnage that decides whether reg. 28 applies.
 */
export async function ciiShip(db: Db, shipId: number) {
  const [row] = await db
    .select({
      id: ships.id,
      gt: ships.gt,
      dwt: ships.dwt,
      typeCalc: shipTypes.calcType,
      subCalc: shipSubTypes.calcType,
    })
    .from(ships)
    .leftJoin(shipTypes, eq(shipTypes.code, ships.shipTypeCode))
    .leftJoin(shipSubTypes, eq(shipSubTypes.subCode, ships.subTypeCode))
    .where(eq(ships.id, shipId));
  if (!row) throw notFound();
  return { id: row.id, gt: row.gt, dwt: row.dwt, calcType: row.subCalc ?? row.typeCalc ?? null };
}

/** A report status from which the figures no longer follow the ledger (docs/reports.md §4). */
export const FROZEN_STATUSES = ['locked', 'submitted', 'confirmed'] as const;

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
