import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { companyPayload, shipPayload } from '../../support/fleet/fleetHelpers.js';
import { portCall } from '../../support/ledger/ledgerWriteFixtures.js';
import {
  clusterToolsMissing,
  createThrowawayCluster,
  type ThrowawayCluster,
} from '../../support/db/throwawayCluster.js';
import { startServerProcess, type ServerProcess } from '../../support/db/serverProcess.js';
import { withDb } from '../../support/testDb.js';

/**
 * PostgreSQL restarts while a ship writes its ledger (docs/architecture.md, "When the database
 * goes away"). The server runs as its own process on a cluster of its own, since the shared
 * cluster serves every other test file meanwhile. What must hold: the process lives through it,
 * calls answer 200 or 503 (503 only around the outage, with Retry-After and the stable code), the
 * server writes again once the database is back, and the ledger holds exactly the writes that
 * committed: each acknowledged one, each with its fuel and cargo rows and its system-log row.
 */
const ADMIN_PASSWORD = 'Outage#Test2026';
const WRITERS = 4;
/** A pooled connection needs a moment to notice the restarted server once it answers again. */
const RECOVERY_GRACE_MS = 1_500;

interface Call {
  ref: string;
  start: number;
  end: number;
  status: number;
  retryAfter: string | null;
  code?: string;
  message?: string;
  errors?: unknown;
}

const missing = clusterToolsMissing();
/** A time as the ledger contract writes it: minutes and an offset. */
const minutes = (ms: number) => `${new Date(ms).toISOString().slice(0, 16)}Z`;

describe('a PostgreSQL restart under ledger writes', () => {
  let cluster: ThrowawayCluster | undefined;
  let server: ServerProcess | undefined;
  let dbUrl: string;
  let key: string;
  let shipImo: string;

  beforeAll(async () => {
    if (missing) return;
    cluster = await createThrowawayCluster();
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('create database eeoi');
    await admin.end();
    dbUrl = withDb(cluster.url, 'eeoi');
    server = await startServerProcess({
      DATABASE_URL: dbUrl,
      EEOI_ADMIN_PASSWORD: ADMIN_PASSWORD,
      EEOI_DEMO: 'off',
      EEOI_CAPTCHA: 'off',
      EEOI_LOGIN_RATE_PER_MIN: '10000',
      EEOI_LOG_LEVEL: 'error',
    });
    const call = async (url: string, body: unknown, token?: string) => {
      const res = await fetch(`${server!.base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
        body: JSON.stringify(body),
      });
      const json = (await res.json()) as { success: boolean; data: any };
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(json)}`);
      return json.data;
    };
    const { token } = await call('/api/login', { username: 'admin', password: ADMIN_PASSWORD });
    const company = await call('/api/fleet/companies', companyPayload(), token);
    const ship = await call('/api/fleet/ships', shipPayload(company.id), token);
    shipImo = ship.imo;
    ({ key } = await call('/api/system/api-keys', { name: 'outage load', shipId: ship.id }, token));
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await cluster?.drop();
  }, 60_000);

  it('keeps the process up, answers 503 only while the database is down, and writes all or nothing', async () => {
    if (missing) expect.fail(`cannot restart a throw-away PostgreSQL here: ${missing}`);
    const s = server!;
    const calls: Call[] = [];
    let n = 0;
    // Each call is one new port call with a unique reference; ROBs fall with time, so every
    // write is valid whatever order the writers' calls land in.
    const write = async (): Promise<Call> => {
      const i = ++n;
      const ref = `LOAD-${i}`;
      const at = Date.UTC(2024, 0, 1) + i * 3_600_000;
      const rob = 10_000 - i * 0.01;
      const record = portCall(shipImo, ref, {
        voyageNo: 'L1',
        port: 'SGSIN',
        arrival: minutes(at),
        departure: minutes(at + 1_800_000),
        distanceNm: 10,
        cargo: { arrival: { cargoT: 1 }, departure: { cargoT: 1 } },
        fuels: [{ fuel: '11', robArrivalT: rob, robDepartureT: rob - 0.001 }],
      });
      const start = performance.now();
      try {
        const res = await fetch(`${s.base}/api/voyage-data`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${key}`,
            'content-type': 'application/json',
            'accept-language': 'zh',
          },
          body: JSON.stringify({ records: [record] }),
          signal: AbortSignal.timeout(20_000),
        });
        const body = (await res.json().catch(() => ({}))) as {
          code?: string;
          message?: string;
          errors?: unknown;
        };
        const { code, message, errors } = body;
        const retryAfter = res.headers.get('retry-after');
        return { ref, start, end: performance.now(), status: res.status, retryAfter, code, message, errors };
      } catch (err) {
        // No answer at all: the connection broke (the process ended, or dropped the socket).
        return { ref, start, end: performance.now(), status: 0, retryAfter: null, code: String(err) };
      }
    };

    let stop = false;
    const writer = async () => {
      while (!stop && s.alive()) {
        const c = await write();
        calls.push(c);
        // A refused call retries soon, as a client would, without spinning on a dead database.
        if (c.status !== 200) await new Promise((r) => setTimeout(r, 50));
      }
    };
    const loops = Array.from({ length: WRITERS }, writer);
    const okCount = (after: number) => calls.filter((c) => c.status === 200 && c.start > after).length;
    const until = async (done: () => boolean, ms: number) => {
      const deadline = performance.now() + ms;
      while (!done() && s.alive() && performance.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
    };

    // Writes flowing before the restart, then the restart in the middle of them.
    await until(() => okCount(0) >= 8, 10_000);
    const down = performance.now();
    await cluster!.restart();
    const up = performance.now();
    // Writes flowing again afterwards.
    await until(() => okCount(up + RECOVERY_GRACE_MS) >= 8, 10_000);
    stop = true;
    await Promise.all(loops);

    const by = (status: number) => calls.filter((c) => c.status === status);
    const other = calls.filter((c) => c.status !== 200 && c.status !== 503);
    expect(s.alive(), `the server process ended:\n${s.output()}`).toBe(true);
    expect(
      other.map((c) => `${c.ref} ${c.status} ${c.code} ${JSON.stringify(c.errors)}`),
      `calls neither written nor refused as an outage; the server said:\n${s.output()}`,
    ).toEqual([]);
    expect(okCount(0) - okCount(down), 'acknowledged writes before the restart').toBeGreaterThan(0);
    expect(okCount(up + RECOVERY_GRACE_MS), 'acknowledged writes after the restart').toBeGreaterThanOrEqual(
      8,
    );
    // The outage was met, and only the outage: no 503 began once the database had been back a
    // moment, none ended before the restart began.
    const refused = by(503);
    expect(refused.length, 'calls that met the outage').toBeGreaterThan(0);
    for (const c of refused) {
      expect(c.end, `${c.ref} answered 503 before the restart`).toBeGreaterThan(down);
      expect(c.start, `${c.ref} answered 503 after the recovery`).toBeLessThan(up + RECOVERY_GRACE_MS);
      expect(c.retryAfter).toBe('5');
      expect(c.code).toBe('db.unavailable');
      expect(c.message).toBe('数据库暂时不可用，请稍后再试');
    }

    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    try {
      const { rows: records } = await db.query<{ ref: string; fuels: number; cargo: number }>(
        `select r.ref_code as ref,
                (select count(*)::int from voyage_record_fuels f where f.record_id = r.id) as fuels,
                (select count(*)::int from voyage_record_cargo c where c.record_id = r.id) as cargo
           from voyage_records r join ships s on s.id = r.ship_id where s.imo = $1`,
        [shipImo],
      );
      const stored = new Set(records.map((r) => r.ref));
      // Every acknowledged write is there; a refused one may have committed before its answer was
      // lost (the commit reached the server, the reply did not), but then it is whole too.
      expect(
        by(200)
          .filter((c) => !stored.has(c.ref))
          .map((c) => c.ref),
      ).toEqual([]);
      expect(records.filter((r) => r.fuels !== 1 || r.cargo !== 2)).toEqual([]);
      // The system-log row commits with the write: one success row per stored record, no more.
      const { rows: logs } = await db.query<{ n: number }>(
        `select count(*)::int as n from system_logs
          where username like 'api-key %' and action = 'POST /api/voyage-data' and outcome = 'success'`,
      );
      expect(logs[0].n).toBe(records.length);
    } finally {
      await db.end();
    }
    const health = await fetch(`${s.base}/api/health`);
    expect(health.status).toBe(200);
    expect(s.alive()).toBe(true);
  }, 60_000);
});
