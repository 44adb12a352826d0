import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  robSnapshots,
  voyageEpisodes,
  voyageLegs,
  voyageRecords,
  voyages,
} from '../../../src/server/db/schema/index.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { client, companyPayload, imo, shipPayload, type Client } from '../../support/fleet/fleetHelpers.js';
import { portCall } from '../../support/ledger/ledgerWriteFixtures.js';
import { YEAR_2025, yearLedger } from '../../support/reports/reportsApiFixtures.js';

/**
 * A report cannot drift from its ledger (docs/ledger.md §5): while an IMO DCS report of 2025 is
 * locked, submitted or confirmed, every ledger write path that touches 2025 answers 409
 * `ledger.report_closed` naming the report (an upload is refused as a whole with that code) and
 * the ledger stays as it was; after the report is unlocked, returned or corrected the write passes.
 * The ship and its company are made through the fleet API; everything else through the API too.
 */
let t: TestApp;
let admin: Client;
let ship: { id: number; imo: string };
let reportId: number;

const ledgerRows = async () => {
  const [recs, snaps, vs, legs, eps] = await Promise.all([
    t.db
      .select({ ref: voyageRecords.refCode, h: voyageRecords.payloadHash, v: voyageRecords.voyageId })
      .from(voyageRecords)
      .where(eq(voyageRecords.shipId, ship.id))
      .orderBy(asc(voyageRecords.refCode)),
    t.db
      .select({ ref: robSnapshots.refCode, h: robSnapshots.payloadHash, s: robSnapshots.status })
      .from(robSnapshots)
      .where(eq(robSnapshots.shipId, ship.id))
      .orderBy(asc(robSnapshots.refCode)),
    t.db
      .select({ no: voyages.voyageNo, s: voyages.status })
      .from(voyages)
      .where(eq(voyages.shipId, ship.id))
      .orderBy(asc(voyages.voyageNo)),
    t.db
      .select({ d: voyageLegs.departureAt, a: voyageLegs.arrivalAt, k: voyageLegs.kind })
      .from(voyageLegs)
      .where(eq(voyageLegs.shipId, ship.id))
      .orderBy(asc(voyageLegs.departureAt), asc(voyageLegs.kind)),
    t.db
      .select({ ref: voyageEpisodes.refCode })
      .from(voyageEpisodes)
      .where(eq(voyageEpisodes.shipId, ship.id)),
  ]);
  return { recs, snaps, vs, legs, eps };
};

const report = async () => (await admin.get(`/api/reports/${reportId}`)).data;
const event = async (type: string, comment?: string) => {
  const r = await admin.post(`/api/reports/${reportId}/events`, {
    type,
    version: (await report()).version,
    ...(comment ? { comment } : {}),
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.data;
};
const voyageOf = async (no: string) =>
  (await t.db.select().from(voyages).where(eq(voyages.shipId, ship.id))).find((v) => v.voyageNo === no)!;
const snapshotOf = async (ref: string) =>
  (await t.db.select().from(robSnapshots).where(eq(robSnapshots.shipId, ship.id))).find(
    (s) => s.refCode === ref,
  )!;
const write = (body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/voyage-data',
    payload: body as object,
    headers: { 'x-token': admin.token },
  });
const remove = (body: unknown) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/voyage-data',
    payload: body as object,
    headers: { 'x-token': admin.token },
  });
let sha = 0;
const upload = (url: string, kind: 'voyage' | 'snapshots', payload: unknown) =>
  admin.post(url, {
    kind,
    fileName: 'voyages.xlsx',
    sha256: (++sha).toString(16).padStart(64, '0'),
    shipId: ship.id,
    payload,
  });

let rob = 80;
let voyageSeq = 0;
/** The end-of-2025 snapshot with a new ROB each time: it moves the report's fuel figures. */
const changedY1 = () => ({
  snapshots: [
    { refCode: 'Y1', ship: ship.imo, time: '2026-01-01T00:00Z', fuels: [{ fuel: '11', robT: --rob }] },
  ],
});
/**
 * An ice episode in March 2025 in a new voyage: no leg lies there and its voyage is not locked,
 * so no voyage lock refuses it; only the closed report does.
 */
const newEpisode = () => ({
  episodes: [
    {
      refCode: 'E9',
      ship: ship.imo,
      // A new voyage each time: the voyage made by an earlier round is locked since.
      voyageNo: `V9${++voyageSeq}`,
      kind: 'ice',
      begin: '2025-03-01T00:00Z',
      end: '2025-03-02T00:00Z',
      distanceNm: 100,
      fuels: [{ fuel: '11', consumedT: 5 }],
    },
  ],
});
/** A call in 2026 after the last call of 2025: its new leg crosses the report's end bound. */
const nextYearCall = () => ({
  records: [
    portCall(ship.imo, 'R8', {
      voyageNo: 'V008',
      port: 'SGSIN',
      arrival: '2026-01-20T00:00Z',
      departure: '2026-01-21T00:00Z',
      distanceNm: 9000,
      purposes: [1],
      cargo: { arrival: { cargoT: 0 }, departure: { cargoT: 0 } },
      fuels: [{ fuel: '11', robArrivalT: 60, robDepartureT: 60 }],
    }),
  ],
});

/** Every write path, each refused with the report named, and the ledger unchanged. */
async function everyWritePathRefused(status: 'locked' | 'submitted' | 'confirmed') {
  const before = await ledgerRows();
  const named = (r: {
    statusCode: number;
    json(): { code: string; fields?: Record<string, string>; message: string };
  }) => {
    expect([r.statusCode, r.json().code], JSON.stringify(r.json())).toEqual([409, 'ledger.report_closed']);
    expect(r.json().fields).toMatchObject({
      reportId: String(reportId),
      regime: 'imoDcs',
      year: '2025',
      status,
    });
    expect(r.json().message).toContain(String(reportId));
  };
  const asInject = (r: { status: number; body: unknown }) => ({
    statusCode: r.status,
    json: () => r.body as { code: string; fields?: Record<string, string>; message: string },
  });

  named(await write(newEpisode()));
  named(await write(changedY1()));
  // A 2026 call after the last 2025 call changes the stay of the locked voyage's last port, so
  // that voyage's lock refuses it first; either way nothing reaches the report's period.
  const next = await write(nextYearCall());
  expect(next.statusCode).toBe(409);
  expect(['voyage_locked', 'ledger.report_closed']).toContain(next.json().code);
  named(await remove({ ship: ship.imo, refCodes: ['Y1'] }));
  named(asInject(await admin.post(`/api/voyages/${(await voyageOf('V001')).id}/lock`, { event: 'unlock' })));
  named(
    asInject(await admin.post(`/api/snapshots/${(await snapshotOf('Y0')).id}/lock`, { event: 'unlock' })),
  );
  named(asInject(await admin.del(`/api/snapshots/${(await snapshotOf('Y1')).id}`)));
  // The voyage's own lock refuses its delete first; the closed report stands behind it.
  const del = await admin.del(`/api/voyages/${(await voyageOf('V002')).id}`);
  expect([del.status, del.body.code]).toEqual([409, 'voyage_locked']);
  for (const [kind, payload] of [
    ['voyage', newEpisode()],
    ['snapshots', changedY1()],
  ] as const) {
    const check = await upload('/api/uploads/check', kind, payload);
    expect(check.status).toBe(200);
    expect(check.data.issues).toEqual([
      expect.objectContaining({
        path: '_',
        code: 'ledger.report_closed',
        message: expect.stringContaining(String(reportId)),
      }),
    ]);
    const w = await upload('/api/uploads', kind, payload);
    expect([w.status, w.body.code]).toEqual([400, 'upload_refused']);
    expect(w.body.issues[0]).toMatchObject({ code: 'ledger.report_closed' });
  }
  // A write elsewhere in the ledger still passes: a snapshot in 2027 touches no closed report.
  const elsewhere = await write({
    snapshots: [
      {
        refCode: `Z-${status}`,
        ship: ship.imo,
        time: `2027-0${['locked', 'submitted', 'confirmed'].indexOf(status) + 1}-01T00:00Z`,
        fuels: [{ fuel: '11', robT: 50 }],
      },
    ],
  });
  expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  const after = await ledgerRows();
  expect({ ...after, snaps: after.snaps.filter((s) => !s.ref.startsWith('Z-')) }).toEqual({
    ...before,
    snaps: before.snaps.filter((s) => !s.ref.startsWith('Z-')),
  });
  expect((await report()).stale).toBe(false);
}

/** Locks the ship's voyages and Y0, regenerates the draft, and locks the report. */
async function lockAll() {
  for (const v of await t.db.select().from(voyages).where(eq(voyages.shipId, ship.id)))
    if (v.status !== 'locked')
      expect((await admin.post(`/api/voyages/${v.id}/lock`, { event: 'lock' })).status).toBe(200);
  const y0 = await snapshotOf('Y0');
  if (y0.status !== 'locked')
    expect((await admin.post(`/api/snapshots/${y0.id}/lock`, { event: 'lock' })).status).toBe(200);
  const r = await report();
  if (r.stale) {
    const g = await admin.post(`/api/reports/${reportId}/regenerate`, { version: r.version });
    expect(g.status, JSON.stringify(g.body)).toBe(200);
  }
  return event('lock');
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await client(t.app, 'admin');
  const company = await admin.post(
    '/api/fleet/companies',
    companyPayload({ code: 'GUARD', imoNumber: '5888888' }),
  );
  expect(company.status, JSON.stringify(company.body)).toBe(200);
  const no = imo('934567');
  const s = await admin.post(
    '/api/fleet/ships',
    shipPayload(company.data.id, { imo: no, registrationNo: 'REG-GUARD', nameEn: 'GUARD VESSEL' }),
  );
  expect(s.status, JSON.stringify(s.body)).toBe(200);
  ship = { id: s.data.id, imo: no };
  const w = await write(yearLedger(no));
  expect(w.statusCode, w.body).toBe(200);
  const g = await admin.post('/api/reports', { regime: 'imoDcs', shipId: ship.id, period: YEAR_2025 });
  expect(g.status, JSON.stringify(g.body)).toBe(201);
  reportId = g.data.id;
}, 120_000);
afterAll(() => t.close());

describe('a locked, submitted or confirmed report closes its period to the ledger', () => {
  it('locked: every write path refused; after the report is unlocked a voyage unlocks and the write passes', async () => {
    await lockAll();
    await everyWritePathRefused('locked');
    await event('unlock', 'ROB figures to be checked');
    const v = await voyageOf('V001');
    const u = await admin.post(`/api/voyages/${v.id}/lock`, { event: 'unlock' });
    expect(u.status, JSON.stringify(u.body)).toBe(200);
    const w = await write(changedY1());
    expect(w.statusCode, w.body).toBe(200);
    expect((await report()).stale).toBe(true);
  });

  it('submitted: every write path refused; after the verifier returns it the write passes', async () => {
    await lockAll();
    await event('submit');
    await everyWritePathRefused('submitted');
    await event('return', 'BDN totals differ');
    const w = await write(newEpisode());
    expect(w.statusCode, w.body).toBe(200);
    const d = await remove({ ship: ship.imo, refCodes: ['E9'] });
    expect(d.statusCode, d.body).toBe(200);
  });

  it('confirmed: every write path refused; after a correction supersedes it the write passes', async () => {
    await lockAll();
    await event('submit');
    await event('confirm');
    await everyWritePathRefused('confirmed');
    const c = await event('correct', 'late BDN');
    expect(c.status).toBe('superseded');
    const s = await admin.del(`/api/snapshots/${(await snapshotOf('Y1')).id}`);
    expect(s.status, JSON.stringify(s.body)).toBe(200);
  });
});
