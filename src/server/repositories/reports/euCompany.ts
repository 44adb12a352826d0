import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Correction, FigureTotal } from '../../../domain/reports/types.js';
import type { Db } from '../../db/client.js';
import { companies, flagDocChanges, reports, reportVersions, ships } from '../../db/schema/index.js';
import { shipScope, type ShipScopeUser } from '../../scope/ships.js';

/**
 * Reads of the EU MRV company-level data (docs/reports-eu.md §4.2): the ships a company held as DOC
 * holder (now, or before or after a change of company), and their Submitted/Confirmed EU MRV
 * reports with the frozen figures in force.
 */

/** Ships in the caller's scope whose DOC holder is, or was by a recorded change, the company. */
export async function companyShips(db: Db, user: ShipScopeUser, companyId: number) {
  const changed = db
    .select({ id: flagDocChanges.shipId })
    .from(flagDocChanges)
    .where(
      and(
        eq(flagDocChanges.changeType, 'doc'),
        or(eq(flagDocChanges.oldCompanyId, companyId), eq(flagDocChanges.newCompanyId, companyId)),
      ),
    );
  return db
    .select({ id: ships.id, imo: ships.imo, nameEn: ships.nameEn, nameZh: ships.nameZh })
    .from(ships)
    .where(and(or(eq(ships.docCompanyId, companyId), inArray(ships.id, changed)), shipScope(user)))
    .orderBy(ships.id);
}

export interface ReportedEu {
  reportId: number;
  shipId: number;
  status: 'submitted' | 'verified' | 'confirmed' | 'accepted';
  start: Date;
  end: Date;
  figures: unknown;
  totals: FigureTotal[];
  corrections: Correction[];
}

/** The live Submitted/Confirmed EU MRV reports of the ships in the year, with their figures in force. */
export async function reportedEuMrv(db: Db, shipIds: number[], year: number): Promise<ReportedEu[]> {
  if (shipIds.length === 0) return [];
  const rows = await db
    .select({
      reportId: reports.id,
      shipId: reports.shipId,
      status: reports.status,
      start: reports.periodStart,
      end: reports.periodEnd,
      figures: reportVersions.figures,
      totals: reportVersions.totals,
      corrections: reports.corrections,
    })
    .from(reports)
    .innerJoin(reportVersions, eq(reportVersions.id, reports.figureSetId))
    .where(
      and(
        eq(reports.regime, 'euMrv'),
        eq(reports.year, year),
        inArray(reports.shipId, shipIds),
        sql`${reports.status} in ('submitted', 'verified', 'confirmed', 'accepted')`,
      ),
    );
  return rows.map((r) => ({ ...r, status: r.status as ReportedEu['status'] }));
}

/** The DOC holders of the ships in the caller's scope: the companies a company-level view can be asked for. */
export async function docCompaniesInScope(db: Db, user: ShipScopeUser) {
  return db
    .selectDistinct({ id: companies.id, nameEn: companies.nameEn, nameZh: companies.nameZh })
    .from(ships)
    .innerJoin(companies, eq(companies.id, ships.docCompanyId))
    .where(shipScope(user))
    .orderBy(companies.nameEn, companies.id);
}
