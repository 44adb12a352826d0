import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorisedShipIds } from '../../../src/server/scope/shipAuth.js';
import { auth, createTestApp, loginAs, type TestApp } from '../../support/app.js';

let t: TestApp;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
  manager = await loginAs(t.app, 'demo_manager');
});
afterAll(() => t.close());

const call = (method: string, url: string, token?: string, payload?: unknown, headers = {}) =>
  t.app.inject({
    method: method as any,
    url: `/api/${url}`,
    headers: { ...(token ? auth(token) : {}), ...headers },
    payload: payload as any,
  });
const fn = async (code: string) => {
  const flat = (nodes: any[]): any[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
  return flat((await call('GET', 'system/functions', admin)).json().data).find((n) => n.code === code);
};
const body = ({ id: _i, children: _c, createdAt: _a, updatedAt: _u, ...n }: any) => ({
  ...n,
  url: n.url ?? '',
  icon: n.icon ?? '',
  perms: n.perms ?? '',
});

describe('functions (the menu tree)', () => {
  it('adds, edits, hides, orders and deletes a function, with per-field, duplicate and stale answers', async () => {
    const system = await fn('system');
    const add = {
      code: 'system:extra',
      parentId: system.id,
      titleZh: '附加',
      titleEn: 'Extra',
      menuType: 2,
      perms: 'system:extra:list',
    };
    const created = await call('POST', 'system/functions', admin, add);
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json().data;
    expect((await call('POST', 'system/functions', admin, add)).json().fields).toHaveProperty('code');
    expect(
      (await call('POST', 'system/functions', admin, { ...add, code: 'x', parentId: 987654 })).json().fields,
    ).toHaveProperty('parentId');
    expect(
      Object.keys((await call('POST', 'system/functions', admin, { parentId: 'a' })).json().fields).sort(),
    ).toEqual(['code', 'menuType', 'parentId', 'titleEn', 'titleZh']);
    const edited = await call('PUT', `system/functions/${row.id}`, admin, {
      ...body(row),
      hidden: true,
      keepAlive: true,
    });
    expect(edited.json().data).toMatchObject({ hidden: true, keepAlive: true, version: 2 });
    expect((await call('PUT', `system/functions/${row.id}`, admin, body(row))).statusCode).toBe(409);
    const child = (
      await call('POST', 'system/functions', admin, {
        ...add,
        code: 'system:extra:add',
        parentId: row.id,
        menuType: 3,
      })
    ).json().data;
    const cycle = await call('PUT', `system/functions/${row.id}`, admin, {
      ...body(edited.json().data),
      parentId: child.id,
    });
    expect(cycle.json().fields).toHaveProperty('parentId');
    const ordered = await call('PUT', 'system/functions/order', admin, {
      items: [{ id: row.id, orderNum: 1 }],
    });
    expect(ordered.json().data.find((n: any) => n.code === 'system').children[0].code).toBe('system:extra');
    expect((await call('DELETE', `system/functions/${row.id}`, admin)).json().code).toBe('has_children');
    expect((await call('DELETE', `system/functions/${child.id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `system/functions/${row.id}`, admin)).statusCode).toBe(200);
  });

  it.each(['system', 'system:func', 'system:func:edit'])(
    'keeps %s reachable: no freeze, hide, move or delete',
    async (code) => {
      const n = await fn(code);
      expect(
        (
          await call('PUT', `system/functions/${n.id}/status`, admin, { status: 0, version: n.version })
        ).json().code,
      ).toBe('protected_function');
      expect(
        (await call('PUT', `system/functions/${n.id}`, admin, { ...body(n), hidden: true })).json().code,
      ).toBe('protected_function');
      expect(
        (
          await call('PUT', `system/functions/${n.id}`, admin, {
            ...body(n),
            parentId: 0 === n.parentId ? 1 : 0,
          })
        ).json().code,
      ).toBe('protected_function');
      expect((await call('DELETE', `system/functions/${n.id}`, admin)).json().code).toBe(
        'protected_function',
      );
      const renamed = await call('PUT', `system/functions/${n.id}`, admin, {
        ...body(n),
        titleEn: `${n.titleEn}!`,
      });
      expect(renamed.statusCode).toBe(200);
    },
  );

  it('a frozen function drops out of non-admin permissions at once', async () => {
    const port = await fn('dictionary:port');
    const company = await loginAs(t.app, 'demo_company');
    expect((await call('GET', 'dict/port', company)).statusCode).toBe(200);
    await call('PUT', `system/functions/${port.id}/status`, admin, { status: 0, version: port.version });
    expect((await call('GET', 'dict/port', company)).statusCode).toBe(403);
    expect((await call('GET', 'dict/port', admin)).statusCode).toBe(200);
  });

  it('needs a session and the function page', async () => {
    expect((await call('GET', 'system/functions')).statusCode).toBe(401);
    expect((await call('GET', 'system/functions', manager)).statusCode).toBe(403);
    expect((await call('POST', 'system/functions', manager, {})).statusCode).toBe(403);
  });
});

describe('ship authorisation', () => {
  it('narrows a user to the chosen ships and lifts the narrowing with an empty list', async () => {
    const users = (await call('GET', 'system/ship-auth?keyword=demo_company', admin)).json().data.items;
    const userId = users[0].id;
    expect(users[0].shipCount).toBe(0);
    expect(await authorisedShipIds(t.db, userId)).toBeNull();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'demo_company', password: 'Demo#Test2026' },
    });
    const all = login.json().data.shipList.map((s: any) => s.id);
    expect(all.length).toBeGreaterThan(1);

    const set = await call('PUT', `system/ship-auth/${userId}`, admin, { shipIds: [all[0], all[0]] });
    expect(set.json().data.shipIds).toEqual([all[0]]);
    expect(await authorisedShipIds(t.db, userId)).toEqual([all[0]]);
    const narrowed = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'demo_company', password: 'Demo#Test2026' },
    });
    expect(narrowed.json().data.shipList.map((s: any) => s.id)).toEqual([all[0]]);

    expect(
      (await call('PUT', `system/ship-auth/${userId}`, admin, { shipIds: [987654] })).json().fields,
    ).toHaveProperty('shipIds');
    expect((await call('PUT', `system/ship-auth/${userId}`, admin, { shipIds: 'x' })).statusCode).toBe(400);
    await call('PUT', `system/ship-auth/${userId}`, admin, { shipIds: [] });
    expect(await authorisedShipIds(t.db, userId)).toBeNull();
    expect((await call('GET', 'system/ship-auth/999999', admin)).statusCode).toBe(404);
    expect((await call('GET', `system/ship-auth/${userId}`, manager)).statusCode).toBe(403);
    expect((await call('GET', `system/ship-auth/${userId}`)).statusCode).toBe(401);
  });
});

describe('system log export', () => {
  it('exports with the list filters, and needs the export permission', async () => {
    await call('GET', 'system/users', manager);
    await call('POST', 'system/roles', manager, {});
    const res = await call('GET', 'system/logs/export?outcome=denied', admin);
    expect(res.statusCode).toBe(200);
    const { items } = res.json().data;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((r: any) => r.outcome === 'denied')).toBe(true);
    expect((await call('GET', 'system/logs/export?outcome=x', admin)).json().fields).toHaveProperty(
      'outcome',
    );
    expect((await call('GET', 'system/logs/export', manager)).statusCode).toBe(403);
  });
});
