/**
 * CPU per request: what one answer costs the app's process in CPU time (user + system, from
 * /proc/<pid>/stat), against the bare Fastify hello measured the same way in the same run. On a
 * machine shared with other work, req/s and latency follow the machine; the CPU a process spends
 * per answer moves far less, so this is how a route's fixed cost is compared while the machine is
 * busy. It is not the bench's throughput target (api.ts): it says where that target's time goes.
 *
 *   DATABASE_URL=postgres://... npx tsx test/bench/cpuPerRequest.ts
 *
 * Each target: a 2 s warm-up, then `BENCH_REPS` runs (default 3) of `BENCH_SECONDS` (default 8)
 * at `BENCH_CONNECTIONS` (default 8) connections from wrk, each right after a run of the anchor;
 * prints min / median / max of µs per request and the median ratio to the anchor. Read cache on.
 * `BENCH_FLEET_SIZE` (default 1,000 ships) picks a smaller fleet database than the bench's
 * (kit/fleetDb.ts): a cached answer's cost does not depend on the fleet's size.
 * `BENCH_ONLY=<text>` keeps the targets whose name contains it; `BENCH_WRITES=1` runs the ledger
 * writer loop beside each target run (its CPU is then part of the figure);
 * `BENCH_CPU_PROF=<dir>` writes V8 CPU profiles of the app to that directory when it stops.
 * `BENCH_SET=reads` measures the uncached read set of api.ts instead (read cache off, every target
 * of `readSet`, the fleet's first 2,000 ships), to tell which side of an uncached read costs what.
 * Beside the app's CPU each run prints PostgreSQL's: the CPU of the backends connected to the bench's
 * database over the run (the app's pool, found in pg_stat_activity before and after), per answered
 * request; other databases' work on the same server is not counted. The reads are preceded by a
 * second anchor, the floor of a read that asks the database once: the bare process answering
 * `/query` with one prepared one-row statement on the fleet database (kit/bareServer.ts), its CPU
 * and PostgreSQL's per answer measured the same way.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { startBareAnchor, startBareQueryAnchor } from './kit/anchor.js';
import { call, startAppInstance } from './kit/app.js';
import { fleetDatabase, FLEET_YEARS } from './kit/fleetDb.js';
import { loadAverage } from './kit/loadAverage.js';
import { cachedSets, readSet } from './kit/readSet.js';
import { scopeOf } from './kit/scope.js';
import { spread } from './kit/stats.js';
import { ledgerWriter } from './kit/writer.js';

const execFileP = promisify(execFile);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const REPS = Number(process.env.BENCH_REPS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const SIZE = Number(process.env.BENCH_FLEET_SIZE ?? 1000);
const ONLY = process.env.BENCH_ONLY?.toLowerCase();
const READS = process.env.BENCH_SET === 'reads';
const TICK_US = 1e6 / 100; // USER_HZ is 100 on Linux

const url = process.env.DATABASE_URL;
if (!url) throw new Error('set DATABASE_URL to a PostgreSQL server the bench may create a database on');

/** User and system CPU of a process so far, µs. */
function cpuOf(pid: number): { user: number; sys: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { user: Number(fields[11]) * TICK_US, sys: Number(fields[12]) * TICK_US };
}

/** The backends connected to the bench's database now (the app's pool), by pid. */
async function backendPids(admin: pg.Client, database: string): Promise<number[]> {
  const r = await admin.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  return r.rows.map((x) => x.pid);
}

/** User + system CPU of each of these processes now, µs (a process gone since counts nothing). */
function cpuOfEach(pids: number[]): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    try {
      const c = cpuOf(pid);
      out.set(pid, c.user + c.sys);
    } catch {
      // the backend ended between the listing and the read
    }
  }
  return out;
}

const dir = mkdtempSync(join(tmpdir(), 'eeoi-cpu-'));
const LUA = `
local paths = {}
for line in io.lines(os.getenv("BENCH_PATHS")) do
  if #line > 0 then paths[#paths + 1] = line end
end
local token = os.getenv("BENCH_TOKEN")
if token and #token > 0 then wrk.headers["x-token"] = token end
wrk.headers["Accept-Encoding"] = "gzip"
math.randomseed(os.time())
request = function() return wrk.format("GET", paths[math.random(#paths)]) end
done = function(s)
  io.write(string.format('{"requests":%d,"errors":%d,"non2xx":%d}\\n', s.requests,
    s.errors.connect + s.errors.read + s.errors.write + s.errors.timeout, s.errors.status))
end
`;
const script = join(dir, 'paths.lua');
writeFileSync(script, LUA);
let files = 0;

async function wrk(base: string, paths: string[], token: string, seconds: number) {
  const file = join(dir, `p${++files}.txt`);
  writeFileSync(file, paths.join('\n') + '\n');
  const { stdout } = await execFileP(
    'wrk',
    ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, '--timeout', '30s', '-s', script, base],
    { env: { ...process.env, BENCH_PATHS: file, BENCH_TOKEN: token } },
  );
  return JSON.parse(stdout.trim().split('\n').pop()!) as { requests: number; errors: number; non2xx: number };
}

/** µs of the server's CPU per answered request over one run. */
async function cpuRun(pid: number, base: string, paths: string[], token: string) {
  const before = cpuOf(pid);
  const pgBefore = cpuOfEach(await backendPids(admin, fleet.name));
  const r = await wrk(base, paths, token, SECONDS);
  const after = cpuOf(pid);
  const pgAfter = cpuOfEach(await backendPids(admin, fleet.name));
  // A backend opened during the run counts from zero: all its CPU is the run's.
  let pgUs = 0;
  for (const [p, us] of pgAfter) pgUs += us - (pgBefore.get(p) ?? 0);
  const pg = pgUs / r.requests;
  // A refused answer is no figure; a socket error (wrk's, under a loaded machine) is printed.
  if (r.non2xx) throw new Error(`${base}${paths[0]}: ${r.non2xx} non-2xx answers`);
  if (r.errors) console.log(`  (${r.errors} socket errors in this run)`);
  const user = (after.user - before.user) / r.requests;
  const sys = (after.sys - before.sys) / r.requests;
  return { usPerReq: user + sys, user, sys, pg, rps: r.requests / SECONDS };
}

const anchor = await startBareAnchor();
const fleet = await fleetDatabase(url, process.env.BENCH_FLEET_SIZE || !READS ? SIZE : undefined);
const admin = new pg.Client({ connectionString: url });
await admin.connect();
const app = await startAppInstance({
  label: READS ? 'cache off' : 'cache on',
  databaseUrl: fleet.url,
  cache: !READS,
  ...(process.env.BENCH_CPU_PROF
    ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] }
    : {}),
});
try {
  const token = await app.login();
  const scope = await scopeOf(app.base, token, {
    imos: fleet.imos.slice(0, READS ? 2000 : 200),
    year: 2025,
    years: [FLEET_YEARS[0], FLEET_YEARS.at(-1)!],
  });
  const writer =
    process.env.BENCH_WRITES === '1' ? await ledgerWriter(app.base, await app.login()) : undefined;
  const targets = (
    READS
      ? readSet(scope)
      : [...cachedSets(scope), ...readSet(scope).filter((t) => t.name.startsWith('voyages'))]
  ).filter((t) => !ONLY || t.name.toLowerCase().includes(ONLY));
  console.log(
    `cpu per request — ${fleet.name}, wrk ${CONNECTIONS} connections, ${REPS} × ${SECONDS} s, ` +
      `${writer ? `beside ${writer.label}` : 'no writes beside'}; load ${loadAverage()}`,
  );
  if (READS) {
    const floor = await startBareQueryAnchor(fleet.url);
    try {
      await wrk(floor.base, [floor.path], '', 2);
      const runs = [];
      for (let rep = 0; rep < REPS; rep++) runs.push(await cpuRun(floor.pid, floor.base, [floor.path], ''));
      const app = spread(runs.map((r) => r.usPerReq));
      const db = spread(runs.map((r) => r.pg));
      console.log(
        `one round trip (bare Fastify + one prepared one-row statement): ${app.min.toFixed(0)} / ${app.median.toFixed(0)} / ${app.max.toFixed(0)} µs/req; ` +
          `PostgreSQL ${db.min.toFixed(0)} / ${db.median.toFixed(0)} / ${db.max.toFixed(0)} µs/req; ` +
          `${spread(runs.map((r) => r.rps)).median.toFixed(0)} req/s; load ${loadAverage()}`,
      );
    } finally {
      await floor.stop();
    }
  }
  for (const t of targets) {
    for (const p of t.paths) await call(app.base, token, p);
    await wrk(app.base, t.paths, token, 2);
    const target: number[] = [];
    const db: number[] = [];
    const bare: number[] = [];
    for (let rep = 0; rep < REPS; rep++) {
      const a = await cpuRun(anchor.pid, anchor.base, [anchor.path], '');
      writer?.start();
      const m = await cpuRun(app.pid, app.base, t.paths, token);
      await writer?.stop();
      bare.push(a.usPerReq);
      target.push(m.usPerReq);
      db.push(m.pg);
      console.log(
        `  ${t.name}: ${m.usPerReq.toFixed(0)} µs/req (user ${m.user.toFixed(0)}, system ${m.sys.toFixed(0)}; ${m.rps.toFixed(0)} req/s; PostgreSQL ${m.pg.toFixed(0)} µs/req)` +
          ` | bare ${a.usPerReq.toFixed(0)} µs/req (user ${a.user.toFixed(0)}, system ${a.sys.toFixed(0)}; ${a.rps.toFixed(0)} req/s) | load ${loadAverage()}`,
      );
    }
    const s = spread(target);
    const b = spread(bare);
    const d = spread(db);
    console.log(
      `${t.name} (${t.paths.length} paths): ${s.min.toFixed(0)} / ${s.median.toFixed(0)} / ${s.max.toFixed(0)} µs/req; ` +
        `PostgreSQL ${d.min.toFixed(0)} / ${d.median.toFixed(0)} / ${d.max.toFixed(0)} µs/req; ` +
        `bare ${b.min.toFixed(0)} / ${b.median.toFixed(0)} / ${b.max.toFixed(0)}; bare ÷ target ${(b.median / s.median).toFixed(3)}`,
    );
  }
} finally {
  await app.stop();
  await anchor.stop();
  await admin.end();
}
