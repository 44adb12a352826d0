import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema/index.js';
import { verifyPassword } from '../../src/server/auth/password.js';
import { ADMIN_PASSWORD, auth, createTestApp, loginAs, type TestApp } from '../support/app.js';

// One input layer answers 400 naming the field for values the database or
// JavaScript cannot hold, on every route; ids and integers are strict.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin');
});
afterAll(() => t.close());

const expect400 = (res: { statusCode: number; json: () => any }, field: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toMatchObject({ success: false, code: 'validation_failed' });
  expect(Object.keys(res.json().fields)).toContain(field);
};

describe('the input layer', () => {
  it('refuses a NUL byte in a body, query or path value, anonymous login included', async () => {
    expect400(
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'adm\u0000in', password: 'x' },
      }),
      'username',
    );
    expect400(
      await t.app.inject({ url: '/api/dict/port?keyword=sh%00ang', headers: auth(admin) }),
      'keyword',
    );
    expect400(await t.app.inject({ url: '/api/fleet/ships/ab%00c', headers: auth(admin) }), 'id');
  });

  it('refuses a lone surrogate, a non-finite or absurd number, and an id beyond 32 bits', async () => {
    expect400(
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":"a\\ud800b","password":"x"}',
      }),
      'username',
    );
    const body = (v: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/calc/cii',
        headers: { ...auth(admin), 'content-type': 'application/json' },
        payload: `{"dwt":${v}}`,
      });
    expect400(await body('1e308'), 'dwt');
    expect400(await body('1e999'), 'dwt');
    expect400(await t.app.inject({ url: '/api/fleet/ships/2147483648', headers: auth(admin) }), 'id');
    expect400(
      await t.app.inject({ url: '/api/fleet/ships?companyId=99999999999', headers: auth(admin) }),
      'companyId',
    );
  });

  it('refuses an out-of-range date filter', async () => {
    for (const from of ['275760-09-14', '2026-13-45', '+099999-01-01'])
      expect400(
        await t.app.inject({
          url: `/api/system/logs?from=${encodeURIComponent(from)}`,
          headers: auth(admin),
        }),
        'from',
      );
    const fine = await t.app.inject({ url: '/api/system/logs?from=2026-01-01', headers: auth(admin) });
    expect(fine.statusCode).toBe(200);
  });
});

describe('strict ids', () => {
  it.each([' 1', '0x1', '1e0', '+1', '1.0'])('refuses the path id %j', async (id) => {
    const res = await t.app.inject({
      url: `/api/system/users/${encodeURIComponent(id)}`,
      headers: auth(admin),
    });
    expect400(res, 'id');
  });

  it.each([[true], [[1]], [' 1'], ['0x1'], [1.5], [2147483648], [{}]])(
    'refuses userId %j in a password reset, leaving the administrator untouched',
    async (userId) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sysUser/resetUserPassword',
        headers: auth(admin),
        payload: { userId, newPassword: 'Changed#Pass99' },
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toContain('userId');
      const [row] = await t.db.select().from(users).where(eq(users.username, 'admin'));
      expect(await verifyPassword(ADMIN_PASSWORD, row.passwordHash)).toBe(true);
    },
  );

  it('still accepts plain digits and JSON integers', async () => {
    expect((await t.app.inject({ url: '/api/system/users/1', headers: auth(admin) })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/dict/port?page=2&size=5', headers: auth(admin) })).statusCode,
    ).toBe(200);
  });
});
