import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { ledgerActors } from '../../support/ledger/ledgerReadFixtures.js';
import { callVoyageData, portCall, threeCalls } from '../../support/ledger/ledgerWriteFixtures.js';

/**
 * The read, lock and delete calls on data written through POST /api/voyage-data (the writer's
 * derivation fills the legs): totals by the period rule, a locked voyage refusing uploads and its
 * delete, a voyage delete rebuilding the legs, and reads with an API key limited to its ship.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;
let ship: string;
beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
  ship = a.inScope2.imo!;
  const w = await callVoyageData(
    t.app,
    'POST',
    {
      ...threeCalls(ship),
      snapshots: [
        {
          refCode: 'S1',
          ship,
          time: '2025-01-01T00:00Z',
          fuels: [
            { fuel: '11', robT: 520 },
            { fuel: '3', robT: 101 },
          ],
        },
        {
          refCode: 'S2',
          ship,
          time: '2025-02-01T00:00Z',
          fuels: [
            { fuel: '11', robT: 300 },
            { fuel: '3', robT: 95 },
          ],
        },
      ],
    },
    { 'x-token': a.manager.token },
  );
  expect(w.status, w.body).toBe(200);
});
afterAll(() => t.close());

const JAN = 'from=2025-01-01T00:00Z&to=2025-02-01T00:00Z';

describe('reads of written data', () => {
  it('totals: 520 − 300 + 200 t HFO, 101 − 95 t MDO; the second leg cut at 1 Feb', async () => {
    const r = await a.manager.get(`/api/voyage-data/totals?ship=${ship}&${JAN}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.data.fuelT).toEqual({ HFO: 420, MDO_MGO: 6 });
    expect(r.data.legs).toBe(2);
    expect(r.data.distanceNm).toBeCloseTo(2000 + (8000 * 19) / 28, 6);
  });

  it('legs and voyages as derived by the writer', async () => {
    const legs = await a.manager.get(`/api/voyage-data/legs?ship=${ship}&${JAN}`);
    expect(legs.data.map((l: any) => [l.voyageNo, l.fromPort, l.toPort])).toEqual([
      ['V001', 'CNSHA', 'SGSIN'],
      ['V002', 'SGSIN', 'NLRTM'],
    ]);
    expect(legs.data[0].fuelInPortT).toEqual({ HFO: 20, MDO_MGO: 1 });
    const voyages = await a.manager.get(`/api/voyages?ship=${ship}`);
    expect(voyages.data.items.map((v: any) => v.voyageNo).sort()).toEqual(['V001', 'V002']);
    // Start = departure that starts the voyage, end = its last arrival after that (R1 left Shanghai
    // 6 Jan 00:00Z; V001 ends at Singapore 12 Jan 00:00Z, where R2's departure starts V002).
    const span = Object.fromEntries(voyages.data.items.map((v: any) => [v.voyageNo, [v.start, v.end]]));
    expect(span).toEqual({
      V001: ['2025-01-06T00:00:00.000Z', '2025-01-12T00:00:00.000Z'],
      V002: ['2025-01-13T00:00:00.000Z', '2025-02-10T00:00:00.000Z'],
    });
  });

  it('a voyage that has only left its first port has no end yet (never an end before its start)', async () => {
    const other = a.inScope.imo!;
    const w = await callVoyageData(
      t.app,
      'POST',
      { records: [portCall(other, 'ONLY', { voyageNo: 'W1' })] },
      {
        'x-token': a.manager.token,
      },
    );
    expect(w.status).toBe(200);
    const voyages = await a.manager.get(`/api/voyages?ship=${other}`);
    expect(voyages.data.items.map((v: any) => [v.voyageNo, v.start, v.end])).toEqual([
      ['W1', '2025-01-06T00:00:00.000Z', null],
    ]);
    // Still under way, it overlaps a period after its start.
    const inPeriod = await a.manager.get(
      `/api/voyages?ship=${other}&from=2025-03-01T00:00Z&to=2025-04-01T00:00Z`,
    );
    expect(inPeriod.data.items.map((v: any) => v.voyageNo)).toEqual(['W1']);
  });

  it('reads with an API key for the ship, never another ship', async () => {
    const issued = await a.admin.post('/api/system/api-keys', { name: 'reader', shipId: a.inScope2.id });
    expect(issued.status, JSON.stringify(issued.body)).toBe(200);
    const headers = { authorization: `Bearer ${issued.data.key}` };
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers });
    const own = await get(`/api/voyage-data/totals?ship=${ship}&${JAN}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.fuelT.HFO).toBe(420);
    expect((await get(`/api/voyages?ship=${ship}`)).json().data.total).toBe(2);
    // Without a ship the list still holds only the key's ship.
    expect((await get(`/api/voyages`)).json().data.total).toBe(2);
    expect((await get(`/api/voyage-data/legs?ship=${a.inScope.imo}&${JAN}`)).statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/voyages?ship=${ship}`,
      headers: { authorization: 'Bearer eeoi_not-a-key' },
    });
    expect(bad.statusCode).toBe(401);
    // Lock calls need a person: a key is no session.
    const v = (await a.manager.get(`/api/voyages?ship=${ship}&voyageNo=V001`)).data.items[0];
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/voyages/${v.id}/lock`,
          headers,
          payload: { event: 'lock' },
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('lock against uploads, delete with recompute', () => {
  it('a locked voyage refuses an upload changing its records (409) and its delete; unlocked, both pass', async () => {
    const v1 = (await a.manager.get(`/api/voyages?ship=${ship}&voyageNo=V001`)).data.items[0];
    expect(
      (await a.manager.post(`/api/voyages/${v1.id}/lock`, { event: 'lock', comment: 'checked' })).status,
    ).toBe(200);
    const changed = { ...threeCalls(ship).records[0], shorePowerKWh: 10 };
    const up = await callVoyageData(t.app, 'POST', { records: [changed] }, { 'x-token': a.manager.token });
    expect([up.status, up.json().code]).toEqual([409, 'voyage_locked']);
    const del = await a.manager.del(`/api/voyages/${v1.id}`);
    expect([del.status, del.body.code]).toEqual([409, 'voyage_locked']);
    expect((await a.manager.post(`/api/voyages/${v1.id}/lock`, { event: 'unlock' })).status).toBe(200);
    const history = await a.auditor.get(`/api/voyages/${v1.id}/history`);
    expect(history.data.map((h: any) => h.event)).toEqual(['unlock', 'lock']);
  });

  it('deleting V002 keeps the handover call in V001 and rebuilds the legs', async () => {
    const v2 = (await a.manager.get(`/api/voyages?ship=${ship}&voyageNo=V002`)).data.items[0];
    const del = await a.manager.del(`/api/voyages/${v2.id}`);
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(del.data).toMatchObject({ unlinkedRecords: 1, deletedRecords: 1 });
    const legs = await a.manager.get(`/api/voyage-data/legs?ship=${ship}&from=2025-01-01&to=2026-01-01`);
    expect(legs.data.map((l: any) => [l.voyageNo, l.fromPort, l.toPort])).toEqual([
      ['V001', 'CNSHA', 'SGSIN'],
    ]);
    const v1 = (await a.manager.get(`/api/voyages?ship=${ship}`)).data.items;
    expect(v1.map((v: any) => v.voyageNo)).toEqual(['V001']);
    const recs = await a.manager.get(`/api/voyages/${v1[0].id}/records`);
    expect(recs.data.map((r: any) => [r.record.refCode, r.record.nextVoyageNo ?? null])).toEqual([
      ['R1', null],
      ['R2', null],
    ]);
  });
});
