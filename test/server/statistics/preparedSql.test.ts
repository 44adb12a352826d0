import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executePrepared } from '../../../src/server/repositories/kit/preparedSql.js';
import { createTestApp, type TestApp } from '../../support/app.js';

/**
 * A hand-written statement run as a named prepared statement answers what `db.execute` answers:
 * the same rows with the same types (timestamps as the driver gives them, numbers, JSON, arrays,
 * nulls), for random values, past the runs after which PostgreSQL may keep a generic plan; and a
 * second text under the same handle is another statement, not the first one's plan.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
}, 240_000);
afterAll(() => t?.close());

const rowsOf = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows);

const statement = (p: { id: number; from: string; months: number; code: string | null }) => sql`
  select c.id, c.name_en, ${p.from}::date + (${p.months} || ' months')::interval as upto,
         (${p.from}::timestamptz + (${p.months} || ' days')::interval) as at,
         ${p.months}::numeric / 3 as third, array[c.id, ${p.months}::int] as pair,
         jsonb_build_object('code', ${p.code}::text, 'n', ${p.months}::int) as doc,
         (select count(*)::int from ships s where s.owner_company_id = c.id) as ships
    from companies c where c.id >= ${p.id} order by c.id`;

describe('executePrepared', () => {
  it('answers as db.execute does, run after run', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          id: fc.integer({ min: 0, max: 6 }),
          from: fc.constantFrom('2023-01-01', '2024-02-29', '2025-12-31'),
          months: fc.integer({ min: 0, max: 40 }),
          code: fc.option(fc.constantFrom('HFO', 'MDO', "o'q"), { freq: 3 }),
        }),
        async (p) => {
          const plain = rowsOf(await t.db.execute(statement(p)));
          expect(rowsOf(await executePrepared(t.db, statement(p)))).toEqual(plain);
          expect(rowsOf(await executePrepared(t.db, sql`select ${p.months}::int + 1 as n`))).toEqual([
            { n: p.months + 1 },
          ]);
        },
      ),
      { numRuns: 40, seed: 20261130 },
    );
  }, 120_000);
});
