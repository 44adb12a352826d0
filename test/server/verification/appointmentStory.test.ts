import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGIMES } from '../../../src/domain/reports/types.js';
import { seedAppointmentStory } from '../../../src/server/db/seed/demoStory/appointments.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client } from '../../support/fleet/fleetHelpers.js';

/**
 * The demo's accreditations and appointments on a seeded database (without the report story, which
 * demoStory.test.ts runs whole): every regime accredited, every ship of the fleet appointed, through
 * the services, in well under a second's worth of calls.
 */
let t: TestApp;
let ms: number;
let result: Awaited<ReturnType<typeof seedAppointmentStory>>;
beforeAll(async () => {
  t = await createTestApp();
  const t0 = performance.now();
  result = await seedAppointmentStory(t.db, t.clock.now().getTime());
  ms = performance.now() - t0;
  console.info(`appointment story: ${ms.toFixed(0)} ms`, JSON.stringify(result));
}, 120_000);
afterAll(() => t.close());

describe('demo appointments', () => {
  it('accredits the class-society user for every regime and appoints it on every ship', async () => {
    const [{ ships }] = (await t.db.execute(sql`select count(*)::int ships from ships`)).rows as [
      { ships: number },
    ];
    expect(result).toMatchObject({ accreditations: REGIMES.length, appointments: ships * REGIMES.length });
    // No report waits yet on this database: no finding recorded.
    expect(result.findingOn).toBeNull();
    const company = await client(t.app, 'demo_company');
    const listed = await company.get('/api/verification/appointments?size=500');
    expect(listed.status).toBe(200);
    expect(listed.data.total).toBeGreaterThan(0);
    expect(listed.data.total).toBeLessThan(ships * REGIMES.length);
    const verifier = await client(t.app, 'demo_class');
    expect((await verifier.get('/api/verification/inbox')).status).toBe(200);
  });
});
