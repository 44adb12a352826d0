import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, secondInstance, type TestApp } from '../../support/app.js';
import { client, type Client } from '../../support/fleet/fleetHelpers.js';
import { ledgerActors, seedLedger } from '../../support/ledger/ledgerReadFixtures.js';

/**
 * The ledger reads name their legs' ports from the dictionary kept in memory per reference-data
 * revision (src/server/cache/portNames.ts), not by joining the dictionary per leg. A rename must
 * show on the next read, on this instance and any other, whether it came through the API or as
 * plain SQL (an import, psql): the statement that reads the legs reads the revision with them, so
 * no notification has to arrive first.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof ledgerActors>>;
let second: Awaited<ReturnType<typeof secondInstance>>;
let imo: string;
let voyageId: number;
const JAN = 'from=2025-01-01T00:00:00Z&to=2025-02-01T00:00:00Z';

beforeAll(async () => {
  t = await createTestApp();
  a = await ledgerActors(t);
  imo = a.inScope.imo!;
  voyageId = (await seedLedger(t.db, a.inScope.id)).v2.id;
  second = await secondInstance(t);
});
afterAll(async () => {
  await second.close();
  await t.close();
});

/** Every read that names ports: the voyage list, one voyage, IMO legs and EU voyages of January. */
async function singaporeNames(c: Client) {
  const list = await c.get(`/api/voyages?ship=${imo}&page=1&size=10`);
  const one = await c.get(`/api/voyages/${voyageId}`);
  const imoLegs = await c.get(`/api/voyage-data/legs?ship=${imo}&${JAN}&kind=imo`);
  const euLegs = await c.get(`/api/voyage-data/legs?ship=${imo}&${JAN}&kind=eu`);
  for (const r of [list, one, imoLegs, euLegs]) expect(r.status, JSON.stringify(r.body)).toBe(200);
  type Leg = { fromPort: string; toPort: string; fromPortNames: unknown; toPortNames: unknown };
  const legs: Leg[] = [
    ...list.data.items.flatMap((v: { legs: Leg[] }) => v.legs),
    ...one.data.legs,
    ...imoLegs.data,
    ...euLegs.data,
  ];
  const names = legs.flatMap((l) => [
    ...(l.fromPort === 'SGSIN' ? [l.fromPortNames] : []),
    ...(l.toPort === 'SGSIN' ? [l.toPortNames] : []),
  ]);
  // Every read above has a leg at Singapore: V002's IMO leg and EU voyage leave it, V001's arrives.
  expect(names.length).toBeGreaterThanOrEqual(5);
  return [...new Set(names.map((n) => JSON.stringify(n)))].map((n) => JSON.parse(n));
}

const renameInSql = (en: string, zh: string) =>
  t.db.execute(sql`update dic_ports set en_name = ${en}, cn_name = ${zh} where code = 'SGSIN'`);

describe('port names on the ledger reads follow the dictionary', () => {
  it('names the ports from the dictionary', async () => {
    expect(await singaporeNames(a.manager)).toEqual([['Singapore', expect.any(String), null]]);
  });

  it('shows a rename made in SQL on the very next read, on both instances', async () => {
    await renameInSql('Singapore Renamed', '新加坡改名');
    expect(await singaporeNames(a.manager)).toEqual([['Singapore Renamed', '新加坡改名', null]]);
    const other = await client(second.app, 'demo_manager');
    expect(await singaporeNames(other)).toEqual([['Singapore Renamed', '新加坡改名', null]]);
  });

  it('shows a rename through another instance at once, and no Chinese name as null', async () => {
    const admin2 = await client(second.app, 'admin');
    const row = (await admin2.get('/api/dict/port?keyword=SGSIN&size=50')).data.items.find(
      (p: { code: string }) => p.code === 'SGSIN',
    );
    const res = await admin2.put(`/api/dict/port/${row.id}`, {
      ...row,
      enName: 'Singapore Port',
      cnName: '',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await singaporeNames(a.manager)).toEqual([['Singapore Port', null, null]]);
  });

  it('reads the names from memory: a change that leaves the revision alone is not seen until it moves', async () => {
    await singaporeNames(a.manager);
    // Triggers off for this one write: the dictionary changes without bumping its revision, which
    // only a per-leg join would see.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update dic_ports set en_name = 'Unannounced' where code = 'SGSIN'`);
    });
    expect(await singaporeNames(a.manager)).toEqual([['Singapore Port', null, null]]);
    await t.db.execute(sql`update cache_revs set rev = rev + 1 where name = 'reference'`);
    expect(await singaporeNames(a.manager)).toEqual([['Unannounced', null, null]]);
  });
});
