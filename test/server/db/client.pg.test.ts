import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../../src/server/db/client.js';
import { adminUrl, freshDatabase } from '../../support/testDb.js';

const backendPid = async (database: Database) => {
  const { rows } = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
    rows: { pid: number }[];
  };
  return Number(rows[0].pid);
};

// The pool, and so its 'error' event, exists only on server PostgreSQL: PGlite is one in-process
// connection that no other session can terminate. The PGlite project excludes *.pg.test.ts.
describe('PostgreSQL pool: an idle connection the server drops', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  let database: Database;
  const uncaught: unknown[] = [];
  const onUncaught = (err: unknown) => void uncaught.push(err);

  beforeEach(async () => {
    fresh = await freshDatabase();
    // A Database of its own, opened the way the server opens one (a URL), not the helper's.
    database = await openDatabase({ url: fresh.url! });
    uncaught.length = 0;
    // Without the pool's handler the 'error' event throws from the socket callback: an uncaught
    // exception, which would end a server process. Recorded here so this test fails on it too
    // (vitest would otherwise only report it after the run).
    process.on('uncaughtException', onUncaught);
  });
  afterEach(async () => {
    process.off('uncaughtException', onUncaught);
    vi.restoreAllMocks();
    await database.close();
    await fresh.drop();
  });

  it('is logged, does not crash the process, and the next query gets a new connection', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    // The query returns its connection to the pool, where it idles.
    const pid = await backendPid(database);

    const other = new pg.Client({ connectionString: adminUrl() });
    await other.connect();
    try {
      const { rows } = await other.query('select pg_terminate_backend($1) as done', [pid]);
      expect(rows[0].done).toBe(true);
    } finally {
      await other.end();
    }

    // The pool hears of it on the idle connection's socket: either its handler logs it, or,
    // without one, the event escapes as an uncaught exception. Whichever comes, then check.
    await vi.waitFor(() => expect(logged.mock.calls.length + uncaught.length).toBeGreaterThan(0), {
      timeout: 5_000,
    });
    expect(uncaught).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0][0]).toMatch(/^PostgreSQL connection lost: .*terminat/i);

    // The same Database goes on working, on another backend.
    const next = await backendPid(database);
    expect(next).not.toBe(pid);
    expect(uncaught).toEqual([]);
  });
});
