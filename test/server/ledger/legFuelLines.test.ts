import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/app.js';
import { ledgerActors } from '../../support/ledger/ledgerReadFixtures.js';
import { callVoyageData, threeCallsVaried } from '../../support/ledger/ledgerWriteFixtures.js';

/**
 * Each leg's copy of its fuel lines (`voyage_legs.fuel_lines`, kept by triggers, migration 0040)
 * equals its `voyage_leg_fuels` rows after any writes: through the contract (writes and deletes of
 * records, which rebuild the legs) and straight in SQL (a line changed, added or removed by
 * another writer). The voyage page and the legs reads answer the copy.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;
beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
}, 120_000);
afterAll(() => t.close());

/** Legs whose copy differs from their lines, with both (none when they agree). */
async function stale() {
  const res = await t.db.execute<{ id: number; copy: unknown; lines: unknown }>(sql`
    select l.id, l.fuel_lines::jsonb as copy,
           (select jsonb_agg(jsonb_build_array(f.fuel_code, f.at_sea_t, f.in_port_t, f.ice_t, f.rescue_t)
                             order by f.fuel_code)
              from voyage_leg_fuels f where f.leg_id = l.id) as lines
      from voyage_legs l
     where l.fuel_lines::jsonb is distinct from
           (select jsonb_agg(jsonb_build_array(f.fuel_code, f.at_sea_t, f.in_port_t, f.ice_t, f.rescue_t)
                             order by f.fuel_code)
              from voyage_leg_fuels f where f.leg_id = l.id)`);
  return (res as unknown as { rows: unknown[] }).rows ?? res;
}

const legCount = async () =>
  Number(
    (
      (await t.db.execute(sql`select count(*) as n from voyage_legs`)) as unknown as {
        rows: { n: unknown }[];
      }
    ).rows[0].n,
  );

type Op = { kind: 'write'; leg2Nm: number; r3HfoArrivalT: number } | { kind: 'delete'; refCode: 'R2' | 'R3' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('write' as const),
    leg2Nm: fc.constantFrom(1500, 2600),
    r3HfoArrivalT: fc.constantFrom(100, 130),
  }),
  fc.record({ kind: fc.constant('delete' as const), refCode: fc.constantFrom('R2' as const, 'R3' as const) }),
);

describe('a leg carries a copy of its fuel lines', () => {
  it('equals the lines after any writes and deletes through the contract', async () => {
    const headers = { 'x-token': a.manager.token };
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 4 }), async (ops) => {
        for (const o of ops) {
          const res =
            o.kind === 'write'
              ? await callVoyageData(t.app, 'POST', threeCallsVaried(a.inScope.imo!, o), headers)
              : await callVoyageData(
                  t.app,
                  'DELETE',
                  { ship: a.inScope.imo, refCodes: [o.refCode] },
                  headers,
                );
          expect([200, 409, 422]).toContain(res.status);
        }
        expect(await stale()).toEqual([]);
      }),
      { numRuns: 5, seed: 20261130 },
    );
    // The writes made legs with lines: the comparison above was not of empty tables.
    await callVoyageData(
      t.app,
      'POST',
      threeCallsVaried(a.inScope.imo!, { leg2Nm: 1500, r3HfoArrivalT: 100 }),
      headers,
    );
    expect(await legCount()).toBeGreaterThan(0);
    const withLines = await t.db.execute(
      sql`select count(*) as n from voyage_legs where fuel_lines is not null`,
    );
    expect(Number((withLines as unknown as { rows: { n: unknown }[] }).rows[0].n)).toBeGreaterThan(0);
  }, 240_000);

  it('follows lines changed, added and removed in SQL', async () => {
    const [leg] = (
      (await t.db.execute(
        sql`select l.id from voyage_legs l where exists (select 1 from voyage_leg_fuels f where f.leg_id = l.id) order by l.id limit 1`,
      )) as unknown as { rows: { id: number }[] }
    ).rows;
    expect(leg).toBeDefined();
    await t.db.execute(sql`update voyage_leg_fuels set at_sea_t = at_sea_t + 1 where leg_id = ${leg.id}`);
    expect(await stale()).toEqual([]);
    await t.db.execute(
      sql`insert into voyage_leg_fuels (leg_id, fuel_code, at_sea_t, in_port_t) values (${leg.id}, '0', 1.5, 0)
          on conflict do nothing`,
    );
    expect(await stale()).toEqual([]);
    await t.db.execute(sql`delete from voyage_leg_fuels where leg_id = ${leg.id}`);
    expect(await stale()).toEqual([]);
    const [copy] = (
      (await t.db.execute(sql`select fuel_lines from voyage_legs where id = ${leg.id}`)) as unknown as {
        rows: { fuel_lines: unknown }[];
      }
    ).rows;
    expect(copy.fuel_lines).toBeNull();
  });
});
