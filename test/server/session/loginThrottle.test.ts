import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { captchas, systemLogs } from '../../../src/server/db/schema/index.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp, withSettings } from '../../support/app.js';

// Login throttling per (account, address), no lock anyone can trigger,
// no user enumeration, an atomic counter, proxies trusted only when configured, aggregated logs.
// One database for the file: every test logs in from addresses of its own, and the proxy cases run
// on instances with their settings.
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (payload: Record<string, unknown>, ip = '127.0.0.1', headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/login', payload, remoteAddress: ip, headers });

const captcha = async (ip: string) => {
  const res = await app.inject({ method: 'GET', url: '/api/code', remoteAddress: ip });
  const { captchaId } = res.json().data;
  const [row] = await t.db.select().from(captchas).where(eq(captchas.id, captchaId));
  return { captchaId, verifycode: row.answer };
};

describe('login throttling (EEOI_CAPTCHA=off)', () => {
  beforeAll(() => {
    app = t.app;
  });

  it('lets the owner log in from their address while several others fail at the same account', async () => {
    const attackers = ['10.0.0.1', '10.0.0.2', '10.0.0.3', '10.0.0.4', '10.0.0.5'];
    for (const ip of attackers)
      for (let i = 0; i < 8; i++) {
        const res = await login({ username: 'admin', password: `Bad#pass${i}` }, ip);
        expect([401, 400, 429]).toContain(res.statusCode);
      }
    // Every attacking address is now slowed down or asked for a captcha ...
    for (const ip of attackers)
      expect((await login({ username: 'admin', password: ADMIN_PASSWORD }, ip)).statusCode).not.toBe(200);
    // ... and the owner, from their own address, is not.
    const owner = await login({ username: 'admin', password: ADMIN_PASSWORD }, '192.168.7.20');
    expect(owner.statusCode).toBe(200);
  });

  it('asks for the captcha after 3 failures, then delays 1 s, 2 s, 4 s ... with Retry-After', async () => {
    const ip = '10.1.1.1';
    for (let i = 0; i < 3; i++)
      expect((await login({ username: 'admin', password: 'Bad#pass1' }, ip)).statusCode).toBe(401);
    const noCaptcha = await login({ username: 'admin', password: 'Bad#pass1' }, ip);
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json().code).toBe('captcha_required');
    // With a captcha but before the 1 s delay has passed: 429.
    const early = await login({ username: 'admin', password: ADMIN_PASSWORD, ...(await captcha(ip)) }, ip);
    expect(early.statusCode).toBe(429);
    expect(early.json().code).toBe('login_throttled');
    expect(Number(early.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    t.clock.advance(1000);
    const wrong = await login({ username: 'admin', password: 'Bad#pass1', ...(await captcha(ip)) }, ip);
    expect(wrong.statusCode).toBe(401);
    const tooSoon = await login({ username: 'admin', password: ADMIN_PASSWORD, ...(await captcha(ip)) }, ip);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('2');
    t.clock.advance(2000);
    const right = await login({ username: 'admin', password: ADMIN_PASSWORD, ...(await captcha(ip)) }, ip);
    expect(right.statusCode).toBe(200);
    // Success forgives the pair: no captcha needed any more.
    expect((await login({ username: 'admin', password: ADMIN_PASSWORD }, ip)).statusCode).toBe(200);
  });

  it('answers an unknown and an existing account alike, attempt after attempt', async () => {
    const seq = async (username: string, ip: string) => {
      const out: string[] = [];
      for (let i = 0; i < 7; i++) {
        const res = await login({ username, password: 'Bad#pass1' }, ip);
        out.push(`${res.statusCode} ${res.json().code}`);
      }
      return out;
    };
    const existing = await seq('admin', '10.2.0.1');
    const unknown = await seq('nobody_here', '10.2.0.2');
    expect(unknown).toEqual(existing);
    expect(existing).not.toContain('403 account_locked');
  });

  it('counts concurrent guesses atomically: only the free failures reach the password check', async () => {
    const ip = '10.3.0.1';
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => login({ username: 'admin', password: 'Bad#pass1' }, ip)),
    );
    const checked = answers.filter((r) => r.statusCode === 401).length;
    expect(checked).toBeLessThanOrEqual(3);
    expect(answers.every((r) => [400, 401, 429].includes(r.statusCode))).toBe(true);
  });

  it('writes one aggregated log row per kind of failure and window, counting repeats', async () => {
    const ip = '10.4.0.1';
    const mine = and(eq(systemLogs.action, 'login'), eq(systemLogs.ip, ip));
    for (let i = 0; i < 20; i++) await login({ username: 'admin', password: 'Bad#pass1' }, ip);
    const rows = await t.db
      .select({ detail: systemLogs.detail, n: systemLogs.repeatCount })
      .from(systemLogs)
      .where(mine);
    expect(rows.length).toBeLessThanOrEqual(3);
    expect(rows.reduce((s, r) => s + r.n, 0)).toBe(20);
    // A new window starts a new row.
    t.clock.advance(10 * 60_000);
    await login({ username: 'admin', password: 'Bad#pass1' }, ip);
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(systemLogs)
      .where(mine);
    expect(n).toBe(rows.length + 1);
  });
});

/** The addresses logged for the logins of `username` (each test below logs in under a name of its own). */
const loggedIps = async (username: string) =>
  (
    await t.db
      .selectDistinct({ ip: systemLogs.ip })
      .from(systemLogs)
      .where(and(eq(systemLogs.action, 'login'), eq(systemLogs.username, username)))
  )
    .map((r) => r.ip)
    .sort();

describe('client address behind proxies (EEOI_TRUST_PROXY)', () => {
  describe('unset', () => {
    withSettings(
      () => t,
      { EEOI_LOGIN_RATE_PER_MIN: '3' },
      (a) => (app = a),
    );

    it('ignores X-Forwarded-For by default: a spoofed address neither escapes the rate limit nor is logged', async () => {
      const codes = [];
      for (let i = 0; i < 4; i++)
        codes.push(
          (
            await login({ username: 'spoofer', password: 'y' }, '127.0.0.1', {
              'x-forwarded-for': `203.0.113.${i}`,
            })
          ).statusCode,
        );
      expect(codes).toEqual([401, 401, 401, 429]);
      expect(await loggedIps('spoofer')).toEqual(['127.0.0.1']);
    });
  });

  describe('EEOI_TRUST_PROXY=127.0.0.1', () => {
    withSettings(
      () => t,
      { EEOI_LOGIN_RATE_PER_MIN: '3', EEOI_TRUST_PROXY: '127.0.0.1' },
      (a) => (app = a),
    );

    it('takes the client address from X-Forwarded-For when the peer is a configured proxy', async () => {
      for (let i = 0; i < 4; i++) {
        const res = await login({ username: 'proxied', password: 'y' }, '127.0.0.1', {
          'x-forwarded-for': `203.0.113.${i}`,
        });
        expect(res.statusCode).toBe(401);
      }
      // From any other peer the header is still ignored.
      const direct = await login({ username: 'proxied', password: 'y' }, '10.9.9.9', {
        'x-forwarded-for': '203.0.113.77',
      });
      expect(direct.statusCode).toBe(401);
      expect(await loggedIps('proxied')).toEqual([
        '10.9.9.9',
        '203.0.113.0',
        '203.0.113.1',
        '203.0.113.2',
        '203.0.113.3',
      ]);
    });
  });
});
