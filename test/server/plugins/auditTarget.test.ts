import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client, companyPayload } from '../../support/fleet/fleetHelpers.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

describe('system log target', () => {
  it('names the record a write answered with (the log can say "Created company HYSG"); a delete keeps the path ids', async () => {
    const admin = await client(t.app, 'admin');
    const created = await admin.post('/api/fleet/companies', companyPayload({ code: 'AUDT' }));
    expect(created.status).toBe(200);
    await admin.del(`/api/fleet/companies/${created.data.id}`);
    const logs = await admin.get('/api/system/logs?object=company&size=5');
    const rows = logs.data.items.map((r: any) => [r.action, r.target]);
    expect(rows).toEqual([
      ['DELETE /api/fleet/companies/:id', JSON.stringify({ id: String(created.data.id) })],
      ['POST /api/fleet/companies', 'AUDT'],
    ]);
  });
});
