import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logActionKind } from '../../../src/domain/logActions.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client, companyPayload, type Client } from '../../support/fleet/fleetHelpers.js';

// The log shows actions in words ("Created company HYSG"); its filter took the recorded
// text (`POST /api/fleet/companies`), so no word a user saw found anything. It now takes the kinds
// the screen describes, read by the same table (domain/logActions.ts) on both sides.
// One app for the file: the tests only read the log the setup wrote (the last one adds a login row,
// which no earlier test's exact list counts).
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await createTestApp();
  admin = await client(t.app, 'admin');
  const created = await admin.post('/api/fleet/companies', companyPayload({ code: 'LOGF' }));
  expect(created.status).toBe(200);
  await admin.put(`/api/fleet/companies/${created.data.id}`, {
    ...companyPayload({ code: 'LOGF' }),
    version: created.data.version,
  });
  // Refused (no such role), yet recorded under its route: "Enabled or froze role #999999".
  await admin.put('/api/system/roles/999999/status', { status: 0, version: 1 });
  await admin.del(`/api/fleet/companies/${created.data.id}`);
});
afterAll(() => t.close());

const rows = async (query: string) => {
  const res = await admin.get(`/api/system/logs?size=100&${query}`);
  expect(res.status).toBe(200);
  return res.data.items as { action: string; target: string }[];
};

describe('system log filter by what the screen shows', () => {
  it.each([
    ['action=create&object=company', { action: 'create', object: 'company' }],
    ['action=delete&object=company', { action: 'delete', object: 'company' }],
    ['action=edit&object=company', { action: 'edit', object: 'company' }],
    ['action=status', { action: 'status' }],
    ['action=login', { action: 'login' }],
    ['object=company', { object: 'company' }],
  ])('%s finds exactly the rows described so', async (query, kind) => {
    const found = await rows(query);
    expect(found.length).toBeGreaterThan(0);
    for (const r of found) expect(logActionKind(r.action), r.action).toMatchObject(kind);
    // Nothing of that kind is left out: the unfiltered page read the same way has as many.
    const all = (await rows('')).filter((r) => {
      const k = logActionKind(r.action) as unknown as Record<string, unknown>;
      return Object.entries(kind).every(([key, v]) => k[key] === v);
    });
    expect(found.length).toBe(all.length);
  });

  it('a create is not an edit, and a status change is not counted as an edit', async () => {
    const edits = await rows('action=edit');
    expect(edits.map((r) => r.action)).toEqual(['PUT /api/fleet/companies/:id']);
    expect((await rows('action=status&object=role')).map((r) => r.action)).toEqual([
      'PUT /api/system/roles/:id/status',
    ]);
    const created = await rows('action=create&object=company');
    expect(created.map((r) => [r.action, r.target])).toEqual([['POST /api/fleet/companies', 'LOGF']]);
  });

  it('refuses a recorded text or an unknown kind (400), and applies to the export too', async () => {
    for (const q of ['action=POST%20/api/fleet/companies', 'action=Created', 'object=x']) {
      const res = await admin.get(`/api/system/logs?${q}`);
      expect(res.status, q).toBe(400);
    }
    const exported = await admin.get('/api/system/logs/export?action=delete&object=company');
    expect(exported.status).toBe(200);
    expect(exported.data.items.map((r: { action: string }) => r.action)).toEqual([
      'DELETE /api/fleet/companies/:id',
    ]);
  });

  it('needs a session (401) and the log permission (403)', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/system/logs?action=create' });
    expect(anonymous.statusCode).toBe(401);
    const company = await client(t.app, 'demo_company');
    expect((await company.get('/api/system/logs?action=create')).status).toBe(403);
  });
});
