import type { CalculationType } from '../../../../domain/registry/shipTypes';

/**
 * Ship types (GC_SHIP_TYPE) and sub-types (DIC_SHIP_SUB), docs/legacy-system.md §7.
 *
 * Codes: the original fixes only "14" = Other (IMO "Others", with a free-text description). Codes
 * 1-13 follow the order of the ship-type list of the IMO DCS data form (MARPOL Annex VI
 * Appendix IX), which ends with "Others" as the 14th entry; confirm against a dump of the original
 * table before migrating old ship records.
 * imoType: the text sent to GISIS. euType: the THETIS-MRV ship type. calcType: the CII type of
 * src/domain/registry/shipTypes.ts, or 'other' when reg. 28 does not rate the type.
 */

export interface ShipTypeSeed {
  code: string;
  enName: string;
  cnName: string;
  imoType: string;
  euType: string;
  calcType: CalculationType;
  /** Remark in Chinese; `remarkEn` in English. */
  remark: string;
  remarkEn: string;
}

export interface ShipSubTypeSeed {
  typeCode: string;
  subCode: string;
  cnName: string;
  enName: string;
  /** Set where the sub-type changes the parent's CII or EU type (ro-pax HSC, chemical tankers). */
  calcType?: CalculationType;
  euType?: string;
  remark: string;
  remarkEn: string;
}

const type = (
  code: string,
  enName: string,
  cnName: string,
  euType: string,
  calcType: CalculationType,
  imoType = enName,
  [remark, remarkEn] = ['', ''],
): ShipTypeSeed => ({ code, enName, cnName, imoType, euType, calcType, remark, remarkEn });

export const SHIP_TYPES: readonly ShipTypeSeed[] = [
  type('1', 'Bulk carrier', '散货船', 'Bulk carrier', 'bulk_carrier'),
  type('2', 'Gas carrier', '气体运输船', 'Gas carrier', 'gas_carrier'),
  type('3', 'Tanker', '液货船', 'Oil tanker', 'tanker'),
  type('4', 'Container ship', '集装箱船', 'Container ship', 'container_ship'),
  type('5', 'General cargo ship', '杂货船', 'General cargo ship', 'general_cargo_ship'),
  type('6', 'Refrigerated cargo carrier', '冷藏货船', 'Refrigerated cargo carrier', 'refrigerated_cargo_carrier'),
  type('7', 'Combination carrier', '兼装船', 'Combination carrier', 'combination_carrier'),
  type('8', 'Passenger ship', '客船', 'Passenger ship', 'other', 'Passenger ship', [
    'CII 不评级（MARPOL 附则 VI 第 28 条）',
    'Not rated by CII (reg. 28)',
  ]),
  type(
    '9',
    'Ro-ro cargo ship (vehicle carrier)',
    '滚装货船（车辆运输船）',
    'Vehicle carrier',
    'ro_ro_cargo_ship_vehicle_carrier',
  ),
  type('10', 'Ro-ro cargo ship', '滚装货船', 'Ro-ro ship', 'ro_ro_cargo_ship'),
  type('11', 'Ro-ro passenger ship', '客滚船', 'Ro-pax ship', 'ro_ro_passenger_ship'),
  type('12', 'LNG carrier', '液化天然气运输船', 'LNG carrier', 'lng_carrier'),
  type(
    '13',
    'Cruise passenger ship',
    '邮轮',
    'Passenger ship',
    'cruise_passenger_ship',
    'Cruise passenger ship having non-conventional propulsion',
    ['CII 对邮轮评级，不论其推进方式', 'CII rates cruise passenger ships whatever their propulsion'],
  ),
  type('14', 'Other', '其他', 'Other ship types', 'other', 'Others', [
    '船舶档案以自由文本填写船型',
    'Ship record carries a free-text type',
  ]),
];

const sub = (
  typeCode: string,
  n: number,
  cnName: string,
  enName: string,
  extra: Partial<Pick<ShipSubTypeSeed, 'calcType' | 'euType' | 'remark' | 'remarkEn'>> = {},
): ShipSubTypeSeed => ({
  typeCode,
  subCode: `${typeCode.padStart(2, '0')}${String(n).padStart(2, '0')}`,
  cnName,
  enName,
  remark: '',
  remarkEn: '',
  ...extra,
});

/** Functional sub-types; codes are new (the original inventory lists none). */
export const SHIP_SUB_TYPES: readonly ShipSubTypeSeed[] = [
  sub('1', 1, '散货船', 'Bulk carrier'),
  sub('1', 2, '矿砂船', 'Ore carrier'),
  sub('1', 3, '木片运输船', 'Wood-chip carrier'),
  sub('1', 4, '水泥运输船', 'Cement carrier'),
  sub('1', 5, '自卸散货船', 'Self-unloading bulk carrier'),
  sub('2', 1, '液化石油气运输船', 'LPG carrier'),
  sub('2', 2, '乙烯运输船', 'Ethylene carrier'),
  sub('2', 3, '液氨运输船', 'Ammonia carrier'),
  sub('3', 1, '原油船', 'Crude oil tanker'),
  sub('3', 2, '成品油船', 'Product tanker'),
  sub('3', 3, '化学品船', 'Chemical tanker', { euType: 'Chemical tanker' }),
  sub('3', 4, '油/化学品船', 'Oil/chemical tanker', { euType: 'Chemical tanker' }),
  sub('3', 5, '沥青船', 'Bitumen tanker'),
  sub('3', 6, '穿梭油船', 'Shuttle tanker'),
  sub('4', 1, '集装箱船', 'Container ship'),
  sub('5', 1, '杂货船', 'General cargo ship'),
  sub('5', 2, '多用途船', 'Multi-purpose ship'),
  sub('5', 3, '重吊船', 'Heavy-lift ship'),
  sub('5', 4, '木材运输船', 'Timber carrier'),
  sub('6', 1, '冷藏货船', 'Refrigerated cargo carrier'),
  sub('7', 1, '矿/散/油兼装船', 'Ore/bulk/oil (OBO) carrier'),
  sub('7', 2, '矿/油兼装船', 'Ore/oil carrier'),
  sub('8', 1, '客船', 'Passenger ship'),
  sub('9', 1, '汽车运输船', 'Pure car carrier (PCC)'),
  sub('9', 2, '汽车/卡车运输船', 'Pure car and truck carrier (PCTC)'),
  sub('10', 1, '滚装货船', 'Ro-ro cargo ship'),
  sub('10', 2, '集装箱/滚装船', 'Container/ro-ro cargo ship', { euType: 'Container/ro-ro cargo ship' }),
  sub('11', 1, '客滚船', 'Ro-ro passenger ship'),
  sub('11', 2, '高速客滚船', 'Ro-ro passenger ship, high-speed craft (SOLAS ch. X)', {
    calcType: 'ro_ro_passenger_ship_hsc',
    remark: '采用高速船的 CII 参考线（G2）',
    remarkEn: 'CII reference line for high-speed craft (G2)',
  }),
  sub('12', 1, '液化天然气运输船', 'LNG carrier'),
  sub('13', 1, '邮轮', 'Cruise passenger ship'),
  sub('14', 1, '海洋工程船', 'Offshore ship', {
    remark: '自 2025 年起纳入欧盟 MRV 范围（条例 (EU) 2023/957）',
    remarkEn: 'In EU MRV scope from 2025 (Regulation (EU) 2023/957)',
  }),
  sub('14', 2, '拖船', 'Tug'),
  sub('14', 3, '挖泥船', 'Dredger'),
  sub('14', 4, '科学考察船', 'Research vessel'),
];
