import { afterAll, beforeAll, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { PoolClient } from 'pg';
import type { Db } from '../../../src/server/db/client.js';
import * as schema from '../../../src/server/db/schema/index.js';
import { legsInPeriod } from '../../../src/server/repositories/ledger/read/voyages.js';
import { shipScope, type ShipScopeUser } from '../../../src/server/scope/ships.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { ledgerActors, seedLedger } from '../../support/ledger/ledgerReadFixtures.js';

/**
 * On PostgreSQL a ledger read leaves its statement prepared on the connection that ran it, under
 * the name its text gives it (repositories/kit/prepared.ts), and a second read with other values
 * uses that one statement. preparedReads.test.ts checks the texts on both databases.
 */
let t: TestApp;
let admin: ShipScopeUser;
let imos: string[];

beforeAll(async () => {
  t = await createTestApp();
  const a = await ledgerActors(t);
  await seedLedger(t.db, a.inScope.id);
  imos = [a.inScope.imo!, a.outside.imo!];
  admin = { userId: 1, companyId: null, isAdmin: true, dataScope: 'all' } as ShipScopeUser;
});
afterAll(() => t.close());

it('keeps one named statement for the legs of any ship, kind and period', async () => {
  const pool = (t.db as unknown as { $client: { connect(): Promise<PoolClient> } }).$client;
  const one = await pool.connect();
  try {
    const onOne = drizzle(one, { schema }) as unknown as Db;
    const names = async () => ({ rev: 0, names: new Map() });
    const jan = [new Date('2025-01-01T00:00Z'), new Date('2025-02-01T00:00Z')] as const;
    const first = await legsInPeriod(onOne, shipScope(admin), { ship: imos[0] }, 'imo', ...jan, names);
    expect(first).toHaveLength(2);
    await legsInPeriod(
      onOne,
      shipScope(admin),
      { ship: imos[1] },
      'eu',
      new Date('2024-01-01'),
      jan[1],
      names,
    );
    const kept = await one.query(
      `select name from pg_prepared_statements where name like 'q\\_%' and statement like '%voyage_legs%'`,
    );
    expect(kept.rows).toHaveLength(1);
  } finally {
    one.release();
  }
});
