import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SESSION_CACHE_MS } from '../../../src/server/auth/sessionCache.js';
import { hashToken } from '../../../src/server/auth/token.js';
import { auth, createTestApp, loginAs, secondInstance, type TestApp } from '../../support/app.js';

/**
 * The session kept in memory (auth/sessionCache.ts): a revocation written with the triggers
 * switched off goes unseen, which shows the kept session answering; the revision notification,
 * a sign-out through either instance, and the end of the short lifetime all end that.
 */
let t: TestApp;
let second: Awaited<ReturnType<typeof secondInstance>>;
beforeAll(async () => {
  t = await createTestApp();
  second = await secondInstance(t);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const info = (token: string, app = t.app) => app.inject({ url: '/api/user/info', headers: auth(token) });

/** Revokes a session the way nobody should: no trigger fires, so nobody is told. */
async function revokeSilently(token: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`update sessions set revoked_at = now() where token_hash = ${hashToken(token)}`);
  });
}

describe('the session kept in memory', () => {
  it('answers from memory until a revision notification drops it', async () => {
    const token = await loginAs(t.app, 'demo_company');
    expect((await info(token)).statusCode).toBe(200);
    await revokeSilently(token);
    expect((await info(token)).statusCode).toBe(200);
    await t.db.execute(sql`select pg_notify('eeoi_revs', 'test')`);
    await expect.poll(async () => (await info(token)).statusCode).toBe(401);
  });

  it('runs the query again once its short lifetime is over', async () => {
    const token = await loginAs(t.app, 'demo_company');
    expect((await info(token)).statusCode).toBe(200);
    await revokeSilently(token);
    t.clock.advance(SESSION_CACHE_MS);
    expect((await info(token)).statusCode).toBe(401);
  });

  // The very next request, on either instance: no waiting for a notification to arrive.
  it('drops a session signed out through this instance or another before the sign-out answers', async () => {
    for (const via of [t.app, second.app]) {
      const token = await loginAs(t.app, 'demo_company');
      expect((await info(token)).statusCode).toBe(200);
      expect((await info(token, second.app)).statusCode).toBe(200);
      expect(
        (await via.inject({ method: 'POST', url: '/api/logout', headers: auth(token) })).statusCode,
      ).toBe(200);
      expect((await info(token)).statusCode).toBe(401);
      expect((await info(token, second.app)).statusCode).toBe(401);
    }
  });

  it('sees a frozen account, a revoked session and a write to the ledger revision through the triggers', async () => {
    const token = await loginAs(t.app, 'demo_company');
    const before = await info(token);
    expect(before.statusCode).toBe(200);
    await t.db.execute(sql`update users set status = 0 where username = 'demo_company'`);
    await expect.poll(async () => (await info(token)).json().code).toBe('account_frozen');
    await t.db.execute(sql`update users set status = 1 where username = 'demo_company'`);
    await expect.poll(async () => (await info(token)).statusCode).toBe(200);
    await t.db.execute(sql`update sessions set revoked_at = now() where token_hash = ${hashToken(token)}`);
    await expect.poll(async () => (await info(token)).statusCode).toBe(401);
  });
});
