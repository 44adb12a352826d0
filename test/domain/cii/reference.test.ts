import {
  ciiCapacity,
  ciiReference,
  LAST_RATED_YEAR,
  ratedYear,
  reductionFactor,
  referenceBand,
  referenceCapacity,
} from '../../../src/domain/cii';
import { SHIP_TYPES, SHIP_TYPE_INFO, type ShipType } from '../../../src/domain/registry/shipTypes';
import { DomainError } from '../../../src/domain/registry/errors';

// Every row: docs/regulatory-sources.md §1.3 (MEPC.353(78) Table 1). Expected CII_ref = a × capRef^(−c), computed
// independently (Python, 10 s.f.) from the a, c and cap printed in the table; the a and c columns
// are repeated here so a wrong registry value fails twice.
// Edges: each "≥ X" band starts exactly at X; X − 1 falls in the band below.
const rows: [ShipType, { dwt?: number; gt?: number }, number, number, number, number][] = [
  ['bulk_carrier', { dwt: 50000 }, 50000, 4745, 0.622, 5.668613857], // = docs/regulatory-sources.md §11 CII-1
  ['bulk_carrier', { dwt: 278999 }, 278999, 4745, 0.622, 1.945679802],
  ['bulk_carrier', { dwt: 279000 }, 279000, 4745, 0.622, 1.945675464],
  ['bulk_carrier', { dwt: 300000 }, 279000, 4745, 0.622, 1.945675464], // docs/regulatory-sources.md §11 CII-3: cap 279 000
  ['gas_carrier', { dwt: 64999 }, 64999, 8104, 0.639, 6.811645957],
  ['gas_carrier', { dwt: 65000 }, 65000, 14405e7, 2.071, 15.5227871],
  ['tanker', { dwt: 100000 }, 100000, 5247, 0.61, 4.676393672],
  ['container_ship', { dwt: 80000 }, 80000, 1984, 0.489, 7.942014291],
  ['general_cargo_ship', { dwt: 19999 }, 19999, 588, 0.3885, 12.5439874],
  ['general_cargo_ship', { dwt: 20000 }, 20000, 31948, 0.792, 12.53221737],
  ['refrigerated_cargo_carrier', { dwt: 10000 }, 10000, 4600, 0.557, 27.21183517],
  ['combination_carrier', { dwt: 100000 }, 100000, 5119, 0.622, 3.97360899], // 2022 value, not 40853/0.812
  ['lng_carrier', { dwt: 50000 }, 65000, 14779e10, 2.673, 20.1710101], // floor 65 000, a = 14779E10
  ['lng_carrier', { dwt: 64999 }, 65000, 14779e10, 2.673, 20.1710101],
  ['lng_carrier', { dwt: 65000 }, 65000, 14479e10, 2.673, 19.76155729],
  ['lng_carrier', { dwt: 99999 }, 99999, 14479e10, 2.673, 6.248131725],
  ['lng_carrier', { dwt: 100000 }, 100000, 9.827, 0, 9.827],
  ['ro_ro_cargo_ship_vehicle_carrier', { gt: 29999 }, 29999, 330, 0.329, 11.10569673],
  ['ro_ro_cargo_ship_vehicle_carrier', { gt: 30000 }, 30000, 3627, 0.59, 8.280298923],
  ['ro_ro_cargo_ship_vehicle_carrier', { gt: 57699 }, 57699, 3627, 0.59, 5.629350198],
  ['ro_ro_cargo_ship_vehicle_carrier', { gt: 57700 }, 57700, 3627, 0.59, 5.629292636], // cap 57 700, not 57 000
  ['ro_ro_cargo_ship_vehicle_carrier', { gt: 70000 }, 57700, 3627, 0.59, 5.629292636],
  ['ro_ro_cargo_ship', { gt: 40000 }, 40000, 1967, 0.485, 11.5293617],
  ['ro_ro_passenger_ship', { gt: 25000 }, 25000, 2023, 0.46, 19.18419052], // = docs/regulatory-sources.md §11 CII-4 (19.184191)
  ['ro_ro_passenger_ship_hsc', { gt: 5000 }, 5000, 4196, 0.46, 83.4275092],
  ['cruise_passenger_ship', { gt: 100000 }, 100000, 930, 0.383, 11.31052981],
];

describe('G2 reference lines (MEPC.353(78))', () => {
  it.each(rows)('%s %o → capRef %d, a %d, c %d, CII_ref %d', (type, tonnage, capRef, a, c, ref) => {
    const capacity = ciiCapacity(type, tonnage);
    expect(capacity).toBe(tonnage.dwt ?? tonnage.gt); // attained always uses the actual tonnage
    expect(referenceCapacity(type, capacity)).toBe(capRef);
    const band = referenceBand(type, capacity);
    expect([band.a, band.c]).toEqual([a, c]);
    expect(ciiReference(type, capacity)).toBeCloseTo(ref, 6);
  });

  it('covers every ship type', () => {
    expect(new Set(rows.map((r) => r[0]))).toEqual(new Set(SHIP_TYPES));
  });

  // docs/regulatory-sources.md §1.2: DWT for the eight cargo types, GT for the ro-ro and passenger types.
  it.each(SHIP_TYPES.map((t) => [t, SHIP_TYPE_INFO[t].capacity] as const))('%s uses %s', (type, kind) => {
    const expected = ['ro_ro_cargo_ship_vehicle_carrier', 'ro_ro_cargo_ship', 'ro_ro_passenger_ship',
      'ro_ro_passenger_ship_hsc', 'cruise_passenger_ship'].includes(type) ? 'gt' : 'dwt'; // prettier-ignore
    expect(kind).toBe(expected);
    expect(ciiCapacity(type, { dwt: 111, gt: 222 })).toBe(kind === 'dwt' ? 111 : 222);
  });

  it.each([
    ['bulk_carrier', { gt: 30000 }],
    ['ro_ro_cargo_ship', { dwt: 12000 }],
    ['tanker', { dwt: 0 }],
    ['tanker', { dwt: -5 }],
  ] as const)('refuses %s without its capacity %o', (type, tonnage) => {
    expect(() => ciiCapacity(type, tonnage)).toThrow(DomainError);
  });
});

describe('the last year rated', () => {
  it('is the last year G3 gives a reduction factor for, and a later "now" reads as it', () => {
    expect(reductionFactor(LAST_RATED_YEAR)).toBeGreaterThan(0);
    expect(() => reductionFactor(LAST_RATED_YEAR + 1)).toThrow();
    expect(ratedYear(LAST_RATED_YEAR + 5)).toBe(LAST_RATED_YEAR);
    expect(ratedYear(2026)).toBe(2026);
  });
});
