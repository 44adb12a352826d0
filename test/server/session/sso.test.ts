import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { signSsoToken } from '../../../src/server/auth/sso.js';
import { systemLogs, users } from '../../../src/server/db/schema/index.js';
import { createTestApp, secondInstance, testConfig, type TestApp } from '../../support/app.js';

const SECRET = 'a-shared-secret-of-the-customer-portal-0123456789';
// One database for the file: each case signs its own token (its own jti) and reads only its own
// log row; the unconfigured case runs on an instance without the secret.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { EEOI_SSO_SECRET: SECRET } });
  await t.db.update(users).set({ externalUid: 'crm-42' }).where(eq(users.username, 'demo_company'));
});
afterAll(() => t.close());

const now = () => Math.floor(t.clock.now().getTime() / 1000);
const token = (over: Partial<{ uid: string; iat: number; exp: number; jti: string }> = {}, secret = SECRET) =>
  signSsoToken(secret, { uid: 'crm-42', iat: now(), exp: now() + 60, jti: `j-${Math.random()}`, ...over });
const sso = (body: object, app = t.app) =>
  app.inject({ method: 'POST', url: '/api/loginCrm', payload: body });

describe('third-party session login (/loginCrm)', () => {
  it('opens a session for the mapped user with a fresh signed token', async () => {
    const res = await sso({ token: token(), uid: 'crm-42', i18n: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'demo_company', token: expect.any(String) });
  });

  it.each([
    [
      'a replayed token',
      async () => {
        const tk = token({ jti: 'once' });
        expect((await sso({ token: tk, uid: 'crm-42' })).statusCode).toBe(200);
        return { token: tk, uid: 'crm-42' };
      },
      'replayed',
    ],
    [
      'an expired token',
      async () => ({ token: token({ iat: now() - 300, exp: now() - 10 }), uid: 'crm-42' }),
      'expired',
    ],
    [
      'a token signed with another key',
      async () => ({ token: token({}, 'x'.repeat(40)), uid: 'crm-42' }),
      'bad_signature',
    ],
    [
      "the older system's Base64(date) token",
      async () => ({ token: Buffer.from('2026-03-02').toString('base64'), uid: 'crm-42' }),
      'malformed',
    ],
    [
      'a token for another uid',
      async () => ({ token: token({ uid: 'crm-7' }), uid: 'crm-42' }),
      'uid_mismatch',
    ],
    ['an unmapped uid', async () => ({ token: token({ uid: 'crm-7' }), uid: 'crm-7' }), 'unknown_uid'],
  ])('refuses and logs %s', async (_name, make, reason) => {
    const res = await sso(await make());
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('sso_invalid');
    const logs = await t.db.select().from(systemLogs).where(eq(systemLogs.action, 'loginCrm'));
    expect(logs.some((l) => l.outcome === 'failure' && l.detail === reason)).toBe(true);
  });
});

describe('unconfigured third-party login', () => {
  it('is refused', async () => {
    const unconfigured = await secondInstance(t, { config: testConfig() });
    const res = await sso({ token: 'a.b.c', uid: 'crm-42' }, unconfigured.app);
    await unconfigured.close();
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('sso_unavailable');
  });
});
