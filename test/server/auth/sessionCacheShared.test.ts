import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionCache } from '../../../src/server/auth/sessionCache.js';
import { hashToken } from '../../../src/server/auth/token.js';
import type { AppConfig } from '../../../src/server/config.js';
import { ManualClock } from '../../../src/server/clock.js';
import type { Database, Db } from '../../../src/server/db/client.js';
import type { Resolved } from '../../../src/server/auth/sessions.js';

/**
 * Parallel calls of one token share one session query (auth/sessionCache.ts): after a drop every
 * call of a busy client missed at once and each ran the query (and its touch). The query itself is
 * replaced here by one whose answers the test releases by hand.
 */
const pending: Array<{ resolve: (r: Resolved) => void; reject: (e: Error) => void; rotate: boolean }> = [];
let rotateNext = false;
const query = () =>
  new Promise<Resolved>((resolve, reject) => {
    pending.push({ resolve, reject, rotate: rotateNext });
    rotateNext = false;
  });

const clock = new ManualClock(Date.UTC(2026, 0, 5, 9));
const cfg = {
  idleMs: 3600_000,
  rotateMs: 3600_000,
  graceMs: 60_000,
  absoluteMs: 86400_000,
} as AppConfig['session'];
const TOKEN = 'token-a';

function session(rotated: boolean): Resolved {
  const now = clock.now();
  return {
    session: {
      id: 1,
      tokenHash: hashToken(TOKEN),
      issuedAt: now,
      lastSeenAt: now,
      expiresAt: new Date(now.getTime() + cfg.absoluteMs),
      prevTokenHash: null,
      prevValidUntil: null,
    },
    rotatedToken: rotated ? 'token-b' : undefined,
  } as unknown as Resolved;
}

/** Answers every query asked so far. */
async function answerAll() {
  await Promise.resolve();
  for (const p of pending.splice(0)) p.resolve(session(p.rotate));
}

let cache: SessionCache;
beforeEach(async () => {
  pending.length = 0;
  const database = {
    kind: 'pglite',
    listen: async () => ({ notify: async () => {}, stop: async () => {} }),
  } as unknown as Database;
  cache = new SessionCache(database, () => {}, query);
  await cache.start();
});

const resolve = () => cache.resolve({} as Db, clock, cfg, TOKEN);

describe('one session query for parallel calls of one token', () => {
  it('five parallel calls after a drop run the query once, and the next call is answered from memory', async () => {
    cache.clear();
    const calls = Array.from({ length: 5 }, resolve);
    await Promise.resolve();
    expect(pending).toHaveLength(1);
    await answerAll();
    const answers = await Promise.all(calls);
    expect(new Set(answers).size).toBe(1);
    await resolve();
    expect(pending).toHaveLength(0);
  });

  it('a call that arrives after a drop does not take the answer of a query started before it', async () => {
    const before = resolve();
    await Promise.resolve();
    cache.clear();
    const after = resolve();
    await Promise.resolve();
    expect(pending).toHaveLength(2);
    await answerAll();
    await Promise.all([before, after]);
  });

  it('a call that joined a query which rotated the token runs its own and carries no new token', async () => {
    rotateNext = true;
    const first = resolve();
    const joined = resolve();
    await answerAll();
    expect((await first).rotatedToken).toBe('token-b');
    // The rotated answer does not hold for the joined call: it asks again (the old token's grace).
    await vi.waitFor(() => expect(pending).toHaveLength(1));
    await answerAll();
    expect((await joined).rotatedToken).toBeUndefined();
  });

  it('a failed query fails every call that shared it, and the next call asks again', async () => {
    const calls = [resolve(), resolve()];
    await Promise.resolve();
    expect(pending).toHaveLength(1);
    pending.splice(0)[0]!.reject(new Error('session_expired'));
    for (const c of calls) await expect(c).rejects.toThrow('session_expired');
    const next = resolve();
    await Promise.resolve();
    expect(pending).toHaveLength(1);
    await answerAll();
    await next;
  });
});
