/**
 * `npm run bench:upload`: parse + check of a generated 50,000-row voyage
 * workbook in a Web Worker in Chromium, against a bare parse of the same file in the same run;
 * target: parse + check within 2× the bare parse, the main thread never blocked for more than 50 ms
 * (long tasks counted by PerformanceObserver, and the longest gap of a 10 ms heartbeat).
 * Prints the figures; asserts nothing.
 */
import { build } from 'esbuild';
import * as XLSX from 'xlsx';
import { VOYAGE_SHEETS } from '../../src/domain/upload/sheets';
import { launchBrowser } from '../support/browser';
import { voyageRows, workbookOf } from '../support/uploadWorkbook';

const RECORDS = 5000; // ten rows per record: 50,000 data rows
const RUNS = Number(process.env.RUNS ?? 3);

const book = XLSX.utils.book_new();
for (const s of workbookOf(voyageRows(RECORDS), 'both', VOYAGE_SHEETS))
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([s.headers, ...s.rows]), s.name.slice(0, 31));
const bytes = new Uint8Array(
  XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
);
const rows = workbookOf(voyageRows(RECORDS)).reduce((n, s) => n + s.rows.length, 0);
console.log(`workbook: ${rows} data rows, ${(bytes.length / 1024 / 1024).toFixed(2)} MB`);

const bundled = await build({
  entryPoints: [new URL('./uploadBenchWorker.ts', import.meta.url).pathname],
  bundle: true,
  format: 'iife',
  platform: 'browser',
  write: false,
  minify: true,
  logLevel: 'silent',
});
const workerCode = bundled.outputFiles[0]!.text;

const { context, close } = await launchBrowser();
try {
  const page = await context.newPage();
  await page.goto('about:blank');
  // tsx keeps function names with an `__name` helper the page does not have.
  await page.evaluate('globalThis.__name = (f) => f');
  const results = await page.evaluate(
    async ({ code, data, runs }) => {
      const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
      // The copies the runs transfer are made before timing: copying is the harness's, not the screen's.
      const source = new Uint8Array(data);
      const copies = Array.from({ length: runs * 2 }, () => source.slice().buffer);
      const longTasks: number[] = [];
      new PerformanceObserver((l) => l.getEntries().forEach((e) => longTasks.push(e.duration))).observe({
        type: 'longtask',
        buffered: false,
      });
      let last = performance.now();
      let maxGap = 0;
      const beat = setInterval(() => {
        const now = performance.now();
        maxGap = Math.max(maxGap, now - last);
        last = now;
      }, 10);
      const run = (mode: 'bare' | 'check') =>
        new Promise<Record<string, number>>((resolve) => {
          // A worker per file, as the screen makes one; the bytes are copied, then transferred.
          const w = new Worker(url);
          const copy = copies.pop()!;
          w.onmessage = (e) => {
            w.terminate();
            resolve(e.data);
          };
          w.postMessage({ mode, bytes: copy }, [copy]);
        });
      const out: { bare: Record<string, number>[]; check: Record<string, number>[] } = {
        bare: [],
        check: [],
      };
      for (let i = 0; i < runs; i++) {
        out.bare.push(await run('bare'));
        out.check.push(await run('check'));
      }
      clearInterval(beat);
      return { ...out, longTasks, maxGap };
    },
    { code: workerCode, data: Array.from(bytes), runs: RUNS },
  );
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const bare = median(results.bare.map((r) => r.ms!));
  const check = median(results.check.map((r) => r.ms!));
  const c = results.check[0]!;
  console.log(`bare parse (XLSX.read + sheet_to_json), median of ${RUNS}: ${bare.toFixed(0)} ms`);
  console.log(
    `parse + check in the worker, median of ${RUNS}: ${check.toFixed(0)} ms (parse ${c.parseMs!.toFixed(0)} ms, check ${c.checkMs!.toFixed(0)} ms; ${c.records} records, ${c.issues} issues)`,
  );
  console.log(
    `ratio: ${(check / bare).toFixed(2)}× the bare parse (target ≤ 2×) → ${check / bare <= 2 ? 'met' : 'MISSED'}`,
  );
  console.log(
    `main thread: ${results.longTasks.length} long tasks (> 50 ms)${results.longTasks.length ? `, longest ${Math.max(...results.longTasks).toFixed(0)} ms` : ''}; longest heartbeat gap ${results.maxGap.toFixed(0)} ms`,
  );
} finally {
  await close();
}
