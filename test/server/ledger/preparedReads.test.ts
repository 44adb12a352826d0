import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Db } from '../../../src/server/db/client.js';
import * as schema from '../../../src/server/db/schema/index.js';
import { periodTotals } from '../../../src/server/repositories/ledger/read/periodTotals.js';
import {
  legsInPeriod,
  listVoyages,
  voyageDetail,
} from '../../../src/server/repositories/ledger/read/voyages.js';
import { preparedShipScope, shipScope, type ShipScopeUser } from '../../../src/server/scope/ships.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { ledgerActors, seedLedger } from '../../support/ledger/ledgerReadFixtures.js';

/**
 * The ledger reads run as prepared statements named after their SQL text
 * (repositories/kit/prepared.ts). Each connection keeps every text it prepared, so a text must not
 * carry the values of a call: the ship, the period, the leg kind, the page or the scope's company
 * and ship ids are parameters, and the reads of two company users with different trees share one
 * statement. Their answers are tested through the API in read.test.ts and readOneStatement.test.ts.
 */
let t: TestApp;
let db: Db;
const texts: string[] = [];
let ships: Array<{ id: number; imo: string }>;
let voyageIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const a = await ledgerActors(t);
  ships = [a.inScope, a.inScope2, a.outside].map((s) => ({ id: s.id, imo: s.imo! }));
  voyageIds = [(await seedLedger(t.db, a.inScope.id)).v1.id, (await seedLedger(t.db, a.outside.id)).v2.id];
  const client = (t.db as unknown as { $client: never }).$client;
  const logger = { logQuery: (query: string) => void texts.push(query) };
  db = (t.database.kind === 'postgres'
    ? drizzlePg(client, { schema, logger })
    : drizzlePglite(client, { schema, logger })) as unknown as Db;
});
afterAll(() => t.close());

/** A company user whose tree and authorised ships are the given ids, as resolved for a session. */
const companyUser = (
  userId: number,
  companyIds: number[],
  authorisedShipIds: number[] | null,
): ShipScopeUser =>
  ({
    userId,
    companyId: companyIds[0],
    isAdmin: false,
    dataScope: 'company',
    cacheRev: 1,
    scopeIds: { rev: 1, companyIds, authorisedShipIds },
  }) as ShipScopeUser;

/** The distinct statement texts `read` sends over the calls, found or not (404 is thrown after). */
async function textsOf(read: (i: number) => Promise<unknown>, calls: number): Promise<string[]> {
  texts.length = 0;
  for (let i = 0; i < calls; i++) await read(i).catch(() => undefined);
  return [...new Set(texts)];
}

const names = async () => ({ rev: 0, names: new Map() });
const periods = [
  [new Date('2025-01-01T00:00Z'), new Date('2025-02-01T00:00Z')],
  [new Date('2024-06-01T00:00Z'), new Date('2026-01-01T00:00Z')],
  [new Date('2025-01-10T08:00Z'), new Date('2025-01-20T00:00Z')],
] as const;
const users = [companyUser(1, [1, 2], null), companyUser(2, [7], null), companyUser(3, [3, 4, 5], null)];
const kinds = ['imo', 'eu', 'uk'] as const;

describe('ledger reads prepare one statement text whatever the values', () => {
  it('legs of a period', async () => {
    const sent = await textsOf((i) => {
      const [from, to] = periods[i % 3];
      return legsInPeriod(
        db,
        shipScope(users[i % 3]),
        { ship: ships[i % 3].imo },
        kinds[i % 3],
        from,
        to,
        names,
      );
    }, 9);
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toContain(ships[0].imo);
  });

  it('period totals', async () => {
    const sent = await textsOf((i) => {
      const [from, to] = periods[i % 3];
      return periodTotals(db, shipScope(users[(i + 1) % 3]), { shipId: ships[i % 3].id }, from, to, 'en');
    }, 9);
    expect(sent).toHaveLength(1);
  });

  it('a named ship’s voyage page and one voyage', async () => {
    const pages = await textsOf(
      (i) =>
        listVoyages(
          db,
          shipScope(users[i % 3]),
          {
            ship: ships[i % 3].imo,
            from: periods[i % 3][0],
            to: periods[i % 3][1],
            page: 1 + (i % 2),
            size: 5 + i,
          },
          names,
        ),
      6,
    );
    // The page's statement: the first page's (no offset) and any other's, whatever the ship, period
    // and size; an empty page's check of the named ship is not prepared.
    expect(pages.filter((s) => s.includes('json_agg'))).toHaveLength(2);
    const details = await textsOf(
      (i) => voyageDetail(db, shipScope(users[i % 3]), voyageIds[i % 2], names),
      4,
    );
    expect(details).toHaveLength(1);
  });

  // Built once per shape (the scope's kind and the filters set) with every value a placeholder.
  it('a named ship’s page prepared per shape answers as the page built for the call', async () => {
    const all = {
      ...companyUser(6, [], null),
      dataScope: 'all',
      scopeIds: { rev: 1, companyIds: null, authorisedShipIds: null },
    } as ShipScopeUser;
    const [from, to] = periods[1];
    const filters = [
      { ship: ships[0].imo },
      { shipId: ships[0].id, from, to },
      { ship: ships[0].imo, from, to, voyageNo: ' v00' },
      { ship: ships[0].imo, keyword: ships[0].imo.slice(2, 6) },
      { shipId: ships[0].id, companyId: 1, startDate: from, endDate: to },
      { ship: ships[1].imo, from: periods[0][0], to: periods[0][1] },
      { ship: '0000000' },
    ];
    let found = 0;
    for (const user of [all, ...users, companyUser(4, [1, 2], [ships[0].id])])
      for (const f of filters)
        for (const [page, size] of [
          [1, 20],
          [1, 1],
          [2, 1],
          [9, 1],
        ]) {
          const q = { ...f, page, size };
          const answer = (scope?: ReturnType<typeof preparedShipScope>) =>
            listVoyages(db, shipScope(user), q, names, scope).catch((e: Error) => e.message);
          const built = await answer();
          const prepared = await answer(preparedShipScope(user));
          expect(preparedShipScope(user)).toBeDefined();
          expect(prepared).toEqual(built);
          if (typeof built !== 'string' && built.items.length) found++;
        }
    expect(found).toBeGreaterThan(4);
  });

  it('a scope with authorised ships is one more text, not one per list of ships', async () => {
    const authorised = [
      companyUser(4, [1, 2], [ships[0].id]),
      companyUser(5, [3], [ships[1].id, ships[2].id]),
    ];
    const [from, to] = periods[0];
    const sent = await textsOf(
      (i) =>
        legsInPeriod(db, shipScope(authorised[i % 2]), { ship: ships[i % 3].imo }, 'imo', from, to, names),
      4,
    );
    expect(sent).toHaveLength(1);
  });
});
