import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import {
  companies,
  flagDocChanges,
  flagStates,
  fuelTypes,
  reports,
  reportVersions,
  shipEquipment,
  shipFuels,
  shipSubTypes,
  ships,
  shipTypes,
} from '../../db/schema/index.js';
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
        inArray(reports.status, ['submitted', 'verified', 'confirmed', 'accepted']),
        inArray(reports.shipId, shipIds),
      ),
    );
  return rows as Array<
    Omit<(typeof rows)[number], 'status'> & { status: 'submitted' | 'verified' | 'confirmed' | 'accepted' }
  >;
}

/**
 * The register's facts the UK "ship details and emissions" file needs, per ship: the ship-type
 * dictionary row's THETIS-MRV and calculation types (the sub-type's where it sets them), the flag's
 * alpha-2, the ice class, the ship's fuels with their measurement methods and its equipment with
 * each unit's fuels, every fuel by its registry class.
 */
export async function aerShipRegister(db: Db, shipIds: number[]) {
  if (shipIds.length === 0) return new Map<number, AerShipRegister>();
  const sub = alias(shipSubTypes, 'sub');
  const rows = await db
    .select({
      id: ships.id,
      iceClass: ships.iceClass,
      gt: ships.gt,
      euType: sql<string | null>`coalesce(${sub.euType}, ${shipTypes.euType})`,
      calcType: sql<string | null>`coalesce(${sub.calcType}, ${shipTypes.calcType})`,
      flagAlpha2: flagStates.alpha2,
    })
    .from(ships)
    .leftJoin(shipTypes, eq(shipTypes.code, ships.shipTypeCode))
    .leftJoin(sub, eq(sub.subCode, ships.subTypeCode))
    .leftJoin(flagStates, eq(flagStates.alpha3, ships.flagCode))
    .where(inArray(ships.id, shipIds));
  const registry = new Map(
    (await db.select({ code: fuelTypes.code, registryCode: fuelTypes.registryCode }).from(fuelTypes)).map(
      (f) => [f.code, f.registryCode],
    ),
  );
  const use = (f: { fuelCode: string; method: string }) => ({
    registryCode: registry.get(f.fuelCode) ?? '',
    method: f.method,
  });
  const fuels = await db.select().from(shipFuels).where(inArray(shipFuels.shipId, shipIds));
  const equipment = await db
    .select({
      shipId: shipEquipment.shipId,
      kind: shipEquipment.kind,
      boardSn: shipEquipment.boardSn,
      attrs: shipEquipment.attrs,
    })
    .from(shipEquipment)
    .where(inArray(shipEquipment.shipId, shipIds))
    .orderBy(shipEquipment.kind, shipEquipment.boardSn);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        ...r,
        fuels: fuels.filter((f) => f.shipId === r.id).map(use),
        equipment: equipment
          .filter((e) => e.shipId === r.id)
          .map((e) => ({
            kind: e.kind,
            boardSn: e.boardSn,
            model: typeof e.attrs.model === 'string' ? e.attrs.model : null,
            fuels: (Array.isArray(e.attrs.fuels)
              ? (e.attrs.fuels as { fuelCode: string; method: string }[])
              : []
            ).map(use),
          })),
      },
    ]),
  );
}
export type AerShipRegister = {
  id: number;
  iceClass: string | null;
  gt: number;
  euType: string | null;
  calcType: string | null;
  flagAlpha2: string | null;
  fuels: { registryCode: string; method: string }[];
  equipment: {
    kind: string;
    boardSn: string;
    model: string | null;
    fuels: { registryCode: string; method: string }[];
  }[];
};
