import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateCii } from '../../../src/domain/cii';
import { forecastCii, type ForecastLeg } from '../../../src/domain/cii/forecast';
import { calculateEuEts } from '../../../src/domain/euMrv';
import { calculateFuelEu } from '../../../src/domain/fuelEu';
import { FUEL_CODES, FUELS, type FuelCode } from '../../../src/domain/registry/fuels';
import {
  fuelPerNmFactor,
  switchFuel,
  whatIf,
  ZERO_SCENARIO,
  type EuLeg,
  type Scenario,
} from '../../../src/domain/scenarios';
import { WORKED } from '../../support/cii/forecastLegs';

const ship = { shipType: 'bulk_carrier' as const, dwt: 50_000 };
const at = (iso: string) => Date.parse(iso);
const NL = { locode: 'NLRTM', country: 'NL' };
const DE = { locode: 'DEHAM', country: 'DE' };
const CN = { locode: 'CNSHA', country: 'CN' };
/** Intra-EU Rotterdam → Hamburg, then Hamburg → Shanghai (outbound), each with its stay at the end. */
const EU_LEGS: EuLeg[] = [
  {
    departureAt: at('2025-01-01T00:00:00Z'),
    from: NL,
    to: DE,
    fuelAtSea: { HFO: 30 },
    fuelInPort: { MDO_MGO: 2 },
  },
  {
    departureAt: at('2025-01-07T00:00:00Z'),
    from: DE,
    to: CN,
    fuelAtSea: { HFO: 50 },
    fuelInPort: { MDO_MGO: 4 },
  },
];
const scenario = (s: Partial<Scenario>): Scenario => ({ ...ZERO_SCENARIO, ...s });
const base = { ship, year: 2025, legs: WORKED, euLegs: EU_LEGS, euaPriceEur: 80 };

describe('scenario pieces', () => {
  it('propeller law: 10 % slower costs 0.81 of the fuel per nm', () => {
    expect(fuelPerNmFactor(10)).toBeCloseTo(0.81, 12);
    expect(fuelPerNmFactor(0)).toBe(1);
  });

  it('fuel switch moves energy: 50 % of 100 t HFO to LNG = 50 t HFO + 50 × 40 200 / 48 000 t LNG', () => {
    expect(switchFuel({ HFO: 100 }, 50, 'LNG')).toEqual({ HFO: 50, LNG: 41.875 });
    expect(switchFuel({ HFO: 100, LNG: 10 }, 100, 'LNG')).toEqual({ HFO: 0, LNG: 10 + 83.75 });
    expect(switchFuel({ HFO: 100 }, 0, 'LNG')).toEqual({ HFO: 100 });
  });
});

describe('whatIf: table', () => {
  it('the zero scenario is the forecast', () => {
    const r = whatIf({ ...base, scenario: ZERO_SCENARIO });
    expect(r.projected).toEqual(r.base);
    const f = forecastCii(base);
    expect(r.base.cii.ok && r.base.cii.value.attained).toBe(f.projected.cii!.attained);
    expect(r.base.cii.ok && r.base.cii.value.rating).toBe('B');
  });

  it('10 % slower: same distance, sea fuel × 0.81, the longer passages eat port days (hand figures)', () => {
    // Remainder sea days 235.33 → 261.48; port days 353 − 261.48 = 91.52 → 274.56 t MDO.
    // HFO 160 + 4 706.67 × 0.81 = 3 972.40 t; MDO 12 + 274.56 = 286.56 t; 73 000 nm.
    const r = whatIf({ ...base, scenario: scenario({ speedReductionPct: 10 }) });
    expect(r.remainder.seaDays).toBeCloseTo(261.4815, 3);
    expect(r.remainder.fuelInPort.MDO_MGO).toBeCloseTo(274.556, 2);
    const co2 = 3972.4 * 3.114 + 286.556 * 3.206;
    expect(r.projected.cii.ok).toBe(true);
    if (!r.projected.cii.ok) return;
    expect(r.projected.cii.value.co2Tonnes).toBeCloseTo(co2, 0);
    expect(r.projected.cii.value.attained).toBeCloseTo((co2 * 1e6) / (50_000 * 73_000), 3);
    expect(r.projected.cii.value.rating).toBe('A');
    const direct = calculateCii({
      ...ship,
      year: 2025,
      distanceNm: r.projected.cii.value.distanceNm,
      fuels: [
        { fuel: 'HFO', tonnes: 160 + r.remainder.fuelAtSea.HFO! },
        { fuel: 'MDO_MGO', tonnes: 12 + r.remainder.fuelInPort.MDO_MGO! },
      ],
    });
    expect(r.projected.cii.value.attained).toBeCloseTo(direct.attained, 10);
  });

  it('10 idle days: 3 000 nm and 200 t HFO less, 30 t MDO more', () => {
    const r = whatIf({ ...base, scenario: scenario({ idleDays: 10 }) });
    expect(r.remainder.distanceNm).toBeCloseTo(67_600, 6);
    expect(r.remainder.fuelAtSea.HFO).toBeCloseTo(4506.667, 2);
    expect(r.remainder.fuelInPort.MDO_MGO).toBeCloseTo(383, 6);
  });

  it('a complete year: ETS and FuelEU equal their engines on the ledger voyages (hand ETS figure)', () => {
    const late: ForecastLeg = {
      ...WORKED[1],
      departureAt: at('2025-12-25T00:00:00Z'),
      arrivalAt: at('2025-12-31T00:00:00Z'),
    };
    const r = whatIf({ ...base, legs: [WORKED[0], late], scenario: scenario({ speedReductionPct: 20 }) });
    expect(r.forecast.remainderDays).toBe(0);
    // Nothing left to change: the scenario equals the base.
    expect(r.projected).toEqual(r.base);
    // 2025, CO2 only: 30 × 3.114 (intra) + 2 × 3.206 (berth DEHAM) + 50 × 3.114 × 0.5 (outbound) = 177.682 t;
    // × 70 % phase-in = 124.3774 t; × 80 EUR = 9 950.19 EUR. The berth in Shanghai is out of scope.
    expect(r.base.ets.ok).toBe(true);
    if (!r.base.ets.ok || !r.base.fuelEu.ok) throw new Error('regimes answered');
    expect(r.base.ets.value.etsCo2e).toBeCloseTo(177.682, 6);
    expect(r.base.ets.value.surrender).toBeCloseTo(124.3774, 4);
    expect(r.base.ets.value.costEur).toBeCloseTo(9950.19, 2);
    const segments = [
      { type: 'voyage' as const, from: NL, to: DE, fuels: [{ fuel: 'HFO' as const, tonnes: 30 }] },
      { type: 'berth' as const, port: DE, fuels: [{ fuel: 'MDO_MGO' as const, tonnes: 2 }] },
      { type: 'voyage' as const, from: DE, to: CN, fuels: [{ fuel: 'HFO' as const, tonnes: 50 }] },
      { type: 'berth' as const, port: CN, fuels: [{ fuel: 'MDO_MGO' as const, tonnes: 4 }] },
    ];
    expect(r.base.ets.value.surrender).toBe(
      calculateEuEts({ year: 2025, shipType: 'bulk_carrier', segments }).surrender,
    );
    const fuelEu = calculateFuelEu({
      year: 2025,
      fuels: [
        { fuel: 'HFO', tonnesIntraEu: 30, tonnesExtraEu: 50, tonnesAtBerth: 0 },
        { fuel: 'MDO_MGO', tonnesIntraEu: 0, tonnesExtraEu: 0, tonnesAtBerth: 2 },
      ],
    });
    expect(r.base.fuelEu.value.complianceBalanceT).toBeCloseTo(fuelEu.complianceBalanceT, 9);
    expect(r.base.fuelEu.value.penaltyEur).toBeCloseTo(fuelEu.penaltyEur, 6);
    expect(r.base.fuelEu.value.penaltyEur).toBeGreaterThan(0);
  });

  it('switching to methanol lowers ETS cost; each regime answers on its own', () => {
    const r = whatIf({ ...base, scenario: scenario({ switchSharePct: 50, switchTo: 'METHANOL' }) });
    if (!r.base.ets.ok || !r.projected.ets.ok) throw new Error('ETS answered');
    expect(r.projected.ets.value.costEur).toBeLessThan(r.base.ets.value.costEur);
    const early = whatIf({
      ...base,
      year: 2023,
      legs: WORKED.map((l) => ({
        ...l,
        departureAt: l.departureAt - 2 * 365 * 86_400_000,
        arrivalAt: l.arrivalAt - 2 * 365 * 86_400_000,
      })),
      scenario: ZERO_SCENARIO,
    });
    expect(early.base.ets).toEqual({ ok: false, code: 'year_out_of_range' });
    expect(early.base.fuelEu).toEqual({ ok: false, code: 'year_out_of_range' });
    expect(early.base.cii.ok).toBe(true);
  });
});

describe('whatIf: properties', () => {
  it('slower never burns more (CO2 of the projected year falls as the speed reduction grows)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 49, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (r, dr) => {
          const a = whatIf({ ...base, scenario: scenario({ speedReductionPct: r }) });
          const b = whatIf({ ...base, scenario: scenario({ speedReductionPct: Math.min(50, r + dr) }) });
          if (!a.projected.cii.ok || !b.projected.cii.ok) throw new Error('rated');
          expect(b.projected.cii.value.co2Tonnes).toBeLessThanOrEqual(a.projected.cii.value.co2Tonnes + 1e-9);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('a fuel switch keeps the remainder energy', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FUEL_CODES),
        fc.double({ min: 0, max: 100, noNaN: true }),
        (to, share) => {
          const t = { HFO: 100, MDO_MGO: 7 };
          const out = switchFuel(t, share, to);
          const energy = (x: Partial<Record<FuelCode, number>>) =>
            FUEL_CODES.reduce((s, f) => s + (x[f] ?? 0) * FUELS[f].lcvKJperKg, 0);
          expect(energy(out)).toBeCloseTo(energy(t), 6);
        },
      ),
    );
  });
});
