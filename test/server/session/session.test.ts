import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roles, userRoles, users } from '../../../src/server/db/schema/index.js';
import { ADMIN_PASSWORD, auth, createTestApp, loginAs, userLike, type TestApp } from '../../support/app.js';

// One app for the file. Each test reads only sessions it opened (times are relative to its own
// login), and a test that changes an account's password, status or roles changes a copy of a seeded user.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const info = (token: string) => t.app.inject({ url: '/api/user/info', headers: auth(token) });

describe('session expiry', () => {
  it('answers session_idle with the spec message after 30 idle minutes', async () => {
    let token = await loginAs(t.app, 'admin');
    t.clock.advance(29 * 60_000);
    const active = await info(token);
    expect(active.statusCode).toBe(200);
    // That request rotated the token (older than 15 minutes); the client keeps the new one.
    token = String(active.headers.authorization);
    t.clock.advance(30 * 60_000 + 1);
    const res = await info(token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'session_idle',
      message: 'Not used for a long time after login, need to login again',
    });
    // Expired for good: coming back later does not revive it.
    expect((await info(token)).json().code).toBe('session_expired');
  });

  it('ends a session at its absolute expiry even when in constant use', async () => {
    let token = await loginAs(t.app, 'admin');
    for (let elapsed = 0; elapsed < 12 * 60; elapsed += 20) {
      t.clock.advance(20 * 60_000);
      const res = await info(token);
      if (res.statusCode !== 200) {
        expect(res.json().code).toBe('session_expired');
        expect(elapsed + 20).toBeGreaterThanOrEqual(12 * 60);
        return;
      }
      token = res.headers.authorization ? String(res.headers.authorization) : token;
    }
    expect((await info(token)).statusCode).toBe(401);
  });
});

describe('token rotation', () => {
  it('rotates after 15 minutes, sends the new token in Authorization, and honours the old one for the grace', async () => {
    const old = await loginAs(t.app, 'admin');
    t.clock.advance(15 * 60_000);
    const res = await info(old);
    const fresh = String(res.headers.authorization ?? '');
    expect(fresh).toMatch(/^[\w-]{40,}$/);
    expect(fresh).not.toBe(old);
    t.clock.advance(30_000);
    expect((await info(old)).statusCode).toBe(200);
    expect((await info(fresh)).statusCode).toBe(200);
    t.clock.advance(31_000);
    expect((await info(old)).statusCode).toBe(401);
    expect((await info(fresh)).statusCode).toBe(200);
  });
});

describe('logout and password change', () => {
  it('revokes the token on logout', async () => {
    const token = await loginAs(t.app, 'admin');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/logout', headers: auth(token) })).statusCode,
    ).toBe(200);
    expect((await info(token)).statusCode).toBe(401);
  });

  it('changes the password, revokes every session, and enforces the rule and the repeat', async () => {
    const { username } = await userLike(t, 'demo_company');
    const a = await loginAs(t.app, username);
    const b = await loginAs(t.app, username);
    const post = (payload: object, lang = 'en') =>
      t.app.inject({
        method: 'POST',
        url: '/api/sysUser/updateUserPassword',
        headers: { ...auth(a), 'accept-language': lang },
        payload,
      });
    const weak = await post(
      { oldPassword: 'Demo#Test2026', newPassword: 'abcdefgh', dupnewPassword: 'abcdefgh' },
      'zh',
    );
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.newPassword).toBe('8位以上，大写字母、小写字母、数字、特殊符号，至少有三种');
    const mismatch = await post({
      oldPassword: 'Demo#Test2026',
      newPassword: 'New#Pass2026',
      dupnewPassword: 'New#Pass2027',
    });
    expect(mismatch.json().fields.dupnewPassword).toBe('The two passwords do not match!');
    const wrongOld = await post({
      oldPassword: 'nope',
      newPassword: 'New#Pass2026',
      dupnewPassword: 'New#Pass2026',
    });
    expect(wrongOld.json()).toMatchObject({ code: 'old_password_wrong' });
    const good = await post({
      oldPassword: 'Demo#Test2026',
      newPassword: 'New#Pass2026',
      dupnewPassword: 'New#Pass2026',
    });
    expect(good.json()).toEqual({ success: true, data: 'Password changed. Please log in again.' });
    expect((await info(a)).statusCode).toBe(401);
    expect((await info(b)).statusCode).toBe(401);
    await expect(loginAs(t.app, username)).rejects.toThrow();
    await loginAs(t.app, username, 'New#Pass2026');
  });

  it('lets an administrator reset a password; the user must change it at next login', async () => {
    const admin = await loginAs(t.app, 'admin');
    const u = await userLike(t, 'demo_manager');
    const victim = await loginAs(t.app, u.username);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sysUser/resetUserPassword',
      headers: auth(admin),
      payload: { userId: u.id },
    });
    expect(res.statusCode).toBe(200);
    const temp = res.json().data.password;
    expect(temp).toMatch(/.{8,}/);
    expect((await info(victim)).statusCode).toBe(401);
    const relog = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: u.username, password: temp },
    });
    expect(relog.json().data.mustChangePassword).toBe(true);
  });

  it('refuses a reset by a user without the permission, and for an unknown user', async () => {
    const company = await loginAs(t.app, 'demo_company');
    const admin = await loginAs(t.app, 'admin');
    const forbidden = await t.app.inject({
      method: 'POST',
      url: '/api/sysUser/resetUserPassword',
      headers: auth(company),
      payload: { userId: 1 },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe('forbidden');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/sysUser/resetUserPassword',
      headers: auth(admin),
      payload: { userId: 99999 },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/sysUser/resetUserPassword',
      headers: auth(admin),
      payload: { userId: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.userId).toBeTruthy();
  });

  it('revokes sessions of an account frozen after login', async () => {
    const { username } = await userLike(t, 'demo_class');
    const token = await loginAs(t.app, username);
    await t.db.update(users).set({ status: 0 }).where(eq(users.username, username));
    expect((await info(token)).statusCode).toBe(401);
  });
});

describe('role switch', () => {
  it('issues a token for another held role and refuses one not held', async () => {
    const u = await userLike(t, 'demo_company');
    const [classRole] = await t.db.select().from(roles).where(eq(roles.code, 'class_society'));
    const [adminRole] = await t.db.select().from(roles).where(eq(roles.code, '99'));
    await t.db.insert(userRoles).values({ userId: u.id, roleId: classRole.id });
    const token = await loginAs(t.app, u.username);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/switchRole',
      headers: auth(token),
      payload: { roleId: classRole.id },
    });
    expect(res.statusCode).toBe(200);
    const next = res.json().data;
    expect(next.activeRoleId).toBe(classRole.id);
    expect((await info(token)).statusCode).toBe(401);
    expect((await info(next.token)).json().data.roles).toEqual(['class_society']);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/switchRole',
      headers: auth(next.token),
      payload: { roleId: adminRole.id },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('menus', () => {
  it('gives each role only its menus, with buttons, ordered', async () => {
    const admin = await loginAs(t.app, 'admin');
    const manager = await loginAs(t.app, 'demo_manager');
    const tree = async (tk: string) =>
      (await t.app.inject({ url: '/api/user/menus', headers: auth(tk) })).json().data;
    const codes = (items: any[]): string[] => items.flatMap((i) => [i.code, ...codes(i.children)]);
    const adminCodes = codes(await tree(admin));
    const managerCodes = codes(await tree(manager));
    expect(adminCodes).toContain('system:user:reset:password');
    expect(managerCodes).toContain('energy:voyage:upload');
    expect(managerCodes).not.toContain('system');
    expect(managerCodes).not.toContain('ship:list:delete');
    expect(managerCodes.every((c) => adminCodes.includes(c))).toBe(true);
  });
});

describe('the first administrator', () => {
  it('exists with the configured password', async () => {
    expect(await loginAs(t.app, 'admin', ADMIN_PASSWORD)).toBeTruthy();
  });
});
