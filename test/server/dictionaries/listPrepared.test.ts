import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, desc, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.js';
import { DICTIONARIES } from '../../../src/server/repositories/dictionaryDefs.js';
import type { DictDef } from '../../../src/server/repositories/dictionaries.js';
import { runList, whereOf, type ListQuery } from '../../../src/server/repositories/kit/specList.js';
import { createTestApp, type TestApp } from '../../support/app.js';

/**
 * The dictionary lists run as prepared statements, one per shape (kit/specList.ts `runList`).
 * Their answers must be those of the plain statement with the values bound in, as the list was
 * read before (ordered by the sort key, then the id): the same rows in the same order and the same total, over random dictionaries,
 * filters, keywords, sorts and pages (some past the end), twice each so a kept statement serves.
 */
let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.db;
});
afterAll(() => t.close());

/** The sort key and the id after it, as the list always ordered. */
function plainOrder(def: DictDef, sort?: string) {
  const key = sort ?? Object.keys(def.list.sort)[0];
  const col = def.list.sort[key.replace(/^-/, '')];
  return [key.startsWith('-') ? desc(col) : asc(col), asc(def.table.id)];
}

/** The list as one plain statement with the values bound in (the page past the end counted alone). */
async function plainList(def: DictDef, q: ListQuery, limit: number, offset: number) {
  const where = whereOf(def.table, def.list, q);
  const total = where ? sql`count(*) over ()` : sql`(select count(*) from ${def.table})`;
  const rows = (await db
    .select({ ...getTableColumns(def.table), __total: total.mapWith(Number) })
    .from(def.table)
    .where(where)
    .orderBy(...plainOrder(def, q.sort))
    .limit(limit)
    .offset(offset)) as Record<string, unknown>[];
  if (!rows.length) {
    const n = offset > 0 ? Number((await db.select({ n: count() }).from(def.table).where(where))[0].n) : 0;
    return { items: rows, total: n };
  }
  return { items: rows.map(({ __total: _t, ...row }) => row), total: rows[0].__total as number };
}

function rng(seed: number) {
  let s = seed;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

describe('dictionary lists through prepared statements', () => {
  it('answer as the plain statement over random lists, filters, sorts and pages', async () => {
    const r = rng(5);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)];
    const texts = ['a', 'CN', 'shang', '1', '%', '_', 'zz', 'port', '上'];
    for (let i = 0; i < 200; i++) {
      const def = i % 3 === 0 ? DICTIONARIES.find((d) => d.name === 'port')! : pick(DICTIONARIES);
      const q: ListQuery = {};
      if (r() < 0.2) q.status = pick(['0', '1']);
      if (r() < 0.25) q.keyword = pick(texts);
      for (const [key, f] of Object.entries(def.list.filters))
        if (r() < 0.15) q[key] = f.kind === 'bool' ? pick(['true', 'false', '1', '0']) : pick(texts);
      if (r() < 0.4) {
        const key = pick(Object.keys(def.list.sort));
        q.sort = r() < 0.5 ? key : `-${key}`;
      }
      const limit = pick([5, 20, 50]);
      const offset = limit * Math.floor(r() * (r() < 0.8 ? 5 : 100));
      const label = JSON.stringify({ i, dict: def.name, q, limit, offset });
      const expected = await plainList(def, q, limit, offset);
      expect(await runList(db, def.table, def.list, q, limit, offset), label).toEqual(expected);
      expect(await runList(db, def.table, def.list, q, limit, offset), label).toEqual(expected);
    }
  }, 180_000);
});
