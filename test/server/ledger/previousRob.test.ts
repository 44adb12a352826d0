import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import {
  bareClient,
  ledgerActors,
  seedLedger,
  type Client,
} from '../../support/ledger/ledgerReadFixtures.js';

/**
 * GET /api/voyage-data/previous-rob: the departure ROB per fuel of a ship's previous call, which
 * the port-call form shows beside the new ROB (docs/api-ledger-read.md). Answers, bad input, no
 * session, no permission, a ship outside the caller's scope.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;
let bare: Client;
let imo: string;
beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
  bare = await bareClient(t, a.admin);
  await seedLedger(t.db, a.inScope.id);
  imo = a.inScope.imo!;
  // The ship outside the manager's scope has calls too, so a 404 is about scope, not absence.
  await seedLedger(t.db, a.outside.id);
});
afterAll(() => t.close());

const url = (q: string) => `/api/voyage-data/previous-rob?${q}`;

describe('GET /api/voyage-data/previous-rob', () => {
  it("answers the last call's departure ROB per fuel: Rotterdam, 11 Feb, HFO 530 t", async () => {
    const r = await a.manager.get(url(`ship=${imo}`));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.data).toMatchObject({
      voyageNo: expect.any(String),
      port: 'NLRTM',
      departure: '2025-02-11T00:00+00:00',
      fuels: [{ fuel: '11', robDepartureT: 530 }],
    });
  });

  it('the call that left before a given instant, and never the record being edited', async () => {
    const before = await a.manager.get(url(`ship=${imo}&before=2025-02-10T00:00Z`));
    expect(before.data).toMatchObject({
      port: 'SGSIN',
      fuels: [
        { fuel: '11', robDepartureT: 640 },
        { fuel: '3', robDepartureT: 96 },
      ],
    });
    const last = await a.manager.get(url(`ship=${imo}`));
    const except = await a.manager.get(url(`ship=${imo}&except=${encodeURIComponent(last.data.refCode)}`));
    expect(except.data.port).toBe('SGSIN');
    // Nothing before the first call: null.
    const none = await a.manager.get(url(`ship=${imo}&before=2025-01-01T00:00Z`));
    expect([none.status, none.data]).toEqual([200, null]);
  });

  it('refuses bad input (400), a ship outside the scope (404), no permission (403), no session (401)', async () => {
    for (const q of ['', `ship=${imo}&before=yesterday`, `shipId=x`]) {
      const r = await a.manager.get(url(q));
      expect([r.status, r.body.code], q).toEqual([400, 'validation_failed']);
    }
    expect((await a.manager.get(url(`ship=${a.outside.imo}`))).status).toBe(404);
    expect((await a.manager.get(url('ship=9999999'))).status).toBe(404);
    expect((await a.admin.get(url(`ship=${a.outside.imo}`))).status).toBe(200);
    expect((await a.authority.get(url(`ship=${imo}`))).status).toBe(403);
    expect((await bare.get(url(`ship=${imo}`))).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url(`ship=${imo}`) })).statusCode).toBe(401);
  });
});
