/**
 * `npm run bench:upload`: the upload screen (`/MRVReport/UploadMRVReport`) of the built client,
 * served by the app on a fresh seeded database, in Chromium. A ship manager chooses a generated
 * 50,000-row voyage workbook with 10,000 problems for a ship of the demo fleet; the bench times
 * from the file input's change event to the problem table painted (worker start, parse, hash, the
 * port look-up, every check, the machine and the render), and compares it with a bare parse of the
 * same bytes (`XLSX.read` + `sheet_to_json` in a worker made in the same page: reading the file,
 * starting the worker, parsing). Targets: the screen's check within 2× the bare parse; no
 * main-thread task over 50 ms from the file chosen to the result shown (PerformanceObserver
 * `longtask`, and the longest gap of a 10 ms heartbeat). Runs are interleaved (bare, screen);
 * prints min / median / max and the load average; asserts nothing.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { loadAverage } from './kit/loadAverage.js';
import { spread } from './kit/stats.js';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { build } from 'esbuild';
import * as XLSX from 'xlsx';
import { checkWorkbook } from '../../src/domain/upload/checks';
import { VOYAGE_SHEETS } from '../../src/domain/upload/sheets';
import { XLSX_MAX_BYTES } from '../../src/domain/schemas/uploads';
import { ensureClient } from '../../src/server/ensureClient';
import up from '../../src/i18n/uploads/en.json';
import { createTestApp, DEMO_PASSWORD, loginAs } from '../support/app';
import { launchBrowser } from '../support/browser';
import { voyageRows, workbookOf, type Rows } from '../support/uploadWorkbook';

const RECORDS = 5000; // ten rows per record: 50,000 data rows
const PROBLEMS = 10_000;
const RUNS = Number(process.env.RUNS ?? 5);
const LONG_TASK_MS = 50;

/** min / median / max in whole milliseconds. */
const spreadText = (xs: number[]) => {
  const s = spread(xs);
  return [s.min, s.median, s.max].map((n) => n.toFixed(0)).join(' / ');
};

/**
 * The valid generated workbook for ship `imo`, with four kinds of problem on 2,500 rows each, in
 * four sheets: a yes/no cell that is neither, a quantity in another unit, a ROB that is not a number,
 * a negative consumption.
 */
function badRows(imo: string): Rows {
  const rows = voyageRows(RECORDS);
  rows.records!.forEach((r, i) => {
    r.ship = imo;
    if (i % 2 === 0) r.inPortLimits = 'maybe';
  });
  for (let i = 0; i < RECORDS; i++) {
    if (i % 2 === 0) rows.bunkers![2 * i]!.tonnes = '30 kg';
    else {
      rows.fuels![2 * i]!.robArrivalT = 'lots';
      rows.consumers![3 * i]!.atSeaT = -1;
    }
  }
  return rows;
}

/**
 * The workbook as Excel stores it: SheetJS's own deflate leaves a 50,000-row file at 3 MB, over
 * the screen's 2 MB limit for Excel files, where Excel's (zlib's) deflate makes about 1 MB. The
 * parts SheetJS wrote, zipped again with zlib at level 9.
 */
function zipLikeExcel(xlsx: Buffer): Buffer {
  // SheetJS declares its zip reader as `any`; the two fields read here, typed.
  const cfb = XLSX.CFB.read(xlsx, { type: 'buffer' }) as {
    FullPaths: string[];
    FileIndex: { name: string; type: number; content: Uint8Array }[];
  };
  const root = cfb.FullPaths[0]!;
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  cfb.FileIndex.forEach((entry, i) => {
    // Files only; SheetJS's own marker entry starts with \x01.
    if (entry.type !== 2 || entry.name.startsWith('\x01')) return;
    const name = Buffer.from(cfb.FullPaths[i]!.slice(root.length));
    const data = Buffer.from(entry.content);
    const packed = deflateRawSync(data, { level: 9 });
    const sums = [crc32(data), packed.length, data.length];
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0x21, 12); // 1 Jan 1980
    sums.forEach((n, k) => local.writeUInt32LE(n >>> 0, 14 + 4 * k));
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0x21, 14);
    sums.forEach((n, k) => central.writeUInt32LE(n >>> 0, 16 + 4 * k));
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  });
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

console.log(`load average at start: ${loadAverage()}`);
ensureClient(process.cwd());
const server = await createTestApp({ clientDir: 'dist/client' });
await server.app.listen({ port: 0, host: '127.0.0.1' });
const address = server.app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const token = await loginAs(server.app, 'demo_manager', DEMO_PASSWORD);
const ships = (
  await server.app.inject({ url: '/api/fleet/ships?size=100', headers: { 'x-token': token } })
).json().data.items as { id: number; imo: string | null }[];
const ship = ships.find((s) => s.imo)!;

const workbook = workbookOf(badRows(ship.imo!), 'both', VOYAGE_SHEETS);
// The count the screen must show, from the same checks run here (the generated ports are known).
const expected = checkWorkbook('voyage', workbook, {
  dictionaries: { ports: new Set(['CNSHA', 'SGSIN']), fuels: null },
  shipRefs: [ship.imo!],
}).issues.length;
if (expected !== PROBLEMS)
  throw new Error(`bench:upload: the workbook has ${expected} problems, not ${PROBLEMS}`);
const book = XLSX.utils.book_new();
for (const s of workbook)
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([s.headers, ...s.rows]), s.name.slice(0, 31));
const bytes = zipLikeExcel(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
if (bytes.length > XLSX_MAX_BYTES) throw new Error(`bench:upload: the workbook is over the screen's limit`);
const dir = mkdtempSync(join(tmpdir(), 'eeoi-bench-upload-'));
const file = join(dir, 'voyage-bench.xlsx');
writeFileSync(file, bytes);
const dataRows = workbook.reduce((n, s) => n + s.rows.length, 0);
console.log(
  `workbook: ${dataRows} data rows, ${(bytes.length / 1024 / 1024).toFixed(2)} MB, ${expected} problems; ship ${ship.imo}`,
);

const workerCode = (
  await build({
    entryPoints: [new URL('./uploadBenchWorker.ts', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    minify: true,
    logLevel: 'silent',
  })
).outputFiles[0]!.text;

/** The problem table's accessible name, whatever the count (the English texts). */
const HEADING = `^${up.errors.heading_other.replace('{{count}}', '(\\d+)')}$`;

interface ScreenRun {
  ms: number;
  longTasks: number[];
  maxGap: number;
  count: number;
  rendered: number;
  messages: string[];
}

const { context, close } = await launchBrowser();
const figures = {
  bare: [] as number[],
  parse: [] as number[],
  screen: [] as ScreenRun[],
  read: [] as number[],
  check: [] as number[],
};
try {
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Username').fill('demo_manager');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL('**/dashboard');
  // tsx keeps function names with an `__name` helper the page does not have.
  const pageHelpers = 'globalThis.__name = (f) => f';

  for (let run = 1; run <= RUNS; run++) {
    await page.goto(`${base}/MRVReport/UploadMRVReport?kind=voyage&shipId=${ship.id}`);
    await page.getByRole('heading', { name: up.title }).waitFor();
    // The ship's IMO number reaches the machine once the ship list is in.
    await page.waitForFunction(
      (id) => [...document.querySelectorAll('select')].some((s) => s.value === id),
      String(ship.id),
    );
    await page.waitForLoadState('networkidle');
    await page.evaluate(pageHelpers);

    // The anchor: the same bytes, read from a File, parsed bare in a worker made for them.
    const bare = await page.evaluate(
      async ({ code, b64, shipRefs }) => {
        const url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
        const data = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const file = new File([data], 'voyage-bench.xlsx');
        const job = (mode: 'bare' | 'check') =>
          new Promise<Record<string, number>>((resolve) => {
            void file.arrayBuffer().then((buffer) => {
              const w = new Worker(url);
              w.onmessage = (e) => {
                w.terminate();
                resolve(e.data);
              };
              w.postMessage({ mode, bytes: buffer, shipRefs, ports: ['CNSHA', 'SGSIN'] }, [buffer]);
            });
          });
        const t0 = performance.now();
        const r = await job('bare');
        const ms = performance.now() - t0;
        const split = await job('check');
        return { ms, parseMs: r.ms!, rows: r.rows!, readMs: split.readMs!, checkMs: split.checkMs! };
      },
      { code: workerCode, b64: bytes.toString('base64'), shipRefs: [ship.imo!] },
    );
    figures.bare.push(bare.ms);
    figures.parse.push(bare.parseMs);
    figures.read.push(bare.readMs);
    figures.check.push(bare.checkMs);

    // The screen: observers set before the file is chosen; the clock starts at its change event.
    await page.evaluate(
      ({ heading, limit }) => {
        const pattern = new RegExp(heading);
        const tasks: PerformanceEntry[] = [];
        // Where the main thread's time goes on each message of the screen's worker: reading the
        // message (structured clone) and the screen's handler (machine and render).
        const messages: string[] = [];
        const Base = window.Worker;
        window.Worker = class extends Base {
          constructor(url: string | URL, options?: WorkerOptions) {
            super(url, options);
            this.addEventListener('message', (e) => {
              const t = performance.now();
              const type = (e.data as { type: string }).type;
              messages.push(`${type} read ${(performance.now() - t).toFixed(0)}`);
            });
          }
          override set onmessage(handler: ((e: MessageEvent) => unknown) | null) {
            super.onmessage =
              handler &&
              ((e: MessageEvent) => {
                const t = performance.now();
                const r = handler.call(this, e);
                messages.push(`handled ${(performance.now() - t).toFixed(0)}`);
                return r;
              });
          }
        };
        new PerformanceObserver((l) => tasks.push(...l.getEntries())).observe({ type: 'longtask' });
        let t0 = 0;
        let last = 0;
        let maxGap = 0;
        let beat: ReturnType<typeof setInterval> | undefined;
        document.addEventListener(
          'change',
          (e) => {
            if (!(e.target instanceof HTMLInputElement) || e.target.type !== 'file') return;
            t0 = last = performance.now();
            beat = setInterval(() => {
              const now = performance.now();
              maxGap = Math.max(maxGap, now - last);
              last = now;
            }, 10);
          },
          true,
        );
        (window as unknown as { benchShown: Promise<unknown> }).benchShown = new Promise(
          (resolve, reject) => {
            // A refused or failed file shows no table: say what the screen shows instead.
            setTimeout(() => reject(new Error(document.body.innerText.slice(0, 2000))), 300_000);
            const seen = new MutationObserver(() => {
              const table = [...document.querySelectorAll('table[aria-label]')].find((t) =>
                pattern.test(t.getAttribute('aria-label')!),
              );
              if (!table || !t0) return;
              seen.disconnect();
              // Shown: the frame with the table has been produced.
              requestAnimationFrame(() =>
                setTimeout(() => {
                  const shown = performance.now();
                  clearInterval(beat);
                  maxGap = Math.max(maxGap, shown - last);
                  // Long-task entries arrive after their task; give them a moment.
                  setTimeout(
                    () =>
                      resolve({
                        ms: shown - t0,
                        longTasks: tasks
                          .filter((t) => t.startTime >= t0 && t.startTime < shown && t.duration > limit)
                          .map((t) => t.duration),
                        maxGap,
                        count: Number(pattern.exec(table.getAttribute('aria-label')!)![1]),
                        rendered: table.querySelectorAll('tbody tr').length,
                        messages,
                      }),
                    300,
                  );
                }, 0),
              );
            });
            seen.observe(document.body, { childList: true, subtree: true });
          },
        );
      },
      { heading: HEADING, limit: LONG_TASK_MS },
    );
    await page.locator('input[type=file]').setInputFiles(file);
    const screen = (await page.evaluate(
      () => (window as unknown as { benchShown: Promise<unknown> }).benchShown,
    )) as ScreenRun;
    figures.screen.push(screen);
    console.log(
      `run ${run}: bare parse ${bare.ms.toFixed(0)} ms (${bare.parseMs.toFixed(0)} in the worker; ${bare.rows} rows); screen ${screen.ms.toFixed(0)} ms to ` +
        `${screen.count} problems shown (${screen.rendered} table rows in the DOM); ` +
        `${screen.longTasks.length} long tasks${screen.longTasks.length ? ` (${screen.longTasks.map((d) => d.toFixed(0)).join(', ')} ms)` : ''}, ` +
        `longest heartbeat gap ${screen.maxGap.toFixed(0)} ms; load average ${loadAverage()}`,
    );
    console.log(
      `  main thread per worker message (ms): ${screen.messages.filter((m) => !m.startsWith('progress')).join(', ')}`,
    );
  }
} finally {
  await close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
}

const median = (xs: number[]) => spread(xs).median;
const ratio = (anchor: number[]) => {
  const r = figures.screen.map((s, i) => s.ms / anchor[i]!);
  return `${r.map((x) => x.toFixed(2)).join(', ')}; median ${median(r).toFixed(2)}× (target ≤ 2×) → ${median(r) <= 2 ? 'met' : 'MISSED'}`;
};
const longTasks = figures.screen.flatMap((s) => s.longTasks);
console.log(`\n${RUNS} runs, min / median / max (ms):`);
console.log(`  bare parse in a worker (file read, worker start, parse):   ${spreadText(figures.bare)}`);
console.log(`    of which the parse, timed inside the worker:              ${spreadText(figures.parse)}`);
console.log(
  `  upload screen, file chosen → ${PROBLEMS} problems shown:    ${spreadText(figures.screen.map((s) => s.ms))}`,
);
console.log(
  `    inside a worker of the bench: upload reader ${spreadText(figures.read)}, checks ${spreadText(figures.check)}`,
);
console.log(`  screen / bare parse, per run: ${ratio(figures.bare)}`);
// The stricter anchor: the parse alone (no file read, no worker start).
console.log(`  screen / the parse inside the worker, per run: ${ratio(figures.parse)}`);
console.log(
  `  main thread: ${longTasks.length} tasks over ${LONG_TASK_MS} ms in ${RUNS} runs` +
    `${longTasks.length ? ` (longest ${Math.max(...longTasks).toFixed(0)} ms)` : ''} → ` +
    `${longTasks.length ? 'MISSED' : 'met'}; longest heartbeat gap per run ${spreadText(figures.screen.map((s) => s.maxGap))}`,
);
console.log(`load average at end: ${loadAverage()}`);
