import { readFileSync } from 'node:fs';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, menus, systemLogs, voyageRecords } from '../../../src/server/db/schema/index.js';
import { hashApiKey } from '../../../src/server/auth/apiKeys.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client, demoIds, imo, shipPayload, type Client } from '../../support/fleet/fleetHelpers.js';
import { callVoyageData, threeCalls } from '../../support/ledger/ledgerWriteFixtures.js';

/**
 * API keys for ship-side software (docs/api-ledger.md): issued by an administrator for a company
 * (its ships, subsidiaries included) or one ship, shown once, stored hashed, revocable, last use
 * stamped, every call in the system log; and the admin routes' 400/401/403/404.
 */
let t: TestApp;
let admin: Client;
let manager: Client;
let ids: Awaited<ReturnType<typeof demoIds>>;
let shipsAll: Array<{ id: number; imo: string | null; nameEn: string }>;
const imoOf = (name: string) => shipsAll.find((s) => s.nameEn === name)!.imo!;

beforeAll(async () => {
  t = await createTestApp();
  admin = await client(t.app, 'admin');
  manager = await client(t.app, 'demo_manager');
  ids = await demoIds(admin);
  shipsAll = (await admin.get('/api/fleet/ships?size=100')).data.items;
});
afterAll(() => t.close());

const issue = async (body: Record<string, unknown>) => {
  const r = await admin.post('/api/system/api-keys', body);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.data as {
    key: string;
    apiKey: { id: number; prefix: string; companyName: string | null; shipName: string | null };
  };
};
const withKey = (key: string) => ({ authorization: `Bearer ${key}` });
describe('API keys', () => {
  it('issues a company key shown once, stored as its SHA-256, listed without the key', async () => {
    const { key, apiKey } = await issue({ name: 'Group gateway', companyId: ids.company('HYSG') });
    expect(key).toMatch(/^eeoi_[A-Za-z0-9_-]{43}$/);
    expect(key.startsWith(apiKey.prefix)).toBe(true);
    expect(apiKey.companyName).toBeTruthy();
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row!.keyHash).toBe(hashApiKey(key));
    expect(JSON.stringify(row)).not.toContain(key);
    const list = await admin.get('/api/system/api-keys');
    expect(list.status).toBe(200);
    expect(list.data.items.map((k: { id: number }) => k.id)).toContain(apiKey.id);
    expect(JSON.stringify(list.body)).not.toContain(key);
  });

  it("lets a company key write the company's ships and its subsidiaries', not another company's", async () => {
    const { key, apiKey } = await issue({ name: 'Group writer', companyId: ids.company('HYSG') });
    const own = imoOf('HAIYUN GLORY');
    const r = await callVoyageData(t.app, 'POST', threeCalls(own), withKey(key));
    expect(r.status, r.body).toBe(200);
    expect(r.json().data.created).toBe(3);
    // A ship whose owner, operator and DOC holder are all the group's ship-management subsidiary.
    const managerId = ids.company('HYSM');
    const sub = await admin.post(
      '/api/fleet/ships',
      shipPayload(managerId, { imo: imo('934561'), registrationNo: 'REG-SUB-1', nameEn: 'SUBSIDIARY SHIP' }),
    );
    expect(sub.status, JSON.stringify(sub.body)).toBe(200);
    const r2 = await callVoyageData(t.app, 'POST', threeCalls(imo('934561')), withKey(key));
    expect(r2.status, r2.body).toBe(200);
    // Another company's ship is an error of its items, as for a user outside scope.
    const other = imoOf('BLUE OCEAN SPIRIT');
    const r3 = await callVoyageData(t.app, 'POST', threeCalls(other), withKey(key));
    expect(r3.status).toBe(422);
    expect(r3.json().errors[0]).toMatchObject({ path: 'records[0].ship', code: 'ledger.ship_unknown' });
    const d = await callVoyageData(t.app, 'DELETE', { ship: other, refCodes: ['R1'] }, withKey(key));
    expect(d.status).toBe(404);
    // Last use stamped, and every call in the system log under the key's prefix.
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row!.lastUsedAt?.getTime()).toBe(t.clock.now().getTime());
    // A refused call's row is written after the answer (plugins/audit.ts onResponse): wait for it.
    const logsOf = () =>
      t.db
        .select()
        .from(systemLogs)
        .where(eq(systemLogs.username, `api-key ${apiKey.prefix}`));
    let logs = await logsOf();
    for (let i = 0; i < 50 && logs.length < 4; i++) {
      await new Promise((r) => setTimeout(r, 20));
      logs = await logsOf();
    }
    expect(logs.map((l) => [l.action, l.status])).toEqual(
      expect.arrayContaining([
        ['POST /api/voyage-data', 200],
        ['POST /api/voyage-data', 422],
        ['DELETE /api/voyage-data', 404],
      ]),
    );
    expect(logs.length).toBe(4);
  });

  it('limits a ship key to its ship', async () => {
    const shipId = ids.ship('HAIYUN STAR');
    const { key } = await issue({ name: 'Star on board', shipId });
    const r = await callVoyageData(t.app, 'POST', threeCalls(imoOf('HAIYUN STAR')), withKey(key));
    expect(r.status, r.body).toBe(200);
    const sister = await callVoyageData(t.app, 'POST', threeCalls(imoOf('HAIYUN PIONEER')), withKey(key));
    expect(sister.status).toBe(422);
    const del = await callVoyageData(
      t.app,
      'DELETE',
      { ship: imoOf('HAIYUN STAR'), refCodes: ['R3'] },
      withKey(key),
    );
    expect(del.status, del.body).toBe(200);
    expect(del.json().data.deleted).toBe(1);
    const left = await t.db
      .select()
      .from(voyageRecords)
      .where(and(eq(voyageRecords.shipId, shipId), eq(voyageRecords.refCode, 'R3')));
    expect(left).toEqual([]);
  });

  it('refuses a revoked or unknown key with 401 and writes nothing', async () => {
    const { key, apiKey } = await issue({ name: 'Soon revoked', shipId: ids.ship('HAIYUN HARMONY') });
    const rv = await admin.post(`/api/system/api-keys/${apiKey.id}/revoke`);
    expect(rv.status).toBe(200);
    expect(rv.data.revokedAt).toBe(t.clock.now().toISOString());
    const r = await callVoyageData(t.app, 'POST', threeCalls(imoOf('HAIYUN HARMONY')), withKey(key));
    expect([r.status, r.json().code]).toEqual([401, 'api_key_invalid']);
    const forged = await callVoyageData(
      t.app,
      'POST',
      threeCalls(imoOf('HAIYUN HARMONY')),
      withKey(`${key}x`),
    );
    expect(forged.status).toBe(401);
    const rows = await t.db
      .select()
      .from(voyageRecords)
      .where(eq(voyageRecords.shipId, ids.ship('HAIYUN HARMONY')));
    expect(rows).toEqual([]);
  });

  it('takes a key on the voyage-data routes only', async () => {
    const { key } = await issue({ name: 'Not a session', companyId: ids.company('HYSG') });
    const res = await t.app.inject({ method: 'GET', url: '/api/fleet/ships', headers: withKey(key) });
    expect(res.statusCode).toBe(401);
  });
});

describe('API-key admin routes', () => {
  it('answers 400 for a body naming both or neither of company and ship, or an unknown one', async () => {
    const both = await admin.post('/api/system/api-keys', {
      name: 'x',
      companyId: ids.company('HYSG'),
      shipId: 1,
    });
    expect([both.status, both.body.code]).toEqual([400, 'validation_failed']);
    expect(both.body.fields.companyId).toBe('Choose either a company or a ship');
    const neither = await admin.post('/api/system/api-keys', { name: 'x' });
    expect(neither.status).toBe(400);
    const noName = await admin.post('/api/system/api-keys', { name: ' ', shipId: ids.ship('HAIYUN STAR') });
    expect(noName.status).toBe(400);
    const unknown = await admin.post('/api/system/api-keys', { name: 'x', shipId: 999_999 });
    expect([unknown.status, unknown.body.fields]).toEqual([400, { shipId: 'No such ship' }]);
  });

  it('answers 404 revoking a key that does not exist', async () => {
    expect((await admin.post('/api/system/api-keys/999999/revoke')).status).toBe(404);
  });

  it('answers 401 without a session and 403 to a user who is not an administrator', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/system/api-keys' });
    expect(none.statusCode).toBe(401);
    expect((await manager.get('/api/system/api-keys')).status).toBe(403);
    expect(
      (await manager.post('/api/system/api-keys', { name: 'x', shipId: ids.ship('HAIYUN STAR') })).status,
    ).toBe(403);
    expect((await manager.post('/api/system/api-keys/1/revoke')).status).toBe(403);
  });
});

describe('migration 0006_api_key_function', () => {
  it('adds the API-key page and its buttons to a database seeded before them, once', async () => {
    const rowsOf = () =>
      t.db
        .select({ code: menus.code, perms: menus.perms, parentId: menus.parentId, menuType: menus.menuType })
        .from(menus)
        .where(like(menus.code, 'system:apiKey%'))
        .orderBy(menus.code);
    const seeded = await rowsOf();
    expect(seeded.map((r) => r.code)).toEqual(['system:apiKey', 'system:apiKey:add', 'system:apiKey:delete']);
    await t.db.delete(menus).where(like(menus.code, 'system:apiKey%'));
    const text = readFileSync(
      new URL('../../../src/server/db/migrations/0006_api_key_function.sql', import.meta.url),
      'utf8',
    );
    const run = async () => {
      for (const statement of text.split('--> statement-breakpoint')) await t.db.execute(sql.raw(statement));
    };
    await run();
    await run();
    const migrated = await rowsOf();
    expect(migrated.map(({ code, perms, menuType }) => [code, perms, menuType])).toEqual(
      seeded.map(({ code, perms, menuType }) => [code, perms, menuType]),
    );
    const [system] = await t.db.select().from(menus).where(eq(menus.code, 'system'));
    expect(migrated[0]!.parentId).toBe(system!.id);
    const [page] = await t.db.select().from(menus).where(eq(menus.code, 'system:apiKey'));
    expect(migrated.slice(1).map((r) => r.parentId)).toEqual([page!.id, page!.id]);
  });
});
