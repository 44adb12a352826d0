import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app.js';
import { openDatabase } from '../../src/server/db/client.js';
import { captchas, rateLimits, systemLogs } from '../../src/server/db/schema/index.js';
import { hashToken } from '../../src/server/auth/token.js';
import { loadConfig } from '../../src/server/config.js';
import { seededAccountLines } from '../../src/server/printAccounts.js';
import { auth, createTestApp, loginAs, secondInstance, type TestApp } from '../support/app.js';

// Bounded tables, multipart limits, and the smaller faults. One app for the file; the tests that
// need a database of their own say why.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function multipartBody(fields: number, fieldBytes: number, file?: Buffer) {
  const b = '----fuzz';
  const parts: Buffer[] = [];
  for (let i = 0; i < fields; i++)
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n${'x'.repeat(fieldBytes)}\r\n`,
      ),
    );
  if (file)
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${b}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}

describe('multipart limits (one place, every upload route)', () => {
  it('answers 413 to a declared length far past the route limit, before reading it', async () => {
    const token = await loginAs(t.app, 'demo_company');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      payload: Buffer.alloc(10),
      headers: {
        ...auth(token),
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(300 * 1024 * 1024),
      },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('too_large');
  });

  it('answers 413 to too many text fields on the avatar, photo and installer uploads', async () => {
    const token = await loginAs(t.app, 'admin');
    const m = multipartBody(300, 10, Buffer.from('89504e470d0a1a0a', 'hex'));
    for (const url of ['/api/user/avatar', '/api/fleet/ships/1/photo']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: m.payload,
        headers: { ...m.headers, ...auth(token) },
      });
      expect(res.statusCode, url).toBe(413);
    }
  });
});

describe('multipart field size', () => {
  it('answers 413 to a text field past the 64 KB field limit, not a silently cut value', async () => {
    const token = await loginAs(t.app, 'admin');
    const m = multipartBody(1, 70 * 1024, Buffer.from('89504e470d0a1a0a', 'hex'));
    for (const url of ['/api/user/avatar', '/api/fleet/ships/1/photo']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: m.payload,
        headers: { ...m.headers, ...auth(token) },
      });
      expect([res.statusCode, res.json().code], url).toEqual([413, 'too_large']);
    }
  });
});

describe('smaller faults', () => {
  it('answers an unknown GET /api/* with a JSON 404 while the client is served', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'eeoi-client-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    const served = await secondInstance(t, { clientDir: dir });
    try {
      const api = await served.app.inject({ url: '/api/nope/deeper?x=1' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ success: false, code: 'route_not_found' });
      const page = await served.app.inject({ url: '/ship/list' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>app</title>');
    } finally {
      await served.close();
    }
  });

  it('marks authenticated JSON answers Cache-Control: no-store', async () => {
    const token = await loginAs(t.app, 'admin');
    for (const url of ['/api/user/info', '/api/dict/port?size=5', '/api/fleet/ships'])
      expect((await t.app.inject({ url, headers: auth(token) })).headers['cache-control'], url).toBe(
        'no-store',
      );
  });

  it('answers 503 with Retry-After when the database is down, and the health call says so', async () => {
    // An outage: on PostgreSQL a second app on a server nobody listens on, on PGlite the engine
    // closed under the app (an app of its own: the file's other tests keep using theirs).
    const own = t.database.kind === 'pglite' ? await createTestApp() : undefined;
    const token = await loginAs((own ?? t).app, 'admin');
    const down = own ? own.database : await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/none' });
    const app = own ? own.app : await buildApp({ config: t.config, database: down, clock: t.clock });
    if (own) await (own.database as any).close();
    try {
      const res = await app.inject({ url: '/api/user/info', headers: auth(token) });
      expect(res.statusCode).toBe(503);
      // A client may try again in 5 s (the outage answer's fixed hint, the same for the health call).
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toMatchObject({ success: false, code: 'db.unavailable' });
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.headers['retry-after']).toBe('5');
      expect(health.json()).toMatchObject({ status: 'database_down' });
    } finally {
      if (own) {
        // Closed already; let close() of the test app not fail on it.
        (own.database as any).close = async () => {};
        await own.close();
      } else {
        await app.close();
        await down.close();
      }
    }
  });

  it('keeps session-token hashes and query parameters out of error logs', async () => {
    const token = await loginAs(t.app, 'admin');
    const lines: string[] = [];
    const app = await buildApp({
      config: { ...t.config, logLevel: 'info' },
      database: t.database,
      clock: t.clock,
      logStream: { write: (l) => void lines.push(l) },
    });
    try {
      await t.db.execute(sql`alter table sessions rename to sessions_gone`);
      const res = await app.inject({ url: `/api/user/info?token=${token}`, headers: auth(token) });
      expect(res.statusCode).toBe(500);
      const log = lines.join('\n');
      expect(log).toContain('request failed');
      expect(log).not.toContain(hashToken(token));
      expect(log).not.toContain(token);
    } finally {
      await t.db.execute(sql`alter table sessions_gone rename to sessions`);
      await app.close();
    }
  });

  it('prints only generated passwords at start-up, never ones from the environment', () => {
    const seeded = [
      { username: 'admin', password: 'From#Env12345', role: '99' },
      { username: 'demo_company', password: 'Generated#777', role: 'company_user' },
    ];
    const env = loadConfig({ EEOI_ADMIN_PASSWORD: 'From#Env12345' });
    const text = seededAccountLines(seeded, env).join('\n');
    expect(text).not.toContain('From#Env12345');
    expect(text).toContain('Generated#777');
    const generated = seededAccountLines(seeded, loadConfig({})).join('\n');
    expect(generated).toContain('From#Env12345');
  });
});

describe('system-log row of a write', () => {
  it('commits with the write or not at all, and is written once', async () => {
    const token = await loginAs(t.app, 'admin');
    const create = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/system/roles',
        headers: auth(token),
        payload: { code, nameZh: `角色${code}`, nameEn: `Role ${code}` },
      });
    expect((await create('tx_ok')).statusCode).toBe(201);
    const rows = await t.db.select().from(systemLogs).where(eq(systemLogs.action, 'POST /api/system/roles'));
    expect(rows.map((r) => [r.outcome, r.status])).toEqual([['success', 201]]);
    // When the log row cannot be written, the write it describes is not committed either.
    await t.db.execute(
      sql`alter table system_logs add constraint no_rows check (action <> 'POST /api/system/roles') not valid`,
    );
    try {
      expect((await create('tx_lost')).statusCode).toBe(500);
      const [{ n }] = (
        await t.db.execute<{ n: number }>(sql`select count(*)::int as n from roles where code = 'tx_lost'`)
      ).rows as Array<{ n: number }>;
      expect(n).toBe(0);
    } finally {
      await t.db.execute(sql`alter table system_logs drop constraint no_rows`);
    }
  });
});

describe('tables anonymous callers can grow', () => {
  // Its own database: it counts what a purge removes from whole tables, and expects them empty after.
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { EEOI_LOG_RETENTION_DAYS: '30' } });
  });
  afterAll(() => t.close());

  it('purges used and expired captchas, past rate-limit windows and log rows past retention', async () => {
    for (let i = 0; i < 5; i++) await t.app.inject({ url: '/api/code' });
    await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'x', password: 'y' } });
    const now = t.clock.now();
    await t.db.insert(systemLogs).values([
      { action: 'old', outcome: 'success', createdAt: new Date(now.getTime() - 31 * 86_400_000) },
      { action: 'recent', outcome: 'success', createdAt: new Date(now.getTime() - 29 * 86_400_000) },
    ]);
    // Captchas still valid stay; the log row past retention goes.
    expect(await t.app.purgeExpired()).toMatchObject({ captchas: 0, systemLogs: 1 });
    t.clock.advance(2 * 3600_000);
    const counts = await t.app.purgeExpired();
    expect(counts).toMatchObject({ captchas: 5, systemLogs: 0 });
    expect(counts.rateLimits).toBeGreaterThanOrEqual(2);
    expect(await t.db.select().from(captchas)).toEqual([]);
    expect(await t.db.select().from(rateLimits)).toEqual([]);
    expect(await t.db.select().from(systemLogs).where(eq(systemLogs.action, 'old'))).toEqual([]);
    expect((await t.db.select().from(systemLogs).where(eq(systemLogs.action, 'recent'))).length).toBe(1);
  });
});
