import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  robSnapshots,
  shipEquipment,
  ships as shipsTable,
  systemLogs,
  uploads,
  voyageLegs,
  voyageRecords,
  voyages,
} from '../../../src/server/db/schema/index.js';
import { auth, createTestApp, type TestApp } from '../../support/app.js';
import { client, imo, mainEngine, shipPayload, type Client } from '../../support/fleet/fleetHelpers.js';
import { bareClient } from '../../support/ledger/ledgerReadFixtures.js';
import { portCall, shipsInScope, threeCalls } from '../../support/ledger/ledgerWriteFixtures.js';

/**
 * The upload calls (docs/api-uploads.md) on both databases: check (dry run) and write
 * (all or nothing, history row, refusal recorded), duplicates by sha256, the ships kind through
 * the fleet checks, the history's scope, 401/403/404, and the server refusing what the browser's
 * worker would have refused (never trust the browser).
 */
let t: TestApp;
let admin: Client;
let manager: Client;
let company: Client;
let bare: Client;
/** Ships in demo_manager's scope with an IMO number, one per scenario. */
let ships: Array<{ id: number; imo: string }>;
let outside: { id: number; imo: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await client(t.app, 'admin');
  manager = await client(t.app, 'demo_manager');
  company = await client(t.app, 'demo_company');
  bare = await bareClient(t, admin, 'uploads_bare');
  ({ ships, outside } = await shipsInScope(admin, manager));
  expect(ships.length).toBeGreaterThanOrEqual(6);
});
afterAll(() => t.close());

const sha = (n: number) => n.toString(16).padStart(64, '0');
const body = (shipId: number, payload: unknown, over: Record<string, unknown> = {}) => ({
  kind: 'voyage',
  fileName: 'voyages.xlsx',
  sha256: sha(shipId),
  shipId,
  payload,
  ...over,
});

async function call(who: Client | undefined, url: string, payload: unknown) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: who ? auth(who.token) : {},
  });
  return { status: res.statusCode, json: res.json() };
}
const check = (who: Client | undefined, p: unknown) => call(who, '/api/uploads/check', p);
const write = (who: Client | undefined, p: unknown) => call(who, '/api/uploads', p);

const countRecords = async (shipId: number) =>
  (await t.db.select({ id: voyageRecords.id }).from(voyageRecords).where(eq(voyageRecords.shipId, shipId)))
    .length;
const uploadsOf = (shipId: number) =>
  t.db.select().from(uploads).where(eq(uploads.shipId, shipId)).orderBy(uploads.id);

describe('POST /api/uploads/check and /api/uploads (voyage)', () => {
  it('checks without writing, then writes all records with a history row and a log row', async () => {
    const s = ships[0]!;
    const c = await check(manager, body(s.id, threeCalls(s.imo)));
    expect(c.status).toBe(200);
    expect(c.json.data.issues).toEqual([]);
    expect(c.json.data.counts).toEqual({ records: 3, episodes: 0, snapshots: 0, ships: 0, voyages: 2 });
    expect(c.json.data.diff).toEqual({ new: 3, changed: 0, unchanged: 0 });
    expect(c.json.data.duplicateOf).toBeNull();
    const preview = c.json.data.legsPreview as Array<Record<string, any>>;
    expect(preview.map((l) => [l.from, l.to, l.distanceNm])).toEqual([
      ['CNSHA', 'SGSIN', 2000],
      ['SGSIN', 'NLRTM', 8000],
    ]);
    // Named from the dictionary, so the preview shows a port by its name with its code.
    expect(preview[1]!.toNames).toEqual(['Rotterdam', expect.any(String)]);
    // Worked in the fixture: 100 t HFO at sea and 20 t in Singapore on the first leg.
    expect(preview[0]!.fuelT['11']).toBeCloseTo(120, 6);
    expect(await countRecords(s.id)).toBe(0);
    expect(await uploadsOf(s.id)).toEqual([]);

    const w = await write(manager, body(s.id, threeCalls(s.imo)));
    expect(w.status).toBe(200);
    expect(w.json.data.diff).toEqual({ new: 3, changed: 0, unchanged: 0 });
    expect(await countRecords(s.id)).toBe(3);
    const legs = await t.db
      .select()
      .from(voyageLegs)
      .where(and(eq(voyageLegs.shipId, s.id), eq(voyageLegs.kind, 'imo')))
      .orderBy(voyageLegs.seq);
    // The preview is the legs the write made.
    expect(legs.map((l) => l.departureAt.toISOString())).toEqual(preview.map((l) => l.departure));
    const [row] = await uploadsOf(s.id);
    expect(row).toMatchObject({
      id: w.json.data.uploadId,
      kind: 'voyage',
      result: 'accepted',
      fileName: 'voyages.xlsx',
      sha256: sha(s.id),
      issueCount: 0,
      counts: { records: 3, voyages: 2 },
    });
    const logs = await t.db.select().from(systemLogs).where(eq(systemLogs.action, 'POST /api/uploads'));
    expect(
      logs.some(
        (l) => l.outcome === 'success' && l.username === 'demo_manager' && l.target === 'voyages.xlsx',
      ),
    ).toBe(true);
  });

  it('reports a file accepted before for the same ship as a duplicate, its items unchanged', async () => {
    const s = ships[0]!;
    const c = await check(manager, body(s.id, threeCalls(s.imo)));
    expect(c.json.data.duplicateOf).toMatchObject({ fileName: 'voyages.xlsx' });
    expect(c.json.data.duplicateOf.uploadId).toBe((await uploadsOf(s.id))[0]!.id);
    expect(c.json.data.diff).toEqual({ new: 0, changed: 0, unchanged: 3 });
    // Another ship, same hash: not a duplicate of this one.
    const other = await check(manager, body(ships[1]!.id, threeCalls(ships[1]!.imo), { sha256: sha(s.id) }));
    expect(other.json.data.duplicateOf).toBeNull();
  });

  it('answers 400 to a body that is not an upload and records nothing', async () => {
    const s = ships[1]!;
    for (const bad of [
      body(s.id, threeCalls(s.imo), { sha256: 'xyz' }),
      body(s.id, threeCalls(s.imo), { kind: 'fuel' }),
      body(s.id, threeCalls(s.imo), { fileName: '' }),
      body(s.id, threeCalls(s.imo), { shipId: undefined }),
    ]) {
      const r = await write(manager, bad);
      expect(r.status).toBe(400);
      expect(r.json.code).toBe('validation_failed');
    }
    expect(await uploadsOf(s.id)).toEqual([]);
  });

  it('answers 401 without a session, 403 without the permission, 404 outside the scope', async () => {
    const s = ships[1]!;
    expect((await check(undefined, body(s.id, threeCalls(s.imo)))).status).toBe(401);
    expect((await write(undefined, body(s.id, threeCalls(s.imo)))).status).toBe(401);
    expect((await check(bare, body(s.id, threeCalls(s.imo)))).status).toBe(403);
    expect((await write(bare, body(s.id, threeCalls(s.imo)))).status).toBe(403);
    expect((await check(manager, body(outside.id, threeCalls(outside.imo)))).status).toBe(404);
    expect((await write(manager, body(outside.id, threeCalls(outside.imo)))).status).toBe(404);
    expect(await countRecords(outside.id)).toBe(0);
    expect(await uploadsOf(outside.id)).toEqual([]);
  });
});

describe('the server refuses what the browser would have refused', () => {
  const cases: Array<[string, (imo: string, otherImo: string) => unknown, string, string]> = [
    [
      'a negative consumption',
      (i) => ({
        records: [
          portCall(i, 'N1'),
          portCall(i, 'N2', {
            port: 'SGSIN',
            arrival: '2025-01-12T08:00+08:00',
            departure: '2025-01-13T08:00+08:00',
            distanceNm: 2000,
            fuels: [{ fuel: '11', robArrivalT: 600, robDepartureT: 590 }],
          }),
        ],
      }),
      'records[1].fuels[0].robArrivalT',
      'ledger.negative_consumption_sea',
    ],
    [
      'departure before arrival',
      (i) => ({ records: [portCall(i, 'C1', { departure: '2025-01-04T08:00+08:00' })] }),
      'records[0].departure',
      'ledger.departure_before_arrival',
    ],
    [
      'an unknown fuel',
      (i) => ({
        records: [portCall(i, 'F1', { fuels: [{ fuel: '99', robArrivalT: 1, robDepartureT: 1 }] })],
      }),
      'records[0].fuels[0].fuel',
      'ledger.fuel_unknown',
    ],
    [
      'an unknown port',
      (i) => ({ records: [portCall(i, 'P1', { port: 'ZZZZZ' })] }),
      'records[0].port',
      'ledger.port_unknown',
    ],
    [
      'a refCode twice',
      (i) => ({
        records: [
          portCall(i, 'D1'),
          portCall(i, 'D1', { arrival: '2025-01-12T08:00+08:00', departure: '2025-01-13T08:00+08:00' }),
        ],
      }),
      'records[1].refCode',
      'ledger.ref_code_twice',
    ],
    [
      "another ship's item",
      (i, other) => ({ records: [portCall(i, 'S1'), portCall(other, 'S2')] }),
      'records[1].ship',
      'upload.ship_other',
    ],
  ];
  it.each(cases)(
    'refuses %s in check and write, writes nothing, records the refusal',
    async (_, make, path, code) => {
      const s = ships[2]!;
      const payload = make(s.imo, ships[3]!.imo);
      const before = (await uploadsOf(s.id)).length;
      const c = await check(manager, body(s.id, payload));
      expect(c.status).toBe(200);
      expect(c.json.data.issues).toContainEqual(expect.objectContaining({ path, code }));
      const w = await write(manager, body(s.id, payload));
      expect(w.status).toBe(400);
      expect(w.json.code).toBe('upload_refused');
      expect(w.json.issues).toContainEqual(expect.objectContaining({ path, code }));
      expect(w.json.issues.every((i: { message: string }) => i.message.length > 0)).toBe(true);
      expect(await countRecords(s.id)).toBe(0);
      expect(await countRecords(ships[3]!.id)).toBe(0);
      const rows = await uploadsOf(s.id);
      expect(rows.length).toBe(before + 1);
      expect(rows.at(-1)).toMatchObject({
        id: w.json.uploadId,
        result: 'refused',
        issueCount: w.json.issues.length,
      });
      const logs = await t.db.select().from(systemLogs).where(eq(systemLogs.action, 'POST /api/uploads'));
      expect(logs.some((l) => l.outcome === 'failure' && l.status === 400)).toBe(true);
    },
  );

  it('refuses a change to a locked voyage as a whole-file issue and writes nothing', async () => {
    const s = ships[0]!; // holds V001 and V002 from the first test
    await t.db
      .update(voyages)
      .set({ status: 'locked' })
      .where(and(eq(voyages.shipId, s.id), eq(voyages.voyageNo, 'V001')));
    const changed = threeCalls(s.imo);
    changed.records[0]!.distanceNm = 5;
    const c = await check(manager, body(s.id, changed, { sha256: sha(9001) }));
    expect(c.json.data.issues).toEqual([expect.objectContaining({ path: '_', code: 'voyage_locked' })]);
    const w = await write(manager, body(s.id, changed, { sha256: sha(9001) }));
    expect(w.status).toBe(400);
    expect(w.json.issues[0]).toMatchObject({ path: '_', code: 'voyage_locked' });
    const [r1] = await t.db
      .select()
      .from(voyageRecords)
      .where(and(eq(voyageRecords.shipId, s.id), eq(voyageRecords.refCode, 'R1')));
    expect(r1!.distanceNm).toBe(0);
    await t.db
      .update(voyages)
      .set({ status: 'unlocked' })
      .where(and(eq(voyages.shipId, s.id), eq(voyages.voyageNo, 'V001')));
  });

  it('words the refusal in Chinese when asked', async () => {
    const s = ships[2]!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads',
      payload: body(s.id, { records: [portCall(s.imo, 'Z1', { port: 'ZZZZZ' })] }),
      headers: { ...auth(manager.token), 'accept-language': 'zh' },
    });
    expect(res.json().issues[0].message).toContain('港口');
  });

  it('refuses records in a snapshots upload', async () => {
    const s = ships[2]!;
    const w = await write(manager, body(s.id, threeCalls(s.imo), { kind: 'snapshots' }));
    expect(w.status).toBe(400);
    expect(w.json.issues).toContainEqual(
      expect.objectContaining({ path: 'records', code: 'upload.snapshots_only' }),
    );
    expect(await countRecords(s.id)).toBe(0);
  });
});

describe('5,000 items in one transaction', () => {
  const snapshots = (i: string, n: number) =>
    Array.from({ length: n }, (_, k) => ({
      refCode: `SN${k}`,
      ship: i,
      time: new Date(Date.UTC(2024, 0, 1) + k * 3_600_000).toISOString().slice(0, 16) + 'Z',
      fuels: [{ fuel: '11', robT: 500 - k * 0.01 }],
    }));
  const countSnapshots = async (shipId: number) =>
    (await t.db.select({ id: robSnapshots.id }).from(robSnapshots).where(eq(robSnapshots.shipId, shipId)))
      .length;

  it('writes nothing when the last of 5,000 is wrong, and all 5,000 when none is', async () => {
    const s = ships[4]!;
    const items = snapshots(s.imo, 5000);
    const bad = [...items.slice(0, 4999), { ...items[4999]!, fuels: [{ fuel: '11', robT: -1 }] }];
    const refused = await write(manager, body(s.id, { snapshots: bad }, { kind: 'snapshots' }));
    expect(refused.status).toBe(400);
    expect(refused.json.issues).toContainEqual(
      expect.objectContaining({ path: 'snapshots[4999].fuels[0].robT' }),
    );
    expect(await countSnapshots(s.id)).toBe(0);
    const ok = await write(manager, body(s.id, { snapshots: items }, { kind: 'snapshots' }));
    expect(ok.status).toBe(200);
    expect(ok.json.data.counts.snapshots).toBe(5000);
    expect(await countSnapshots(s.id)).toBe(5000);
    expect((await uploadsOf(s.id)).map((u) => u.result)).toEqual(['refused', 'accepted']);
  }, 120_000);

  it('refuses more than 5,000 items', async () => {
    const s = ships[5]!;
    const w = await write(manager, body(s.id, { snapshots: snapshots(s.imo, 5001) }, { kind: 'snapshots' }));
    expect(w.status).toBe(400);
    expect(w.json.issues[0].code).toBe('ledger.too_many_items');
  }, 60_000);
});

describe('ships uploads', () => {
  let docCompanyId: number;
  let existing: { id: number; imo: string; version: number };
  beforeAll(async () => {
    const mine = (await company.get('/api/fleet/ships?size=100')).data.items as Array<{
      id: number;
      imo: string | null;
    }>;
    const s = mine.find((x) => x.imo)!;
    const detail = (await company.get(`/api/fleet/ships/${s.id}`)).data;
    docCompanyId = detail.docCompanyId;
    existing = { id: s.id, imo: s.imo!, version: detail.version };
  });
  const shipsBody = (rows: unknown[], over: Record<string, unknown> = {}) => ({
    kind: 'ships',
    fileName: 'ships.xlsx',
    sha256: sha(777),
    payload: { ships: rows },
    ...over,
  });
  const newShip = () => ({
    ...shipPayload(docCompanyId, { imo: imo('934567'), registrationNo: 'REG-UP-1', nameEn: 'UPLOADED ONE' }),
    equipment: [
      { kind: 'main_engine', ...mainEngine('ME1') },
      {
        kind: 'boiler',
        boardSn: 'B1',
        model: 'Aalborg',
        energyForms: ['1'],
        fuels: [{ fuelCode: '11', method: '1' }],
      },
    ],
  });
  const existingRow = async (): Promise<Record<string, unknown>> => {
    const d = (await company.get(`/api/fleet/ships/${existing.id}`)).data;
    const { id: _i, version: _v, hasPhoto: _h, createdAt: _c, updatedAt: _u, status: _s, ...fields } = d;
    const keep = Object.fromEntries(
      Object.entries(fields).filter(([k]) => k in shipPayload(0) || ['ownerAddress', 'remark'].includes(k)),
    );
    return { ...keep, imo: existing.imo, nameEn: d.nameEn };
  };

  it('checks, then creates a ship with its equipment and updates another by IMO', async () => {
    const current = await existingRow();
    const rows = [newShip(), { ...current, dwt: (current.dwt as number) + 1 }];
    const c = await check(company, shipsBody(rows));
    expect(c.status).toBe(200);
    expect(c.json.data.issues).toEqual([]);
    expect(c.json.data.counts.ships).toBe(2);
    expect(c.json.data.diff).toEqual({ new: 1, changed: 1, unchanged: 0 });
    expect(
      await t.db
        .select()
        .from(shipsTable)
        .where(eq(shipsTable.imo, imo('934567'))),
    ).toEqual([]);

    const w = await write(company, shipsBody(rows));
    expect(w.status).toBe(200);
    expect(w.json.data.diff).toEqual({ new: 1, changed: 1, unchanged: 0 });
    const [created] = await t.db
      .select()
      .from(shipsTable)
      .where(eq(shipsTable.imo, imo('934567')));
    expect(created!.nameEn).toBe('UPLOADED ONE');
    const units = await t.db.select().from(shipEquipment).where(eq(shipEquipment.shipId, created!.id));
    expect(units.map((u) => `${u.kind}:${u.boardSn}`).sort()).toEqual(['boiler:B1', 'main_engine:ME1']);
    const [updated] = await t.db.select().from(shipsTable).where(eq(shipsTable.id, existing.id));
    expect(updated!.dwt).toBe((current.dwt as number) + 1);

    // The same rows again change nothing; the file is a duplicate.
    const again = await check(company, shipsBody(rows));
    expect(again.json.data.diff).toEqual({ new: 0, changed: 0, unchanged: 2 });
    expect(again.json.data.duplicateOf).toMatchObject({
      uploadId: w.json.data.uploadId,
      fileName: 'ships.xlsx',
    });
  });

  it('refuses rows the ship form would refuse, with their paths, and writes none of them', async () => {
    const rows = [
      { ...newShip(), imo: imo('945678'), registrationNo: 'REG-UP-2', flagCode: 'ZZZ' },
      { ...newShip(), imo: '9456781', registrationNo: 'REG-UP-3' },
      {
        ...newShip(),
        imo: imo('945679'),
        registrationNo: 'REG-UP-4',
        equipment: [
          { kind: 'main_engine', ...mainEngine('ME1', { fuels: [{ fuelCode: 'XX', method: '1' }] }) },
        ],
      },
      { ...newShip(), imo: imo('945670'), registrationNo: 'REG-UP-5', nt: 50_000 },
    ];
    const w = await write(company, shipsBody(rows, { sha256: sha(778) }));
    expect(w.status).toBe(400);
    const paths = (w.json.issues as Array<{ path: string }>).map((i) => i.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'ships[0].flagCode',
        'ships[1].imo',
        'ships[2].equipment[0].fuels',
        'ships[3].nt',
      ]),
    );
    for (const six of ['945678', '945679', '945670'])
      expect(
        await t.db
          .select()
          .from(shipsTable)
          .where(eq(shipsTable.imo, imo(six))),
      ).toEqual([]);
    const [row] = await t.db
      .select()
      .from(uploads)
      .where(eq(uploads.sha256, sha(778)));
    expect(row).toMatchObject({ kind: 'ships', result: 'refused', shipId: null });
  });

  it('refuses a ship registered outside the scope without saying whose it is', async () => {
    const row = { ...newShip(), imo: outside.imo, registrationNo: 'REG-UP-9' };
    const c = await check(company, shipsBody([row], { sha256: sha(779) }));
    expect(c.json.data.issues).toContainEqual(expect.objectContaining({ path: 'ships[0].imo' }));
  });

  it('needs both ship permissions: a ship manager without ship:list:add gets 403', async () => {
    expect((await check(manager, shipsBody([newShip()]))).status).toBe(403);
    expect((await write(manager, shipsBody([newShip()]))).status).toBe(403);
  });
});

describe('GET /api/uploads', () => {
  it('pages the history of what the user may see', async () => {
    const r = await manager.get('/api/uploads?size=100');
    expect(r.status).toBe(200);
    const items = r.data.items as Array<{
      shipId: number | null;
      kind: string;
      result: string;
      userName: string;
    }>;
    expect(items.length).toBeGreaterThan(0);
    const mine = new Set(ships.map((s) => s.id));
    expect(items.every((i) => i.kind !== 'ships' && mine.has(i.shipId!))).toBe(true);
    expect(items.some((i) => i.result === 'refused')).toBe(true);
    const one = await manager.get(`/api/uploads?shipId=${ships[0]!.id}&kind=voyage`);
    const accepted = (one.data.items as Array<{ result: string }>).filter((i) => i.result === 'accepted');
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({ fileName: 'voyages.xlsx', sha256: sha(ships[0]!.id) });
    expect(one.data.items.every((i: { shipId: number }) => i.shipId === ships[0]!.id)).toBe(true);
    // The company user sees its ships upload; the administrator sees everything.
    const c = await company.get('/api/uploads?kind=ships');
    expect(c.data.items.length).toBeGreaterThan(0);
    expect((await admin.get('/api/uploads?size=500')).data.total).toBeGreaterThanOrEqual(r.data.total);
  });

  it('answers 400 to bad filters, 401 without a session, 403 without the permission', async () => {
    expect((await manager.get('/api/uploads?kind=fuel')).status).toBe(400);
    expect((await manager.get('/api/uploads?page=0')).status).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/uploads' })).statusCode).toBe(401);
    expect((await bare.get('/api/uploads')).status).toBe(403);
  });

  it('shows nothing of a ship outside the scope', async () => {
    const r = await manager.get(`/api/uploads?shipId=${outside.id}`);
    expect(r.status).toBe(200);
    expect(r.data.items).toEqual([]);
  });
});
