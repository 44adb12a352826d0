import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Routes allowed without a session. Anything else public is a security bug. */
const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/code',
  'POST /api/login',
  'POST /api/loginCrm',
  'GET /api/settings/public',
]);

describe('route permission audit (default deny)', () => {
  it('every /api route declares a permission, and only the known ones are public', () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(8);
    const undeclared = api.filter((r) => !r.perm).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    const publicRoutes = api.filter((r) => r.perm === 'public').map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes.filter((r) => !PUBLIC.has(r))).toEqual([]);
  });

  it('every non-public route answers 401 without a session', async () => {
    const api = t.app.routeTable.filter((r) => r.url.startsWith('/api/') && r.perm !== 'public');
    for (const r of api) {
      const url = r.url.replace(/:(\w+)/g, '1');
      const res = await t.app.inject({
        method: r.method as any,
        url,
        payload: r.method === 'GET' ? undefined : {},
      });
      expect([r.url, res.statusCode]).toEqual([r.url, 401]);
      expect(res.json().code).toBe('unauthenticated');
    }
  });
});
