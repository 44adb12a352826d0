import { performance } from 'node:perf_hooks';
import { DEMO_SHIPS } from '../../../src/server/db/seed/demoFleetData.js';
import { call } from './app.js';
import { demoShipYear, ferry, ferryShipYear, refCodesOf } from './shipYear.js';
import { spread, type Spread } from './stats.js';

export interface WriteFigures {
  writes: number;
  errors: number;
  /** The timed part of each write, ms. */
  ms: Spread;
  times: number[];
  /** The first failure's message, if any. */
  error?: string;
}

export interface Writer {
  label: string;
  /** Writes one after another, `pauseMs` apart, until stop(). */
  start(): void;
  stop(): Promise<WriteFigures>;
}

/** A loop of `step` (which returns the ms to count) until stopped, `pauseMs` between steps. */
function writerLoop(label: string, pauseMs: number, step: (n: number) => Promise<number>): Writer {
  let stopping = false;
  let running: Promise<WriteFigures> | undefined;
  let n = 0;
  const loop = async (): Promise<WriteFigures> => {
    const times: number[] = [];
    let errors = 0;
    let error: string | undefined;
    while (!stopping) {
      try {
        times.push(await step(++n));
      } catch (e) {
        errors++;
        error ??= String(e);
      }
      await new Promise((r) => setTimeout(r, pauseMs));
    }
    return { writes: times.length + errors, errors, ms: spread(times), times, error };
  };
  return {
    label,
    start() {
      stopping = false;
      running = loop();
    },
    async stop() {
      stopping = true;
      return (await running) ?? { writes: 0, errors: 0, ms: spread([]), times: [] };
    },
  };
}

const timed = async (f: () => Promise<unknown>) => {
  const t0 = performance.now();
  await f();
  return performance.now() - t0;
};

/**
 * A writer loop through the real ledger write API (POST /api/voyage-data), beside a read load:
 * each write changes the distance of one port call of a demo ship (not the ferry the ledger bench
 * writes), so the ship's legs are rebuilt and the write's statement triggers bump the statistics
 * revision the cached statistics answers are keyed on, as any ledger write in production does.
 */
export async function ledgerWriter(base: string, token: string, pauseMs = 250): Promise<Writer> {
  const ship = await firstWritableShip(base, token);
  return writerLoop(
    `ledger writes of ${ship.body.records.length} port calls, ${pauseMs} ms apart`,
    pauseMs,
    (n) => timed(() => ship.write(n)),
  );
}

/** One small ledger write (the ledgerWriter's), once: what bumps the statistics revision. */
export async function oneLedgerWrite(base: string, token: string, n: number) {
  await (await firstWritableShip(base, token)).write(n);
}

/**
 * The ferry's whole ship-year written (timed: every item created) and deleted again (not timed),
 * over and over: the write target's operation beside a read load.
 */
export function shipYearWriter(base: string, token: string, pauseMs = 250): Writer {
  const body = ferryShipYear();
  const refCodes = refCodesOf(body);
  return writerLoop(
    `ship-year writes of ${body.records.length} records (created, then deleted)`,
    pauseMs,
    async () => {
      const ms = await timed(() => call(base, token, '/api/voyage-data', { method: 'POST', body }));
      await call(base, token, '/api/voyage-data', {
        method: 'DELETE',
        body: { ship: body.records[0]!.ship, refCodes },
      });
      return ms;
    },
  );
}

interface WritableShip {
  body: { records: ReturnType<typeof demoShipYear>['records'] };
  /** Writes the port calls with the third one's distance changed by `n % 2` nm: a real change. */
  write(n: number): Promise<unknown>;
}

const writable = new Map<string, WritableShip>();

/** The first six port calls of the first demo ship (other than the ferry) the user may write. */
async function firstWritableShip(base: string, token: string): Promise<WritableShip> {
  const known = writable.get(base);
  if (known) return known;
  for (const demo of DEMO_SHIPS.filter((s) => s !== ferry)) {
    const body = { records: demoShipYear(demo).records.slice(0, 6) };
    const record = body.records[2]!;
    const distance = record.distanceNm ?? 100;
    const ship: WritableShip = {
      body,
      write: (n) => {
        record.distanceNm = distance + (n % 2);
        return call(base, token, '/api/voyage-data', { method: 'POST', body });
      },
    };
    try {
      await ship.write(0);
      writable.set(base, ship);
      return ship;
    } catch {
      // out of the user's scope: the next one
    }
  }
  throw new Error('no demo ship the bench user may write');
}
