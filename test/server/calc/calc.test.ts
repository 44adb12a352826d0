import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTestApp, loginAs, type TestApp } from '../../support/app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, 'demo_company'); // any logged-in user may calculate
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, withToken = true) =>
  t.app.inject({
    method: 'POST',
    url: `/api/calc/${url}`,
    payload: payload as object,
    headers: withToken ? auth(token) : {},
  });

// docs/regulatory-sources.md §11 CII-1: bulk 50 000 DWT, 1 000 nm, 80 t HFO, 2026 → attained 4.9824, required 5.045066, C.
const cii1 = {
  shipType: 'bulk_carrier',
  dwt: 50000,
  year: 2026,
  distanceNm: 1000,
  fuels: [{ fuel: 'HFO', tonnes: 80 }],
};
const hfo = (t: number) => ({ fuel: 'HFO', tonnes: t });

describe('calculator API needs a session', () => {
  it.each(['cii', 'eeoi', 'eu-ets', 'fueleu'])('POST /api/calc/%s → 401', async (url) => {
    const res = await post(url, {}, false);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'unauthenticated' });
  });
});

describe('POST /api/calc/cii', () => {
  it('answers the CII-1 figures', async () => {
    const res = await post('cii', cii1);
    expect(res.statusCode).toBe(200);
    const { success, data } = res.json();
    expect(success).toBe(true);
    expect(data).toMatchObject({ capacity: 50000, capacityRef: 50000, reductionFactor: 11, rating: 'C' });
    expect(data.attained).toBeCloseTo(4.9824, 9);
    expect(data.required).toBeCloseTo(5.045066332, 8);
    expect(data.boundaries.inferior).toBeCloseTo(5.953178272, 8);
    expect(data.parameterSet).toEqual(expect.any(String));
    expect(data.uncorrected).toBeUndefined();
  });
  it('with corrections also answers the uncorrected values', async () => {
    const res = await post('cii', { ...cii1, corrections: { voyageFuels: [hfo(8)], voyageDistanceNm: 100 } });
    const { data } = res.json();
    // (80 − 8) × 3.114 = 224.208 t over 50 000 × 900 nm = 4.9824 (same ratio: 10 % fuel, 10 % distance)
    expect(data.attained).toBeCloseTo(4.9824, 9);
    expect(data.co2Tonnes).toBeCloseTo(224.208, 9);
    expect(data.uncorrected.co2Tonnes).toBeCloseTo(249.12, 9);
  });
  it('400 with per-field messages for bad input', async () => {
    const res = await post('cii', { ...cii1, dwt: undefined, fuels: [{ fuel: 'COAL', tonnes: -1 }] });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fields).sort()).toEqual(['dwt', 'fuels.0.fuel', 'fuels.0.tonnes']);
  });
  it('400 year_out_of_range for a year after the Z table', async () => {
    const res = await post('cii', { ...cii1, year: 2031 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'year_out_of_range' });
    expect(res.json().message).toContain('2019–2030');
  });
});

describe('POST /api/calc/eeoi', () => {
  it('per voyage and rolling, ballast voyage has eeoi null', async () => {
    const res = await post('eeoi', {
      voyages: [
        { fuels: [hfo(20)], cargoTonnes: 25000, distanceNm: 300 },
        { fuels: [hfo(20)], cargoTonnes: 0, distanceNm: 300 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    // 62.28 t / 7.5e6 t·nm = 8.304 g/t·nm; rolling (124.56 t) / 7.5e6 = 16.608
    expect(data.voyages[0].eeoi).toBeCloseTo(8.304, 9);
    expect(data.voyages[1]).toMatchObject({ transportWork: 0, eeoi: null });
    expect(data.rolling).toBeCloseTo(16.608, 9);
  });
  it('400 for an empty list', async () => {
    const res = await post('eeoi', { voyages: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('voyages');
  });
});

describe('POST /api/calc/eu-ets', () => {
  const segments = [
    {
      type: 'voyage',
      from: { locode: 'CNSHA', country: 'CN' },
      to: { locode: 'NLRTM', country: 'NL' },
      fuels: [hfo(100)],
    },
    { type: 'berth', port: { locode: 'NLRTM', country: 'NL' }, fuels: [{ fuel: 'MDO_MGO', tonnes: 10 }] },
    {
      type: 'voyage',
      from: { locode: 'NLRTM', country: 'NL' },
      to: { locode: 'DEHAM', country: 'DE' },
      fuels: [hfo(20)],
    },
  ];
  it('shares, MRV/ETS totals and surrender after phase-in (see test/domain/euEts.test.ts)', async () => {
    const res = await post('eu-ets', { year: 2025, shipType: 'tanker', segments });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.segments.map((s: { share: number }) => s.share)).toEqual([0.5, 1, 1]);
    expect(data.mrvCo2).toBeCloseTo(405.74, 9);
    expect(data.etsCo2).toBeCloseTo(250.04, 9);
    expect(data.surrender).toBeCloseTo(175.028, 9);
  });
  it('400 names the bad port field', async () => {
    const bad = [{ ...segments[0], from: { locode: 'CNSHA', country: 'CHN' } }];
    const res = await post('eu-ets', { year: 2025, shipType: 'tanker', segments: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['segments.0.from.country']);
  });
  it('400 year_out_of_range before the maritime ETS', async () => {
    const res = await post('eu-ets', { year: 2023, shipType: 'tanker', segments });
    expect(res.json()).toMatchObject({ code: 'year_out_of_range' });
  });
});

describe('POST /api/calc/fueleu', () => {
  const fuel = { fuel: 'HFO', tonnesIntraEu: 1000, tonnesExtraEu: 0, tonnesAtBerth: 0 };
  it('FEU-1 (AR4 default): 91.744 g/MJ, −97.5 t, EUR 62 209', async () => {
    const res = await post('fueleu', { year: 2025, fuels: [fuel] });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.ghgIntensity).toBeCloseTo(91.7441975, 6);
    expect(data.target).toBe(89.3368);
    expect(data.complianceBalanceT).toBeCloseTo(-97.4996, 4);
    expect(Math.round(data.penaltyEur)).toBe(62209);
    expect(data.energyMJ).toBe(40_500_000);
  });
  it('FEU-1 with AR5: EUR 58 606', async () => {
    const res = await post('fueleu', { year: 2025, gwp: 'AR5', fuels: [fuel] });
    expect(Math.round(res.json().data.penaltyEur)).toBe(58606);
  });
  it('400 per field for an unknown consumer class and a bad wind factor', async () => {
    const res = await post('fueleu', {
      year: 2025,
      fuels: [{ ...fuel, consumer: 'STEAM' }],
      windRewardFactor: 2,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['fuels.0.consumer', 'windRewardFactor']);
  });
  it('400 with the domain code for a fuel without Annex II defaults', async () => {
    const res = await post('fueleu', { year: 2025, fuels: [{ ...fuel, fuel: 'ETHANE' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'fuel_not_in_annex_ii' });
  });
  it('400 year_out_of_range before FuelEU', async () => {
    const res = await post('fueleu', { year: 2024, fuels: [fuel] });
    expect(res.json()).toMatchObject({ code: 'year_out_of_range' });
  });
});
