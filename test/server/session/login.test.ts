import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { captchas, systemLogs, users } from '../../../src/server/db/schema/index.js';
import {
  ADMIN_PASSWORD,
  auth,
  createTestApp,
  loginAs,
  withSettings,
  userLike,
  type TestApp,
} from '../../support/app.js';

// One database for the file; the captcha and rate-limit cases run on instances with their settings.
// Throttle counters are kept per (account, address), so a test that fails logins does it from an
// address of its own, and a test that changes an account changes a copy of a seeded user.
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>, lang?: string, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/login',
    payload,
    headers: lang ? { 'accept-language': lang } : {},
    remoteAddress,
  });

describe('login without captcha (EEOI_CAPTCHA=off)', () => {
  beforeAll(() => {
    app = t.app;
  });

  it('logs the admin in with token, pages, buttons, roles and ship lists', async () => {
    const res = await login({ username: '  admin ', password: ADMIN_PASSWORD });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.token).toMatch(/^[\w-]{40,}$/);
    expect(data.allowPage).toContain('/sysManage/sysUser');
    expect(data.allowButton).toContain('ship:list:add');
    expect(data.sysRoles).toEqual([expect.objectContaining({ code: '99' })]);
    expect(data.mustChangePassword).toBe(false);
    // The administrator's scope is the whole (demo) fleet; a company user's is a part of it.
    const company = (await login({ username: 'demo_company', password: 'Demo#Test2026' })).json().data;
    expect(data.shipList.length).toBe(data.imoList.length);
    expect(company.shipList.length).toBeGreaterThan(0);
    expect(company.shipList.length).toBeLessThan(data.shipList.length);
    expect(company.imoList.every((imo: string) => data.imoList.includes(imo))).toBe(true);
  });

  it.each([
    ['unknown user', 'nobody', 'whatever1A!', '10.0.1.1'],
    ['wrong password', 'admin', 'Wrong#Pass1', '10.0.1.2'],
  ])('answers %s with the same message (en and zh)', async (_case, username, password, ip) => {
    const en = await login({ username, password }, undefined, ip);
    expect(en.statusCode).toBe(401);
    expect(en.json()).toMatchObject({
      code: 'login_failed',
      message: 'Account does not exist or password error, please re-enter.',
    });
    const zh = await login({ username, password, i18n: 'zh' }, undefined, ip);
    expect(zh.json().message).toBe('账号不存在或密码错误请重新输入');
  });

  it('rejects an empty username with a per-field message in the caller language', async () => {
    const res = await login({ username: '  ', password: 'x' }, 'zh-CN');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { username: '必填项' } });
  });

  // The throttle replaced the 15-minute account lock (which anyone could trigger) with
  // throttling per account and address; test/server/loginThrottle.test.ts covers it in full.
  it('asks this address for the captcha after 3 failures instead of locking the account', async () => {
    const ip = '10.0.2.1';
    for (let i = 0; i < 3; i++)
      expect((await login({ username: 'admin', password: 'Bad#pass1' }, undefined, ip)).statusCode).toBe(401);
    const again = await login({ username: 'admin', password: ADMIN_PASSWORD }, undefined, ip);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('captcha_required');
  });

  it('refuses a frozen account', async () => {
    const u = await userLike(t, 'demo_company');
    await t.db.update(users).set({ status: 0 }).where(eq(users.username, u.username));
    const res = await login({ username: u.username, password: 'Demo#Test2026' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('account_frozen');
  });

  it('writes a log row for every login attempt, without the password', async () => {
    // Its own address: the rows it reads are its own.
    const ip = '10.0.3.1';
    await login({ username: 'admin', password: 'Bad#pass1' }, undefined, ip);
    expect((await login({ username: 'admin', password: ADMIN_PASSWORD }, undefined, ip)).statusCode).toBe(
      200,
    );
    const rows = await t.db
      .select()
      .from(systemLogs)
      .where(and(eq(systemLogs.action, 'login'), eq(systemLogs.ip, ip)));
    expect(rows.map((r) => r.outcome).sort()).toEqual(['failure', 'success']);
    expect(rows.every((r) => r.username === 'admin' && r.ip)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('Bad#pass1');
  });

  it('forces a password change for a weak legacy password', async () => {
    const { hashPassword } = await import('../../../src/server/auth/password.js');
    const u = await userLike(t, 'demo_class');
    await t.db
      .update(users)
      .set({ passwordHash: await hashPassword('simple12') })
      .where(eq(users.username, u.username));
    const res = await login({ username: u.username, password: 'simple12' });
    expect(res.json().data.mustChangePassword).toBe(true);
  });
});

describe('login with the captcha', () => {
  withSettings(
    () => t,
    { EEOI_CAPTCHA: 'on' },
    (a) => (app = a),
  );

  const newCaptcha = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/code' });
    expect(res.statusCode).toBe(200);
    const { captchaId, svg } = res.json().data;
    expect(svg).toContain('<svg');
    const [row] = await t.db.select().from(captchas).where(eq(captchas.id, captchaId));
    return { captchaId, answer: row.answer };
  };

  it('accepts the right answer once and refuses its reuse', async () => {
    const { captchaId, answer } = await newCaptcha();
    const body = { username: 'admin', password: ADMIN_PASSWORD, captchaId, verifycode: answer };
    expect((await login(body)).statusCode).toBe(200);
    const again = await login(body);
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('captcha_invalid');
  });

  it('refuses a wrong, missing or expired answer', async () => {
    const a = await newCaptcha();
    expect(
      (
        await login({
          username: 'admin',
          password: ADMIN_PASSWORD,
          captchaId: a.captchaId,
          verifycode: '999',
        })
      ).json().code,
    ).toBe('captcha_invalid');
    expect((await login({ username: 'admin', password: ADMIN_PASSWORD })).json().code).toBe(
      'captcha_invalid',
    );
    const b = await newCaptcha();
    t.clock.advance(2 * 60_000 + 1);
    expect(
      (
        await login({
          username: 'admin',
          password: ADMIN_PASSWORD,
          captchaId: b.captchaId,
          verifycode: b.answer,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('rate limits', () => {
  withSettings(
    () => t,
    { EEOI_LOGIN_RATE_PER_MIN: '3' },
    (a) => (app = a),
  );

  it('answers 429 past the per-address login allowance, and again in the next window', async () => {
    // The allowance is counted per address: this one has spent none of it in this window.
    const ip = '10.0.4.1';
    const codes = [];
    for (let i = 0; i < 4; i++)
      codes.push((await login({ username: 'x', password: 'y' }, undefined, ip)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    t.clock.advance(60_000);
    expect((await login({ username: 'admin', password: ADMIN_PASSWORD }, undefined, ip)).statusCode).toBe(
      200,
    );
  });
});

describe('user info', () => {
  it('answers roles, name, avatar and introduction for the token, by header or parameter', async () => {
    const token = await loginAs(t.app, 'demo_manager');
    const byHeader = await t.app.inject({ url: '/api/user/info', headers: auth(token) });
    expect(byHeader.json().data).toMatchObject({
      roles: ['ship_manager'],
      name: '演示船舶管理员',
      avatar: '',
      introduction: '',
      // The idle limit, so the client can warn two minutes before it.
      idleMinutes: 30,
    });
    const byParam = await t.app.inject({ url: `/api/user/info?token=${token}` });
    expect(byParam.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user/info' })).statusCode).toBe(401);
  });
});
