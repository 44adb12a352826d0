import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../../src/server/db/schema/index.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { drainJobs } from '../../support/jobs.js';
import { reportWorld } from '../../support/reports/reportsApiFixtures.js';

// A fleet job whose ship fails keeps the reason per ship; Retry sends only that ship again.
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  w = await reportWorld(t);
});
afterAll(() => t.close());

const drafts = () =>
  t.db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.shipId, w.ship.id), eq(reports.regime, 'imoDcs'), eq(reports.status, 'draft')));

describe('fleet job failures', () => {
  it('a failing ship keeps its reason after its retries; Retry from the screen generates it', async () => {
    // The database refuses this ship's reports, as a real fault would.
    await t.db.execute(
      sql.raw(`
      create function refuse_ship() returns trigger language plpgsql as
        $$ begin if new.ship_id = ${w.ship.id} then raise exception 'disk full for ship ${w.ship.id}'; end if; return new; end $$`),
    );
    await t.db.execute(
      sql.raw(
        'create trigger refuse_ship before insert on reports for each row execute function refuse_ship()',
      ),
    );
    const start = await w.manager.post('/api/reports/jobs', { regime: 'imoDcs', year: 2025 });
    expect(start.status).toBe(202);
    const id = start.body.data.id as number;
    const queued = (await w.manager.get(`/api/reports/jobs/${id}`)).body.data;
    expect(queued).toMatchObject({ status: 'running', done: 0, failed: 0, regime: 'imoDcs', year: 2025 });

    await drainJobs(t);
    const failed = (await w.manager.get(`/api/reports/jobs/${id}`)).body.data;
    expect(failed).toMatchObject({ status: 'done', failed: 1 });
    expect(failed.done).toBe(failed.total);
    // The first try and three retries, each with the database's reason.
    expect(failed.failures).toEqual([
      {
        shipId: w.ship.id,
        shipName: expect.any(String),
        error: expect.stringContaining('disk full'),
        attempts: 4,
      },
    ]);
    expect(await drafts()).toHaveLength(0);
    // Only the job's starter (or an administrator) may retry it.
    expect((await w.auditor.post(`/api/reports/jobs/${id}/retry`, {})).status).toBe(404);

    await t.db.execute(sql.raw('drop trigger refuse_ship on reports'));
    const retry = await w.manager.post(`/api/reports/jobs/${id}/retry`, {});
    expect(retry.status).toBe(202);
    expect(retry.body.data).toEqual({ id, retried: 1 });
    expect((await w.manager.get(`/api/reports/jobs/${id}`)).body.data).toMatchObject({
      status: 'running',
      failed: 0,
    });
    expect(await drainJobs(t)).toBe(1);
    const done = (await w.manager.get(`/api/reports/jobs/${id}`)).body.data;
    expect(done).toMatchObject({ status: 'done', failed: 0, failures: [] });
    expect(done.done).toBe(done.total);
    expect(await drafts()).toHaveLength(1);
    // Nothing failed any more: a second Retry sends nothing.
    expect((await w.manager.post(`/api/reports/jobs/${id}/retry`, {})).body.data).toEqual({ id, retried: 0 });
  }, 120_000);
});
