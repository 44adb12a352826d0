import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apportionByMonth, type MonthLeg } from '../../../src/domain/statistics/monthly.js';
import type { BucketSums, FuelSum, StatBucket } from '../../../src/domain/statistics/types.js';
import { seedDemoVoyages } from '../../../src/server/db/seed/demoVoyages/seed.js';
import { legFuels, voyageLegs, voyages } from '../../../src/server/db/schema/index.js';
import {
  aggregateLegs,
  summaryAnswers,
  yearSummaryAnswers,
  type AggregateOptions,
} from '../../../src/server/repositories/statistics.js';
import { freshDatabase } from '../../support/testDb.js';

/**
 * The per-ship month summary (migration 0019, docs/statistics.md §3a) and the per-ship year summary
 * built from it (migration 0022, §3b) give what the leg scan gives:
 * on the demo ledger written through the ledger's write service, and on random ledgers built by
 * random inserts, updates and deletes of legs and fuel lines (fast-check), the two sources answer
 * the same rows, and the month rows are what `apportionByMonth` (the domain's rule, migration 0031)
 * makes of the legs. Sums are compared to 1e-9 relative: the summary adds the same doubles in
 * another order.
 */
// The database alone: these compare two SQL readings, no route is involved.
let t: { db: Awaited<ReturnType<typeof freshDatabase>>['database']['db']; close: () => Promise<void> };
const ADMIN = { userId: 0, isAdmin: true, dataScope: 'all', companyId: null, authorityCode: null };
let shipIds: number[] = [];
let companyId: number;

beforeAll(async () => {
  const f = await freshDatabase();
  t = { db: f.database.db, close: f.drop };
  await seedDemoVoyages(t.db, Date.parse('2026-03-01T00:00:00Z'));
  const r = await t.db.execute<{ id: number }>(sql`select id from ships order by id`);
  shipIds = (r.rows as Array<{ id: number }>).map((x) => Number(x.id));
  const c = await t.db.execute<{ id: number }>(sql`select id from companies where code = 'HYSG'`);
  companyId = Number((c.rows as Array<{ id: number }>)[0]!.id);
}, 300_000);
afterAll(() => t.close());

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

function expectSame(fromMonths: BucketSums[], fromLegs: BucketSums[]) {
  expect(fromMonths.map((r) => [r.bucket, r.shipId, r.legs, r.firstDeparture])).toEqual(
    fromLegs.map((r) => [r.bucket, r.shipId, r.legs, r.firstDeparture]),
  );
  fromLegs.forEach((l, i) => {
    const m = fromMonths[i]!;
    for (const k of Object.keys(l) as Array<keyof BucketSums>) {
      if (typeof l[k] === 'number') expect(close(m[k] as number, l[k]), `${l.bucket} ${k}`).toBe(true);
    }
    expect(m.fuels.map((f) => f.code)).toEqual(l.fuels.map((f) => f.code));
    l.fuels.forEach((f, j) => {
      expect(close(m.fuels[j]!.atSeaT, f.atSeaT)).toBe(true);
      expect(close(m.fuels[j]!.inPortT, f.inPortT)).toBe(true);
    });
  });
}

async function compare(o: AggregateOptions) {
  expect(summaryAnswers(o)).toBe(true);
  const legs = await aggregateLegs(t.db, ADMIN, { ...o, source: 'legs' });
  const months = await aggregateLegs(t.db, ADMIN, { ...o, source: 'months' });
  expectSame(months, legs);
  // 'auto' reads the year summary for year buckets over whole years, the months otherwise.
  const auto = await aggregateLegs(t.db, ADMIN, o);
  expectSame(auto, legs);
  return legs;
}

/**
 * The month rows of `ships` against the domain's apportioning of their IMO legs as stored, ship by
 * ship: every month with a share has its row with the same figures, and no other month has one.
 */
async function expectMonthsApportioned(ships: readonly number[]) {
  const legRows = await t.db.execute<Record<string, unknown>>(sql`
    select l.ship_id, l.departure_at, l.arrival_at, l.distance_nm, l.hours_underway,
           coalesce(json_agg(json_build_object('code', f.fuel_code, 'sea', f.at_sea_t, 'port', f.in_port_t))
                    filter (where f.leg_id is not null), '[]') as fuels
      from voyage_legs l left join voyage_leg_fuels f on f.leg_id = l.id
     where l.kind = 'imo' and l.ship_id = any(${sql.raw(`array[${ships.join(',')}]::int[]`)})
     group by l.id`);
  const monthRows = await t.db.execute<Record<string, unknown>>(sql`
    select m.ship_id, to_char(m.month, 'YYYY-MM') as month, m.legs, m.distance_nm, m.hours_underway,
           coalesce((select json_agg(json_build_object('code', f.fuel_code, 'sea', f.at_sea_t, 'port', f.in_port_t)
                                     order by f.fuel_code)
                       from stat_ship_month_fuels f where f.ship_id = m.ship_id and f.month = m.month), '[]') as fuels
      from stat_ship_months m where m.ship_id = any(${sql.raw(`array[${ships.join(',')}]::int[]`)})
     order by 1, 2`);
  const parse = (v: unknown) =>
    (typeof v === 'string' ? JSON.parse(v) : v) as Array<{ code: string; sea: number; port: number }>;
  type Row = Record<string, unknown>;
  for (const ship of ships) {
    const legs: MonthLeg[] = (legRows.rows as Row[])
      .filter((r) => Number(r.ship_id) === ship)
      .map((r) => ({
        departureAt: new Date(r.departure_at as string).getTime(),
        arrivalAt: new Date(r.arrival_at as string).getTime(),
        distanceNm: Number(r.distance_nm),
        hoursUnderway: Number(r.hours_underway),
        co2T: 0,
        fuels: parse(r.fuels).map((f): FuelSum => ({
          code: f.code as FuelSum['code'],
          atSeaT: f.sea,
          inPortT: f.port,
        })),
      }));
    const stored = (monthRows.rows as Row[]).filter((r) => Number(r.ship_id) === ship);
    // Wide enough for any leg the property writes: the rows outside it would show as missing.
    const want = apportionByMonth(legs, Date.UTC(2023, 0, 1), Date.UTC(2027, 0, 1)).filter((m) => m.legs > 0);
    expect(stored.map((r) => r.month)).toEqual(want.map((m) => m.month));
    want.forEach((m, i) => {
      const r = stored[i]!;
      expect(Number(r.legs), m.month).toBe(m.legs);
      expect(close(Number(r.distance_nm), m.distanceNm), `${m.month} distance`).toBe(true);
      expect(close(Number(r.hours_underway), m.hoursUnderway), `${m.month} hours`).toBe(true);
      const fuels = parse(r.fuels);
      expect(fuels.map((f) => f.code)).toEqual(m.fuels.map((f) => f.code));
      m.fuels.forEach((f, j) => {
        expect(close(fuels[j]!.sea, f.atSeaT), `${m.month} ${f.code} sea`).toBe(true);
        expect(close(fuels[j]!.port, f.inPortT), `${m.month} ${f.code} port`).toBe(true);
      });
    });
  }
}

// Ledger-like figures in hundredths (fast-check's doubles reach subnormals that no ledger holds and
// that underflow in PostgreSQL's float arithmetic in either reading).
const dec = (min: number, max: number) =>
  fc.integer({ min: Math.round(min * 100), max: Math.round(max * 100) }).map((x) => x / 100);

const Y = (y: number, m = 0) => new Date(Date.UTC(y, m, 1));

describe('month and year summaries = leg scan', () => {
  it('on the demo ledger, for every bucket, subject and filter the screens use', async () => {
    const legCount = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from voyage_legs where kind = 'imo'`,
    );
    expect(Number(legCount.rows[0]!.n)).toBeGreaterThan(50);
    let rows = 0;
    for (const bucket of ['year', 'quarter', 'month'] as StatBucket[]) {
      rows += (await compare({ shipIds, from: Y(2024), to: Y(2027), bucket })).length;
      rows += (await compare({ companyId, from: Y(2024), to: Y(2027), bucket })).length;
      rows += (await compare({ companyId, from: Y(2024, 4), to: Y(2025, 7), bucket, perShip: true })).length;
      await compare({
        companyId,
        from: Y(2024),
        to: Y(2027),
        bucket,
        filters: { shipTypeCode: '1', gtMin: 1000 },
      });
      await compare({ shipIds, from: Y(2025), to: Y(2026), bucket, filters: { ageMin: 1, ageMax: 30 } });
      // Every ship in scope (the analyses' filters alone) is the same as naming every ship.
      const inScope = await compare({
        inScope: true,
        from: Y(2024),
        to: Y(2027),
        bucket,
        filters: { gtMin: 1000 },
      });
      expect(inScope).toEqual(
        await aggregateLegs(t.db, ADMIN, {
          shipIds,
          from: Y(2024),
          to: Y(2027),
          bucket,
          filters: { gtMin: 1000 },
          perShip: false,
          source: 'legs',
        }),
      );
      expect(inScope.length).toBeGreaterThan(0);
    }
    expect(rows).toBeGreaterThan(0);
  });

  it('reads the year summary only for year buckets over whole UTC years', async () => {
    expect(yearSummaryAnswers({ companyId, from: Y(2024), to: Y(2027), bucket: 'year' })).toBe(true);
    expect(yearSummaryAnswers({ companyId, from: Y(2024), to: Y(2027), bucket: 'month' })).toBe(false);
    expect(yearSummaryAnswers({ companyId, from: Y(2024, 4), to: Y(2027), bucket: 'year' })).toBe(false);
    // The year rows are their months summed: every (ship, year) with months has one, and no other.
    const r = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from (
        select ship_id, extract(year from month)::int as year, sum(legs)::int as legs from stat_ship_months group by 1, 2
      ) m full join stat_ship_years y using (ship_id, year)
       where m.legs is distinct from y.legs`);
    expect(Number(r.rows[0]!.n)).toBe(0);
    const years = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from stat_ship_years`);
    expect(Number(years.rows[0]!.n)).toBeGreaterThan(0);
  });

  it('does not use the summary for voyage buckets or ranges inside a month', () => {
    expect(summaryAnswers({ shipIds, from: Y(2024), to: Y(2025), bucket: 'voyage' })).toBe(false);
    expect(
      summaryAnswers({ shipIds, from: new Date('2024-01-15T00:00Z'), to: Y(2025), bucket: 'month' }),
    ).toBe(false);
  });

  it('on random ledgers: any inserts, updates and deletes leave the summary equal to the legs', async () => {
    const ships = shipIds.slice(0, 3);
    const [v] = await t.db.insert(voyages).values({ shipId: ships[0]!, voyageNo: 'FC-SUMMARY' }).returning();
    const start = Date.UTC(2024, 11, 1);
    const leg = fc.record({
      ship: fc.integer({ min: 0, max: ships.length - 1 }),
      // Around a year end, so month, quarter and year boundaries are crossed (hours, UTC).
      atH: fc.integer({ min: 0, max: 24 * 90 }),
      hours: fc.oneof(fc.constant(0), dec(0.5, 400)),
      distanceNm: dec(0, 5000),
      cargoT: dec(0, 80_000),
      teu: fc.integer({ min: 0, max: 5000 }),
      eu: fc.boolean(),
      fuels: fc.uniqueArray(
        fc.record({
          code: fc.constantFrom('1', '3', '7', '11'),
          sea: dec(0, 300),
          port: dec(0, 30),
        }),
        { selector: (f) => f.code, maxLength: 3 },
      ),
    });
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('update' as const),
        pick: fc.nat(),
        shiftH: fc.integer({ min: -800, max: 800 }),
        // The arrival moves too (a leg lengthened or shortened over a month end), or stays.
        stretchH: fc.oneof(fc.constant(0), fc.integer({ min: -300, max: 900 })),
        toEu: fc.boolean(),
      }),
      fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('deleteFuel' as const), pick: fc.nat() }),
      fc.record({
        kind: fc.constant('fuelUpdate' as const),
        pick: fc.nat(),
        factor: dec(0, 3),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(leg, { minLength: 1, maxLength: 12 }),
        fc.array(op, { maxLength: 6 }),
        async (legs, ops) => {
          await t.db.delete(voyageLegs).where(sql`${voyageLegs.voyageId} = ${v!.id}`);
          const ids: number[] = [];
          for (const [i, l] of legs.entries()) {
            const dep = new Date(start + l.atH * 3_600_000);
            const [row] = await t.db
              .insert(voyageLegs)
              .values({
                shipId: ships[l.ship]!,
                voyageId: v!.id,
                kind: l.eu ? 'eu' : 'imo',
                seq: i,
                fromRefCode: `FC${i}a`,
                toRefCode: `FC${i}b`,
                departureAt: dep,
                arrivalAt: new Date(dep.getTime() + l.hours * 3_600_000 + 1000),
                distanceNm: l.distanceNm,
                hoursUnderway: l.hours,
                co2T: 0,
                cargoT: l.cargoT,
                teu: l.teu,
                teuLaden: Math.floor(l.teu / 2),
                transportWorkTnm: l.cargoT * l.distanceNm,
                ballastDistanceNm: l.cargoT === 0 ? l.distanceNm : 0,
              })
              .returning();
            ids.push(row!.id);
            if (l.fuels.length)
              await t.db
                .insert(legFuels)
                .values(
                  l.fuels.map((f) => ({ legId: row!.id, fuelCode: f.code, atSeaT: f.sea, inPortT: f.port })),
                );
          }
          for (const o of ops) {
            const id = ids[o.pick % ids.length]!;
            if (o.kind === 'update')
              await t.db
                .execute(sql`update voyage_legs set departure_at = departure_at + make_interval(hours => ${o.shiftH}::int),
                                     arrival_at = arrival_at + make_interval(hours => ${o.shiftH + o.stretchH}::int),
                                     kind = case when ${o.toEu}::boolean then 'eu' else 'imo' end,
                                     ship_id = ${ships[o.pick % ships.length]!} where id = ${id}`);
            else if (o.kind === 'delete') await t.db.execute(sql`delete from voyage_legs where id = ${id}`);
            else if (o.kind === 'deleteFuel')
              await t.db.execute(sql`delete from voyage_leg_fuels where leg_id = ${id}`);
            else
              await t.db.execute(
                sql`update voyage_leg_fuels set at_sea_t = at_sea_t * ${o.factor}::float8 where leg_id = ${id}`,
              );
          }
          for (const bucket of ['year', 'quarter', 'month'] as StatBucket[])
            await compare({ shipIds: ships, from: Y(2024), to: Y(2026), bucket });
          await compare({ companyId, from: Y(2024), to: Y(2026), bucket: 'year' });
          await compare({ companyId, from: Y(2024, 11), to: Y(2025, 2), bucket: 'month' });
          await expectMonthsApportioned(ships);
        },
      ),
      { numRuns: 25 },
    );
  }, 300_000);
});
