import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/client.js';
import { legFuels, voyageLegs, voyages } from '../../../src/server/db/schema/index.js';
import { periodTotals } from '../../../src/server/repositories/ledger/read/periodTotals.js';
import {
  legsInPeriod,
  listVoyages,
  voyageDetail,
} from '../../../src/server/repositories/ledger/read/voyages.js';
import { portNamesWithRevision } from '../../../src/server/repositories/ports.js';
import { preparedShipScope, shipScope, type ShipScopeUser } from '../../../src/server/scope/ships.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { ledgerActors, seedLedger } from '../../support/ledger/ledgerReadFixtures.js';
import * as before from '../../support/ledger/readsBefore/voyages.js';
import { periodTotals as totalsBefore } from '../../support/ledger/readsBefore/periodTotals.js';

/**
 * The voyage page, one voyage, the legs of a period and the period totals answer, byte for byte
 * (their JSON text, so key order too), as the reads did before their statements were prepared once
 * per shape and their legs read as arrays (test/support/ledger/readsBefore/ keeps those reads), over
 * random voyages and legs (every kind, ports known, unknown and none, fuel lines of codes in and
 * outside the ledger's list, zero lines) and random calls, with and without a prepared scope.
 */
let t: TestApp;
let db: Db;
let ships: Array<{ id: number; imo: string }>;
const voyageIds: number[] = [];

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(20261130);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)];
const num = () => (rnd() < 0.2 ? 0 : Math.round(rnd() * 1e6) / 1e3);
const DAY = 86_400_000;
const T0 = Date.parse('2024-06-01T00:00Z');

async function seedRandom(shipId: number, tag: string) {
  for (let v = 0; v < 7; v++) {
    const start = T0 + Math.floor(rnd() * 600) * DAY;
    const [voyage] = await db
      .insert(voyages)
      .values({
        shipId,
        voyageNo: `R${tag}${v}`,
        startAt: rnd() < 0.1 ? null : new Date(start),
        endAt: rnd() < 0.2 ? null : new Date(start + Math.floor(rnd() * 40) * DAY),
        distanceNm: rnd() < 0.1 ? null : num(),
        status: rnd() < 0.3 ? 'locked' : 'unlocked',
      })
      .returning();
    voyageIds.push(voyage.id);
    const legs = Math.floor(rnd() * 9);
    for (let i = 0; i < legs; i++) {
      const kind = pick(['imo', 'imo', 'eu', 'uk'] as const);
      const departure = start + Math.floor(rnd() * 50 * 24) * 3_600_000 + Math.floor(rnd() * 60_000);
      const [leg] = await db
        .insert(voyageLegs)
        .values({
          shipId,
          voyageId: voyage.id,
          kind,
          seq: 1 + Math.floor(rnd() * 5),
          fromRefCode: `F${i}`,
          toRefCode: `T${i}`,
          fromPort: pick(['CNSHA', 'SGSIN', 'NLRTM', 'ZZQQQ', null]),
          toPort: pick(['CNSHA', 'SGSIN', 'NLRTM', 'ZZQQQ', null]),
          departureAt: new Date(departure),
          arrivalAt: new Date(departure + Math.floor(rnd() * 30 * DAY)),
          distanceNm: num(),
          hoursUnderway: num(),
          hoursStopped: num(),
          co2T: num(),
          cargoT: num(),
          ballastT: num(),
          teu: num(),
          teuLaden: num(),
          passengers: num(),
          vehicles: num(),
          transportWorkTnm: num(),
          eeoi: rnd() < 0.3 ? null : num() / 7,
          euCategory: kind === 'imo' ? null : pick(['intra', 'outbound', 'inbound', null]),
        })
        .returning();
      const codes = ['1', '11', '12', '2', '21', '3', '6', '7', '99'].filter(() => rnd() < 0.35);
      if (codes.length)
        await db.insert(legFuels).values(
          codes.map((fuelCode) => ({
            legId: leg.id,
            fuelCode,
            atSeaT: num() / 3,
            inPortT: num(),
            iceT: rnd() < 0.7 ? 0 : num(),
            rescueT: rnd() < 0.8 ? 0 : num(),
          })),
        );
    }
  }
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.db as unknown as Db;
  const a = await ledgerActors(t);
  ships = [a.inScope, a.inScope2, a.outside].map((s) => ({ id: s.id, imo: s.imo! }));
  await seedLedger(t.db, a.inScope.id);
  await seedRandom(a.inScope.id, 'a');
  await seedRandom(a.inScope2.id, 'b');
  await seedRandom(a.outside.id, 'c');
});
afterAll(() => t.close());

/** A company user whose tree and authorised ships are the given ids, as resolved for a session. */
const companyUser = (userId: number, companyIds: number[], authorisedShipIds: number[] | null) =>
  ({
    userId,
    companyId: companyIds[0],
    isAdmin: false,
    dataScope: 'company',
    cacheRev: 1,
    scopeIds: { rev: 1, companyIds, authorisedShipIds },
  }) as ShipScopeUser;

const users = () => [
  {
    ...companyUser(6, [], null),
    isAdmin: true,
    dataScope: 'all',
    scopeIds: { rev: 1, companyIds: null, authorisedShipIds: null },
  } as ShipScopeUser,
  companyUser(1, [1, 2], null),
  companyUser(2, [7], null),
  companyUser(4, [1, 2], [ships[0].id]),
];

/** The answer's JSON text, or the error's message: compared as text, key order included. */
const text = (p: Promise<unknown>) =>
  p.then(
    (v) => JSON.stringify(v),
    (e: Error) => `error ${e.message}`,
  );

const instant = () => new Date(T0 + Math.floor(rnd() * 700 * 24) * 3_600_000);
const period = () => {
  const [a, b] = [instant(), instant()].sort((x, y) => x.getTime() - y.getTime());
  return rnd() < 0.15 ? ([b, a] as const) : ([a, b] as const);
};
const named = () => {
  const s = pick([...ships, { id: 999_999, imo: '0000000' }]);
  return rnd() < 0.5 ? { ship: s.imo } : { shipId: s.id };
};

it('answers legs, voyage pages and one voyage as before, over random data and calls', async () => {
  const ports = await portNamesWithRevision(db);
  const names = async () => ports;
  let legsFound = 0;
  let voyagesFound = 0;
  for (let i = 0; i < 80; i++) {
    const user = pick(users());
    const scope = shipScope(user);
    const prepared = preparedShipScope(user);
    expect(prepared).toBeDefined();
    const q = named();
    const [from, to] = period();
    const kind = pick(['imo', 'eu', 'uk'] as const);
    const legs = await text(before.legsInPeriod(db, scope, q, kind, from, to, names));
    expect(await text(legsInPeriod(db, scope, q, kind, from, to, names))).toBe(legs);
    expect(await text(legsInPeriod(db, scope, q, kind, from, to, names, prepared))).toBe(legs);
    if (legs.includes('PortNames":["')) legsFound++;

    const f = {
      ...q,
      ...(rnd() < 0.7 ? { from, to } : {}),
      page: 1 + Math.floor(rnd() * 2),
      size: pick([1, 3, 20]),
    };
    const page = await text(before.listVoyages(db, scope, f, names));
    expect(await text(listVoyages(db, scope, f, names))).toBe(page);
    expect(await text(listVoyages(db, scope, f, names, prepared))).toBe(page);
    if (page.includes('"legs":[{')) voyagesFound++;

    const id = pick(voyageIds);
    expect(await text(voyageDetail(db, scope, id, names))).toBe(
      await text(before.voyageDetail(db, scope, id, names)),
    );
  }
  expect(legsFound).toBeGreaterThan(10);
  expect(voyagesFound).toBeGreaterThan(10);
}, 180_000);

it('answers period totals as before, over random periods near and off the snapshots', async () => {
  const snapshots = ['2025-01-01T00:00Z', '2025-02-01T00:00Z', '2025-03-01T00:00Z'].map(Date.parse);
  const near = () => new Date(pick(snapshots) + Math.round((rnd() - 0.5) * 4) * 30_000);
  let found = 0;
  for (let i = 0; i < 80; i++) {
    const user = pick(users());
    const scope = shipScope(user);
    const q = rnd() < 0.8 ? { shipId: ships[0].id } : named();
    const [from, to] = [near(), near()].sort((x, y) => x.getTime() - y.getTime());
    const lang = pick(['en', 'zh'] as const);
    const was = await text(totalsBefore(db, scope, q, from, to, lang));
    expect(await text(periodTotals(db, scope, q, from, to, lang))).toBe(was);
    expect(await text(periodTotals(db, scope, q, from, to, lang, preparedShipScope(user)))).toBe(was);
    if (was.startsWith('{')) found++;
  }
  expect(found).toBeGreaterThan(10);
}, 120_000);
