import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seedDemoStory,
  RETURN_REASON,
  type DemoStoryResult,
} from '../../../src/server/db/seed/demoStory/index.js';
import { DEMO_SHIPS } from '../../../src/server/db/seed/demoFleetData.js';
import { seedDemoVoyages } from '../../../src/server/db/seed/demoVoyages/seed.js';
import { enqueueUnratedShipYears } from '../../../src/server/services/derived/recompute.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client, type Client } from '../../support/fleet/fleetHelpers.js';
import { drainJobs } from '../../support/jobs.js';

/**
 * The demo's story on a fresh database (what the first start runs after the demo voyages): a
 * company in mid-cycle. Test databases are seeded without voyages or story; this file runs both
 * itself, with the first start's clock fixed in late November, and drains the recomputations the
 * story queued as the job engine would.
 */
const NOW = Date.parse('2026-11-29T08:00:00Z');
const THIS_YEAR = 2026;
const LAST_YEAR = THIS_YEAR - 1;

let t: TestApp;
let story: DemoStoryResult;
let as: Record<'admin' | 'company' | 'manager' | 'verifier' | 'authority', Client>;

const rows = async <R>(q: ReturnType<typeof sql>) => (await t.db.execute(q)).rows as R[];

beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(NOW - t.clock.now().getTime());
  await seedDemoVoyages(t.db, NOW);
  story = await seedDemoStory(t.db, NOW);
  await enqueueUnratedShipYears(t.db);
  await drainJobs(t);
  const [admin, company, manager, verifier, authority] = await Promise.all(
    ['admin', 'demo_company', 'demo_manager', 'demo_class', 'demo_authority'].map((u) => client(t.app, u)),
  );
  as = { admin, company, manager, verifier, authority };
  console.info(`demo story: ${(story.ms / 1000).toFixed(1)} s`, JSON.stringify({ ...story, ms: undefined }));
}, 600_000);
afterAll(() => t?.close());

describe('demo story at first start', () => {
  it('locks every voyage of the past years and leaves the current year open', async () => {
    const [v] = await rows<{ past_open: number; past_locked: number; current_open: number }>(sql`
      select count(*) filter (where start_at < ${new Date(Date.UTC(THIS_YEAR, 0, 1))} and status <> 'locked')::int past_open,
             count(*) filter (where start_at < ${new Date(Date.UTC(THIS_YEAR, 0, 1))} and status = 'locked')::int past_locked,
             count(*) filter (where start_at >= ${new Date(Date.UTC(THIS_YEAR, 0, 1))} and status <> 'locked')::int current_open
        from voyages`);
    expect(v).toMatchObject({ past_open: 0 });
    expect(v!.past_locked).toBe(story.voyagesLocked);
    expect(v!.current_open).toBeGreaterThan(DEMO_SHIPS.length * 5);
    // Each lock is the voyage-lock chart's transition, with its history row and actor.
    const [h] = await rows<{ n: number }>(
      sql`select count(*)::int n from state_history where entity = 'voyage' and event = 'lock' and actor is not null`,
    );
    expect(h!.n).toBe(story.voyagesLocked);
  });

  it("confirms the past years' reports, with the history of who filed and who verified", async () => {
    const reports = await rows<{ id: number; year: number; status: string }>(
      sql`select id, year, status from reports where regime = 'imoDcs' order by year, id`,
    );
    const past = reports.filter((r) => r.year < LAST_YEAR);
    expect(past.length).toBeGreaterThanOrEqual(DEMO_SHIPS.length);
    expect(new Set(past.map((r) => r.status))).toEqual(new Set(['confirmed']));
    expect(past.length).toBe(story.byRegime.imoDcs.confirmed);
    const history = (await as.admin.get(`/api/reports/${past[0]!.id}/history`)).data;
    const events = (history.items ?? history).map((h: { event: string; role: string }) => [h.event, h.role]);
    expect(events).toEqual(
      expect.arrayContaining([
        ['generate', expect.any(String)],
        ['lock', expect.any(String)],
        ['submit', expect.any(String)],
        ['confirm', 'class_society'],
      ]),
    );
  });

  it("puts last year's reports with the verifier and returns one with its reason", async () => {
    const last = await rows<{ id: number; status: string }>(
      sql`select id, status from reports where regime = 'imoDcs' and year = ${LAST_YEAR}`,
    );
    expect(last.filter((r) => r.status === 'submitted')).toHaveLength(story.byRegime.imoDcs.inVerification);
    expect(story.byRegime.imoDcs.inVerification).toBeGreaterThanOrEqual(DEMO_SHIPS.length - 1);
    const inbox = (await as.verifier.get('/api/reports/inbox')).data;
    expect(inbox.total ?? inbox.items?.length ?? inbox.length).toBe(story.inVerification);
    const returned = story.returned!;
    expect(last.find((r) => r.id === returned.reportId)?.status).toBe('draft');
    const [back] = await rows<{ comment: string; role: string }>(sql`
      select comment, role from state_history
       where entity = 'report' and entity_id = ${String(returned.reportId)} and event = 'return'`);
    expect(back).toEqual({ comment: RETURN_REASON, role: 'class_society' });
    // The company user meets it: the ship is in its scope.
    expect((await as.company.get(`/api/reports/${returned.reportId}`)).status).toBe(200);
    // Nothing of the current year is filed.
    const [current] = await rows<{ n: number }>(
      sql`select count(*)::int n from reports where year = ${THIS_YEAR}`,
    );
    expect(current!.n).toBe(0);
  });

  it.each(['euMrv', 'fuelEu', 'ukMrv'] as const)(
    '%s: the ships trading to its ports are filed too: confirmed, with the verifier, one returned',
    async (regime) => {
      const story_ = story.byRegime[regime];
      const reports = await rows<{ id: number; year: number; status: string }>(
        sql`select id, year, status from reports where regime = ${regime} order by year, id`,
      );
      expect(reports.length).toBeGreaterThan(0);
      const past = reports.filter((r) => r.year < LAST_YEAR);
      expect(new Set(past.map((r) => r.status))).toEqual(new Set(past.length ? ['confirmed'] : []));
      expect(past).toHaveLength(story_.confirmed);
      // FuelEU applies from 2025: no past year to confirm in a 2026 demo.
      if (regime !== 'fuelEu') expect(story_.confirmed).toBeGreaterThan(0);
      const last = reports.filter((r) => r.year === LAST_YEAR);
      expect(last.filter((r) => r.status === 'submitted')).toHaveLength(story_.inVerification);
      expect(story_.returned).not.toBeNull();
      expect(last.find((r) => r.id === story_.returned!.reportId)?.status).toBe('draft');
      // Filed through the lifecycle: the history of each report has its events and actors.
      const one = past[0] ?? last.find((r) => r.status === 'submitted')!;
      const history = (await as.admin.get(`/api/reports/${one.id}/history`)).data;
      const events = (history.items ?? history).map((h: { event: string }) => h.event);
      expect(events).toEqual(expect.arrayContaining(['generate', 'lock', 'submit']));
      // The company user sees its hub in mid-cycle: a returned draft to correct, reports with the verifier.
      const hub = (await as.company.get(`/api/reports/hub?year=${LAST_YEAR}&regime=${regime}`)).data;
      const statuses = JSON.stringify(hub);
      expect(statuses).toMatch(/"draft"/);
      expect(statuses).toMatch(/"submitted"/);
    },
  );

  it('publishes a notice, a circular with its file, a software package and the certification text', async () => {
    const pub = async (url: string) => (await t.app.inject({ method: 'GET', url })).json().data;
    const docs = await pub('/api/public/documents?page=1&size=20');
    const types = docs.items.map((d: { docType: number }) => d.docType);
    expect(types).toEqual(expect.arrayContaining([1, 4, 5]));
    const software = await pub('/api/sysDocNotice/getSoftWareDownLoad');
    expect(software.packages).toHaveLength(1);
    const pkg = software.packages[0];
    expect(pkg.files ?? pkg.attachments).toHaveLength(1);
    const cert = await pub('/api/public/certification');
    expect(cert.zh?.content).toMatch(/CII/);
    expect(cert.en?.content).toMatch(/verifies/);
    // Every text is in both languages (the certification page has one per language).
    for (const d of docs.items.filter((x: { number: string }) => x.number !== 'efficiency-certification'))
      expect(d.title).toMatch(/[\u4e00-\u9fff].* \/ [A-Za-z]/);
  });

  it('has an owner sharing its figures, so the public statistics have data', async () => {
    const stats = (await t.app.inject({ method: 'GET', url: '/api/public/fleet-stats' })).json().data;
    expect(stats.emissionsByYear.length).toBeGreaterThan(0);
    const years = new Set(stats.ciiDistribution.map((d: { year: number }) => d.year));
    expect(years).toContain(LAST_YEAR);
  });

  it('has a stored CII rating for every ship and every year with a year of data', async () => {
    const fleet = (await as.admin.get(`/api/cii/ratings/fleet?to=${THIS_YEAR}`)).data;
    expect(fleet.ships).toHaveLength(DEMO_SHIPS.length);
    // The years with data, from the ledger's own year sums (legs apportioned by time at sea).
    const sums = await rows<{ name: string; year: number; hours: number; first: string }>(sql`
      select s.name_en as name, y.year, y.hours_underway as hours, y.first_departure as first
        from stat_ship_years y join ships s on s.id = y.ship_id where y.year >= 2023`);
    const rated = new Map<string, string | null>(
      fleet.ships.flatMap((s: { nameEn: string; ratings: Record<number, string | null> }) =>
        Object.entries(s.ratings).map(([y, r]) => [`${s.nameEn} ${y}`, r] as const),
      ),
    );
    // Every year the demo sails in is rated, the current one year to date.
    const sailed = sums.filter((r) => r.year >= 2024);
    expect(sailed.length).toBe(DEMO_SHIPS.length * (THIS_YEAR - 2024 + 1));
    expect(sailed.filter((r) => !rated.get(`${r.name} ${r.year}`)).map((r) => `${r.name} ${r.year}`)).toEqual(
      [],
    );
    // 2023 holds only the run-in: the demo ships start sailing a few days before their first ROB
    // snapshot (1 January 2024), so 2023 has no DCS period and no rating; its "—" is the truth.
    const runIn = sums.filter((r) => r.year === 2023);
    for (const r of runIn) {
      expect(r.hours, r.name).toBeLessThan(14 * 24);
      expect(rated.get(`${r.name} 2023`) ?? null, r.name).toBeNull();
    }
    const [dcs2023] = await rows<{ n: number }>(
      sql`select count(*)::int n from reports where regime = 'imoDcs' and year = 2023`,
    );
    expect(dcs2023!.n).toBe(0);
    expect(fleet.ships.every((s: { recomputing: number[] }) => s.recomputing.length === 0)).toBe(true);
  });

  it('shows each role the tiles of what it does', async () => {
    const next = async (c: Client) => (await c.get('/api/dashboard/next')).data;
    const verifier = await next(as.verifier);
    expect(verifier.voyagesUnlocked).toBeUndefined();
    expect(verifier.reportsOpen).toBeUndefined();
    expect(verifier.verifierInbox).toBe(story.inVerification);
    const company = await next(as.company);
    expect(company.voyagesUnlocked).toBeGreaterThan(0);
    expect(company.reportsOpen).toBeGreaterThanOrEqual(1);
    expect(company.verifierInbox).toBeUndefined();
    expect(company.ciiRated).toBeGreaterThan(0);
    const authority = await next(as.authority);
    expect(authority.voyagesUnlocked).toBeUndefined();
    expect(authority.reportsOpen).toBeUndefined();
    expect((await as.authority.get('/api/dashboard/summary')).data.ownCompanies).toBeUndefined();
    expect((await as.company.get('/api/dashboard/summary')).data.ownCompanies).toBeGreaterThan(0);
  });

  it('appoints the verifier on every ship, so its inbox holds every report waiting, one with an open finding', async () => {
    const inbox = (await as.verifier.get('/api/verification/inbox?size=500')).data;
    expect(inbox.total).toBe(story.inVerification);
    expect(inbox.items.filter((i: { openFindings: number }) => i.openFindings > 0)).toEqual([
      expect.objectContaining({ id: story.appointmentStory.findingOn, openFindings: 1 }),
    ]);
    const due = inbox.items.map((i: { due: string }) => i.due);
    expect(due).toEqual([...due].sort());
    expect((await as.company.get('/api/verification/appointments?size=500')).data.total).toBeGreaterThan(0);
  });
});
