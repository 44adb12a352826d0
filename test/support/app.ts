import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app.js';
import { ManualClock } from '../../src/server/clock.js';
import { loadConfig, type AppConfig } from '../../src/server/config.js';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import { users } from '../../src/server/db/schema/index.js';
import { ADMIN_PASSWORD, DEMO_PASSWORD, freshDatabase } from './testDb.js';

export { ADMIN_PASSWORD, DEMO_PASSWORD };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  clock: ManualClock;
  config: AppConfig;
  /** Connection URL when the test database is PostgreSQL (a second instance can share it). */
  url?: string;
  close: () => Promise<void>;
}

/** The settings of a test app: captcha off, silent logs and a generous login rate, unless `env` says otherwise. */
export const testConfig = (env: Record<string, string> = {}): AppConfig =>
  loadConfig({
    EEOI_CAPTCHA: 'off',
    EEOI_LOG_LEVEL: 'silent',
    EEOI_LOGIN_RATE_PER_MIN: '10000',
    ...env,
  });

/**
 * An app on a fresh copy of the migrated, seeded test database, with a manual clock and captcha
 * off unless `env` says otherwise. Seeded users: admin / ADMIN_PASSWORD and the demo users
 * demo_company, demo_manager, demo_class, demo_authority / DEMO_PASSWORD.
 */
export async function createTestApp(
  opts: { env?: Record<string, string>; clientDir?: string } = {},
): Promise<TestApp> {
  const { database, url, drop } = await freshDatabase();
  const config = testConfig(opts.env);
  const clock = new ManualClock(Date.parse('2026-03-02T08:00:00Z'));
  const app = await buildApp({ config, database, clock, clientDir: opts.clientDir });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    clock,
    config,
    url,
    close: async () => {
      await app.close();
      await drop();
    },
  };
}

/**
 * How long a test waits for a write made in SQL outside the app to show: nobody waits for the
 * instances to hear of it (the write barrier runs with the app's own writes), so it shows when the
 * database's notification arrives, within milliseconds; a second is a generous bound.
 */
export const ANNOUNCED = { timeout: 1_000, interval: 5 };

export const passwordOf = (username: string) => (username === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD);

/** Logs in (captcha off) and returns the session token. */
export async function loginAs(
  app: FastifyInstance,
  username: string,
  password = passwordOf(username),
): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
  return res.json().data.token;
}

export const auth = (token: string) => ({ 'x-token': token });

let copies = 0;

/**
 * A new account with the password, roles, companies and ship authorisation of a seeded user, under
 * a name of its own: a test that freezes an account, changes its password or its roles does it to
 * its copy, and the other tests on a shared app keep the seeded users as they were.
 */
export async function userLike(
  t: Pick<TestApp, 'db'>,
  seeded: string,
): Promise<{ id: number; username: string; password: string }> {
  const username = `${seeded}_${++copies}`;
  const [row] = await t.db.select().from(users).where(eq(users.username, seeded));
  const [{ id }] = await t.db
    .insert(users)
    .values({ ...row, id: undefined, username, externalUid: null })
    .returning({ id: users.id });
  const from = row.id;
  await t.db.execute(
    sql`insert into user_roles (user_id, role_id) select ${id}, role_id from user_roles where user_id = ${from}`,
  );
  await t.db.execute(sql`insert into user_companies (user_id, company_id)
    select ${id}, company_id from user_companies where user_id = ${from}`);
  await t.db.execute(sql`insert into user_ship_auth (user_id, ship_id)
    select ${id}, ship_id from user_ship_auth where user_id = ${from}`);
  return { id, username, password: passwordOf(seeded) };
}

/**
 * A second app instance on the test app's database, as behind a load balancer. On PostgreSQL it has
 * its own connection pool; on PGlite (single owner) it shares the handle. Either way nothing a
 * request needs may live in the first instance's memory. With `config` (see testConfig) or a
 * `clientDir` it runs other settings on the same data: tests of a setting share their file's
 * database instead of copying one each.
 */
export async function secondInstance(
  t: TestApp,
  opts: { config?: AppConfig; clientDir?: string } = {},
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const own = t.url ? await openDatabase({ url: t.url }) : undefined;
  const app = await buildApp({
    config: opts.config ?? t.config,
    database: own ?? t.database,
    clock: t.clock,
    clientDir: opts.clientDir,
  });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await own?.close();
    },
  };
}

/**
 * For the enclosing describe: an instance with other settings on the file's database, handed to
 * `use` before the describe's tests and closed after them.
 */
export function withSettings(
  file: () => TestApp,
  env: Record<string, string>,
  use: (app: FastifyInstance) => void,
): void {
  let second: Awaited<ReturnType<typeof secondInstance>> | undefined;
  beforeAll(async () => {
    second = await secondInstance(file(), { config: testConfig(env) });
    use(second.app);
  });
  afterAll(() => second?.close());
}
