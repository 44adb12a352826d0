import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { ledgerActors } from '../../support/ledger/ledgerReadFixtures.js';
import { callVoyageData, portCall, threeCalls } from '../../support/ledger/ledgerWriteFixtures.js';

/**
 * Fuel per month on a ledger written through the API (docs/statistics.md §3d): the hand-worked
 * calls' second leg sails from Singapore on 13 Jan 2025 00:00 UTC to Rotterdam on 10 Feb 00:00 UTC,
 * 28 days, 19 of them in January and 9 in February, so its fuel splits 19 : 9 between the months.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;
beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
  const res = await callVoyageData(t.app, 'POST', threeCalls(a.inScope.imo!), {
    'x-token': a.manager.token,
  });
  expect(res.status, res.body).toBe(200);
  // The second ship crosses New Year: 22 Dec 2024 00:00Z to 5 Jan 2025 00:00Z, 10 days then 4.
  const crossing = await callVoyageData(
    t.app,
    'POST',
    {
      records: [
        portCall(a.inScope2.imo!, 'NY1', { arrival: '2024-12-20T00:00Z', departure: '2024-12-22T00:00Z' }),
        portCall(a.inScope2.imo!, 'NY2', {
          port: 'SGSIN',
          arrival: '2025-01-05T00:00Z',
          departure: '2025-01-06T00:00Z',
          distanceNm: 2000,
          purposes: [1],
          cargo: { arrival: { cargoT: 50_000 }, departure: { cargoT: 0 } },
          fuels: [{ fuel: '11', robArrivalT: 340, robDepartureT: 330 }],
        }),
      ],
    },
    { 'x-token': a.manager.token },
  );
  expect(crossing.status, crossing.body).toBe(200);
});
afterAll(() => t.close());

type Point = { bucket: string; fuels: Array<{ totalT: number; atSeaT: number; inPortT: number }> };
const total = (p: Point) => p.fuels.reduce((s, f) => s + f.totalT, 0);
const fuel = async (bucket: string, shipId = a.inScope.id, years = '&fromYear=2025&toYear=2025') => {
  const r = await a.manager.get(`/api/analysis/fuel?shipId=${shipId}${years}&bucket=${bucket}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.data.points as Point[];
};

describe('GET /api/analysis/fuel by month', () => {
  it('apportions a leg by its time at sea in each month, every month present, adding up', async () => {
    const [v1, v2] = await fuel('voyage');
    expect([v1!.bucket, v2!.bucket]).toEqual(['V001', 'V002']);
    const months = await fuel('month');
    expect(months.map((p) => p.bucket)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`),
    );
    expect(total(months[0]!)).toBeCloseTo(total(v1!) + (total(v2!) * 19) / 28, 9);
    expect(total(months[1]!)).toBeCloseTo((total(v2!) * 9) / 28, 9);
    expect(months.slice(2).every((p) => total(p) === 0)).toBe(true);
    const year = months.reduce((s, p) => s + total(p), 0);
    expect(year).toBeCloseTo(total(v1!) + total(v2!), 9);
    const [q1, ...rest] = await fuel('quarter');
    expect(total(q1!)).toBeCloseTo(year, 9);
    expect(rest.map((q) => q.bucket)).toEqual(['2025-Q2', '2025-Q3', '2025-Q4']);
  });

  it('counts the share inside the period of a leg that crosses its start or its end', async () => {
    const ship = a.inScope2.id;
    const [leg] = await fuel('voyage', ship, '&fromYear=2024&toYear=2025');
    expect(total(leg!)).toBeGreaterThan(0);
    const y2024 = await fuel('year', ship, '&fromYear=2024&toYear=2024');
    const y2025 = await fuel('month', ship);
    expect(total(y2024[0]!)).toBeCloseTo((total(leg!) * 10) / 14, 9);
    expect(total(y2025[0]!)).toBeCloseTo((total(leg!) * 4) / 14, 9);
    const both = await fuel('year', ship, '&fromYear=2024&toYear=2025');
    expect(both.reduce((s, p) => s + total(p), 0)).toBeCloseTo(total(leg!), 9);
  });
});
