import { and, asc, eq, gte, lte, or, sql, SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ShipInput, ShipListQuerySchema } from '../../../domain/schemas/fleet.js';
import type { Db } from '../../db/client.js';
import {
  companies,
  flagStates,
  shipAuthorities,
  shipFuels,
  ships,
  shipTypes,
} from '../../db/schema/index.js';
import { shipScope, type ShipScopeUser } from '../../scope/ships.js';

export type ShipRow = typeof ships.$inferSelect;
const like = (s: string) => `%${s.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;

/** List filters (docs/legacy-system.md §5), always ANDed with the caller's scope. */
export function shipFilter(user: ShipScopeUser, f: z.infer<typeof ShipListQuerySchema>): SQL {
  const k = f.keyword ? like(f.keyword) : undefined;
  return and(
    shipScope(user),
    f.companyId
      ? or(
          eq(ships.ownerCompanyId, f.companyId),
          eq(ships.operatorCompanyId, f.companyId),
          eq(ships.docCompanyId, f.companyId),
          eq(ships.builderCompanyId, f.companyId),
        )
      : undefined,
    // Names, IMO and registration number in one lower-cased column (see ships.searchText).
    k ? sql`${ships.searchText} like lower(${k})` : undefined,
    f.speedFrom != null ? gte(ships.serviceSpeed, f.speedFrom) : undefined,
    f.speedTo != null ? lte(ships.serviceSpeed, f.speedTo) : undefined,
    f.shipTypeCode ? eq(ships.shipTypeCode, f.shipTypeCode) : undefined,
    f.subTypeCode ? eq(ships.subTypeCode, f.subTypeCode) : undefined,
    f.dwtFrom != null ? gte(ships.dwt, f.dwtFrom) : undefined,
    f.dwtTo != null ? lte(ships.dwt, f.dwtTo) : undefined,
  )!;
}

const doc = alias(companies, 'doc_company');
const owner = alias(companies, 'owner_company');
const operator = alias(companies, 'operator_company');

/** The list's columns plus display names from the dictionaries and the linked companies. */
export function shipListSelect<X extends Record<string, SQL.Aliased | SQL>>(db: Db, extra?: X) {
  return db
    .select({
      ...(extra as X),
      id: ships.id,
      imo: ships.imo,
      registrationNo: ships.registrationNo,
      nameEn: ships.nameEn,
      nameZh: ships.nameZh,
      flagCode: ships.flagCode,
      flagNameEn: flagStates.enBrief,
      flagNameZh: flagStates.cnBrief,
      shipTypeCode: ships.shipTypeCode,
      shipTypeEn: shipTypes.enName,
      shipTypeZh: shipTypes.cnName,
      subTypeCode: ships.subTypeCode,
      gt: ships.gt,
      dwt: ships.dwt,
      serviceSpeed: ships.serviceSpeed,
      classCode: ships.classCode,
      iceClass: ships.iceClass,
      docCompanyId: ships.docCompanyId,
      docCompanyEn: doc.nameEn,
      docCompanyZh: doc.nameZh,
      ownerCompanyEn: owner.nameEn,
      operatorCompanyEn: operator.nameEn,
      version: ships.version,
    })
    .from(ships)
    .leftJoin(flagStates, eq(flagStates.alpha3, ships.flagCode))
    .leftJoin(shipTypes, eq(shipTypes.code, ships.shipTypeCode))
    .leftJoin(doc, eq(doc.id, ships.docCompanyId))
    .leftJoin(owner, eq(owner.id, ships.ownerCompanyId))
    .leftJoin(operator, eq(operator.id, ships.operatorCompanyId))
    .$dynamic();
}

export const shipOrder = [asc(ships.nameEn), asc(ships.id)];

/** The stored ship plus its fuels and authorities, as the detail call and the edit form use it. */
export async function shipDetail(db: Db, row: ShipRow) {
  const [fuels, auths] = await Promise.all([
    db
      .select({ fuelCode: shipFuels.fuelCode, method: shipFuels.method })
      .from(shipFuels)
      .where(eq(shipFuels.shipId, row.id)),
    db
      .select({ code: shipAuthorities.authorityCode })
      .from(shipAuthorities)
      .where(eq(shipAuthorities.shipId, row.id)),
  ]);
  const { photoFileId, searchText: _search, ...rest } = row;
  return {
    ...rest,
    hasPhoto: photoFileId != null,
    fuels,
    authorityCodes: auths.map((a) => a.code).sort(),
  };
}

/** Column values of a validated ship payload (fuels and authorities live in their own tables). */
export function shipValues(input: ShipInput) {
  const { fuels: _f, authorityCodes: _a, ...cols } = input;
  return cols;
}

/** Replaces the ship's fuels and authority links with the payload's; an absent list is kept. */
export async function writeShipLinks(tx: Db, shipId: number, input: ShipInput): Promise<void> {
  if (input.fuels) {
    await tx.delete(shipFuels).where(eq(shipFuels.shipId, shipId));
    if (input.fuels.length) await tx.insert(shipFuels).values(input.fuels.map((f) => ({ shipId, ...f })));
  }
  if (input.authorityCodes) {
    await tx.delete(shipAuthorities).where(eq(shipAuthorities.shipId, shipId));
    const codes = [...new Set(input.authorityCodes)];
    if (codes.length)
      await tx.insert(shipAuthorities).values(codes.map((authorityCode) => ({ shipId, authorityCode })));
  }
}
