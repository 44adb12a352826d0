import { and, eq, inArray } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FuelEuStoredFigures } from '../../../src/server/services/reports/exports/fuelEu.js';
import { fuelEuPools, ships, voyages } from '../../../src/server/db/schema/index.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client, type Client } from '../../support/fleet/fleetHelpers.js';
import { bareClient } from '../../support/ledger/ledgerReadFixtures.js';
import { euRoundTrip, threeShipsOfOneDoc } from '../../support/euMrv/roundTrip.js';
import { expectEveryRoute } from '../../support/reports/routeStatus.js';
import { callVoyageData } from '../../support/ledger/ledgerWriteFixtures.js';

/**
 * FuelEU on both databases (docs/reports-fueleu.md §6): three ships of one DOC company write the
 * same 2025 EU round trip (Rotterdam → Hamburg intra-EU, → New York outbound, → Rotterdam inbound
 * with shore power), one burning HFO, one LPG (propane), one MDO; the report's figures equal the
 * calculator's for the same input and the hand-worked HFO figures; the lifecycle runs from
 * generation to the verifier's confirmation; pools and banking/borrowing obey Art. 20/21; every
 * route answers 400, 401, 403 and out-of-scope.
 */
let t: TestApp;
let company: Client;
let verifier: Client;
let bare: Client;
let fleet: { id: number; imo: string; nameEn: string }[];
let outside: { id: number };
const YEAR = { start: '2025-01-01T00:00:00.000Z', end: '2026-01-01T00:00:00.000Z' };

/** The round trip in one fuel: sea 20 t intra, 200 t outbound, 140 t inbound; stays 10, 10, 5 t. */
const roundTrip = (ship: string, fuel: string) =>
  euRoundTrip(ship, { refPrefix: 'F', fuel, shorePowerKWh: 10_000 });
// Mass in scope: 20 + (200 + 140)/2 + 10 + 5 = 205 t; OPS 10 000 kWh = 36 000 MJ.
const TONNES = 205;
const OPS_MJ = 36_000;
const hand = (lcv: number, wtt: number, cf: number) => {
  const fuelMJ = TONNES * 1e6 * lcv;
  const energy = fuelMJ + OPS_MJ;
  const ghgie = (fuelMJ * wtt + TONNES * 1e6 * (cf + 0.00005 * 25 + 0.00018 * 298)) / energy;
  return { energy, ghgie, cb: ((89.3368 - ghgie) * energy) / 1e6 };
};
const HFO = hand(0.0405, 13.5, 3.114);

// The route modules load lazily inside the app's 10 s plugin start; on a loaded machine their first
// transform took longer, so they are loaded here first.
const loadRoutes = () =>
  Promise.all([
    import('../../../src/server/routes/fleet/index.js'),
    import('../../../src/server/routes/calc/index.js'),
    import('../../../src/server/routes/ledger/index.js'),
    import('../../../src/server/routes/uploads/index.js'),
    import('../../../src/server/routes/documents/index.js'),
    import('../../../src/server/routes/statistics/index.js'),
    import('../../../src/server/routes/analysis/index.js'),
    import('../../../src/server/routes/reports/index.js'),
    import('../../../src/server/routes/reports/attachments.js'),
    import('../../../src/server/routes/reports/fuelEu.js'),
  ]);

beforeAll(async () => {
  await loadRoutes();
  t = await createTestApp();
  const admin = await client(t.app, 'admin');
  company = await client(t.app, 'demo_company');
  verifier = await client(t.app, 'demo_class');
  bare = await bareClient(t, admin, 'fueleu_bare');
  const { mine, rows, three } = await threeShipsOfOneDoc(t, company);
  fleet = three.slice(0, 3).map((s) => ({ id: s.id, imo: s.imo!, nameEn: s.nameEn }));
  outside = rows.find((s) => !mine.has(s.id))!;
  for (const [i, fuel] of ['11', '4', '3'].entries()) {
    const w = await callVoyageData(t.app, 'POST', roundTrip(fleet[i]!.imo, fuel), { 'x-token': admin.token });
    expect(w.status, w.body).toBe(200);
  }
}, 180_000);
afterAll(() => t?.close());

describe('FuelEU figures', () => {
  it('the candidate year is generatable; the period-time read answers the same', async () => {
    const c = await company.get(`/api/reports/candidates?regime=fuelEu&shipId=${fleet[0]!.id}&year=2025`);
    expect(c.status).toBe(200);
    expect(c.data).toMatchObject([{ ...YEAR, status: 'generatable' }]);
    const p = await company.get(`/api/mrv/getFuelEuPeriodTime?shipId=${fleet[0]!.id}&year=2025&rptType=1`);
    expect([p.status, p.data]).toEqual([200, c.data]);
    const y24 = await company.get(`/api/mrv/getFuelEuPeriodTime?shipId=${fleet[0]!.id}&year=2024`);
    expect(y24.data[0]).toMatchObject({
      status: 'blocked',
      reasons: [{ code: 'report.fuelEu_before_start' }],
    });
  });

  it('the HFO ship-year equals the hand-worked figures and the calculator on the same input', async () => {
    const v = await company.get(`/api/fuel-eu/ship-year?shipId=${fleet[0]!.id}&year=2025`);
    expect(v.status).toBe(200);
    const f = v.data.figures as FuelEuStoredFigures;
    expect(f.fuels).toMatchObject([
      { fuel: 'HFO', tonnesIntraEu: 20, tonnesExtraEu: 340, tonnesAtBerth: 15 },
    ]);
    expect(f.opsMJ).toBe(OPS_MJ);
    expect(f.energyMJ).toBeCloseTo(HFO.energy, 3);
    expect(f.ghgIntensity!).toBeCloseTo(HFO.ghgie, 9);
    expect(f.complianceBalanceT).toBeCloseTo(HFO.cb, 6);
    const calc = await company.post('/api/calc/fueleu', f.calcInput);
    expect(calc.status).toBe(200);
    expect(calc.data.ghgIntensity).toBe(f.ghgIntensity);
    expect(calc.data.complianceBalanceT).toBe(f.complianceBalanceT);
    expect(calc.data.penaltyEur).toBe(f.penaltyEur);
    expect(v.data.final.penaltyEur).toBeGreaterThan(0);
  });
});

describe('FuelEU lifecycle', () => {
  it('generate → lock → submit → confirm, with the xlsx read back in both languages', async () => {
    const shipId = fleet[0]!.id;
    const g = await company.post('/api/reports', { regime: 'fuelEu', shipId, period: YEAR });
    expect(g.status, JSON.stringify(g.body)).toBe(201);
    const id = g.data.id as number;
    const send = async (who: Client, type: string, extra: object = {}) => {
      const r = (await who.get(`/api/reports/${id}`)).data;
      return who.post(`/api/reports/${id}/events`, { type, version: r.version, ...extra });
    };
    expect((await send(company, 'lock')).status).toBe(409); // voyages not locked yet
    for (const v of await t.db.select().from(voyages).where(eq(voyages.shipId, shipId))) {
      const r = await company.post(`/api/voyages/${v.id}/lock`, { event: 'lock', version: v.version });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    expect((await send(company, 'lock')).status).toBe(200);
    expect((await send(company, 'submit')).status).toBe(200);
    expect((await send(company, 'confirm')).status).toBe(403);
    expect((await send(verifier, 'confirm')).status).toBe(200);
    expect((await company.get(`/api/reports/${id}`)).data.status).toBe('confirmed');
    for (const lang of ['en', 'zh'] as const) {
      const x = await company.get(`/api/reports/${id}/export/xlsx-standard?lang=${lang}`);
      expect(x.status).toBe(200);
      const wb = XLSX.read(x.raw.rawPayload);
      const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 });
      const byLabel = new Map(rows.map((r) => [r[0], r[1]]));
      const cbLabel = lang === 'en' ? 'Compliance balance (t CO2e)' : '合规余额 (t CO2e)';
      expect(byLabel.get(cbLabel)).toBeCloseTo(HFO.cb, 4);
      expect(byLabel.get(lang === 'en' ? 'IMO number' : 'IMO 编号')).toBe(fleet[0]!.imo);
      expect(Number.isInteger(byLabel.get(lang === 'en' ? 'Penalty (EUR)' : '罚款 (EUR)'))).toBe(true);
    }
  });
});

describe('FuelEU pools (Art. 21)', () => {
  const members = () => fleet.map((s) => ({ shipId: s.id }));
  const balances = async () => {
    const out = [];
    for (const s of fleet)
      out.push(
        (await company.get(`/api/fuel-eu/ship-year?shipId=${s.id}&year=2025`)).data.figures
          .adjustedBalanceT as number,
      );
    return out;
  };

  it('three ships: HFO and MDO in deficit, LPG in surplus covering both; the system allocates', async () => {
    const [hfo, lpg, mdo] = await balances();
    expect([hfo! < 0, lpg! > 0, mdo! < 0, hfo! + lpg! + mdo! > 0]).toEqual([true, true, true, true]);
    const p = await company.post('/api/fuel-eu/pools', { year: 2025, name: 'Demo pool', members: members() });
    expect(p.status, JSON.stringify(p.body)).toBe(201);
    expect(p.data.violations).toEqual([]);
    expect(p.data.sumAfterT).toBeCloseTo(hfo! + lpg! + mdo!, 6);
    const after = new Map(
      p.data.members.map((m: { shipId: number; afterT: number }) => [m.shipId, m.afterT]),
    );
    expect(after.get(fleet[0]!.id)).toBeCloseTo(0, 9);
    expect(after.get(fleet[2]!.id)).toBeCloseTo(0, 9);
    const list = await company.get('/api/fuel-eu/pools?year=2025');
    expect(list.data.map((x: { id: number }) => x.id)).toEqual([p.data.id]);
    // The ship-year view carries the pool; a pooled ship may not borrow.
    const v = await company.get(`/api/fuel-eu/ship-year?shipId=${fleet[0]!.id}&year=2025`);
    expect([v.data.pool.id, v.data.final.penaltyEur]).toEqual([p.data.id, 0]);
    const b = await company.put('/api/fuel-eu/flexibility', {
      shipId: fleet[0]!.id,
      year: 2025,
      bankT: 0,
      borrowT: 1,
    });
    expect([b.status, b.body.problems.map((x: { code: string }) => x.code)]).toEqual([
      422,
      expect.arrayContaining(['fuelEu.borrow_with_pool']),
    ]);
    // A ship is in one pool per year.
    const again = await company.post('/api/fuel-eu/pools', { year: 2025, name: 'Twice', members: members() });
    expect([again.status, again.body.code]).toEqual([409, 'fuelEu.pool_ship_taken']);
    expect((await company.del(`/api/fuel-eu/pools/${p.data.id}`)).status).toBe(200);
    expect(await t.db.select().from(fuelEuPools).where(eq(fuelEuPools.id, p.data.id))).toEqual([]);
  });

  it.each([
    ['the sum is negative', (b: number[]) => [b[0]!, 0, b[2]!], 'fuelEu.pool_negative_sum', [0, 2]],
    [
      'a deficit ship leaves worse',
      (b: number[]) => [b[0]! - 1, b[1]! + 1, b[2]!],
      'fuelEu.pool_deficit_worse',
      [0, 1, 2],
    ],
    [
      'a surplus ship leaves in deficit',
      (b: number[]) => [0, -1, b[0]! + b[1]! + b[2]! + 1],
      'fuelEu.pool_surplus_negative',
      [0, 1, 2],
    ],
    [
      'the allocation does not add up',
      (b: number[]) => [0, b[1]!, 0],
      'fuelEu.pool_not_conserved',
      [0, 1, 2],
    ],
  ])('refuses a pool where %s, worded in zh and en', async (_, alloc, code, which) => {
    const b = await balances();
    const after = alloc(b);
    const chosen = which.map((i) => ({ shipId: fleet[i]!.id, afterT: after[i]! }));
    if (code === 'fuelEu.pool_negative_sum') chosen.forEach((m, i) => (m.afterT = b[which[i]!]!));
    const res = await company.post('/api/fuel-eu/pools', { year: 2025, name: 'Bad', members: chosen });
    expect(res.status).toBe(422);
    expect(res.body.problems.map((p: { code: string }) => p.code)).toContain(code);
    const zh = await t.app.inject({
      method: 'POST',
      url: '/api/fuel-eu/pools',
      payload: { year: 2025, name: 'Bad', members: chosen, i18n: 'zh' },
      headers: { 'x-token': company.token },
    });
    expect(zh.json().message).toMatch(/[\u4e00-\u9fff]/);
    expect(await t.db.select().from(fuelEuPools)).toEqual([]);
  });

  it('a pool is changed in one transaction: a refused change leaves it as it was; a valid one replaces it', async () => {
    const p = await company.post('/api/fuel-eu/pools', { year: 2025, name: 'Demo pool', members: members() });
    expect(p.status, JSON.stringify(p.body)).toBe(201);
    const stored = async () =>
      (await company.get('/api/fuel-eu/pools?year=2025')).data.map(
        (x: { id: number; name: string; members: { shipId: number }[] }) => ({
          name: x.name,
          ships: x.members.map((m) => m.shipId).sort((a, b) => a - b),
        }),
      );
    const before = await stored();
    // Without the LPG ship (the only surplus) the pool's sum is negative: refused, nothing changes.
    const bad = await company.put(`/api/fuel-eu/pools/${p.data.id}`, {
      year: 2025,
      name: 'Renamed',
      members: [{ shipId: fleet[0]!.id }, { shipId: fleet[2]!.id }],
    });
    expect([bad.status, bad.body.problems.map((x: { code: string }) => x.code)]).toEqual([
      422,
      ['fuelEu.pool_negative_sum'],
    ]);
    expect(await stored()).toEqual(before);
    // Its own members are not "taken" by the pool being changed; the year cannot move.
    const moved = await company.put(`/api/fuel-eu/pools/${p.data.id}`, {
      year: 2026,
      name: 'Moved',
      members: members(),
    });
    expect([moved.status, moved.body.code]).toEqual([422, 'fuelEu.pool_year_fixed']);
    const good = await company.put(`/api/fuel-eu/pools/${p.data.id}`, {
      year: 2025,
      name: 'Two ships',
      members: [{ shipId: fleet[0]!.id }, { shipId: fleet[1]!.id }],
    });
    expect(good.status, JSON.stringify(good.body)).toBe(200);
    expect(good.data.violations).toEqual([]);
    expect(await stored()).toEqual([
      { name: 'Two ships', ships: [fleet[0]!.id, fleet[1]!.id].sort((a, b) => a - b) },
    ]);
    // The ship left out is free again.
    const v = await company.get(`/api/fuel-eu/ship-year?shipId=${fleet[2]!.id}&year=2025`);
    expect(v.data.pool).toBeNull();
    expect(
      (await company.put('/api/fuel-eu/pools/999999', { year: 2025, name: 'x', members: members() })).status,
    ).toBe(404);
    expect((await company.del(`/api/fuel-eu/pools/${good.data.id}`)).status).toBe(200);
  });

  it('one ship is not a pool', async () => {
    const res = await company.post('/api/fuel-eu/pools', {
      year: 2025,
      name: 'Solo',
      members: [{ shipId: fleet[1]!.id }],
    });
    expect([res.status, res.body.problems.map((p: { code: string }) => p.code)]).toEqual([
      422,
      ['fuelEu.pool_too_small'],
    ]);
  });
});

describe('FuelEU banking and borrowing (Art. 20)', () => {
  it('a deficit ship borrows within its cap; over the cap or banking a deficit is refused', async () => {
    const shipId = fleet[2]!.id;
    const v = (await company.get(`/api/fuel-eu/ship-year?shipId=${shipId}&year=2025`)).data;
    const cap = v.figures.borrowingCapT as number;
    const deficit = -v.figures.adjustedBalanceT as number;
    const over = await company.put('/api/fuel-eu/flexibility', {
      shipId,
      year: 2025,
      bankT: 1,
      borrowT: cap * 1.01,
    });
    expect(over.status).toBe(422);
    expect(over.body.problems.map((p: { code: string }) => p.code)).toEqual(
      expect.arrayContaining(['fuelEu.bank_exceeds_surplus', 'fuelEu.borrow_over_cap']),
    );
    const take = Math.min(cap, deficit);
    const ok = await company.put('/api/fuel-eu/flexibility', { shipId, year: 2025, bankT: 0, borrowT: take });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.data.flexibility.borrowedT).toBe(take);
    expect(ok.data.final.finalBalanceT).toBeCloseTo(-deficit + take, 9);
    // Next year carries 1.1 × the borrowing and may not borrow again (no EU voyage in 2026: no deficit).
    const next = (await company.get(`/api/fuel-eu/ship-year?shipId=${shipId}&year=2026`)).data;
    expect(next.figures.repaymentT).toBeCloseTo(1.1 * take, 9);
    expect(next.figures.borrowAllowed).toBe(false);
  });

  it('a record changed since it was read is not overwritten (409); the version read is accepted', async () => {
    const shipId = fleet[1]!.id;
    const v = (await company.get(`/api/fuel-eu/ship-year?shipId=${shipId}&year=2025`)).data;
    const read = v.flexibility?.version ?? null;
    const first = await company.put('/api/fuel-eu/flexibility', {
      shipId,
      year: 2025,
      bankT: 1,
      borrowT: 0,
      version: read,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const now = first.data.flexibility.version as number;
    expect(now).toBe(read === null ? 1 : read + 1);
    // A second user still holding the first reading is refused, the record stays.
    const stale = await company.put('/api/fuel-eu/flexibility', {
      shipId,
      year: 2025,
      bankT: 2,
      borrowT: 0,
      version: read,
    });
    expect([stale.status, stale.body.code]).toEqual([409, 'conflict']);
    const after = (await company.get(`/api/fuel-eu/ship-year?shipId=${shipId}&year=2025`)).data;
    expect([after.flexibility.bankedT, after.flexibility.version]).toEqual([1, now]);
    const reset = await company.put('/api/fuel-eu/flexibility', {
      shipId,
      year: 2025,
      bankT: 0,
      borrowT: 0,
      version: now,
    });
    expect([reset.status, reset.data.flexibility.version]).toEqual([200, now + 1]);
  });

  it('a surplus ship banks its surplus', async () => {
    const shipId = fleet[1]!.id;
    const v = (await company.get(`/api/fuel-eu/ship-year?shipId=${shipId}&year=2025`)).data;
    const r = await company.put('/api/fuel-eu/flexibility', {
      shipId,
      year: 2025,
      bankT: v.figures.adjustedBalanceT,
      borrowT: 0,
    });
    expect([r.status, r.data.final.finalBalanceT]).toEqual([200, 0]);
    const next = (await company.get(`/api/fuel-eu/ship-year?shipId=${shipId}&year=2026`)).data;
    expect(next.figures.bankedInT).toBe(v.figures.adjustedBalanceT);
  });
});

describe('FuelEU routes: 400, 401, 403, scope', () => {
  const routes = () =>
    [
      ['GET', `/api/fuel-eu/ship-year?shipId=${fleet[0]!.id}&year=2025`],
      ['GET', `/api/mrv/getFuelEuPeriodTime?shipId=${fleet[0]!.id}&year=2025`],
      ['GET', '/api/fuel-eu/pools?year=2025'],
      ['PUT', '/api/fuel-eu/flexibility', { shipId: fleet[0]!.id, year: 2025, bankT: 0, borrowT: 0 }],
      [
        'POST',
        '/api/fuel-eu/pools',
        { year: 2025, name: 'x', members: [{ shipId: fleet[0]!.id }, { shipId: fleet[1]!.id }] },
      ],
      [
        'PUT',
        '/api/fuel-eu/pools/1',
        { year: 2025, name: 'x', members: [{ shipId: fleet[0]!.id }, { shipId: fleet[1]!.id }] },
      ],
      ['DELETE', '/api/fuel-eu/pools/1'],
    ] as const;

  it('no session is 401', async () => {
    await expectEveryRoute(t.app, routes(), 401);
  });

  it('a user without the FuelEU page is 403; a reader without the submit button may not write', async () => {
    await expectEveryRoute(t.app, routes(), 403, { 'x-token': bare.token });
    const put = await verifier.put('/api/fuel-eu/flexibility', {
      shipId: fleet[0]!.id,
      year: 2025,
      bankT: 0,
      borrowT: 0,
    });
    expect(put.status).toBe(403);
    // The verifier reads FuelEU but its duty is the verdict: pooling is the company's act.
    const pool = await verifier.post('/api/fuel-eu/pools', { year: 2025, name: 'x', members: members2() });
    expect(pool.status).toBe(403);
  });
  const members2 = () => [{ shipId: fleet[0]!.id }, { shipId: fleet[1]!.id }];

  it('bad input is 400 with the field named', async () => {
    expect((await company.get('/api/fuel-eu/ship-year?shipId=x&year=2025')).status).toBe(400);
    expect((await company.get('/api/mrv/getFuelEuPeriodTime?shipId=1')).status).toBe(400);
    const neg = await company.put('/api/fuel-eu/flexibility', {
      shipId: fleet[0]!.id,
      year: 2025,
      bankT: -1,
      borrowT: 0,
    });
    expect([neg.status, Object.keys(neg.body.fields)]).toEqual([400, ['bankT']]);
    const p = await company.post('/api/fuel-eu/pools', { year: 2025, name: '', members: [] });
    expect(p.status).toBe(400);
    const put = await company.put('/api/fuel-eu/pools/1', { year: 2025, name: '', members: [] });
    expect([put.status, Object.keys(put.body.fields)]).toEqual([
      400,
      expect.arrayContaining(['name', 'members']),
    ]);
    const ver = await company.put('/api/fuel-eu/flexibility', {
      shipId: fleet[0]!.id,
      year: 2025,
      bankT: 0,
      borrowT: 0,
      version: 'one',
    });
    expect([ver.status, Object.keys(ver.body.fields)]).toEqual([400, ['version']]);
    expect(Object.keys(p.body.fields)).toEqual(expect.arrayContaining(['name', 'members']));
  });

  it('a ship outside the scope is 404, and the pool list leaves other companies’ pools out', async () => {
    expect((await company.get(`/api/fuel-eu/ship-year?shipId=${outside.id}&year=2025`)).status).toBe(404);
    expect((await company.get(`/api/mrv/getFuelEuPeriodTime?shipId=${outside.id}&year=2025`)).status).toBe(
      404,
    );
    const put = await company.put('/api/fuel-eu/flexibility', {
      shipId: outside.id,
      year: 2025,
      bankT: 0,
      borrowT: 0,
    });
    expect(put.status).toBe(404);
    const pool = await company.post('/api/fuel-eu/pools', {
      year: 2025,
      name: 'x',
      members: [{ shipId: fleet[0]!.id }, { shipId: outside.id }],
    });
    expect(pool.status).toBe(404);
    expect((await company.del('/api/fuel-eu/pools/999999')).status).toBe(404);
    const rows = await t.db
      .select()
      .from(ships)
      .where(and(inArray(ships.id, [outside.id])));
    expect(rows).toHaveLength(1);
  });
});
