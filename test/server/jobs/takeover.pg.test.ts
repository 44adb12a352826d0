import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema/index.js';
import type { Db } from '../../../src/server/db/client.js';
import { writeVoyageData } from '../../../src/server/services/ledger/write/index.js';
import { yearLedger } from '../../support/reports/reportsApiFixtures.js';
import { ADMIN_PASSWORD, freshDatabase } from '../../support/testDb.js';

/**
 * Two server processes on one PostgreSQL: the one that accepted a fleet job is killed (SIGKILL)
 * while it holds ships of the job, and the other finishes the job: every ship done once, as many
 * reports as ships. The leases are short here so the takeover takes seconds.
 */
const JOB_ENV = {
  EEOI_JOB_POLL_MS: '100',
  EEOI_JOB_LEASE_SECONDS: '2',
  EEOI_JOB_MAINTENANCE_SECONDS: '1',
  EEOI_JOB_RETRY_DELAY_SECONDS: '0',
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function startServer(url: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      ...JOB_ENV,
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      EEOI_CAPTCHA: 'off',
      EEOI_LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000);
    child.stdout!.on('data', () => {
      if (out.includes('Serving http://')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code}: ${out}`)));
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

const call = async (base: string, path: string, token?: string, body?: unknown) => {
  const res = await fetch(base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as any };
};

describe('fleet job across instances', () => {
  let fresh: Awaited<ReturnType<typeof freshDatabase>>;
  const children: ChildProcess[] = [];
  let shipCount = 0;
  let inScope = 0;
  beforeAll(async () => {
    fresh = await freshDatabase();
    const db: Db = fresh.database.db;
    // Six demo ships under the DCS (5,000 GT and above) get one generatable DCS year 2025; the
    // job covers every ship in scope, the others finish with nothing to generate.
    const ships = (
      (await db.execute(
        sql`select id, imo from ships where imo is not null and gt >= 5000 order by id limit 6`,
      )) as unknown as {
        rows: { id: number; imo: string }[];
      }
    ).rows;
    const [admin] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`username = 'admin'`);
    const principal = {
      kind: 'user' as const,
      user: {
        userId: admin!.id,
        isAdmin: true,
        dataScope: 'all' as const,
        companyId: null,
        authorityCode: null,
      },
    };
    for (const s of ships) await writeVoyageData(db, principal, yearLedger(s.imo), 'en', new Date());
    shipCount = ships.length;
    inScope = Number(
      ((await db.execute(sql`select count(*)::int n from ships`)) as unknown as { rows: { n: number }[] })
        .rows[0]!.n,
    );
    // Each ship's reports take a moment here, so the killed instance surely holds ships when it dies.
    await db.execute(sql`
      create function slow_report() returns trigger language plpgsql as
        $$ begin perform pg_sleep(0.4); return new; end $$;
      create trigger slow_report before insert on reports for each row execute function slow_report()`);
  }, 120_000);
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await fresh?.drop();
  });

  it('the instance that accepted the job dies; the other finishes every ship once', async () => {
    // Both start together; the second is paused (SIGSTOP) until the first is dead, so the first
    // alone holds ships when it dies.
    const [a, b] = await Promise.all([startServer(fresh.url!), startServer(fresh.url!)]);
    b.child.kill('SIGSTOP');
    children.push(a.child, b.child);
    const login = await call(a.base, '/api/login', undefined, {
      username: 'admin',
      password: ADMIN_PASSWORD,
    });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;
    const start = await call(a.base, '/api/reports/jobs', token, { regime: 'imoDcs', year: 2025 });
    expect(start.status).toBe(202);
    const id = start.body.data.id as number;
    const db = fresh.database.db;
    const active = async () =>
      Number(
        (
          (await db.execute(
            sql`select count(*)::int n from pgboss.job where name = 'fleet-report' and state = 'active'`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      );
    // Kill it while it holds ships (their reports may be half written: nothing is committed then).
    for (let i = 0; i < 300 && (await active()) === 0; i++) await new Promise((r) => setTimeout(r, 20));
    const heldAtKill = await active();
    a.child.kill('SIGKILL');
    expect(heldAtKill).toBeGreaterThan(0);

    b.child.kill('SIGCONT');
    let job = (await call(b.base, `/api/reports/jobs/${id}`, token)).body.data;
    for (let i = 0; i < 300 && job.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await call(b.base, `/api/reports/jobs/${id}`, token)).body.data;
    }
    expect(job).toMatchObject({ status: 'done', total: inScope, done: inScope, failed: 0, failures: [] });
    const counts = (
      (await db.execute(sql`
        select count(*)::int as reports, count(distinct ship_id)::int as ships,
               (select count(*)::int from pgboss.job where name = 'fleet-report' and retry_count > 0) as retried
          from reports where regime = 'imoDcs' and status = 'draft'`)) as unknown as {
        rows: { reports: number; ships: number; retried: number }[];
      }
    ).rows[0]!;
    expect(counts.reports).toBe(shipCount);
    expect(counts.ships).toBe(shipCount);
    // The ships the dead instance held were taken over after their lease ran out.
    expect(counts.retried).toBeGreaterThan(0);
  }, 120_000);
});
