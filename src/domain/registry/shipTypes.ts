import { src } from './source';

/** The CII ship types of MARPOL Annex VI reg. 28 (ro-pax split into conventional and HSC, as G2 does). */
export const SHIP_TYPES = [
  'bulk_carrier',
  'gas_carrier',
  'tanker',
  'container_ship',
  'general_cargo_ship',
  'refrigerated_cargo_carrier',
  'combination_carrier',
  'lng_carrier',
  'ro_ro_cargo_ship_vehicle_carrier',
  'ro_ro_cargo_ship',
  'ro_ro_passenger_ship',
  'ro_ro_passenger_ship_hsc',
  'cruise_passenger_ship',
] as const;
export type ShipType = (typeof SHIP_TYPES)[number];

export type CapacityKind = 'dwt' | 'gt';

export interface ShipTypeInfo {
  /** Which tonnage is the CII capacity (G1). */
  readonly capacity: CapacityKind;
  readonly nameEn: string;
  readonly nameZh: string;
}

const dwt = (nameEn: string, nameZh: string): ShipTypeInfo => ({ capacity: 'dwt', nameEn, nameZh });
const gt = (nameEn: string, nameZh: string): ShipTypeInfo => ({ capacity: 'gt', nameEn, nameZh });

/** Capacity per ship type: 2022 G1/G2 moved ro-ro cargo from DWT to GT (docs/regulatory-sources.md §1.2). */
export const SHIP_TYPE_INFO: Readonly<Record<ShipType, ShipTypeInfo>> = {
  bulk_carrier: dwt('Bulk carrier', '散货船'),
  gas_carrier: dwt('Gas carrier', '气体运输船'),
  tanker: dwt('Tanker', '液货船'),
  container_ship: dwt('Container ship', '集装箱船'),
  general_cargo_ship: dwt('General cargo ship', '杂货船'),
  refrigerated_cargo_carrier: dwt('Refrigerated cargo carrier', '冷藏货船'),
  combination_carrier: dwt('Combination carrier', '兼用船'),
  lng_carrier: dwt('LNG carrier', '液化天然气运输船'),
  ro_ro_cargo_ship_vehicle_carrier: gt('Ro-ro cargo ship (vehicle carrier)', '滚装货船（汽车运输船）'),
  ro_ro_cargo_ship: gt('Ro-ro cargo ship', '滚装货船'),
  ro_ro_passenger_ship: gt('Ro-ro passenger ship', '客滚船'),
  ro_ro_passenger_ship_hsc: gt('Ro-ro passenger ship (high-speed craft)', '客滚船（高速船）'),
  cruise_passenger_ship: gt('Cruise passenger ship', '邮轮'),
};

export const SHIP_TYPE_SOURCE = src('MEPC.352(78) (G1) and MEPC.353(78) (G2)', 'capacity definition', '§1.2');

export const isShipType = (v: unknown): v is ShipType =>
  typeof v === 'string' && Object.hasOwn(SHIP_TYPE_INFO, v);

/**
 * What a ship's figures are computed as: a CII ship type of reg. 28, or 'other' for a type reg. 28
 * does not rate (passenger ships that are not cruise ships, "Others"). The ship-type dictionary
 * holds it per code (`calc_type`); a ship stores only the code.
 */
export type CalculationType = ShipType | 'other';
export const CALCULATION_TYPES: readonly CalculationType[] = [...SHIP_TYPES, 'other'];

/** The ship-type dictionary row a ship's code resolves to, with its sub-type's own calc type if any. */
export interface ShipTypeDictionaryRow {
  readonly code: string;
  readonly calcType: string;
  /** A sub-type that computes as another type (ro-pax high-speed craft) names it here. */
  readonly subCalcType?: string | null;
}

/**
 * The one rule from a ship to its calculation type: the dictionary row of the ship's type code
 * decides (the sub-type's calc type first), never the code itself, which is only a key ('4').
 * A code without its row, or a row naming no known type, computes as 'other': no type-specific
 * rule applies to it.
 */
export function calculationTypeOf(
  code: string,
  row: ShipTypeDictionaryRow | null | undefined,
): CalculationType {
  if (!row) return 'other';
  if (row.code !== code) throw new Error(`ship-type row ${row.code} read for code ${code}`);
  const t = row.subCalcType ?? row.calcType;
  return isShipType(t) ? t : 'other';
}

/** Container ship: its calls at listed neighbouring transhipment ports are not EU ports of call (Directive 2003/87/EC Art. 3ga(2)). */
export const isContainerShip = (t: CalculationType): boolean => t === 'container_ship';
