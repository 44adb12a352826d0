import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BucketSums } from '../../../src/domain/statistics/types.js';
import { seedDemoVoyages } from '../../../src/server/db/seed/demoVoyages/seed.js';
import { readMonthSummary, type FleetSubject } from '../../../src/server/repositories/fleetMonthSummary.js';
import { aggregateLegs, type AggregateOptions } from '../../../src/server/repositories/statistics.js';
import type { ShipScopeUser } from '../../../src/server/scope/ships.js';
import { freshDatabase } from '../../support/testDb.js';

/**
 * The company × month summary (migration 0026, docs/statistics.md §3c) answers what the per-ship
 * months answer, for the whole fleet and for a company, after the ledger service wrote the legs,
 * after legs changed around it, and after a ship edit that changes what it multiplies in.
 *
 * PostgreSQL only: the comparison needs the whole demo ledger written first, which takes a few
 * seconds there and minutes in PGlite's WebAssembly; on PGlite the statistics and trend API tests
 * read through the same summary.
 */
let t: { db: Awaited<ReturnType<typeof freshDatabase>>['database']['db']; close: () => Promise<void> };
const ADMIN: ShipScopeUser = {
  userId: 0,
  isAdmin: true,
  dataScope: 'all',
  companyId: null,
  authorityCode: null,
};
let company: ShipScopeUser;
let companyId: number;

beforeAll(async () => {
  const f = await freshDatabase();
  t = { db: f.database.db, close: f.drop };
  await seedDemoVoyages(t.db, Date.parse('2026-03-01T00:00:00Z'));
  const c = await t.db.execute<{ id: number }>(sql`select id from companies where code = 'HYSG'`);
  companyId = Number((c.rows as Array<{ id: number }>)[0]!.id);
  company = { userId: -1, isAdmin: false, dataScope: 'company', companyId, authorityCode: null };
}, 300_000);
afterAll(() => t.close());

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
const Y = (y: number) => new Date(Date.UTC(y, 0, 1));
const count = async (q: ReturnType<typeof sql>) =>
  Number(((await t.db.execute<{ n: number }>(q)).rows as Array<{ n: number }>)[0]!.n);

function expectSame(a: BucketSums[], b: BucketSums[]) {
  expect(a.map((r) => [r.bucket, r.shipId, r.legs, r.firstDeparture])).toEqual(
    b.map((r) => [r.bucket, r.shipId, r.legs, r.firstDeparture]),
  );
  b.forEach((l, i) => {
    for (const k of Object.keys(l) as Array<keyof BucketSums>)
      if (typeof l[k] === 'number') expect(close(a[i]![k] as number, l[k]), `${l.bucket} ${k}`).toBe(true);
    expect(a[i]!.fuels.map((f) => f.code)).toEqual(l.fuels.map((f) => f.code));
    l.fuels.forEach((f, j) => {
      expect(close(a[i]!.fuels[j]!.atSeaT, f.atSeaT)).toBe(true);
      expect(close(a[i]!.fuels[j]!.inPortT, f.inPortT)).toBe(true);
    });
  });
}

/** Every subject and bucket the statistics and trend screens ask the summary for. */
async function compareAll() {
  const cases: Array<[ShipScopeUser, FleetSubject]> = [
    [ADMIN, { inScope: true }],
    [ADMIN, { companyId: 0 }],
    [company, { inScope: true }],
    [company, { companyId: 0 }],
  ];
  for (const [user, s] of cases) {
    const subject = 'companyId' in s ? { companyId } : s;
    for (const bucket of ['year', 'quarter', 'month'] as const) {
      const o = { ...subject, from: Y(2023), to: Y(2027), bucket, perShip: false } as AggregateOptions;
      const fromSummary = await readMonthSummary(t.db, user, subject, { from: o.from, to: o.to, bucket });
      expect(fromSummary, `${user.dataScope} ${bucket}`).not.toBeNull();
      const viaRoute = await aggregateLegs(t.db, user, o);
      const fromShipMonths = await aggregateLegs(t.db, user, { ...o, source: 'months' });
      expect(fromShipMonths.length).toBeGreaterThan(0);
      expectSame(viaRoute, fromShipMonths);
    }
  }
}

describe('company × month summary = per-ship months', () => {
  it('after the ledger service wrote the demo ledger', async () => {
    expect(
      await count(sql`select count(*)::int as n from fleet_month_summary where company_id = ${companyId}`),
    ).toBeGreaterThan(0);
    expect(await count(sql`select count(*)::int as n from fleet_month_summary_pending`)).toBe(0);
    await compareAll();
  });

  it('after legs changed around the ledger service (the next read catches up)', async () => {
    await t.db.execute(sql`update voyage_legs set distance_nm = distance_nm * 1.5
      where id in (select id from voyage_legs where kind = 'imo' order by id limit 5)`);
    expect(await count(sql`select count(*)::int as n from fleet_month_summary_pending`)).toBeGreaterThan(0);
    await compareAll();
    expect(await count(sql`select count(*)::int as n from fleet_month_summary_pending`)).toBe(0);
  });

  it('after a ship edit changes what it multiplies in (the next read rebuilds it)', async () => {
    await t.db.execute(sql`update ships set dwt = dwt + 1000, service_speed = 11.5
      where id = (select ship_id from stat_ship_months order by ship_id limit 1)`);
    await compareAll();
  });

  it('leaves a caller whose ships are narrowed by ship authorisations to the per-ship rows', async () => {
    const [u] = (
      await t.db.execute<{ id: number }>(sql`select id from users where username = 'demo_company'`)
    ).rows as Array<{ id: number }>;
    await t.db.execute(sql`insert into user_ship_auth (user_id, ship_id)
      select ${u!.id}, ship_id from stat_ship_months order by ship_id limit 1`);
    const narrowed = { ...company, userId: Number(u!.id) };
    const o = { from: Y(2023), to: Y(2027), bucket: 'year' as const };
    expect(await readMonthSummary(t.db, narrowed, { companyId }, o)).toBeNull();
    expect(await readMonthSummary(t.db, narrowed, { inScope: true }, o)).toBeNull();
  });
});
