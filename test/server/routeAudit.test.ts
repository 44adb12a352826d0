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
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/sysPcappVersion/findAfterSysPcappsList',
  // The public portal (docs/documents-and-portal.md §2): published content only, rate-limited.
  'GET /api/public/documents',
  'GET /api/sysDocNotice/getSoftWareDownLoad',
  'GET /api/sysDocNotice/downloadFile',
  'GET /api/public/app-versions/:id/file',
  'GET /api/public/certification',
  'GET /api/public/fleet-stats',
  // A certificate checked by its serial: its state, ship, period and regime only (docs/verification.md §7).
  'GET /api/public/certificates/:serial',
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

  it('an "any of" permission lists two or more distinct function keys, never public or auth', () => {
    const anyOf = t.app.routeTable.filter((r) => Array.isArray(r.perm));
    // The voyage read calls the energy-efficiency screen shares with its inland read-only view.
    expect(anyOf.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/voyages');
    for (const r of anyOf) {
      const keys = r.perm as readonly string[];
      expect([r.url, new Set(keys).size >= 2]).toEqual([r.url, true]);
      for (const k of keys) expect([r.url, k]).toEqual([r.url, expect.stringMatching(/^[\w-]+(:[\w-]+)+$/)]);
    }
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

describe('OpenAPI description', () => {
  it('lists every /api route with its permission and the zod body schema where declared', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    const spec = res.json();
    expect(spec.openapi).toBe('3.1.0');
    const login = spec.paths['/api/login'].post;
    expect(login['x-permission']).toBe('public');
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('username');
    const ops = Object.values(spec.paths).flatMap((p: any) => Object.values(p));
    expect(ops.length).toBe(t.app.routeTable.filter((r) => r.url.startsWith('/api/')).length);
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/sysUser/updateUserPassword');
  });
});
