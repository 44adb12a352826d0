import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auth, createTestApp, loginAs, secondInstance, type TestApp } from '../support/app.js';

// Two app instances on one database, as behind a load balancer (see secondInstance).
let t: TestApp;
let second: FastifyInstance;
let closeSecond: () => Promise<void>;
beforeAll(async () => {
  t = await createTestApp({ env: { EEOI_CAPTCHA: 'on', EEOI_LOGIN_RATE_PER_MIN: '3' } });
  ({ app: second, close: closeSecond } = await secondInstance(t));
});
afterAll(async () => {
  await closeSecond();
  await t.close();
});

describe('several instances on one database', () => {
  it('a captcha from one instance logs in on the other, and the session works on both', async () => {
    const code = (await t.app.inject({ url: '/api/code' })).json().data;
    const { rows } = await t.db.execute<{ answer: string }>(
      `select answer from captchas where id = '${code.captchaId}'` as any,
    );
    const res = await second.inject({
      method: 'POST',
      url: '/api/login',
      payload: {
        username: 'admin',
        password: 'Admin#Test2026',
        captchaId: code.captchaId,
        verifycode: (rows[0] as any).answer,
      },
    });
    expect(res.statusCode).toBe(200);
    const token = res.json().data.token;
    expect((await t.app.inject({ url: '/api/user/info', headers: auth(token) })).statusCode).toBe(200);
    await second.inject({ method: 'POST', url: '/api/logout', headers: auth(token) });
    expect((await t.app.inject({ url: '/api/user/info', headers: auth(token) })).statusCode).toBe(401);
  });

  it('shares the login rate limit between instances', async () => {
    const codes = [];
    for (const app of [t.app, second, t.app, second]) {
      codes.push(
        (await app.inject({ method: 'POST', url: '/api/loginCrm', payload: { token: 'a.b.c', uid: 'u' } }))
          .statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('with the captcha on, neither instance accepts a login without one', async () => {
    t.clock.advance(60_000);
    await expect(loginAs(second, 'demo_company')).rejects.toThrow(/captcha_invalid/);
    await expect(loginAs(t.app, 'demo_company')).rejects.toThrow(/captcha_invalid/);
  });
});
