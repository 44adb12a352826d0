import { SHIP_TYPES } from './shipTypes';

/**
 * System dictionary (SYS_DICT; sysDic.vue fields code, title, type, status, value, memo) and test
 * parameters, docs/legacy-system.md §8. The original uses SYS_DICT for one key only, `ropa`: the
 * passenger and ro-pax ship type codes. Its value is derived here from SHIP_TYPES. The test-parameter
 * screen is a prototype with no recorded entries, so none are seeded.
 */
export interface SystemDictionarySeed {
  code: string;
  title: string;
  type: string;
  enabled: boolean;
  value: string;
  /** Memo in Chinese; `memoEn` in English. */
  memo: string;
  memoEn: string;
}

const PASSENGER_CALC_TYPES = new Set(['ro_ro_passenger_ship', 'cruise_passenger_ship']);

export const SYSTEM_DICTIONARY: readonly SystemDictionarySeed[] = [
  {
    code: 'ropa',
    title: '客船/客滚船船型代码',
    type: 'shipType',
    enabled: true,
    value: SHIP_TYPES.filter((t) => t.code === '8' || PASSENGER_CALC_TYPES.has(t.calcType))
      .map((t) => t.code)
      .join(','),
    memo: '客船和客滚船的船型代码',
    memoEn: 'Passenger and ro-pax ship type codes',
  },
];

export interface TestParamSeed {
  name: string;
  value: string;
  remark: string;
  remarkEn: string;
}

export const TEST_PARAMS: readonly TestParamSeed[] = [];
