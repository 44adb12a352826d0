import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { ledgerActors } from '../../support/ledger/ledgerReadFixtures.js';
import { callVoyageData, threeCalls } from '../../support/ledger/ledgerWriteFixtures.js';

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
});
afterAll(() => t.close());

type Point = { bucket: string; fuels: Array<{ totalT: number; atSeaT: number; inPortT: number }> };
const total = (p: Point) => p.fuels.reduce((s, f) => s + f.totalT, 0);
const fuel = async (bucket: string) => {
  const r = await a.manager.get(
    `/api/analysis/fuel?shipId=${a.inScope.id}&fromYear=2025&toYear=2025&bucket=${bucket}`,
  );
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
});
