import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import type { Anchor } from './anchor.js';
import { loadAverage, loadNow } from './loadAverage.js';
import { percentile, spread, type Spread } from './stats.js';
import type { WriteFigures, Writer } from './writer.js';

const execFileP = promisify(execFile);

/**
 * wrk when it is on the PATH (a C generator: a few percent of a core); else, or with
 * BENCH_LOAD=node, test/bench/load.ts.
 */
export const generator: 'wrk' | 'node' =
  process.env.BENCH_LOAD === 'node' || spawnSync('wrk', ['--version']).error ? 'node' : 'wrk';

export interface Target {
  name: string;
  base: string;
  /** Session token sent as `x-token` on every request; none for the bare anchor. */
  token?: string;
}

export interface MeasureOptions {
  /** Each request takes one of these at random (a page, a ship, a filter). */
  paths: string[];
  /** The bare route, measured in every rep right before the target. */
  anchor: Anchor;
  /** A writer loop run while the target is loaded (not during the anchor's runs). */
  writes?: Writer;
  connections?: number;
  /** Seconds per run (the least: a slow target's runs are longer, see measure). */
  seconds?: number;
  reps?: number;
}

/** One load run: what the generator saw. */
export interface Run {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  /** Requests sent but not answered when the run stopped (wrk only; the Node generator waits for them). */
  unanswered: number;
  /** How long after the run the server was still busy with its requests, ms. */
  backlogMs: number;
}

export interface Measurement {
  name: string;
  generator: 'wrk' | 'node';
  connections: number;
  seconds: number;
  paths: number;
  runs: Run[];
  anchorRuns: Run[];
  rps: Spread;
  p50: Spread;
  p95: Spread;
  p99: Spread;
  /** Target req/s ÷ the anchor's req/s of the same rep. */
  ratio: Spread;
  errors: number;
  requests: number;
  /** 1-minute load average read before each of the target's runs. */
  load: Spread;
  loadText: string;
  writes?: WriteFigures[];
}

const LUA = `
local paths = {}
for line in io.lines(os.getenv("BENCH_PATHS")) do
  if #line > 0 then paths[#paths + 1] = line end
end
local token = os.getenv("BENCH_TOKEN")
if token and #token > 0 then wrk.headers["x-token"] = token end
wrk.headers["Accept-Encoding"] = "gzip"
math.randomseed(os.time())
-- Requests sent, counted in each thread's state and summed at the end: sent minus completed is
-- what was still unanswered when the run stopped (wrk leaves those out of its percentiles).
sent = 0
local threads = {}
setup = function(thread) threads[#threads + 1] = thread end
request = function()
  sent = sent + 1
  return wrk.format("GET", paths[math.random(#paths)])
end
done = function(s, latency)
  local total = 0
  for _, t in ipairs(threads) do total = total + t:get("sent") end
  io.write(string.format('{"requests":%d,"sent":%d,"seconds":%f,"p50":%f,"p95":%f,"p99":%f,"errors":%d}\\n',
    s.requests, total, s.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(95) / 1000,
    latency:percentile(99) / 1000,
    s.errors.status + s.errors.connect + s.errors.read + s.errors.write + s.errors.timeout))
end
`;

const dir = mkdtempSync(join(tmpdir(), 'eeoi-bench-'));
const script = join(dir, 'random-path.lua');
writeFileSync(script, LUA);
let files = 0;

async function run(
  base: string,
  pathsFile: string,
  token: string,
  connections: number,
  seconds: number,
): Promise<Omit<Run, 'backlogMs'>> {
  if (!/^http:\/\/127\.0\.0\.1:\d+$/.test(base)) throw new Error('bench load targets loopback only');
  if (generator === 'wrk') {
    const { stdout } = await execFileP(
      'wrk',
      ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '60s', '-s', script, base],
      { env: { ...process.env, BENCH_PATHS: pathsFile, BENCH_TOKEN: token }, maxBuffer: 1 << 24 },
    );
    const r = JSON.parse(stdout.trim().split('\n').pop()!);
    // wrk reports 0 ms percentiles when no request completed: that is no figure, not a fast one.
    const q = (v: number) => (r.requests > 0 ? v : NaN);
    return {
      rps: r.requests / r.seconds,
      p50: q(r.p50),
      p95: q(r.p95),
      p99: q(r.p99),
      requests: r.requests,
      errors: r.errors,
      unanswered: Math.max(0, r.sent - r.requests),
    };
  }
  const { stdout } = await execFileP(
    process.execPath,
    [
      '--import',
      'tsx',
      new URL('../load.ts', import.meta.url).pathname,
      base,
      pathsFile,
      token,
      String(connections),
      String(seconds),
    ],
    { maxBuffer: 1 << 28 },
  );
  const r = JSON.parse(stdout.trim().split('\n').pop()!) as {
    times: number[];
    seconds: number;
    errors: number;
  };
  const t = r.times.sort((a, b) => a - b);
  return {
    rps: t.length / r.seconds,
    p50: percentile(t, 50),
    p95: percentile(t, 95),
    p99: percentile(t, 99),
    requests: t.length,
    errors: r.errors,
    unanswered: 0,
  };
}

/**
 * Waits until the server has finished what the run left: wrk closes its connections at the end,
 * but the requests already taken keep their database work going, and that would be counted
 * against the next run (the anchor's and the next target's). One more request queues behind
 * them; then, where the app reports it (kit/appServer.ts), until no statement runs or waits for
 * a connection twice in a row. Returns how long it took, ms.
 */
async function drain(base: string, token: string, path: string) {
  const t0 = performance.now();
  await fetch(base + path, { headers: token ? { 'x-token': token } : {} })
    .then((r) => r.arrayBuffer())
    .catch(() => undefined);
  for (let idle = 0; idle < 2 && performance.now() - t0 < 300_000;) {
    const busy = await fetch(`${base}/api/__bench/busy`)
      .then(async (r) => (r.ok ? ((await r.json()) as { busy: number }).busy : 0))
      .catch(() => 0);
    idle = busy === 0 ? idle + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
  return performance.now() - t0;
}

const pathsFileOf = (paths: string[]) => {
  const f = join(dir, `paths-${++files}.txt`);
  writeFileSync(f, paths.join('\n') + '\n');
  return f;
};

/**
 * The target under `connections` concurrent connections for `reps` runs of `seconds` each, every
 * run right after one of the bare anchor, so both see the same moment of a shared machine; each
 * request a random path of `paths`. One 2 s warm-up run first (JIT, pools). Prints one line a run.
 */
export async function measure(target: Target, opts: MeasureOptions): Promise<Measurement> {
  const connections = opts.connections ?? 50;
  const minSeconds = opts.seconds ?? 4;
  const reps = opts.reps ?? 3;
  const file = pathsFileOf(opts.paths);
  const anchorFile = pathsFileOf([opts.anchor.path]);
  const token = target.token ?? '';
  const warm = await run(target.base, file, token, connections, 2);
  await drain(target.base, token, opts.paths[0]!);
  // wrk counts only the requests that completed: a slow target runs long enough for every
  // connection to complete about five, so its percentiles are not those of the fast few alone.
  // A warm-up in which fewer requests than connections completed gives no rate to go by.
  const seconds =
    warm.requests < connections
      ? 30
      : Math.min(30, Math.max(minSeconds, Math.ceil((5 * connections) / Math.max(warm.rps, 1))));
  const runs: Run[] = [];
  const anchorRuns: Run[] = [];
  const loads: number[] = [];
  const writes: WriteFigures[] = [];
  let loadText = '';
  for (let rep = 1; rep <= reps; rep++) {
    const a = await run(opts.anchor.base, anchorFile, '', connections, minSeconds);
    anchorRuns.push({ ...a, backlogMs: 0 });
    loads.push(loadNow());
    loadText ||= loadAverage();
    opts.writes?.start();
    const answered = await run(target.base, file, token, connections, seconds);
    const w = await opts.writes?.stop();
    if (w) writes.push(w);
    const backlog = await drain(target.base, token, opts.paths[0]!);
    const r: Run = { ...answered, backlogMs: backlog };
    runs.push(r);
    console.log(
      `  rep ${rep} ${target.name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)}, p95 ${r.p95.toFixed(1)}, ` +
        `p99 ${r.p99.toFixed(1)} ms, ${r.errors} errors | bare ${a.rps.toFixed(0)} req/s` +
        `${w ? ` | ${w.writes} writes (${w.errors} failed), median ${w.ms.median.toFixed(0)} ms` : ''}` +
        `${r.requests === 0 ? ` | no request completed in ${seconds} s` : ''}` +
        `${r.unanswered ? ` | ${r.unanswered} unanswered at the end` : ''}` +
        `${backlog > 1000 ? ` | the server took ${(backlog / 1000).toFixed(1)} s more to finish the run's requests` : ''}` +
        ` | load ${loadAverage()}`,
    );
  }
  return {
    name: target.name,
    generator,
    connections,
    seconds,
    paths: opts.paths.length,
    runs,
    anchorRuns,
    rps: spread(runs.map((r) => r.rps)),
    p50: spread(runs.map((r) => r.p50)),
    p95: spread(runs.map((r) => r.p95)),
    p99: spread(runs.map((r) => r.p99)),
    ratio: spread(runs.map((r, i) => r.rps / anchorRuns[i]!.rps)),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    requests: runs.reduce((n, r) => n + r.requests, 0),
    load: spread(loads),
    loadText,
    writes: opts.writes ? writes : undefined,
  };
}
