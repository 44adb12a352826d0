import { FUEL_CODES, FUELS } from '../../src/domain/registry/fuels';
import { SHIP_TYPES as CALC_SHIP_TYPES } from '../../src/domain/registry/shipTypes';
import { CLASS_SOCIETIES } from '../../src/server/db/seed/data/classSocieties';
import { ALL_FUEL_CODES, FUEL_TYPES } from '../../src/server/db/seed/data/fuelTypes';
import { SHIP_SUB_TYPES, SHIP_TYPES } from '../../src/server/db/seed/data/shipTypes';

const unique = (xs: readonly string[]) => new Set(xs).size === xs.length;

describe('class societies', () => {
  it('lists the 12 IACS members with unique codes', () => {
    expect(unique(CLASS_SOCIETIES.map((s) => s.code))).toBe(true);
    const iacs = CLASS_SOCIETIES.filter((s) => s.isIacsMember).map((s) => s.code);
    expect(iacs.sort()).toEqual([
      'ABS',
      'BV',
      'CCS',
      'CRS',
      'DNV',
      'IRS',
      'KR',
      'LR',
      'NK',
      'PRS',
      'RINA',
      'TL',
    ]);
  });

  it('has names in both languages, a country code and an https website for every society', () => {
    for (const s of CLASS_SOCIETIES) {
      expect(s.fullName, s.code).not.toBe('');
      expect(s.cnFullName, s.code).toMatch(/[\u4e00-\u9fff]/);
      expect(s.country, s.code).toMatch(/^[A-Z]{3}$/);
      expect(s.website, s.code).toMatch(/^https:\/\//);
    }
  });
});

describe('ship types', () => {
  const calc = new Set<string>([...CALC_SHIP_TYPES, 'other']);

  it('maps every type and sub-type to a CII ship type or other', () => {
    for (const t of SHIP_TYPES) expect(calc.has(t.calcType), t.code).toBe(true);
    for (const s of SHIP_SUB_TYPES) if (s.calcType) expect(calc.has(s.calcType), s.subCode).toBe(true);
  });

  it('covers all 13 CII ship types, with the high-speed ro-pax as a sub-type', () => {
    const covered = new Set([
      ...SHIP_TYPES.map((t) => t.calcType),
      ...SHIP_SUB_TYPES.flatMap((s) => (s.calcType ? [s.calcType] : [])),
    ]);
    for (const t of CALC_SHIP_TYPES) expect(covered.has(t), t).toBe(true);
  });

  it('keeps the original code 14 for Other and unique codes', () => {
    expect(SHIP_TYPES.find((t) => t.code === '14')).toMatchObject({ calcType: 'other', imoType: 'Others' });
    expect(unique(SHIP_TYPES.map((t) => t.code))).toBe(true);
    expect(unique(SHIP_SUB_TYPES.map((s) => s.subCode))).toBe(true);
    const codes = new Set(SHIP_TYPES.map((t) => t.code));
    for (const s of SHIP_SUB_TYPES) expect(codes.has(s.typeCode), s.subCode).toBe(true);
  });

  it('has Chinese, English, IMO and EU names for every type', () => {
    for (const t of SHIP_TYPES) {
      expect(t.cnName, t.code).toMatch(/[\u4e00-\u9fff]/);
      for (const v of [t.enName, t.imoType, t.euType]) expect(v, t.code).not.toBe('');
    }
  });
});

describe('fuel types', () => {
  it('has the original codes in the original order', () => {
    expect(ALL_FUEL_CODES).toEqual(['1', '11', '12', '2', '21', '22', '3', '4', '5', '6', '7', '8']);
  });

  it('maps every code to a registry fuel that has factors', () => {
    const registry = new Set<string>(FUEL_CODES);
    for (const f of FUEL_TYPES) {
      expect(registry.has(f.registryCode), f.code).toBe(true);
      expect(FUELS[f.registryCode].cf, f.code).toBeGreaterThan(0);
    }
    const families = Object.fromEntries(FUEL_TYPES.map((f) => [f.code, f.registryCode]));
    expect(families).toMatchObject({
      '1': 'HFO',
      '12': 'HFO',
      '21': 'LFO',
      '3': 'MDO_MGO',
      '6': 'LNG',
      '8': 'ETHANOL',
    });
  });

  it('bands sulphur only for the HFO and LFO codes', () => {
    for (const f of FUEL_TYPES) {
      expect(f.sulphurClass === null, f.code).toBe(!['HFO', 'LFO'].includes(f.registryCode));
    }
  });
});
