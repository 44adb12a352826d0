import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { auth, createTestApp, loginAs, type TestApp } from '../support/app.js';

// One app for the file: the only calls logged as denied are the system-log test's own.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function multipart(name: string, content: Buffer, type: string) {
  const boundary = '----eeoi';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('avatar upload', () => {
  it('stores a PNG by content and serves it by id to a signed-in user', async () => {
    const token = await loginAs(t.app, 'demo_company');
    const m = multipart('me.png', Buffer.concat([PNG, Buffer.alloc(100)]), 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      payload: m.payload,
      headers: { ...m.headers, ...auth(token) },
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().data.avatar;
    expect(url).toMatch(/^\/api\/files\/[\w-]+$/);
    const file = await t.app.inject({ url, headers: auth(token) });
    expect(file.headers['content-type']).toBe('image/png');
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const info = await t.app.inject({ url: '/api/user/info', headers: auth(token) });
    expect(info.json().data.avatar).toBe(url);
  });

  it('refuses a non-image whatever its name, and an image over 500 KB', async () => {
    const token = await loginAs(t.app, 'demo_company');
    const fake = multipart('x.png', Buffer.from('<script>alert(1)</script>'), 'image/png');
    const r1 = await t.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      payload: fake.payload,
      headers: { ...fake.headers, ...auth(token) },
    });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().code).toBe('file_type');
    const big = multipart('big.png', Buffer.concat([PNG, Buffer.alloc(501 * 1024)]), 'image/png');
    const r2 = await t.app.inject({
      method: 'POST',
      url: '/api/user/avatar',
      payload: big.payload,
      headers: { ...big.headers, ...auth(token) },
    });
    expect(r2.statusCode).toBe(413);
  });
});

describe('system log', () => {
  it('records mutating calls with outcome, and lists them paged and filtered for administrators only', async () => {
    const admin = await loginAs(t.app, 'admin');
    const company = await loginAs(t.app, 'demo_company');
    await t.app.inject({
      method: 'POST',
      url: '/api/sysUser/resetUserPassword',
      headers: auth(company),
      payload: { userId: 1 },
    });
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: auth(company) });
    const list = await t.app.inject({ url: '/api/system/logs?size=2&page=1', headers: auth(admin) });
    expect(list.statusCode).toBe(200);
    const { data } = list.json();
    expect(data).toMatchObject({ page: 1, size: 2 });
    expect(data.items).toHaveLength(2);
    expect(data.total).toBeGreaterThanOrEqual(4);
    const denied = await t.app.inject({ url: '/api/system/logs?outcome=denied', headers: auth(admin) });
    expect(denied.json().data.items).toEqual([
      expect.objectContaining({
        username: 'demo_company',
        action: 'POST /api/sysUser/resetUserPassword',
        status: 403,
      }),
    ]);
    const byUser = await t.app.inject({
      url: '/api/system/logs?username=demo_co&action=logout',
      headers: auth(admin),
    });
    expect(byUser.json().data.items.map((r: any) => r.outcome)).toEqual(['success']);
    const bad = await t.app.inject({ url: '/api/system/logs?outcome=maybe&size=0', headers: auth(admin) });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['outcome', 'size']);
    const forbidden = await t.app.inject({
      url: '/api/system/logs',
      headers: auth(await loginAs(t.app, 'demo_manager')),
    });
    expect(forbidden.statusCode).toBe(403);
  });
});

describe('errors', () => {
  it('answers malformed JSON with 400 and an over-size body with 413, no internals', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toMatch(/SyntaxError|at .*\.js/);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: JSON.stringify({ username: 'a'.repeat(2 * 1024 * 1024), password: 'x' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('too_large');
  });

  it('hides database errors behind a plain 500', async () => {
    // An app of its own: it drops a table the other tests write to.
    const own = await createTestApp();
    try {
      const admin = await loginAs(own.app, 'admin');
      await own.db.execute(sql`drop table system_logs`);
      const res = await own.app.inject({ url: '/api/system/logs', headers: auth(admin) });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, code: 'internal', message: 'Internal Server Error' });
    } finally {
      await own.close();
    }
  });
});

describe('public settings', () => {
  it('gives the contact line and captcha switch without a session', async () => {
    const res = await t.app.inject({ url: '/api/settings/public' });
    expect(res.json().data).toMatchObject({ contactEmail: expect.stringContaining('@'), captcha: false });
  });
});
