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

export const isShipType = (v: unknown): v is ShipType => typeof v === 'string' && v in SHIP_TYPE_INFO;
