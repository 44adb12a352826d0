import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { acceptsGzip, ReadCache } from '../../../src/server/cache/readCache.js';
import { ANNOUNCED, createTestApp, secondInstance, type TestApp } from '../../support/app.js';
import { client, demoIds, type Client } from '../../support/fleet/fleetHelpers.js';

describe('ReadCache', () => {
  it('shares one load between concurrent callers and serves the answer again', async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, await cache.get('k', load), loads]).toEqual([1, 1, 1, 1]);
    expect([cache.hits, cache.misses]).toEqual([2, 1]);
  });

  it('keeps no failure: the next call loads again', async () => {
    const cache = new ReadCache();
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('keeps nothing for a load that throws before its promise (a refused query), nor shares it', async () => {
    const cache = new ReadCache();
    const refuse = () => {
      throw new Error('bad query');
    };
    expect(() => cache.get('k', refuse)).toThrow('bad query');
    expect(cache.size).toBe(0);
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('drops the least recently used entry past its bound', async () => {
    const cache = new ReadCache(2);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2'); // a is now the most recent
    await cache.get('c', async () => 'c1'); // evicts b
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });
});

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['gzip;q=0', false],
    ['deflate, br', false],
    ['x-gzip', false],
    [undefined, false],
  ])('%s -> %s', (header, expected) => expect(acceptsGzip(header)).toBe(expected));
});

// The cache is keyed by the revision read with the session; these tests write around the API
// (plain SQL, as psql, an import or another instance would) and expect the next read to see it.
// One app for both groups below.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('cached reads never outlive a committed write', () => {
  let admin: Client;
  let company: Client;
  let second: Awaited<ReturnType<typeof secondInstance>>;
  beforeAll(async () => {
    admin = await client(t.app, 'admin');
    company = await client(t.app, 'demo_company');
    second = await secondInstance(t);
  });
  afterAll(() => second.close());

  const PORT_URL = '/api/dict/port?keyword=Shanghai&size=5';

  // The query is parsed on a miss only: a kept answer's URL has passed already.
  it("answers a refused query 400 in the caller's language every time, and keeps nothing for it", async () => {
    const cache = t.app.deps.readCache;
    for (const url of ['/api/dict/port?page=0&size=5', '/api/fleet/ships?page=1&size=501']) {
      const size = cache.size;
      for (const lang of ['en', 'zh', 'en']) {
        const res = await t.app.inject({
          url,
          headers: { 'x-token': company.token, 'accept-language': lang },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('validation_failed');
        expect(Object.values(res.json().fields as Record<string, string>)[0]).toMatch(
          lang === 'zh' ? /[\u4e00-\u9fff]/ : /^[\x20-\x7e]+$/,
        );
      }
      expect(cache.size).toBe(size);
    }
  });

  it('answers a repeated list from memory', async () => {
    const cache = t.app.deps.readCache;
    const first = await admin.get(PORT_URL);
    const hits = cache.hits;
    const again = await admin.get(PORT_URL);
    expect(again.data).toEqual(first.data);
    expect(cache.hits).toBe(hits + 1);
  });

  it('sends a large cached answer gzipped to clients that take it, and plain to others', async () => {
    const url = '/api/gcState/findGcStateList';
    const headers = { 'x-token': admin.token };
    const plain = await t.app.inject({ url, headers });
    const zipped = await t.app.inject({ url, headers: { ...headers, 'accept-encoding': 'gzip, br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(plain.json().data.total).toBeGreaterThanOrEqual(249);
    // A small answer is not worth the header.
    const small = await t.app.inject({
      url: '/api/shipAge/findShipAgeList',
      headers: { ...headers, 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('keeps its answers across logins and password changes; an account moved to another company drops them', async () => {
    const rev = async () =>
      Number(
        ((await t.db.execute(sql`select rev from cache_revs where name = 'reference'`)).rows[0] as any).rev,
      );
    const before = await rev();
    await client(t.app, 'demo_manager');
    await t.db.execute(
      sql`update users set failed_logins = 0, password_changed_at = now() where username = 'demo_manager'`,
    );
    expect(await rev()).toBe(before);
    await t.db.execute(sql`update users set company_id = company_id where username = 'demo_manager'`);
    expect(await rev()).toBe(before + 1);
  });

  // Outside the API nobody waits for the instances to hear of a write (the write barrier runs
  // with the app's own writes): it shows as soon as the database's notification arrives.
  it('shows a dictionary change made outside the API as soon as the database announces it', async () => {
    const before = (await admin.get(PORT_URL)).data.items[0];
    await t.db.execute(sql`update dic_ports set remark = 'changed in SQL' where id = ${before.id}`);
    await expect
      .poll(async () => (await admin.get(PORT_URL)).data.items[0].remark, ANNOUNCED)
      .toBe('changed in SQL');
  });

  it('shows a change made through another instance at once', async () => {
    const other = await client(second.app, 'admin');
    const row = (await admin.get(PORT_URL)).data.items[0];
    const res = await other.put(`/api/dict/port/${row.id}`, { ...row, remark: 'changed on instance 2' });
    expect(res.status).toBe(200);
    expect((await admin.get(PORT_URL)).data.items[0].remark).toBe('changed on instance 2');
  });

  it('keeps each caller to its own scope for the same URL', async () => {
    const url = '/api/fleet/ships?page=1&size=50';
    const all = (await admin.get(url)).data.total;
    const mine = (await company.get(url)).data.total;
    expect(mine).toBeLessThan(all);
    expect((await admin.get(url)).data.total).toBe(all);
    expect((await company.get(url)).data.total).toBe(mine);
  });

  it('drops a ship from a company list as soon as its links leave the company (SQL write, announced)', async () => {
    const ids = await demoIds(admin);
    const url = '/api/fleet/ships?page=1&size=50';
    const before = (await company.get(url)).data.items as Array<{ id: number }>;
    const shipId = before[0].id;
    const outsider = ids.company('BOML');
    await t.db.execute(
      sql`update ships set owner_company_id = ${outsider}, operator_company_id = ${outsider},
          doc_company_id = ${outsider} where id = ${shipId}`,
    );
    const listed = async () =>
      ((await company.get(url)).data.items as Array<{ id: number }>).map((s) => s.id);
    await expect.poll(listed, ANNOUNCED).not.toContain(shipId);
    expect((await company.get(`/api/fleet/ships/${shipId}`)).status).toBe(404);
  });
});

describe('role permissions follow the function tree', () => {
  it('takes a grant removed in SQL away from a signed-in user as soon as the database announces it', async () => {
    const company = await client(t.app, 'demo_company');
    expect((await company.get('/api/fleet/ships?size=5')).status).toBe(200);
    const removed = await t.db
      .execute(sql`delete from role_menus where menu_id in (select id from menus where perms = 'ship:list:list')
      and role_id = (select id from roles where code = 'company_user') returning role_id, menu_id`);
    try {
      await expect
        .poll(async () => (await company.get('/api/fleet/ships?size=5')).status, ANNOUNCED)
        .toBe(403);
    } finally {
      // The grant back: the other tests' company user lists ships.
      for (const r of removed.rows as Array<{ role_id: number; menu_id: number }>)
        await t.db.execute(
          sql`insert into role_menus (role_id, menu_id) values (${r.role_id}, ${r.menu_id})`,
        );
    }
  });
});
