import { appendFileSync } from 'node:fs';
import type { Measurement } from './http.js';
import { loadAverage } from './loadAverage.js';
import type { Spread } from './stats.js';

/** One line of a bench's result table. */
export interface Row {
  target: string;
  /** The target as stated, e.g. "p95 < 50 ms". */
  goal: string;
  /** The median figure the verdict is taken on. */
  figure: string;
  /** min / median / max over the reps, n. */
  spread: string;
  /** Load average (1 min) min–max over the reps, or the three figures for a single reading. */
  load: string;
  /** Median req/s of the target ÷ the bare route's, measured in the same run. */
  bare: string;
  met: boolean | null;
  note?: string;
}

const fmt = (v: number, d = 1) => (Number.isFinite(v) ? v.toFixed(d) : '—');
export const spreadText = (s: Spread, d = 1, unit = '') =>
  `${fmt(s.min, d)} / ${fmt(s.median, d)} / ${fmt(s.max, d)}${unit} (n ${s.n})`;
const loadText = (s: Spread) => `${fmt(s.min, 2)}–${fmt(s.max, 2)}`;

/**
 * The runs in which the server fell behind: at least 5 % of the requests sent were unanswered
 * when the run stopped, and the server needed longer after it to answer them than the goal and
 * twice the answered requests' p99. wrk's percentiles leave those requests out, so they describe
 * the fast ones only. (At 50 connections about 50 requests are always in flight at the end; when
 * they are answered within the usual latency they say nothing.)
 */
const behind = (m: Measurement, goalMs: number) =>
  m.runs.filter(
    (r) =>
      r.unanswered >= 0.05 * (r.requests + r.unanswered) &&
      r.backlogMs > Math.max(goalMs, 2 * (Number.isFinite(r.p99) ? r.p99 : 0)),
  );

/** A latency target (p95 below `goalMs`) of a load measurement. */
export function latencyRow(m: Measurement, goalMs: number, note?: string): Row {
  const empty = m.runs.filter((r) => r.requests === 0);
  const late = behind(m, goalMs);
  const figure = empty.length
    ? `no request completed in ${empty.length} of ${m.runs.length} runs of ${m.seconds} s: p95 > ${m.seconds * 1000} ms`
    : late.length
      ? `the server fell behind in ${late.length} of ${m.runs.length} runs: up to ${Math.max(...late.map((r) => r.unanswered))} ` +
        `requests unanswered at the end, answered up to ${fmt(Math.max(...late.map((r) => r.backlogMs)) / 1000)} s later ` +
        `(p95 of the answered ${fmt(m.p95.median)} ms, ${fmt(m.rps.median, 0)} req/s)`
      : `p95 ${fmt(m.p95.median)} ms, ${fmt(m.rps.median, 0)} req/s${m.errors ? `, ${m.errors} errors` : ''}`;
  return {
    target: m.name,
    goal: `p95 < ${goalMs} ms`,
    figure,
    spread: spreadText(m.p95, 1, ' ms'),
    load: loadText(m.load),
    bare: fmt(m.ratio.median, 3),
    met: m.p95.median < goalMs && m.errors === 0 && empty.length === 0 && late.length === 0,
    note,
  };
}

/** A throughput target: at least `minRatio` × the bare route's req/s. */
export function ratioRow(m: Measurement, minRatio: number, note?: string): Row {
  return {
    target: m.name,
    goal: `≥ ${minRatio} × bare req/s`,
    figure: `${fmt(m.ratio.median, 3)} × bare (${fmt(m.rps.median, 0)} req/s, p95 ${fmt(m.p95.median)} ms)`,
    spread: spreadText(m.ratio, 3),
    load: loadText(m.load),
    bare: fmt(m.ratio.median, 3),
    met: m.ratio.median >= minRatio && m.errors === 0,
    note,
  };
}

/** A target of no failed request under load. */
export function errorRow(m: Measurement, note?: string): Row {
  return {
    target: m.name,
    goal: '0 errors',
    figure: `${m.errors} of ${m.requests} failed (p95 ${fmt(m.p95.median)} ms)`,
    spread: spreadText(m.p95, 1, ' ms'),
    load: loadText(m.load),
    bare: fmt(m.ratio.median, 3),
    met: m.errors === 0,
    note,
  };
}

/** A time measured call by call (ms), with its target; `bare` is "—" unless given. */
export function timeRow(
  target: string,
  times: Spread,
  limitMs: number,
  load: Spread,
  opts: { bare?: string; note?: string; on?: 'median' | 'max' } = {},
): Row {
  const on = opts.on ?? 'median';
  return {
    target,
    goal: `${on === 'max' ? 'every run' : 'median'} < ${limitMs} ms`,
    figure: `${on} ${fmt(times[on])} ms`,
    spread: spreadText(times, 1, ' ms'),
    load: loadText(load),
    bare: opts.bare ?? '—',
    met: times[on] < limitMs,
    note: opts.note,
  };
}

/** The result table of a bench (markdown, so it pastes into docs as it is). */
export function printTable(title: string, rows: Row[], notes: string[] = []): void {
  console.log(`\n### ${title} (load average now ${loadAverage()})\n`);
  console.log(
    '| target | goal | figure (median) | spread min / median / max | load (1 min) | × bare | verdict |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.target}${r.note ? ` (${r.note})` : ''} | ${r.goal} | ${r.figure} | ${r.spread} | ${r.load} | ${r.bare} | ${
        r.met === null ? '—' : r.met ? 'met' : '**missed**'
      } |`,
    );
  for (const n of notes) console.log(`\n${n}`);
  // npm run bench (all.ts) collects every bench's rows for one table at the end.
  const file = process.env.BENCH_ROWS_FILE;
  if (file) for (const r of rows) appendFileSync(file, JSON.stringify({ bench: title, ...r }) + '\n');
}

/** The rows of a table as print shows them, for all.ts's summary. */
export function printRows(rows: Array<Row & { bench: string }>): void {
  console.log('| bench | target | goal | figure (median) | spread | load (1 min) | × bare | verdict |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(
      `| ${r.bench} | ${r.target} | ${r.goal} | ${r.figure} | ${r.spread} | ${r.load} | ${r.bare} | ${
        r.met === null ? '—' : r.met ? 'met' : '**missed**'
      } |`,
    );
}
