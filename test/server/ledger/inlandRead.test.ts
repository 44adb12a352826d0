import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { threeCalls } from '../../support/ledger/ledgerWriteFixtures.js';
import {
  bareClient,
  ledgerActors,
  seedLedger,
  type Client,
} from '../../support/ledger/ledgerReadFixtures.js';

/**
 * The inland read-only voyage view (`/cmsashipManage/cmsaEnergyEfficiency`, page `inland:energy`)
 * reads voyages with the energy-efficiency screen's calls, whose permission is "any of" the two
 * pages. demo_authority holds the inland pages and not the energy-efficiency page: it reads the
 * voyages of the ships mapped to its authority, 404 for others, and still writes nothing.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;
let bare: Client;
let mine: { id: number; imo: string | null; registrationNo: string | null };
let foreignShip: { id: number; imo: string | null };
let own: Awaited<ReturnType<typeof seedLedger>>;
let foreign: Awaited<ReturnType<typeof seedLedger>>;
beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
  bare = await bareClient(t, a.admin, 'inland_bare');
  const seen = await a.authority.get('/api/fleet/ships?size=100');
  expect(seen.status, JSON.stringify(seen.body)).toBe(200);
  const ids = new Set((seen.data.items as Array<{ id: number }>).map((s) => s.id));
  const all = (await a.admin.get('/api/fleet/ships?size=100')).data.items as Array<typeof mine>;
  mine = all.find((s) => ids.has(s.id) && (s.imo || s.registrationNo))!;
  foreignShip = all.find((s) => !ids.has(s.id) && s.imo)!;
  expect(mine && foreignShip).toBeTruthy();
  own = await seedLedger(t.db, mine.id, 'in1');
  foreign = await seedLedger(t.db, foreignShip.id, 'in2');
});
afterAll(() => t.close());

describe('voyage read calls for the inland page (perm: any of energy:voyage:list, inland:energy:list)', () => {
  it('lists only the voyages of the ships in the authority’s scope', async () => {
    const r = await a.authority.get('/api/voyages?size=100');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const ships = new Set((r.data.items as Array<{ shipId: number }>).map((v) => v.shipId));
    expect(ships.has(mine.id)).toBe(true);
    expect(ships.has(foreignShip.id)).toBe(false);
    const byShip = await a.authority.get(`/api/voyages?shipId=${mine.id}`);
    expect(byShip.data.items.map((v: { voyageNo: string }) => v.voyageNo).sort()).toEqual([
      'V001IN1',
      'V002IN1',
    ]);
  });

  it('reads a voyage, its records, episodes, history and a leg', async () => {
    const v = own.v2.id;
    expect((await a.authority.get(`/api/voyages/${v}`)).data).toMatchObject({ voyageNo: 'V002IN1' });
    const recs = await a.authority.get(`/api/voyages/${v}/records`);
    expect(recs.data.map((r: any) => r.record.refCode)).toEqual(['R2in1', 'R3in1']);
    const eps = await a.authority.get(`/api/voyages/${v}/episodes`);
    expect(eps.data.map((e: any) => e.episode.refCode)).toEqual(['ICE1in1']);
    const history = await a.authority.get(`/api/voyages/${v}/history`);
    expect([history.status, Array.isArray(history.data)]).toEqual([200, true]);
    const leg = await a.authority.get(`/api/voyage-data/legs/${own.l1.id}`);
    expect([leg.status, leg.data.id]).toEqual([200, own.l1.id]);
  });

  it('answers 404 outside the scope and 400 for a bad id', async () => {
    expect((await a.authority.get(`/api/voyages?shipId=${foreignShip.id}`)).status).toBe(404);
    for (const p of ['', '/records', '/episodes', '/history'])
      expect((await a.authority.get(`/api/voyages/${foreign.v1.id}${p}`)).status).toBe(404);
    expect((await a.authority.get(`/api/voyage-data/legs/${foreign.l1.id}`)).status).toBe(404);
    expect((await a.authority.get(`/api/voyages/0`)).status).toBe(400);
  });

  it('still refuses the writes (403), a role with neither page (403) and no session (401)', async () => {
    const ref = mine.imo || mine.registrationNo!;
    const write = await a.authority.post('/api/voyage-data', threeCalls(ref));
    expect([write.status, write.body.code]).toEqual([403, 'forbidden']);
    expect((await a.authority.post(`/api/voyages/${own.v1.id}/lock`, { event: 'lock' })).status).toBe(403);
    expect((await a.authority.get('/api/snapshots')).status).toBe(403);
    for (const url of [
      '/api/voyages',
      `/api/voyages/${own.v1.id}/records`,
      `/api/voyages/${own.v1.id}/history`,
    ])
      expect([url, (await bare.get(url)).status]).toEqual([url, 403]);
    expect((await t.app.inject({ method: 'GET', url: '/api/voyages' })).statusCode).toBe(401);
  });
});
