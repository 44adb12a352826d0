import { cmsaReport, type CmsaInput } from '../../../src/domain/chinaMsa';
import { deriveLegs } from '../../../src/domain/ledger';
import { bulker, portFacts, rec, utc } from '../../support/ledger/records';
import { cmsaLegs, cmsaShip, flagChangeYear } from '../../support/imoDcs/reportLegs';

/**
 * A gas-fuelled ship (docs/reports-dcs-cmsa.md §6.3): LNG (6), LPG butane (5) and MDO (3).
 * CNSHA → (anchorage 6 h) → SGSIN: 40 h from departure to arrival, 34 h under way, 420 nm, 20 000 t
 * cargo; discharge at SGSIN for 30 h with 2 000 kWh shore power. Fuel at sea LNG 60, butane 8,
 * MDO 2; in port at SGSIN LNG 3, MDO 1.
 */
function gasShip() {
  const records = [
    rec({
      refCode: 'G1',
      port: 'CNSHA',
      arrival: '2025-05-01T00:00Z',
      departure: '2025-05-02T00:00Z',
      purposes: [0],
      fuels: { '6': [500, 480], '5': [100, 100], '3': [50, 50] },
      cargoDep: 20_000,
    }),
    rec({
      refCode: 'G2',
      kind: 'anchoring',
      arrival: '2025-05-02T20:00Z',
      departure: '2025-05-03T02:00Z',
      distanceNm: 250,
      fuels: { '6': [450, 445], '5': [95, 94], '3': [49, 49] },
      cargoArr: 20_000,
      cargoDep: 20_000,
    }),
    rec({
      refCode: 'G3',
      port: 'SGSIN',
      arrival: '2025-05-03T16:00Z',
      departure: '2025-05-04T22:00Z',
      distanceNm: 170,
      purposes: [1],
      shorePowerKWh: 2000,
      fuels: { '6': [420, 417], '5': [92, 92], '3': [48, 47] },
      cargoArr: 20_000,
    }),
  ];
  return { records, legs: deriveLegs(records, [], portFacts, bulker) };
}

const input = (over: Partial<CmsaInput>): CmsaInput => ({
  kind: 'annual',
  start: utc('2025-01-01T00:00Z'),
  end: utc('2026-01-01T00:00Z'),
  ship: cmsaShip,
  flag: 'CHN',
  companyName: 'Example Shipping',
  legs: [],
  changes: [],
  methods: { LNG: 'FlowMeter' },
  ...over,
});

describe('China MSA report (2022 format)', () => {
  const g = gasShip();
  const legs = cmsaLegs(g.legs, g.records);

  it('a voyage report carries every fuel, LNG and butane included', () => {
    const r = cmsaReport(input({ kind: 'voyage', start: legs[0]!.departure, end: legs[0]!.arrival, legs }));
    expect(r.figures.totals.fuelByType).toEqual({ LNG: 63, LPG_BUTANE: 8, MDO_MGO: 3 });
    expect(r.figures.totals.co2Tonnes).toBeCloseTo(63 * 2.75 + 8 * 3.03 + 3 * 3.206, 9);
    // Berthed at Shanghai on 1 May (it left on 2 May): the form asks for the berthing.
    expect(r.figures.lastPort).toEqual({ port: 'CNSHA', berthing: '2025-05-01T00:00:00.000Z' });
    expect(r.figures.thisPort).toEqual({ port: 'SGSIN', berthing: '2025-05-03T16:00:00.000Z' });
    expect(r.totals.map((t) => t.key)).toContain('reports.cmsa.fuel.LPG_BUTANE');
    expect(r.figures.methods).toEqual({ LNG: 'FlowMeter', LPG_BUTANE: 'BDN', MDO_MGO: 'BDN' });
  });

  it('operating hours = 34 h under way + 30 h of cargo work in port; transport work in kt·nm', () => {
    const r = cmsaReport(input({ legs }));
    expect(r.figures.totals.hoursUnderway).toBe(34);
    expect(r.figures.totals.operatingHours).toBe(64);
    expect(r.figures.totals.distanceNm).toBe(420);
    expect(r.figures.totals.cargoKtNm).toBeCloseTo((20_000 * 420) / 1000, 9);
    expect(r.figures.totals.shorePowerKWh).toBe(2000);
    expect(r.figures.voyages).toHaveLength(1);
    expect(r.figures.voyages[0]!.inPortCargoHours).toBe(30);
  });

  it('change boxes are prefilled from the change log of the period; a voyage belongs to the part holding its arrival', () => {
    const ex = flagChangeYear();
    const l = cmsaLegs(ex.legs, ex.records);
    const first = cmsaReport(input({ end: utc('2025-07-01T00:00Z'), legs: l, changes: ex.changes }));
    const second = cmsaReport(
      input({ start: utc('2025-07-01T00:00Z'), end: utc('2025-10-01T00:00Z'), legs: l, changes: ex.changes }),
    );
    expect([first.figures.changeOfFlag, first.figures.changeOfCompany]).toEqual([true, false]);
    expect([second.figures.changeOfFlag, second.figures.changeOfCompany]).toEqual([true, true]);
    expect(second.figures.changes.map((c) => [c.kind, c.from, c.to])).toEqual([
      ['flag', 'PAN', 'LBR'],
      ['doc', 1, 2],
    ]);
    expect(first.figures.voyages).toHaveLength(0);
    expect(second.figures.voyages).toHaveLength(1);
    expect(second.figures.totals.fuelByType).toEqual({ HFO: 160 });
  });
});
