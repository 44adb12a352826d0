import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, flagDocChanges, reports, reportVersions, ships } from '../../db/schema/index.js';
import { shipScope, type ShipScopeUser } from '../../scope/ships.js';

/** The reads of the UK company AER (docs/reports-uk-and-cross-regime.md §7.1). */

export async function aerCompany(db: Db, id: number) {
  const [row] = await db
    .select({
      id: companies.id,
      imo: companies.imoNumber,
      nameEn: companies.nameEn,
      nameZh: companies.nameZh,
    })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

/**
 * The ships in the user's scope the company holds (DOC holder) now, or held or took over in the
 * year by a DOC change; the domain (`ukAerShipPeriod`) decides the part of the year.
 */
export async function aerShips(db: Db, user: ShipScopeUser, companyId: number, year: number) {
  const yStart = new Date(Date.UTC(year, 0, 1));
  const yEnd = new Date(Date.UTC(year + 1, 0, 1));
  const changedHands = sql`exists (select 1 from ${flagDocChanges} f where f.ship_id = ${ships.id}
    and f.change_type = 'doc' and (f.old_company_id = ${companyId} or f.new_company_id = ${companyId})
    and f.effective_date >= ${yStart} and f.effective_date < ${yEnd})`;
  const rows = await db
    .select({
      id: ships.id,
      imo: ships.imo,
      nameEn: ships.nameEn,
      nameZh: ships.nameZh,
      gt: ships.gt,
      docCompanyId: ships.docCompanyId,
    })
    .from(ships)
    .where(and(or(eq(ships.docCompanyId, companyId), changedHands), shipScope(user)));
  if (rows.length === 0) return [];
  const changes = await db
    .select({
      shipId: flagDocChanges.shipId,
      at: flagDocChanges.effectiveDate,
      oldCompanyId: flagDocChanges.oldCompanyId,
      newCompanyId: flagDocChanges.newCompanyId,
    })
    .from(flagDocChanges)
    .where(
      and(
        eq(flagDocChanges.changeType, 'doc'),
        inArray(
          flagDocChanges.shipId,
          rows.map((r) => r.id),
        ),
      ),
    );
  return rows.map((r) => ({
    ...r,
    docChanges: changes
      .filter((c) => c.shipId === r.id)
      .map((c) => ({ at: c.at.getTime(), oldCompanyId: c.oldCompanyId, newCompanyId: c.newCompanyId })),
  }));
}

/** Submitted or confirmed UK reports of the ships in the year, with their frozen figures. */
export async function frozenUkReports(db: Db, shipIds: number[], year: number) {
  if (shipIds.length === 0) return [];
  const rows = await db
    .select({
      id: reports.id,
      shipId: reports.shipId,
      status: reports.status,
      referenceCode: reports.referenceCode,
      periodStart: reports.periodStart,
      periodEnd: reports.periodEnd,
      figures: reportVersions.figures,
    })
    .from(reports)
    .innerJoin(reportVersions, eq(reportVersions.id, reports.figureSetId))
    .where(
      and(
        eq(reports.regime, 'ukMrv'),
        eq(reports.year, year),
        inArray(reports.status, ['submitted', 'confirmed']),
        inArray(reports.shipId, shipIds),
      ),
    );
  return rows as Array<Omit<(typeof rows)[number], 'status'> & { status: 'submitted' | 'confirmed' }>;
}
