import { describe, expect, it } from 'vitest';
import {
  ukAerIceClass,
  ukAerShipDetails,
  ukAerShipType,
  type UkAerShipFacts,
} from '../../../src/domain/ukMrv';
import { UK_AER_FLAGS } from '../../../src/domain/ukMrv/aerCodes';

/** The register → UK ship details mapping (docs/reports-uk-and-cross-regime.md §7.2). */
const ship: UkAerShipFacts = {
  imo: '9310019',
  name: 'UKAER ONE',
  euType: 'Bulk carrier',
  calcType: 'bulk_carrier',
  gt: 40000.4,
  flagAlpha2: 'cn',
  iceClass: null,
  fuels: [{ registryCode: 'HFO', method: '1' }],
  equipment: [
    { kind: 'main_engine', boardSn: 'ME1', model: 'MAN', fuels: [{ registryCode: 'LNG', method: '2' }] },
    { kind: 'propeller', boardSn: 'P1', model: null, fuels: [] },
  ],
  fuelT: { MDO_MGO: 3 },
  allYear: true,
  from: '2026-01-01',
  to: '2026-12-31',
};

describe('UK AER ship details', () => {
  it('maps every required element from the register', () => {
    const r = ukAerShipDetails(ship);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.details).toMatchObject({
      shipType: 'BULK',
      grossTonnage: 40000,
      flag: 'CN',
      iceClass: 'NA',
      companyNature: 'ISM_COMPANY',
      fuelTypes: ['HFO', 'LNG', 'MDO'],
      methods: ['FLOW_METERS'],
      exemptionPerVoyageMonitoring: false,
    });
    expect(r.details.sources).toEqual([
      {
        name: 'MAN ME1',
        type: 'MAIN_ENGINE',
        class: 'LNG_OTTO_DFMS',
        methods: ['FLOW_METERS'],
        fuelTypes: ['LNG'],
      },
    ]);
  });

  it.each([
    ['1A Super', 'IA_SUPER'],
    ['ia super', 'IA_SUPER'],
    ['1A', 'IA'],
    ['1C', 'IC'],
    ['PC 3', 'PC3'],
    ['', 'NA'],
    ['Arc4', null],
  ])('ice class %j → %j', (text, code) => expect(ukAerIceClass(text)).toBe(code));

  it('ship types by the dictionary row; cruise by its calculation type', () => {
    expect(ukAerShipType('Chemical tanker', 'tanker')).toBe('CHEM');
    expect(ukAerShipType('Passenger ship', 'cruise_passenger_ship')).toBe('CRUISE');
    expect(ukAerShipType('Passenger ship', 'other')).toBe('PAX');
    expect(ukAerShipType('Hovercraft', 'other')).toBeNull();
  });

  it('names every missing element instead of filling it in', () => {
    const r = ukAerShipDetails({
      ...ship,
      euType: 'Hovercraft',
      calcType: 'other',
      gt: 4000,
      flagAlpha2: null,
      iceClass: 'Arc4',
      fuels: [],
      equipment: [{ kind: 'boiler', boardSn: 'B1', model: null, fuels: [] }],
      fuelT: {},
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.missing.map((m) => [m.element, m.reason])).toEqual([
      ['shipType', 'shipType'],
      ['grossTonnage', 'grossTonnage'],
      ['flag', 'flag'],
      ['iceClassPolarCode', 'iceClass'],
      ['emissionSources', 'sourceFuels'],
      ['fuelTypes', 'fuelTypes'],
    ]);
  });

  it('the flag list is the schema enumeration (201 codes)', () => {
    expect(UK_AER_FLAGS.size).toBe(201);
    expect(UK_AER_FLAGS.has('GB')).toBe(true);
  });
});
