import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import {
  bareClient,
  ledgerActors,
  seedLedger,
  type Client,
} from '../../support/ledger/ledgerReadFixtures.js';

/**
 * The ledger's read calls (docs/api-ledger-read.md) on a hand-computed ledger (ledgerReadFixtures):
 * answers, bad input, no session, no permission, and a ship outside the caller's scope.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;
let bare: Client;
let seeded: Awaited<ReturnType<typeof seedLedger>>;
let imo: string;
beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
  bare = await bareClient(t, a.admin);
  seeded = await seedLedger(t.db, a.inScope.id);
  imo = a.inScope.imo!;
  // The ship outside the manager's scope has a voyage too, so a 404 is about scope, not absence.
  await seedLedger(t.db, a.outside.id);
});
afterAll(() => t.close());

const JAN = 'from=2025-01-01T00:00:00Z&to=2025-02-01T00:00:00Z';
const CF = { HFO: 3.114, MDO_MGO: 3.206 };

describe('GET /api/voyage-data/totals', () => {
  it('applies the period rule: ROB at start − ROB at end + bunkered, legs cut at the bound', async () => {
    const r = await a.manager.get(`/api/voyage-data/totals?ship=${imo}&${JAN}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.data.fuelT).toEqual({ HFO: 120, MDO_MGO: 4 });
    expect(r.data.co2T).toBeCloseTo(120 * CF.HFO + 4 * CF.MDO_MGO, 9);
    // Leg 1 whole; leg 2 (13 Jan → 10 Feb, 28 days) has 19 days inside January.
    expect(r.data.distanceNm).toBeCloseTo(2000 + (8000 * 19) / 28, 9);
    expect(r.data.hoursUnderway).toBeCloseTo(144 + (672 * 19) / 28, 9);
    expect(r.data.transportWorkTnm).toBeCloseTo(1e8 + (3.2e8 * 19) / 28, 3);
    expect(r.data.legs).toBe(2);
  });

  it('counts a cut leg in the next period too, with the rest of it', async () => {
    const r = await a.manager.get(
      `/api/voyage-data/totals?shipId=${a.inScope.id}&from=2025-02-01&to=2025-03-01T00:00Z`,
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.data.legs).toBe(1);
    expect(r.data.distanceNm).toBeCloseTo((8000 * 9) / 28, 9);
    // 600 − 400 HFO; MDO 97 at the start and none at the end.
    expect(r.data.fuelT).toEqual({ HFO: 200, MDO_MGO: 97 });
  });

  it('answers 409 snapshot_missing naming the bound without a snapshot', async () => {
    const r = await a.manager.get(
      `/api/voyage-data/totals?ship=${imo}&from=2025-01-02T00:00Z&to=2025-02-01T00:00Z`,
    );
    expect([r.status, r.body.code]).toEqual([409, 'snapshot_missing']);
    expect(r.body.fields).toEqual({ from: '2025-01-02T00:00:00.000Z' });
    const end = await a.manager.get(
      `/api/voyage-data/totals?ship=${imo}&from=2025-01-01T00:00Z&to=2025-04-01T00:00Z`,
    );
    expect([end.status, end.body.code, Object.keys(end.body.fields)]).toEqual([
      409,
      'snapshot_missing',
      ['to'],
    ]);
  });

  it.each([
    ['no ship', JAN],
    ['no period', `ship=${imo}`],
    ['a bare local time', `ship=${imo}&from=2025-01-01T00:00&to=2025-02-01T00:00Z`],
    ['from after to', `ship=${imo}&from=2025-02-01&to=2025-01-01`],
    ['not a date', `ship=${imo}&from=yesterday&to=2025-01-01`],
  ])('refuses %s with 400', async (_name, q) => {
    const r = await a.manager.get(`/api/voyage-data/totals?${q}`);
    expect([r.status, r.body.code]).toEqual([400, 'validation_failed']);
  });

  it('answers 404 for a ship outside the scope or unknown, 403 without the permission, 401 without a session', async () => {
    expect((await a.manager.get(`/api/voyage-data/totals?ship=${a.outside.imo}&${JAN}`)).status).toBe(404);
    expect((await a.manager.get(`/api/voyage-data/totals?ship=9999999&${JAN}`)).status).toBe(404);
    expect((await a.admin.get(`/api/voyage-data/totals?ship=${a.outside.imo}&${JAN}`)).status).toBe(200);
    expect((await a.authority.get(`/api/voyage-data/totals?ship=${imo}&${JAN}`)).status).toBe(403);
    expect((await bare.get(`/api/voyage-data/totals?ship=${imo}&${JAN}`)).status).toBe(403);
    const anon = await t.app.inject({ method: 'GET', url: `/api/voyage-data/totals?ship=${imo}&${JAN}` });
    expect(anon.statusCode).toBe(401);
  });
});

describe('GET /api/voyage-data/legs', () => {
  it('lists the IMO legs overlapping the period, fuel keyed by class, UTC times', async () => {
    const r = await a.manager.get(`/api/voyage-data/legs?ship=${imo}&${JAN}&kind=imo`);
    expect(r.status).toBe(200);
    expect(r.data.map((l: any) => [l.voyageNo, l.fromPort, l.toPort])).toEqual([
      ['V001', 'CNSHA', 'SGSIN'],
      ['V002', 'SGSIN', 'NLRTM'],
    ]);
    // Codes 1 and 11 are both HFO.
    expect(r.data[0].fuelAtSeaT).toEqual({ HFO: 31, MDO_MGO: 2 });
    expect(r.data[0].fuelInPortT).toEqual({ HFO: 5 });
    expect(r.data[0].departure).toBe('2025-01-06T00:00:00.000Z');
    expect(r.data[1].fuelIceT).toEqual({ HFO: 6 });
    expect(r.data[0]).not.toHaveProperty('euCategory');
  });

  it('lists EU voyages with their category; none before the period', async () => {
    const eu = await a.manager.get(`/api/voyage-data/legs?ship=${imo}&${JAN}&kind=eu`);
    expect(eu.data.map((l: any) => [l.kind, l.euCategory])).toEqual([['eu', 'inbound']]);
    const before = await a.manager.get(`/api/voyage-data/legs?ship=${imo}&from=2024-01-01&to=2025-01-01`);
    expect(before.data).toEqual([]);
  });

  it('refuses an unknown kind (400), a foreign ship (404), no permission (403), no session (401)', async () => {
    expect((await a.manager.get(`/api/voyage-data/legs?ship=${imo}&${JAN}&kind=cn`)).status).toBe(400);
    expect((await a.manager.get(`/api/voyage-data/legs?ship=${a.outside.imo}&${JAN}`)).status).toBe(404);
    expect((await a.authority.get(`/api/voyage-data/legs?ship=${imo}&${JAN}`)).status).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/voyage-data/legs?ship=${imo}&${JAN}` })).statusCode,
    ).toBe(401);
  });

  it('reads one leg with its voyage (404 outside the scope)', async () => {
    const r = await a.manager.get(`/api/voyage-data/legs/${seeded.l2.id}`);
    expect(r.status).toBe(200);
    expect(r.data).toMatchObject({ voyageNo: 'V002', voyageId: seeded.v2.id, fuelAtSeaT: { HFO: 100 } });
    const other = await a.admin.get(`/api/voyages?ship=${a.outside.imo}`);
    const foreignLeg = other.data.items[0].legs[0].id;
    expect((await a.manager.get(`/api/voyage-data/legs/${foreignLeg}`)).status).toBe(404);
    expect((await a.manager.get(`/api/voyage-data/legs/abc`)).status).toBe(400);
  });
});

describe('GET /api/voyages', () => {
  it('pages voyages with IMO legs first, then EU', async () => {
    const r = await a.manager.get(`/api/voyages?ship=${imo}&page=1&size=10`);
    expect(r.status).toBe(200);
    expect(r.data.total).toBe(2);
    expect(r.data.items.map((v: any) => v.voyageNo)).toEqual(['V002', 'V001']);
    const v2 = r.data.items[0];
    expect(v2).toMatchObject({ ship: imo, status: 'unlocked', start: '2025-01-13T00:00:00.000Z' });
    expect(v2.legs.map((l: any) => l.kind)).toEqual(['imo', 'eu']);
    // The list names its ports from the dictionary of the revision the statement read.
    expect(v2.legs[0]).toMatchObject({
      fromPort: 'SGSIN',
      fromPortNames: ['Singapore', expect.any(String), null],
    });
  });

  it("names a port's main code beside another code of it (CNDAL is CNDLC, Dalian)", async () => {
    const { sql } = await import('drizzle-orm');
    await t.db.execute(sql`update voyage_legs set from_port = 'CNDAL' where id = ${seeded.l2.id}`);
    try {
      const r = await a.manager.get(`/api/voyages?ship=${imo}&page=1&size=10`);
      expect(r.data.items[0].legs[0]).toMatchObject({
        fromPort: 'CNDAL',
        fromPortNames: ['Dalian', '大连', 'CNDLC'],
      });
    } finally {
      await t.db.execute(sql`update voyage_legs set from_port = 'SGSIN' where id = ${seeded.l2.id}`);
    }
  });

  it('filters by period, voyage number, company, keyword and start/end dates', async () => {
    const feb = await a.manager.get(`/api/voyages?ship=${imo}&from=2025-02-01&to=2025-03-01`);
    expect(feb.data.items.map((v: any) => v.voyageNo)).toEqual(['V002']);
    const no = await a.manager.get(`/api/voyages?voyageNo=v001`);
    expect(no.data.items.map((v: any) => [v.ship, v.voyageNo])).toEqual([[imo, 'V001']]);
    const dates = await a.manager.get(
      `/api/voyages?shipId=${a.inScope.id}&startDate=2025-01-01&endDate=2025-01-31`,
    );
    expect(dates.data.items.map((v: any) => v.voyageNo)).toEqual(['V001']);
    const kw = await a.manager.get(`/api/voyages?keyword=${imo}`);
    expect(kw.data.total).toBe(2);
    // Admin sees both ships' voyages; the manager only its own.
    expect((await a.admin.get('/api/voyages?voyageNo=V001')).data.total).toBe(2);
    expect((await a.manager.get('/api/voyages?voyageNo=V001')).data.total).toBe(1);
  });

  it('refuses bad paging (400), a foreign ship (404), no permission (403), no session (401)', async () => {
    expect((await a.manager.get(`/api/voyages?size=100000`)).status).toBe(400);
    expect((await a.manager.get(`/api/voyages?ship=${a.outside.imo}`)).status).toBe(404);
    expect((await bare.get(`/api/voyages`)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/voyages' })).statusCode).toBe(401);
  });

  it('reads one voyage, its records (with the handover call that starts it) and episodes', async () => {
    const v = await a.manager.get(`/api/voyages/${seeded.v2.id}`);
    expect(v.data).toMatchObject({ voyageNo: 'V002', ship: imo });
    const recs = await a.manager.get(`/api/voyages/${seeded.v2.id}/records`);
    expect(recs.data.map((r: any) => r.record.refCode)).toEqual(['R2', 'R3']);
    const handover = recs.data[0].record;
    expect(handover).toMatchObject({
      voyageNo: 'V001',
      nextVoyageNo: 'V002',
      port: 'SGSIN',
      arrival: '2025-01-12T00:00+00:00',
      fuels: [
        { fuel: '11', robArrivalT: 450, robDepartureT: 640, correctionT: -5 },
        { fuel: '3', robArrivalT: 96, robDepartureT: 96 },
      ],
      bunkers: [{ fuel: '11', tonnes: 200, time: '2025-01-12T12:00+00:00', bdnNo: 'BDN-1' }],
      cargo: { arrival: { cargoT: 50000 }, departure: { cargoT: 40000 } },
    });
    const v1recs = await a.manager.get(`/api/voyages/${seeded.v1.id}/records`);
    // Local times come back with the offset they were written with.
    expect(v1recs.data[0].record.arrival).toBe('2025-01-05T08:00+08:00');
    const eps = await a.manager.get(`/api/voyages/${seeded.v2.id}/episodes`);
    expect(eps.data.map((e: any) => e.episode)).toEqual([
      expect.objectContaining({ refCode: 'ICE1', kind: 'ice', fuels: [{ fuel: '11', consumedT: 6 }] }),
    ]);
  });

  it('answers 404 for a voyage outside the scope and 400 for a bad id', async () => {
    const foreign = (await a.admin.get(`/api/voyages?ship=${a.outside.imo}`)).data.items[0].id;
    for (const p of ['', '/records', '/episodes'])
      expect((await a.manager.get(`/api/voyages/${foreign}${p}`)).status).toBe(404);
    expect((await a.manager.get(`/api/voyages/0`)).status).toBe(400);
    expect((await bare.get(`/api/voyages/${seeded.v1.id}`)).status).toBe(403);
  });
});

describe('GET /api/snapshots', () => {
  it('pages the ship’s snapshots, newest first, with local times and fuels', async () => {
    const r = await a.manager.get(`/api/snapshots?ship=${imo}&size=2`);
    expect(r.status).toBe(200);
    expect(r.data.total).toBe(3);
    expect(r.data.items.map((s: any) => s.snapshot.refCode)).toEqual(['S2025-03', 'S2025-02']);
    const jan = await a.manager.get(`/api/snapshots?shipId=${a.inScope.id}&from=2025-01-01&to=2025-01-02`);
    expect(jan.data.items[0].snapshot).toEqual({
      refCode: 'S2025',
      ship: imo,
      time: '2025-01-01T08:00+08:00',
      fuels: [
        { fuel: '11', robT: 520 },
        { fuel: '3', robT: 101 },
      ],
    });
    expect((await a.manager.get('/api/snapshots')).data.total).toBe(3);
    expect((await a.admin.get('/api/snapshots')).data.total).toBe(6);
  });

  it('refuses bad input, a foreign ship, no permission, no session', async () => {
    expect((await a.manager.get(`/api/snapshots?from=x`)).status).toBe(400);
    expect((await a.manager.get(`/api/snapshots?ship=${a.outside.imo}`)).status).toBe(404);
    expect((await a.authority.get(`/api/snapshots`)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/snapshots' })).statusCode).toBe(401);
  });
});

describe('report monitoring', () => {
  it('counts what each ship reported in the period', async () => {
    const r = await a.manager.get(`/api/ledger/monitoring?${JAN}&keyword=${imo}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.data.items).toEqual([
      expect.objectContaining({
        shipId: a.inScope.id,
        ship: imo,
        records: 2,
        episodes: 0,
        snapshots: 1,
        lastArrival: '2025-01-12T00:00:00.000Z',
      }),
    ]);
    const all = await a.manager.get(`/api/ledger/monitoring?${JAN}&size=100`);
    expect(all.data.items.some((s: any) => s.shipId === a.outside.id)).toBe(false);
  });

  it('lists a ship’s raw records with ROB, bunkers and transfers per fuel family', async () => {
    const r = await a.manager.get(`/api/ledger/monitoring/${a.inScope.id}/records?${JAN}`);
    expect(r.data.map((x: any) => x.refCode)).toEqual(['R1', 'R2']);
    expect(r.data[1]).toMatchObject({
      robArrivalT: { HFO: 445, MDO_MGO: 96 },
      robDepartureT: { HFO: 640, MDO_MGO: 96 },
      bunkeredT: { HFO: 200 },
      transferredT: {},
    });
  });

  it('refuses a missing period (400), a foreign ship (404), no permission (403), no session (401)', async () => {
    expect((await a.manager.get(`/api/ledger/monitoring`)).status).toBe(400);
    expect((await a.manager.get(`/api/ledger/monitoring/${a.outside.id}/records?${JAN}`)).status).toBe(404);
    expect((await bare.get(`/api/ledger/monitoring?${JAN}`)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/ledger/monitoring?${JAN}` })).statusCode).toBe(
      401,
    );
  });
});
