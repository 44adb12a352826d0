import { fuelEuFinal } from '../../../src/domain/fuelEu/balance';
import { lngConsumerOf, lngConsumerShares, type FuelEuEngine } from '../../../src/domain/fuelEu/lngEngines';
import {
  fuelEuReport,
  legPeriodShare,
  type FuelEuLegInput,
  type FuelEuPort,
} from '../../../src/domain/fuelEu/report';

/**
 * A FuelEU ship-year built by hand (docs/reports-fueleu.md §6): intra-EU, outbound, inbound, a leg
 * cut by the year start, an out-of-scope leg, at-berth stays, OPS at Rotterdam, LNG burnt by a
 * MAN ME-GI main engine (Diesel, slow speed, 0.2 % slip) and Wärtsilä 34DF generators (Otto,
 * medium speed, 3.1 % slip). Expected values are worked from the printed Annex II rows (docs/regulatory-sources.md
 * §7.4), not from the registry.
 */
const port = (code: string, eea: boolean): FuelEuPort => ({
  code,
  eea,
  outermost: false,
  country: code.slice(0, 2),
});
const RTM = port('NLRTM', true);
const HAM = port('DEHAM', true);
const ALG = port('ESALG', true);
const NYC = port('USNYC', false);
const SHA = port('CNSHA', false);
const SIN = port('SGSIN', false);
const at = (s: string) => Date.parse(s);
let id = 0;
const leg = (
  from: FuelEuPort,
  to: FuelEuPort,
  dep: string,
  arr: string,
  atSeaT: FuelEuLegInput['atSeaT'],
  inPortT: FuelEuLegInput['inPortT'] = {},
): FuelEuLegInput => ({
  id: ++id,
  fromRefCode: `${from.code}-${dep}`,
  toRefCode: `${to.code}-${arr}`,
  from,
  to,
  departure: at(dep),
  arrival: at(arr),
  atSeaT,
  inPortT,
});

const engines: FuelEuEngine[] = [
  {
    kind: 'main_engine',
    boardSn: 'ME1',
    model: 'MAN B&W 6G70ME-GI',
    ratedPowerKw: 15_000,
    ratedSpeedRpm: 77,
    fuelCodes: ['6', '3'],
  },
  {
    kind: 'aux_engine',
    boardSn: 'GE1',
    model: 'Wärtsilä 6L34DF',
    ratedPowerKw: 5_000,
    ratedSpeedRpm: 720,
    fuelCodes: ['6', '3'],
  },
  {
    kind: 'boiler',
    boardSn: 'B1',
    model: 'Aalborg',
    ratedPowerKw: 900,
    ratedSpeedRpm: null,
    fuelCodes: ['6'],
  },
];

const legs = [
  // Cut by the year start: half its sea time lies in 2025 → 25 t HFO intra; its stay at Rotterdam is in 2025.
  leg(ALG, RTM, '2024-12-31T00:00Z', '2025-01-02T00:00Z', { '1': 50 }, { '3': 2 }),
  leg(RTM, HAM, '2025-01-05T00:00Z', '2025-01-06T12:00Z', { '6': 100, '3': 10 }, { '3': 4 }),
  leg(HAM, NYC, '2025-01-08T00:00Z', '2025-01-18T00:00Z', { '6': 400, '3': 20 }, { '3': 6 }),
  leg(NYC, RTM, '2025-01-20T00:00Z', '2025-01-30T00:00Z', { '1': 200 }, { '3': 5 }),
  leg(SHA, SIN, '2025-03-01T00:00Z', '2025-03-06T00:00Z', { '1': 300 }, { '1': 3 }),
];
const ops = [
  { refCode: 'RTM-OPS', port: RTM, arrival: at('2025-01-30T00:00Z'), kWh: 10_000 },
  { refCode: 'SIN-OPS', port: SIN, arrival: at('2025-03-06T00:00Z'), kWh: 5_000 },
];
const YEAR = { year: 2025, start: at('2025-01-01T00:00Z'), end: at('2026-01-01T00:00Z') };

// Hand-worked: tonnes in scope per pathway, energy, WtT and TtW sums (Annex II rows, GWP 1/25/298).
const LCV = { HFO: 0.0405, MDO: 0.0427, LNG: 0.0491 };
const WTT = { HFO: 13.5, MDO: 14.4, LNG: 18.5 };
const TTW_G = {
  HFO: 3.114 + 0.00005 * 25 + 0.00018 * 298,
  MDO: 3.206 + 0.00005 * 25 + 0.00018 * 298,
  LNG_DIESEL: 0.998 * (2.75 + 0.00011 * 298) + 0.002 * 25,
  LNG_OTTO_MS: 0.969 * (2.75 + 0.00011 * 298) + 0.031 * 25,
};
const T = {
  HFO: 25 + 200 / 2,
  MDO: 10 + 20 / 2 + (2 + 4 + 5),
  LNG_DIESEL: 0.75 * (100 + 400 / 2),
  LNG_OTTO: 0.25 * (100 + 400 / 2),
};
const OPS_MJ = 10_000 * 3.6;
const ENERGY =
  T.HFO * 1e6 * LCV.HFO + T.MDO * 1e6 * LCV.MDO + (T.LNG_DIESEL + T.LNG_OTTO) * 1e6 * LCV.LNG + OPS_MJ;
const WTT_SUM =
  T.HFO * 1e6 * LCV.HFO * WTT.HFO +
  T.MDO * 1e6 * LCV.MDO * WTT.MDO +
  (T.LNG_DIESEL + T.LNG_OTTO) * 1e6 * LCV.LNG * WTT.LNG;
const TTW_SUM =
  1e6 *
  (T.HFO * TTW_G.HFO + T.MDO * TTW_G.MDO + T.LNG_DIESEL * TTW_G.LNG_DIESEL + T.LNG_OTTO * TTW_G.LNG_OTTO_MS);
const GHGIE = (WTT_SUM + TTW_SUM) / ENERGY;
const CB = ((89.3368 - GHGIE) * ENERGY) / 1e6;

describe('FuelEU report of a hand-worked ship-year', () => {
  const { figures, totals } = fuelEuReport({ ...YEAR, legs, ops, engines });

  it('scores every voyage: intra 100 %, outbound/inbound 50 %, out of scope 0, EEA berths 100 %', () => {
    expect(figures.voyages.map((v) => [v.bucket, v.seaShare, v.berthShare])).toEqual([
      ['between', 1, 1],
      ['between', 1, 1],
      ['departing', 0.5, 0],
      ['arriving', 0.5, 1],
      ['none', 0, 0],
    ]);
    expect(figures.voyages[0]!.periodShare).toBeCloseTo(0.5, 12);
  });

  it('splits LNG by the engines: ME-GI Diesel 75 %, 34DF Otto medium speed 25 % (the boiler has no slip class)', () => {
    expect(figures.lngConsumers).toEqual([
      { consumer: 'LNG_DIESEL_SS', share: 0.75, engines: ['ME1'] },
      { consumer: 'LNG_OTTO_MS', share: 0.25, engines: ['GE1'] },
    ]);
  });

  it('puts the fuel in the intra, extra and at-berth columns', () => {
    const row = (fuel: string, consumer: string | null = null) =>
      figures.fuels.find((f) => f.fuel === fuel && f.consumer === consumer)!;
    expect([row('HFO').tonnesIntraEu, row('HFO').tonnesExtraEu, row('HFO').tonnesAtBerth]).toEqual([
      25, 200, 0,
    ]);
    expect([
      row('MDO_MGO').tonnesIntraEu,
      row('MDO_MGO').tonnesExtraEu,
      row('MDO_MGO').tonnesAtBerth,
    ]).toEqual([10, 20, 11]);
    expect(row('LNG', 'LNG_DIESEL_SS').tonnesInScope).toBeCloseTo(T.LNG_DIESEL, 9);
    expect(row('LNG', 'LNG_OTTO_MS').tonnesInScope).toBeCloseTo(T.LNG_OTTO, 9);
    expect(row('HFO').tonnesInScope).toBe(T.HFO);
  });

  it('counts OPS only at EEA berths', () => {
    expect(figures.opsKWh).toBe(10_000);
    expect(figures.opsMJ).toBe(OPS_MJ);
  });

  it('gives energy, GHG intensity and compliance balance as worked by hand', () => {
    expect(figures.energyMJ).toBeCloseTo(ENERGY, 3);
    expect(figures.ghgIntensity!).toBeCloseTo(GHGIE, 9);
    expect(figures.target).toBe(89.3368);
    expect(figures.complianceBalanceT).toBeCloseTo(CB, 6);
    expect(figures.complianceBalanceT).toBeGreaterThan(0);
    expect(figures.penaltyEur).toBe(0);
    expect(figures.borrowAllowed).toBe(false);
    expect(figures.borrowingCapT).toBeCloseTo((0.02 * 89.3368 * ENERGY) / 1e6, 6);
  });

  it('lists the totals with their legs', () => {
    const cb = totals.find((x) => x.key === 'reports.fuelEu.complianceBalance')!;
    expect(cb.value).toBeCloseTo(CB, 6);
    expect(cb.sources.legIds).toHaveLength(4);
    expect(totals.find((x) => x.key === 'reports.fuelEu.opsEnergy')!.sources.recordRefCodes).toEqual([
      'RTM-OPS',
    ]);
  });
});

describe('FuelEU deficit, carry-over and penalty', () => {
  // HFO only, intra-EU: GHGIE = HFO WtW 91.74420 g/MJ (docs/regulatory-sources.md §7.4), a deficit.
  const hfoLeg = leg(RTM, HAM, '2026-02-01T00:00Z', '2026-02-03T00:00Z', { '1': 1000 });
  const y2026 = { year: 2026, start: at('2026-01-01T00:00Z'), end: at('2027-01-01T00:00Z') };
  const energy = 1000 * 1e6 * 0.0405;
  const ghgie = 13.5 + (3.114 + 0.00005 * 25 + 0.00018 * 298) / 0.0405;
  const cb = ((89.3368 - ghgie) * energy) / 1e6;

  it('HFO WtW is 91.74420', () => expect(ghgie).toBeCloseTo(91.7442, 4));

  it.each([
    { penaltyPeriodsInARow: 0, factor: 1 },
    { penaltyPeriodsInARow: 1, factor: 1.1 },
    { penaltyPeriodsInARow: 2, factor: 1.2 },
  ])('penalty after $penaltyPeriodsInARow penalty periods × $factor', ({ penaltyPeriodsInARow, factor }) => {
    const { figures } = fuelEuReport({
      ...y2026,
      legs: [hfoLeg],
      ops: [],
      engines: [],
      previous: { bankedT: 0, borrowedT: 0, penaltyPeriodsInARow },
    });
    expect(figures.complianceBalanceT).toBeCloseTo(cb, 6);
    expect(figures.penaltyEur).toBeCloseTo(((-cb * 1e6) / (ghgie * 41_000)) * 2400 * factor, 4);
    expect(figures.borrowAllowed).toBe(true);
  });

  it('adds last year’s banked surplus and deducts 1.1 × last year’s borrowing', () => {
    const { figures } = fuelEuReport({
      ...y2026,
      legs: [hfoLeg],
      ops: [],
      engines: [],
      previous: { bankedT: 30, borrowedT: 10, penaltyPeriodsInARow: 0 },
    });
    expect(figures.adjustedBalanceT).toBeCloseTo(cb + 30 - 11, 9);
    expect(figures.borrowAllowed).toBe(false);
  });

  it('has no energy and no intensity without an EU voyage', () => {
    const { figures } = fuelEuReport({
      ...y2026,
      legs: [leg(SHA, SIN, '2026-03-01T00:00Z', '2026-03-03T00:00Z', { '1': 100 })],
      ops: [],
      engines: [],
    });
    expect([figures.energyMJ, figures.ghgIntensity, figures.complianceBalanceT, figures.calcInput]).toEqual([
      0,
      null,
      0,
      null,
    ]);
  });

  it('leaves ethanol without a certified value out and says so', () => {
    const { figures } = fuelEuReport({
      ...y2026,
      legs: [leg(RTM, HAM, '2026-02-01T00:00Z', '2026-02-03T00:00Z', { '1': 10, '8': 5 })],
      ops: [],
      engines: [],
    });
    expect(figures.excludedFuels).toEqual([{ fuel: 'ETHANOL', tonnes: 5 }]);
  });
});

describe('LNG engine classes from the equipment', () => {
  const e = (model: string, rpm: number | null): FuelEuEngine => ({
    kind: 'main_engine',
    boardSn: 'X',
    model,
    ratedPowerKw: 1000,
    ratedSpeedRpm: rpm,
    fuelCodes: ['6'],
  });
  it.each([
    ['MAN B&W 6G70ME-GI', 77, 'LNG_DIESEL_SS'],
    ['WinGD 5X72DF', 89, 'LNG_OTTO_SS'],
    ['MAN 7G60ME-C10.5-GA', 90, 'LNG_OTTO_SS'],
    ['Wärtsilä 6L34DF', 720, 'LNG_OTTO_MS'],
    ['Bergen B-Gas B36:45', 750, 'LNG_LBSI'],
    ['Unknown dual fuel', 120, 'LNG_OTTO_SS'],
    ['Unknown dual fuel', null, 'LNG_OTTO_MS'],
  ])('%s at %s rpm → %s', (model, rpm, consumer) => expect(lngConsumerOf(e(model, rpm))).toBe(consumer));

  it('without an LNG engine the default (worst) class takes all LNG', () =>
    expect(lngConsumerShares([])).toEqual([{ consumer: 'LNG_OTTO_MS', share: 1, engines: [] }]));
});

describe('leg share in a period', () => {
  it.each([
    [0, 10, 0, 100, 1],
    [-5, 5, 0, 100, 0.5],
    [95, 105, 0, 100, 0.5],
    [100, 110, 0, 100, 0],
    [50, 50, 0, 100, 1],
  ])('[%s, %s] in [%s, %s) → %s', (d, a, s, e, share) => expect(legPeriodShare(d, a, s, e)).toBe(share));
});

describe('final balance with this year’s decisions', () => {
  const basis = {
    adjustedBalanceT: -100,
    borrowingCapT: 80,
    borrowAllowed: true,
    ghgIntensity: 91.7442,
    consecutivePeriods: 1,
  };
  const none = { bankT: 0, borrowT: 0, poolDeltaT: 0, pooled: false };
  it('borrows within the cap; the rest is penalised', () => {
    const r = fuelEuFinal(basis, { ...none, borrowT: 80 });
    expect(r.errors).toEqual([]);
    expect(r.finalBalanceT).toBe(-20);
    expect(r.penaltyEur).toBeCloseTo(((20 * 1e6) / (91.7442 * 41_000)) * 2400, 6);
  });
  it.each([
    [{ ...none, borrowT: 81 }, basis, 'borrow_over_cap'],
    [{ ...none, borrowT: 10 }, { ...basis, borrowAllowed: false }, 'borrow_consecutive'],
    [{ ...none, borrowT: 10, pooled: true, poolDeltaT: 50 }, basis, 'borrow_with_pool'],
    [{ ...none, borrowT: 10 }, { ...basis, adjustedBalanceT: 5 }, 'borrow_no_deficit'],
    [{ ...none, bankT: 10 }, basis, 'bank_exceeds_surplus'],
    [{ ...none, bankT: -1 }, basis, 'flex_negative'],
  ])('refuses %o', (d, b, code) => expect(fuelEuFinal(b, d).errors).toContain(code));
  it('banks a surplus left after pooling', () => {
    const r = fuelEuFinal(basis, { ...none, poolDeltaT: 150, pooled: true, bankT: 50 });
    expect(r).toEqual({ finalBalanceT: 0, penaltyEur: 0, errors: [] });
  });
});
