import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  legFuels,
  recordFuels,
  robSnapshots,
  voyageLegs,
  voyageRecords,
  voyages,
} from '../../../src/server/db/schema/index.js';
import { auth, createTestApp, type TestApp } from '../../support/app.js';
import { client, type Client } from '../../support/fleet/fleetHelpers.js';
import { bareClient } from '../../support/ledger/ledgerReadFixtures.js';
import {
  callVoyageData,
  portCall,
  shipsInScope,
  threeCalls,
} from '../../support/ledger/ledgerWriteFixtures.js';

/**
 * POST / DELETE /api/voyage-data (docs/api-ledger.md) on both databases: answers, every contract
 * error with its path, all or nothing, idempotence, replace by refCode, legs recomputed, locks,
 * scope, 401/403.
 */
let t: TestApp;
let admin: Client;
let manager: Client;
let bare: Client;
/** Ships in demo_manager's scope, one per scenario so scenarios do not see each other's ledger. */
let ships: Array<{ id: number; imo: string }>;
let outside: { id: number; imo: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await client(t.app, 'admin');
  manager = await client(t.app, 'demo_manager');
  bare = await bareClient(t, admin, 'ledger_write_bare');
  ({ ships, outside } = await shipsInScope(admin, manager));
  expect(ships.length).toBeGreaterThanOrEqual(6);
});
afterAll(() => t.close());

const post = (who: Client | undefined, payload: unknown, headers: Record<string, string> = {}) =>
  callVoyageData(t.app, 'POST', payload, { ...(who ? auth(who.token) : {}), ...headers });
const del = (who: Client | undefined, payload: unknown) =>
  callVoyageData(t.app, 'DELETE', payload, who ? auth(who.token) : {});

const countRecords = async (shipId: number) =>
  (await t.db.select({ id: voyageRecords.id }).from(voyageRecords).where(eq(voyageRecords.shipId, shipId)))
    .length;

async function legsOf(shipId: number, kind = 'imo') {
  const legs = await t.db
    .select()
    .from(voyageLegs)
    .where(and(eq(voyageLegs.shipId, shipId), eq(voyageLegs.kind, kind)))
    .orderBy(voyageLegs.seq);
  const fuels = await t.db
    .select()
    .from(legFuels)
    .where(sql`${legFuels.legId} in (select id from voyage_legs where ship_id = ${shipId})`);
  return legs.map((l) => ({
    ...l,
    fuels: Object.fromEntries(fuels.filter((f) => f.legId === l.id).map((f) => [f.fuelCode, f])),
  }));
}

describe('POST /api/voyage-data', () => {
  it('writes records, episodes and snapshots and derives the legs in the same call', async () => {
    const s = ships[0]!;
    const body = {
      ...threeCalls(s.imo),
      episodes: [
        {
          refCode: 'ICE-1',
          ship: s.imo,
          voyageNo: 'v002',
          kind: 'ice',
          begin: '2025-02-01T00:00Z',
          end: '2025-02-02T00:00Z',
          distanceNm: 300,
          fuels: [{ fuel: '11', consumedT: 30 }],
        },
      ],
      snapshots: [
        { refCode: 'SNAP-2025', ship: s.imo, time: '2025-01-01T00:00Z', fuels: [{ fuel: '11', robT: 520 }] },
      ],
    };
    const r = await post(manager, body);
    expect(r.status, r.body).toBe(200);
    const data = r.json().data;
    expect(data).toMatchObject({ created: 5, updated: 0, unchanged: 0 });
    // Voyage numbers are answered normalised (trimmed, upper-cased).
    expect(data.voyages).toEqual([
      { ship: s.imo, voyageNo: 'V001' },
      { ship: s.imo, voyageNo: 'V002' },
    ]);
    const legs = await legsOf(s.id);
    expect(legs.map((l) => [l.fromPort, l.toPort, l.distanceNm])).toEqual([
      ['CNSHA', 'SGSIN', 2000],
      ['SGSIN', 'NLRTM', 8000],
    ]);
    // Leg 1 at sea: 480 − 380 = 100 t HFO; port fuel is the stay at SGSIN: 380 − 560 + 200 = 20 t.
    expect(legs[0]!.fuels['11']).toMatchObject({ atSeaT: 100, inPortT: 20 });
    // Leg 2 at sea: 560 − 100 = 460 t HFO, of which the ice episode's 30 t.
    expect(legs[1]!.fuels['11']).toMatchObject({ atSeaT: 460, iceT: 30 });
    // The handover call's departure starts V002: leg 2 belongs to it.
    const vs = await t.db.select().from(voyages).where(eq(voyages.shipId, s.id)).orderBy(voyages.voyageNo);
    expect(vs.map((v) => v.voyageNo)).toEqual(['V001', 'V002']);
    expect(legs[1]!.voyageId).toBe(vs[1]!.id);
    expect(vs[0]!.distanceNm).toBe(2000);
    expect(vs[0]!.startAt?.toISOString()).toBe('2025-01-06T00:00:00.000Z');
    const eu = await legsOf(s.id, 'eu');
    expect(eu.map((l) => [l.fromPort, l.toPort, l.euCategory])).toEqual([
      ['CNSHA', 'SGSIN', null],
      ['SGSIN', 'NLRTM', 'inbound'],
    ]);
  });

  it('is idempotent: the same payload twice changes nothing and counts the items unchanged', async () => {
    const s = ships[1]!;
    expect((await post(manager, threeCalls(s.imo))).status).toBe(200);
    const before = await t.db.select().from(voyageRecords).where(eq(voyageRecords.shipId, s.id));
    const legsBefore = await legsOf(s.id);
    const r = await post(manager, threeCalls(s.imo));
    expect(r.status, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ created: 0, updated: 0, unchanged: 3 });
    const after = await t.db.select().from(voyageRecords).where(eq(voyageRecords.shipId, s.id));
    expect(after).toEqual(before);
    // Nothing changed, so the legs were not even rebuilt (same ids).
    expect((await legsOf(s.id)).map((l) => l.id)).toEqual(legsBefore.map((l) => l.id));
  });

  it('replaces an item by refCode, its lines with it, and a bunker changes the next leg', async () => {
    const s = ships[2]!;
    expect((await post(manager, threeCalls(s.imo))).status).toBe(200);
    const calls = threeCalls(s.imo);
    // 50 t more bunkered at SGSIN, so 50 t more on departure: the stay is still 20 t.
    calls.records[1]!.bunkers = [{ fuel: '11', tonnes: 250, time: '2025-01-12T20:00+08:00', bdnNo: 'BDN-9' }];
    calls.records[1]!.fuels[0]!.robDepartureT = 610;
    const r = await post(manager, calls);
    expect(r.status, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ created: 0, updated: 1, unchanged: 2 });
    const [rec] = await t.db
      .select()
      .from(voyageRecords)
      .where(and(eq(voyageRecords.shipId, s.id), eq(voyageRecords.refCode, 'R2')));
    expect(rec!.version).toBe(2);
    const lines = await t.db.select().from(recordFuels).where(eq(recordFuels.recordId, rec!.id));
    expect(lines.find((l) => l.fuelCode === '11')).toMatchObject({ robDepartureT: 610 });
    const legs = await legsOf(s.id);
    // Leg 2 at sea: 610 − 100 = 510 t (was 460).
    expect(legs[1]!.fuels['11']!.atSeaT).toBe(510);
    expect(legs[0]!.fuels['11']!.inPortT).toBe(20);
  });

  it('answers every contract error at once with its path, and writes nothing', async () => {
    const s = ships[3]!;
    const calls = threeCalls(s.imo);
    const bad = [
      portCall(s.imo, 'B1', { arrival: '2025-03-02T14:30' }), // no offset
      portCall(s.imo, 'B2', { departure: '2025-03-02T14:30+15:00' }), // offset out of range
      portCall(s.imo, 'B3', { arrival: '2025-03-05T00:00Z', departure: '2025-03-04T00:00Z' }),
      portCall(s.imo, 'B4', { port: 'XXZZZ' }),
      portCall(s.imo, 'B5', { fuels: [{ fuel: '9', robArrivalT: 1, robDepartureT: 1 }] }),
      portCall('9999993', 'B6'),
      portCall(s.imo, 'B7', { bunkers: [{ fuel: '11', tonnes: 5, time: '2025-04-01T00:00Z' }] }),
    ];
    const r = await post(manager, { records: [...calls.records, ...bad] });
    expect(r.status).toBe(422);
    const body = r.json();
    expect(body).toMatchObject({ success: false, code: 'invalid_voyage_data' });
    const got = (body.errors as Array<{ path: string; code: string; message: string }>).map((e) => [
      e.path,
      e.code,
    ]);
    expect(got).toEqual(
      expect.arrayContaining([
        ['records[3].arrival', 'ledger.time_format'],
        ['records[4].departure', 'ledger.time_format'],
        ['records[5].departure', 'ledger.departure_before_arrival'],
        ['records[6].port', 'ledger.port_unknown'],
        ['records[7].fuels[0].fuel', 'ledger.fuel_unknown'],
        ['records[8].ship', 'ledger.ship_unknown'],
        ['records[9].bunkers[0].time', 'ledger.time_outside_stay'],
      ]),
    );
    expect(got).toHaveLength(7);
    for (const e of body.errors) expect(e.message).not.toMatch(/^ledger\./);
    expect(await countRecords(s.id)).toBe(0);
  });

  it('is all or nothing: one bad item among many writes none of them', async () => {
    const s = ships[3]!;
    const records = Array.from({ length: 60 }, (_, i) => {
      const day = String(1 + (i % 28)).padStart(2, '0');
      const month = String(1 + Math.floor(i / 28)).padStart(2, '0');
      return portCall(s.imo, `M${i}`, {
        arrival: `2026-${month}-${day}T00:00Z`,
        departure: `2026-${month}-${day}T06:00Z`,
        fuels: [{ fuel: '11', robArrivalT: 1000 - i * 5, robDepartureT: 1000 - i * 5 - 1 }],
      });
    });
    records[41] = { ...records[41]!, distanceNm: -1 };
    const r = await post(manager, { records });
    expect(r.status).toBe(422);
    expect(r.json().errors).toEqual([
      expect.objectContaining({ path: 'records[41].distanceNm', code: 'ledger.not_negative' }),
    ]);
    expect(await countRecords(s.id)).toBe(0);
    // Without the bad value the same call writes all 60.
    records[41] = { ...records[41]!, distanceNm: 100 };
    const ok = await post(manager, { records });
    expect(ok.status, ok.body).toBe(200);
    expect(ok.json().data.created).toBe(60);
    expect(await countRecords(s.id)).toBe(60);
  });

  it('refuses a negative consumption at the ROB of the later record, naming the fuel and both ROBs', async () => {
    const s = ships[4]!;
    const calls = threeCalls(s.imo);
    // 500 t on arrival at SGSIN after leaving Shanghai with 480: −20 t at sea.
    calls.records[1]!.fuels[0]!.robArrivalT = 500;
    const r = await post(manager, calls);
    expect(r.status).toBe(422);
    const [e, ...rest] = r.json().errors;
    expect(rest).toEqual([]);
    expect(e).toMatchObject({
      path: 'records[1].fuels[0].robArrivalT',
      code: 'ledger.negative_consumption_sea',
    });
    expect(e.message).toContain('11');
    expect(e.message).toContain('480');
    expect(e.message).toContain('500');
    const zh = await post(manager, calls, { 'accept-language': 'zh-CN' });
    expect(zh.json().errors[0].message).toContain('燃油 11');
    // Against the stored ledger too: a later call whose arrival ROB is above the stored departure.
    expect((await post(manager, threeCalls(s.imo))).status).toBe(200);
    const late = portCall(s.imo, 'R4', {
      arrival: '2025-03-01T00:00Z',
      departure: '2025-03-02T00:00Z',
      fuels: [{ fuel: '11', robArrivalT: 95, robDepartureT: 90 }],
    });
    const r2 = await post(manager, { records: [late] });
    expect(r2.status).toBe(422);
    expect(r2.json().errors[0]).toMatchObject({ path: 'records[0].fuels[0].robArrivalT' });
    expect(r2.json().errors[0].message).toMatch(/90 t.*95 t/);
  });

  it('refuses more than 5,000 items with 422', async () => {
    const s = ships[0]!;
    const one = { refCode: 'X', ship: s.imo, time: '2025-01-01T00:00Z', fuels: [] };
    const r = await post(manager, {
      snapshots: Array.from({ length: 5001 }, (_, i) => ({ ...one, refCode: `X${i}` })),
    });
    expect(r.status).toBe(422);
    expect(r.json().errors).toEqual([
      expect.objectContaining({ path: 'snapshots', code: 'ledger.too_many_items' }),
    ]);
    // The limit is on the sum: every array that carries items is named.
    const both = await post(manager, {
      records: [portCall(s.imo, 'R1')],
      snapshots: Array.from({ length: 5000 }, (_, i) => ({ ...one, refCode: `X${i}` })),
    });
    expect(both.status).toBe(422);
    expect(both.json().errors.map((e: { path: string; code: string }) => [e.path, e.code])).toEqual([
      ['records', 'ledger.too_many_items'],
      ['snapshots', 'ledger.too_many_items'],
    ]);
  });

  it('takes 5,000 items in one body (the body limit is raised for it)', async () => {
    const s = ships[5]!;
    const snapshots = Array.from({ length: 5000 }, (_, i) => ({
      refCode: `BULK-SNAPSHOT-REFERENCE-${i}`,
      ship: s.imo,
      time: new Date(Date.UTC(2020, 0, 1) + i * 3_600_000).toISOString().slice(0, 16) + 'Z',
      fuels: [
        { fuel: '11', robT: 1000 + i },
        { fuel: '3', robT: 100 },
      ],
    }));
    const r = await post(manager, { snapshots });
    expect(r.status, r.body.slice(0, 300)).toBe(200);
    expect(r.json().data.created).toBe(5000);
  });

  it("treats a ship outside the caller's scope as an error of its item", async () => {
    const r = await post(manager, threeCalls(outside.imo));
    expect(r.status).toBe(422);
    expect(r.json().errors.map((e: { path: string }) => e.path)).toEqual([
      'records[0].ship',
      'records[1].ship',
      'records[2].ship',
    ]);
    expect(await countRecords(outside.id)).toBe(0);
  });

  it('answers 401 without a session and 403 without the permission', async () => {
    expect((await post(undefined, threeCalls(ships[0]!.imo))).status).toBe(401);
    expect((await post(bare, threeCalls(ships[0]!.imo))).status).toBe(403);
    expect((await del(undefined, { ship: ships[0]!.imo, refCodes: ['R1'] })).status).toBe(401);
    expect((await del(bare, { ship: ships[0]!.imo, refCodes: ['R1'] })).status).toBe(403);
  });

  it('refuses a change to a locked voyage with 409 voyage_locked naming it, and writes nothing', async () => {
    const s = ships[1]!; // threeCalls stored by the idempotence test
    await t.db
      .update(voyages)
      .set({ status: 'locked' })
      .where(and(eq(voyages.shipId, s.id), eq(voyages.voyageNo, 'V002')));
    const calls = threeCalls(s.imo);
    calls.records[2]!.distanceNm = 8100;
    const r = await post(manager, calls);
    expect(r.status).toBe(409);
    expect(r.json()).toMatchObject({ code: 'voyage_locked', fields: { voyageNo: 'V002' } });
    expect(r.json().message).toContain('V002');
    const [rec] = await t.db
      .select()
      .from(voyageRecords)
      .where(and(eq(voyageRecords.shipId, s.id), eq(voyageRecords.refCode, 'R3')));
    expect(rec!.distanceNm).toBe(8000);
    // Unchanged items of a locked voyage are fine (a re-sent payload).
    const same = await post(manager, threeCalls(s.imo));
    expect(same.status, same.body).toBe(200);
    expect(same.json().data.unchanged).toBe(3);
    // A call after Rotterdam adds a leg departing from it, and a leg belongs to the voyage its
    // departure record starts: V002 would gain a leg, so the write is refused.
    const after = portCall(s.imo, 'R9', {
      voyageNo: 'V003',
      arrival: '2025-03-01T00:00Z',
      departure: '2025-03-02T00:00Z',
      fuels: [{ fuel: '11', robArrivalT: 50, robDepartureT: 40 }],
    });
    const r3 = await post(manager, { records: [after] });
    expect(r3.status).toBe(409);
    expect(r3.json()).toMatchObject({ code: 'voyage_locked', fields: { voyageNo: 'V002' } });
    // Only a leg added: the message says how to hand over to the next voyage, in either language;
    // a changed leg (the distance above) keeps the plain wording.
    expect(r3.json().message).toContain('"Next voyage no."');
    expect(r.json().message).not.toContain('Next voyage no.');
    const r3zh = await post(manager, { records: [after] }, { 'accept-language': 'zh-CN' });
    expect([r3zh.status, r3zh.json().code]).toEqual([409, 'voyage_locked']);
    expect(r3zh.json().message).toContain('航次 V002 已锁定');
    expect(r3zh.json().message).toContain('“下一航次号”');
    // Deleting a record of the locked voyage is refused the same way.
    const d = await del(manager, { ship: s.imo, refCodes: ['R3'] });
    expect([d.status, d.json().code]).toEqual([409, 'voyage_locked']);
    expect(await countRecords(s.id)).toBe(3);
  });

  it('writes around a locked voyage whose legs do not change, keeping its stored legs', async () => {
    const s = ships[1]!;
    await t.db.update(voyages).set({ status: 'unlocked' }).where(eq(voyages.shipId, s.id));
    await t.db
      .update(voyages)
      .set({ status: 'locked' })
      .where(and(eq(voyages.shipId, s.id), eq(voyages.voyageNo, 'V001')));
    const before = await legsOf(s.id);
    // Rotterdam's distance is part of the SGSIN→NLRTM leg, which the handover call gives to V002.
    const calls = threeCalls(s.imo);
    calls.records[2]!.distanceNm = 8100;
    const r = await post(manager, calls);
    expect(r.status, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ updated: 1, unchanged: 2 });
    const after = await legsOf(s.id);
    expect(after[0]!.id).toBe(before[0]!.id);
    expect(after[1]!.id).not.toBe(before[1]!.id);
    expect(after[1]!.distanceNm).toBe(8100);
    // Changing Shanghai's departure ROB changes V001's leg: refused.
    calls.records[0]!.fuels[0]!.robDepartureT = 481;
    const refused = await post(manager, calls);
    expect([refused.status, refused.json().fields]).toEqual([409, { voyageNo: 'V001' }]);
  });

  it('refuses a change to a locked snapshot with 409 snapshot_locked', async () => {
    const s = ships[0]!;
    await t.db
      .update(robSnapshots)
      .set({ status: 'locked' })
      .where(and(eq(robSnapshots.shipId, s.id), eq(robSnapshots.refCode, 'SNAP-2025')));
    const r = await post(manager, {
      snapshots: [
        { refCode: 'SNAP-2025', ship: s.imo, time: '2025-01-01T00:00Z', fuels: [{ fuel: '11', robT: 521 }] },
      ],
    });
    expect(r.status).toBe(409);
    expect(r.json()).toMatchObject({ code: 'snapshot_locked', fields: { refCode: 'SNAP-2025' } });
    const d = await del(manager, { ship: s.imo, refCodes: ['SNAP-2025'] });
    expect(d.status).toBe(409);
  });
});

describe('DELETE /api/voyage-data', () => {
  it('deletes by refCode and rebuilds the legs', async () => {
    const s = ships[2]!;
    expect((await legsOf(s.id)).length).toBe(2);
    const r = await del(manager, { ship: s.imo, refCodes: ['R3', 'NOPE'] });
    expect(r.status, r.body).toBe(200);
    expect(r.json().data).toEqual({
      deleted: 1,
      missing: ['NOPE'],
      voyages: [{ ship: s.imo, voyageNo: 'V002' }],
    });
    expect((await legsOf(s.id)).map((l) => [l.fromPort, l.toPort])).toEqual([['CNSHA', 'SGSIN']]);
    expect(await countRecords(s.id)).toBe(2);
  });

  it('answers 404 for a ship outside the scope and 422 for a bad body', async () => {
    const r = await del(manager, { ship: outside.imo, refCodes: ['R1'] });
    expect(r.status).toBe(404);
    const bad = await del(manager, { ship: ships[2]!.imo, refCodes: [] });
    expect(bad.status).toBe(422);
    expect(bad.json().errors[0].path).toBe('refCodes');
  });

  it('refuses a delete that leaves a negative consumption behind', async () => {
    const s = ships[5]!;
    const calls = threeCalls(s.imo);
    calls.records[2]!.fuels[0] = { fuel: '11', robArrivalT: 500, robDepartureT: 490 };
    expect((await post(manager, calls)).status).toBe(200);
    // Without Singapore (where 200 t were bunkered) Rotterdam arrives with 500 t, Shanghai left with 480.
    const r = await del(manager, { ship: s.imo, refCodes: ['R2'] });
    expect(r.status).toBe(422);
    expect(r.json().errors[0]).toMatchObject({
      path: 'records[R3].fuels[0].robArrivalT',
      code: 'ledger.negative_consumption_sea',
    });
    expect(await countRecords(s.id)).toBe(3);
  });
});
