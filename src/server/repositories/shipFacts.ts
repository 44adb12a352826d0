import { and, eq, inArray } from 'drizzle-orm';
import { calculationTypeOf, type CalculationType } from '../../domain/registry/shipTypes.js';
import type { Db } from '../db/client.js';
import { ships, shipSubTypes, shipTypes } from '../db/schema/index.js';

/**
 * A ship's calculation facts (docs/ledger.md §2 "Ship type"): what every consumer computes with —
 * the ledger's legs, the EU MRV / ETS / FuelEU inputs, UK, CII, IMO DCS, China MSA, the regime
 * comparison and the exports. The ship stores the ship-type dictionary's code ('4'); the dictionary
 * row says what that code computes as (`container_ship`) and how each form names it.
 */
export interface ShipCalcFacts {
  shipId: number;
  /** The dictionary code the ship stores (a key, never compared with a calculation type). */
  typeCode: string;
  subTypeCode: string | null;
  calculationType: CalculationType;
  /** The IMO DCS (GISIS) ship type text of the dictionary row; 'Others' without a row. */
  imoType: string;
  /** The THETIS-MRV ship type, the sub-type's where it has its own. */
  euType: string | null;
  /** The dictionary's names of the type; the code itself when the row is missing. */
  typeEn: string;
  typeZh: string;
  gt: number;
  nt: number;
  dwt: number;
  /** Service speed, or design speed when there is none (as in the legacy system). */
  referenceSpeedKn: number;
  iceClass: string | null;
}

/**
 * The calculation facts of the given ships, by id: one join ship → ship-type dictionary row (and
 * the sub-type row of the same type, whose calc type wins). A missing id is absent from the map.
 */
export async function readShipFacts(db: Db, shipIds: readonly number[]): Promise<Map<number, ShipCalcFacts>> {
  const out = new Map<number, ShipCalcFacts>();
  const ids = [...new Set(shipIds)];
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      id: ships.id,
      typeCode: ships.shipTypeCode,
      subTypeCode: ships.subTypeCode,
      gt: ships.gt,
      nt: ships.nt,
      dwt: ships.dwt,
      designSpeed: ships.designSpeed,
      serviceSpeed: ships.serviceSpeed,
      iceClass: ships.iceClass,
      rowCode: shipTypes.code,
      calcType: shipTypes.calcType,
      imoType: shipTypes.imoType,
      euType: shipTypes.euType,
      typeEn: shipTypes.enName,
      typeZh: shipTypes.cnName,
      subCalcType: shipSubTypes.calcType,
      subEuType: shipSubTypes.euType,
    })
    .from(ships)
    .leftJoin(shipTypes, eq(shipTypes.code, ships.shipTypeCode))
    .leftJoin(
      shipSubTypes,
      and(eq(shipSubTypes.subCode, ships.subTypeCode), eq(shipSubTypes.typeCode, ships.shipTypeCode)),
    )
    .where(inArray(ships.id, ids));
  for (const r of rows) {
    const row =
      r.rowCode === null || r.calcType === null
        ? null
        : { code: r.rowCode, calcType: r.calcType, subCalcType: r.subCalcType };
    out.set(r.id, {
      shipId: r.id,
      typeCode: r.typeCode,
      subTypeCode: r.subTypeCode,
      calculationType: calculationTypeOf(r.typeCode, row),
      imoType: r.imoType ?? 'Others',
      euType: r.subEuType ?? r.euType,
      typeEn: r.typeEn ?? r.typeCode,
      typeZh: r.typeZh ?? r.typeCode,
      gt: r.gt,
      nt: r.nt,
      dwt: r.dwt,
      referenceSpeedKn: r.serviceSpeed ?? r.designSpeed,
      iceClass: r.iceClass,
    });
  }
  return out;
}

/** The calculation facts of one ship, or undefined when there is no such ship. */
export async function readShipFactsOf(db: Db, shipId: number): Promise<ShipCalcFacts | undefined> {
  return (await readShipFacts(db, [shipId])).get(shipId);
}

/** The ships that store one of the ship-type dictionary codes (their facts read that row). */
export async function shipIdsOfTypes(db: Db, typeCodes: readonly string[]): Promise<number[]> {
  const codes = [...new Set(typeCodes.filter((c): c is string => typeof c === 'string'))];
  if (codes.length === 0) return [];
  const rows = await db.select({ id: ships.id }).from(ships).where(inArray(ships.shipTypeCode, codes));
  return rows.map((r) => r.id);
}
