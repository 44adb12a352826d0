import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client, demoIds } from '../../support/fleet/fleetHelpers.js';

/**
 * The read cache may only keep answers built from tables whose writes bump the revision it is
 * keyed by (statement triggers calling bump_cache_rev, migration 0001). This finds the tables the
 * cached reads really touch, by running the API: every GET route is called twice by users of each
 * data scope, with a query log on the database handle; a statement of the first call that the
 * second (answered from the cache) did not run belongs to a cached load. Each such statement is
 * planned with EXPLAIN, and every relation in its plan must carry a revision trigger.
 */

interface Logged {
  text: string;
  params: unknown[];
}

/** Every relation a plan reads (scans of tables and indexes name their table). */
function relationsOf(plan: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(plan)) plan.forEach((p) => relationsOf(p, out));
  else if (plan && typeof plan === 'object') {
    for (const [k, v] of Object.entries(plan)) {
      if (k === 'Relation Name' && typeof v === 'string') out.add(v);
      else relationsOf(v, out);
    }
  }
  return out;
}

/** Sample values for path parameters: any answer will do, a 404 included. */
const SAMPLE: Record<string, string> = { name: 'fuel', type: '1', kind: 'mainEngine', imo: '9000001' };
const urlOf = (path: string, ids: Record<string, string>) =>
  `/api${path.replace(/:(\w+)/g, (_m, p: string) => ids[p] ?? SAMPLE[p] ?? '1')}`;

describe('read cache: every table a cached answer reads has a revision trigger', () => {
  let t: TestApp;
  let log: Logged[];
  let cachedReads: Map<string, Set<string>>;

  beforeAll(async () => {
    t = await createTestApp();
    const users = await Promise.all(
      ['admin', 'demo_company', 'demo_authority', 'demo_class', 'demo_manager'].map((u) => client(t.app, u)),
    );
    const ids = await demoIds(users[0]);
    const someShip = String(ids.ship('HAIYUN GLORY'));
    // A new revision of everything: the answers cached while signing in are keyed by the old one,
    // so each cached load below runs (and shows in the log) once more.
    await t.db.execute(sql`update cache_revs set rev = rev + 1`);
    log = [];
    // Drizzle hands every statement to its session's logger before running it.
    const session = (t.db as any).session;
    session.logger = { logQuery: (text: string, params: unknown[]) => log.push({ text, params }) };

    const routes = t.app.routeTable
      .filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.includes('*'))
      .map((r) => urlOf(r.url.slice('/api'.length), { id: someShip }));
    // Filtered and paged variants take other statements than the plain first page.
    routes.push('/api/dict/port?keyword=sha&size=5', '/api/fleet/ships?keyword=a&page=2&size=5');

    const cachedStatements = new Map<string, Logged>();
    for (const c of users)
      for (const url of routes) {
        log.length = 0;
        await c.get(url);
        const first = [...log];
        log.length = 0;
        await c.get(url);
        const again = new Set(log.map((l) => l.text));
        for (const l of first) if (!again.has(l.text)) cachedStatements.set(l.text, l);
      }
    session.logger = { logQuery: () => {} };

    const driver = (t.db as any).$client as {
      query: (text: string, params: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>;
    };
    cachedReads = new Map();
    for (const { text, params } of cachedStatements.values()) {
      const { rows } = await driver.query(`explain (format json) ${text}`, params);
      const plan = rows[0]['QUERY PLAN'];
      cachedReads.set(text, relationsOf(typeof plan === 'string' ? JSON.parse(plan) : plan));
    }
  }, 600_000);
  afterAll(async () => {
    await t.close();
  });

  const triggered = async () =>
    new Set(
      (
        await t.db.execute<{ relname: string }>(sql`
          select distinct c.relname from pg_trigger tg
            join pg_class c on c.oid = tg.tgrelid
            join pg_proc p on p.oid = tg.tgfoid
           where p.proname = 'bump_cache_rev' and not tg.tgisinternal`)
      ).rows.map((r: { relname: string }) => r.relname),
    );

  /** Tables cached answers read without a trigger, with a statement that reads each. */
  const untriggeredReads = async () => {
    // The revisions themselves: a statement that reads one (the ship list's page names its codes
    // from the names kept for the reference revision it read) reads what the cache is keyed by,
    // and every change of that table is a bump.
    const ok = new Set([...(await triggered()), 'cache_revs']);
    const out: Record<string, string> = {};
    for (const [text, tables] of cachedReads)
      for (const table of tables) if (!ok.has(table)) out[table] ??= text.slice(0, 160);
    return out;
  };

  it('finds the cached reads (dictionaries, pickers, ship lists in every scope, the grants of a role, the CII tile)', () => {
    const read = new Set([...cachedReads.values()].flatMap((s) => [...s]));
    for (const table of [
      'dic_ports',
      'dic_flag_states',
      'dic_ship_sub_types',
      'ships',
      'companies',
      'user_companies',
      'ship_authorities',
      'user_ship_auth',
      'flag_doc_changes',
      'menus',
      'role_menus',
      // The dashboard's CII tile (migration 0032).
      'ship_cii_years',
    ])
      expect(read, table).toContain(table);
  });

  it('reads no table whose writes leave the revision alone', async () => {
    expect(await untriggeredReads()).toEqual({});
  });

  it('names the table once its trigger is gone', async () => {
    await t.db.execute(sql`drop trigger dic_ports_cache_rev on dic_ports`);
    expect(Object.keys(await untriggeredReads())).toEqual(['dic_ports']);
  });
});
