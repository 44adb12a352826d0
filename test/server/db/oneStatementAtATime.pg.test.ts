import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../../src/server/db/client.js';
import { freshDatabase } from '../../support/testDb.js';

const rowsOf = (res: unknown) => (res as { rows: Array<Record<string, unknown>> }).rows;

// Statements sent on one connection while another runs are queued by pg with a deprecation
// warning (pg 9 refuses them): a Promise.all of reads inside a transaction did that
// (docs/architecture.md §4). PGlite is one in-process connection: nothing to check there.
describe('PostgreSQL: one statement at a time on a connection', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let database: Database;
  beforeAll(async () => {
    fresh = await freshDatabase();
    database = await openDatabase({ url: fresh.url! });
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await database.close();
    await fresh.drop();
  });

  /** Statements that reached pg's own client while it was still running one on that connection. */
  const overlapsWhile = async (fn: () => Promise<unknown>) => {
    let overlaps = 0;
    const query = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
      this: pg.Client,
      ...args: unknown[]
    ) {
      const self = this as unknown as { _activeQuery: unknown; _queryQueue: unknown[] };
      if (self._activeQuery || self._queryQueue.length) overlaps++;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query);
    try {
      return { result: await fn(), overlaps };
    } finally {
      spy.mockRestore();
    }
  };

  it('runs reads started together inside a transaction one after another, each with its answer', async () => {
    // A connection opened after the spy, so its query goes through it.
    await database.close();
    database = await openDatabase({ url: fresh.url! });
    const { result, overlaps } = await overlapsWhile(() =>
      database.db.transaction((tx) =>
        Promise.all(
          [1, 2, 3, 4, 5].map(
            async (n) => rowsOf(await tx.execute(sql`select ${n}::int as n, pg_sleep(0.02)`))[0].n,
          ),
        ),
      ),
    );
    expect(result).toEqual([1, 2, 3, 4, 5]);
    expect(overlaps).toBe(0);
  });

  it('still runs reads started together outside a transaction in parallel, on connections of their own', async () => {
    const t0 = performance.now();
    const { result, overlaps } = await overlapsWhile(() =>
      Promise.all(
        [1, 2, 3].map(
          async (n) => rowsOf(await database.db.execute(sql`select ${n}::int as n, pg_sleep(0.3)`))[0].n,
        ),
      ),
    );
    expect(result).toEqual([1, 2, 3]);
    expect(overlaps).toBe(0);
    // Three 0.3 s sleeps one after another would take 0.9 s.
    expect(performance.now() - t0).toBeLessThan(850);
  });

  it('fails a bad statement alone, and PostgreSQL then refuses the rest of the transaction as before', async () => {
    const out = await database.db
      .transaction(async (tx) => {
        const [bad, good] = await Promise.allSettled([
          tx.execute(sql`select 1 / 0`),
          tx.execute(sql`select 2 as n`),
        ]);
        return { bad: bad.status, good: good.status };
      })
      .catch((e: Error) => ({ error: e.message }));
    // The failed statement aborts the transaction, as it would have in pg's own queue: the second
    // is refused by PostgreSQL, not lost or run out of order.
    expect(out).toMatchObject({ bad: 'rejected' });
  });
});
