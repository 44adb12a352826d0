import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client } from '../../support/fleet/fleetHelpers.js';

/**
 * Migration 0038 on a database seeded before the verification pages existed: its menu statements
 * add the folder, the three pages and their buttons, and grant the seeded company-user and
 * class-society roles their pages, as the seed does on an empty database; run twice, nothing doubles.
 */
const FILE = join(import.meta.dirname, '../../../src/server/db/migrations/0038_verifier_appointments.sql');
const menuStatements = readFileSync(FILE, 'utf8')
  .split('--> statement-breakpoint')
  .filter((s) => /insert into "(menus|role_menus)"/i.test(s));

let t: TestApp;
const rows = async <R>(q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows as R[];
const snapshot = () =>
  rows<{ code: string; perms: string | null; roles: string }>(sql`
    select m.code, m.perms, coalesce(string_agg(r.code, ',' order by r.code), '') roles
      from menus m left join role_menus rm on rm.menu_id = m.id left join roles r on r.id = rm.role_id
     where m.code like 'verification%' group by m.code, m.perms order by m.code`);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('migration 0038 on an older database', () => {
  it('adds the pages and the seeded roles’ grants the seed gives, once', async () => {
    const seeded = await snapshot();
    expect(seeded.map((m) => m.code)).toEqual([
      'verification',
      'verification:accreditations',
      'verification:accreditations:add',
      'verification:accreditations:delete',
      'verification:appointments',
      'verification:appointments:edit',
      'verification:inbox',
    ]);
    // The database as it stood before: no verification menus.
    await t.db.execute(sql`delete from menus where code like 'verification%'`);
    expect(menuStatements).toHaveLength(4);
    for (let i = 0; i < 2; i++) for (const s of menuStatements) await t.db.execute(sql.raw(s));
    const migrated = await snapshot();
    expect(migrated.map(({ code, perms }) => ({ code, perms }))).toEqual(
      seeded.map(({ code, perms }) => ({ code, perms })),
    );
    // The seeded roles hold what the seed grants them (administrators hold every function).
    const roleOf = (code: string) => migrated.find((m) => m.code === code)!.roles;
    expect(roleOf('verification:inbox')).toBe('class_society');
    expect(roleOf('verification:appointments:edit')).toBe('company_user');
    expect(roleOf('verification:accreditations')).toBe('');
    const company = await client(t.app, 'demo_company');
    expect((await company.get('/api/verification/appointments')).status).toBe(200);
  });
});
