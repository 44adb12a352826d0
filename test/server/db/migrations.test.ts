import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { newPglite, openDatabase, type Database } from '../../../src/server/db/client.js';
import { migrate } from '../../../src/server/db/migrate.js';
import { adminUrl, PG_PREFIX, testDbKind, withDb } from '../../support/testDb.js';

const run = promisify(execFile);
const repo = join(import.meta.dirname, '../../..');
const migrationsDir = join(repo, 'src/server/db/migrations');

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}
const journal = (dir: string): { entries: JournalEntry[] } =>
  JSON.parse(readFileSync(join(dir, 'meta/_journal.json'), 'utf8'));

/** Every file under `dir` with its content, to see what a command wrote. */
function listing(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    out.set(path.slice(dir.length), readFileSync(path, 'utf8'));
  }
  return out;
}

describe('migration chain', () => {
  it('drizzle-kit generate on the current schema writes no migration', async () => {
    const scratch = mkdtempSync(join(tmpdir(), 'eeoi-migrations-'));
    try {
      cpSync(join(repo, 'drizzle.config.ts'), join(scratch, 'drizzle.config.ts'));
      cpSync(join(repo, 'src/server/db/schema'), join(scratch, 'src/server/db/schema'), { recursive: true });
      cpSync(migrationsDir, join(scratch, 'src/server/db/migrations'), { recursive: true });
      symlinkSync(join(repo, 'node_modules'), join(scratch, 'node_modules'), 'dir');
      const before = listing(join(scratch, 'src/server/db/migrations'));
      const { stdout } = await run(
        process.execPath,
        [join(repo, 'node_modules/drizzle-kit/bin.cjs'), 'generate'],
        { cwd: scratch },
      );
      const after = listing(join(scratch, 'src/server/db/migrations'));
      const written = [...after].filter(([path, text]) => before.get(path) !== text).map(([path]) => path);
      expect(written, stdout).toEqual([]);
      expect(stdout).toContain('No schema changes');
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });

  it('the journal lists every migration file once, in file order, with rising timestamps', () => {
    const files = readdirSync(migrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .map((f) => f.slice(0, -4));
    const entries = journal(migrationsDir).entries;
    expect(entries.map((e) => e.tag)).toEqual(files.sort());
    // The migrator applies an entry only when its timestamp is later than the last one applied.
    for (let i = 1; i < entries.length; i++) expect(entries[i]!.when).toBeGreaterThan(entries[i - 1]!.when);
    // drizzle-kit numbers the next file from the last entry's index.
    for (const e of entries) expect(e.idx).toBe(Number(e.tag.slice(0, 4)));
    const snapshots = readdirSync(join(migrationsDir, 'meta')).filter((f) => f.endsWith('_snapshot.json'));
    const ids = new Set<string>();
    let prev = '00000000-0000-0000-0000-000000000000';
    for (const f of snapshots.sort()) {
      const s = JSON.parse(readFileSync(join(migrationsDir, 'meta', f), 'utf8'));
      expect(s.prevId, f).toBe(prev);
      expect(ids.has(s.id), f).toBe(false);
      ids.add(s.id);
      prev = s.id;
    }
    expect(snapshots.at(-1)).toBe(`${entries.at(-1)!.tag.slice(0, 4)}_snapshot.json`);
  });
});

/** An empty database of the run's kind. */
async function emptyDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (testDbKind() === 'pglite') {
    const database = await openDatabase({ pglite: newPglite() });
    return { database, drop: () => database.close() };
  }
  const name = `${PG_PREFIX}_mig_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ url: withDb(adminUrl(), name) });
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl() });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Applies the migrations up to and including `lastTag`, as a database installed back then has them. */
async function migrateUpTo(database: Database, lastTag: string): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'eeoi-migrations-old-'));
  try {
    cpSync(migrationsDir, folder, { recursive: true });
    const all = journal(folder);
    const cut = all.entries.findIndex((e) => e.tag === lastTag);
    expect(cut).toBeGreaterThanOrEqual(0);
    writeFileSync(
      join(folder, 'meta/_journal.json'),
      JSON.stringify({ ...all, entries: all.entries.slice(0, cut + 1) }),
    );
    if (database.kind === 'pglite') await migratePglite(database.db as any, { migrationsFolder: folder });
    else await migratePg(database.db as any, { migrationsFolder: folder });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const rows = async (database: Database, query: string) =>
  (await database.db.execute(sql.raw(query))).rows as Record<string, unknown>[];

describe('upgrading a database installed at 0008', () => {
  it('keeps every row and adds the later tables', async () => {
    const { database, drop } = await emptyDatabase();
    try {
      await migrateUpTo(database, '0008_reports');
      expect(await rows(database, `select to_regclass('public.stat_ship_years') as t`)).toEqual([
        { t: null },
      ]);
      await database.db.execute(sql`
        insert into companies (id, imo_number, name_zh, name_en) values (901, '9000001', '旧公司', 'Old Co')`);
      await database.db.execute(sql`
        insert into users (id, username, password_hash, company_id) values (901, 'old.user', 'x', 901)`);
      await database.db.execute(sql`
        insert into ships (id, name_en, ship_type_code, flag_code, home_port_code, gt, nt, dwt, design_speed,
                           owner_company_id, operator_company_id)
        values (901, 'OLD SHIP', 'bulk_carrier', 'CN', 'CNSHA', 30000, 18000, 52000, 14, 901, 901)`);
      await database.db.execute(
        sql`insert into voyages (id, ship_id, voyage_no) values (901, 901, 'V-OLD-1')`,
      );
      await database.db.execute(sql`
        insert into reports (id, regime, ship_id, period_start, period_end, year, reference_code, created_by)
        values (901, 'imoDcs', 901, '2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z', 2025, 'OLD-REF-1', 901)`);
      const before = {
        companies: await rows(database, 'select id, imo_number, name_en from companies where id = 901'),
        users: await rows(database, 'select id, username, company_id from users where id = 901'),
        ships: await rows(database, 'select id, name_en, dwt from ships where id = 901'),
        voyages: await rows(database, 'select id, ship_id, voyage_no from voyages where id = 901'),
        reports: await rows(database, 'select id, regime, reference_code from reports where id = 901'),
      };

      await migrate(database);

      for (const [table, was] of Object.entries(before)) {
        expect(was, table).toHaveLength(1);
        const cols = Object.keys(was[0]!).join(', ');
        expect(await rows(database, `select ${cols} from ${table} where id = 901`), table).toEqual(was);
      }
      const latest = journal(migrationsDir).entries.at(-1)!;
      const applied = await rows(
        database,
        'select max(created_at) as last from drizzle.__drizzle_migrations',
      );
      expect(Number(applied[0]!.last)).toBe(latest.when);
      for (const table of [
        'documents',
        'cii_ratings',
        'ets_price_scenarios',
        'eu_mrv_report_parts',
        'stat_ship_years',
      ]) {
        const found = await rows(database, `select to_regclass('public.${table}') as t`);
        expect(found[0]!.t, table).not.toBeNull();
      }
      // The upgraded ship can take rows in a table that did not exist at 0008.
      await database.db.execute(sql`
        insert into ets_price_scenarios (company_id, name, price_eur) values (901, 'base', 80)`);
    } finally {
      await drop();
    }
  }, 60_000);
});

describe('upgrading a database installed at 0027 with legs', () => {
  it('apportions its month rows over the months each leg spans, then its years, and marks the company rows stale', async () => {
    const { database, drop } = await emptyDatabase();
    try {
      await migrateUpTo(database, '0027_ledger_read_indexes');
      await database.db.execute(sql`
        insert into companies (id, imo_number, name_zh, name_en) values (902, '9000002', '旧公司二', 'Old Co 2')`);
      await database.db.execute(sql`
        insert into ships (id, name_en, ship_type_code, flag_code, home_port_code, gt, nt, dwt, design_speed,
                           owner_company_id, operator_company_id)
        values (902, 'OLD SHIP 2', 'bulk_carrier', 'CN', 'CNSHA', 30000, 18000, 52000, 14, 902, 902)`);
      await database.db.execute(
        sql`insert into voyages (id, ship_id, voyage_no) values (902, 902, 'V-OLD-2')`,
      );
      // 24 Dec 2024 00:00Z → 8 Jan 2025 00:00Z: 8 of its 15 days in December, 7 in January.
      await database.db.execute(sql`
        insert into voyage_legs (id, ship_id, voyage_id, kind, seq, from_ref_code, to_ref_code, departure_at,
                                 arrival_at, distance_nm, hours_underway, co2_t, cargo_t, transport_work_tnm)
        values (902, 902, 902, 'imo', 0, 'A', 'B', '2024-12-24T00:00Z', '2025-01-08T00:00Z', 3000, 360, 300, 0, 0)`);
      await database.db.execute(
        sql`insert into voyage_leg_fuels (leg_id, fuel_code, at_sea_t, in_port_t) values (902, '11', 90, 6)`,
      );
      const months = () =>
        rows(
          database,
          `select to_char(m.month, 'YYYY-MM') as month, m.legs, m.distance_nm, f.at_sea_t, f.in_port_t
             from stat_ship_months m join stat_ship_month_fuels f using (ship_id, month)
            where m.ship_id = 902 order by m.month`,
        );
      // Before: the whole leg in its departure month.
      expect(await months()).toEqual([
        { month: '2024-12', legs: 1, distance_nm: 3000, at_sea_t: 90, in_port_t: 6 },
      ]);
      const state = `select dirty_rev <> built_rev as stale from fleet_month_summary_state where id = 1`;
      await database.db.execute(sql`update fleet_month_summary_state set built_rev = dirty_rev where id = 1`);

      await migrate(database);

      const after = await months();
      expect(after.map((m) => [m.month, m.legs])).toEqual([
        ['2024-12', 1],
        ['2025-01', 1],
      ]);
      const want = [8 / 15, 7 / 15];
      after.forEach((m, i) => {
        expect(Number(m.distance_nm)).toBeCloseTo(3000 * want[i]!, 9);
        expect(Number(m.at_sea_t)).toBeCloseTo(90 * want[i]!, 9);
        expect(Number(m.in_port_t)).toBeCloseTo(6 * want[i]!, 9);
      });
      const years = await rows(
        database,
        `select year, legs, distance_nm from stat_ship_years where ship_id = 902 order by year`,
      );
      expect(years.map((y) => [y.year, y.legs])).toEqual([
        [2024, 1],
        [2025, 1],
      ]);
      expect(Number(years[0]!.distance_nm) + Number(years[1]!.distance_nm)).toBeCloseTo(3000, 9);
      expect(await rows(database, state)).toEqual([{ stale: true }]);
    } finally {
      await drop();
    }
  }, 60_000);
});

describe('upgrading a database installed at 0034 with the read-only authority role', () => {
  it('lets the authority review: no longer read-only, the report pages with their confirm buttons', async () => {
    const { database, drop } = await emptyDatabase();
    try {
      await migrateUpTo(database, '0034_port_same_as');
      // The role as the seed made it before: read-only, the CMSA page only.
      await database.db.execute(sql`
        insert into roles (id, code, name_zh, name_en, data_scope, read_only)
        values (905, 'authority', '主管机关用户', 'Authority user', 'authority', true)`);
      await database.db.execute(sql`
        insert into menus (id, code, parent_id, title_zh, title_en, menu_type, perms) values
          (950, 'mrv', 0, '排放报告', 'Emission reports', 1, null),
          (951, 'mrv:dcs', 950, 'IMO DCS报告管理', 'IMO DCS reports', 2, 'mrv:dcs:list'),
          (952, 'mrv:dcs:confirm', 951, '确认', 'Confirm', 3, 'mrv:dcs:confirm'),
          (953, 'mrv:dcs:lock', 951, '锁定/解锁', 'Lock / unlock', 3, 'mrv:dcs:lock'),
          (954, 'mrv:cmsa', 950, 'CMSA报告管理', 'China MSA reports', 2, 'mrv:cmsa:list')`);
      await database.db.execute(sql`insert into role_menus (role_id, menu_id) values (905, 950), (905, 954)`);

      await migrate(database);

      expect(await rows(database, `select read_only from roles where id = 905`)).toEqual([
        { read_only: false },
      ]);
      const granted = await rows(
        database,
        `select m.code from role_menus rm join menus m on m.id = rm.menu_id where rm.role_id = 905 order by m.code`,
      );
      // Its one kind of write is the confirm button; the company's buttons stay out.
      expect(granted.map((g) => g.code)).toEqual(['mrv', 'mrv:cmsa', 'mrv:dcs', 'mrv:dcs:confirm']);
    } finally {
      await drop();
    }
  }, 60_000);
});
