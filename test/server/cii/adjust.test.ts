import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateCii } from '../../../src/domain/cii/index.js';
import { approvedCorrectionsFor } from '../../../src/server/services/cii/adjustments/approved.js';
import { ratingsFor } from '../../../src/server/services/cii/ratings.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { PNG } from '../../support/fleet/fleetHelpers.js';
import { bareClient, type Client } from '../../support/ledger/ledgerReadFixtures.js';
import { callVoyageData } from '../../support/ledger/ledgerWriteFixtures.js';
import { reportWorld, YEAR_2025 } from '../../support/reports/reportsApiFixtures.js';

/**
 * CII adjust and correct API (docs/cii-adjustments.md §5) on the report API's ship-year (2025, one
 * DCS period) plus two ledger episodes: ice 20–22 Jan (400 nm, 60 t HFO) and a rescue 25 Jan
 * (100 nm, 10 t HFO), both on V002. Runs on PGlite and PostgreSQL.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWorld>>;
let bare: Client;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
]);
EXE.write('PE\0\0', 0x80);

function form(file: { name: string; data: Buffer } | null) {
  const b = '----cii';
  const parts: Buffer[] = [];
  if (file)
    parts.push(
      Buffer.from(
        `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${b}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${b}` } };
}
const upload = (who: Client | null, id: number, name: string | null, data = PDF) => {
  const m = form(name === null ? null : { name, data });
  return t.app.inject({
    method: 'POST',
    url: `/api/cii/adjustments/${id}/evidence`,
    payload: m.payload,
    headers: { ...m.headers, ...(who ? { 'x-token': who.token } : {}) },
  });
};

const ICE = {
  type: 'ice',
  begin: '2025-01-20T00:00:00.000Z',
  end: '2025-01-22T00:00:00.000Z',
  voyageNo: 'V002',
  episodeRef: 'CII-ICE-1',
  distanceNm: 400,
  fuels: [{ fuel: 'HFO', tonnes: 60 }],
};
const list = (who: Client, kind = 'adjustment') =>
  who.get(`/api/cii/adjustments?shipId=${w.ship.id}&year=2025&kind=${kind}`);
const event = async (who: Client, id: number, type: string, comment?: string) => {
  const cur = await w.admin.get(`/api/cii/adjustments/${id}`);
  return who.post(`/api/cii/adjustments/${id}/events`, { type, comment, version: cur.data.version });
};

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWorld(t);
  bare = await bareClient(t, w.admin, 'cii_bare');
  const ep = (refCode: string, kind: string, begin: string, end: string, distanceNm: number, t0: number) => ({
    refCode,
    ship: w.ship.imo!,
    voyageNo: 'V002',
    kind,
    begin,
    end,
    distanceNm,
    fuels: [{ fuel: '11', consumedT: t0 }],
  });
  const r = await callVoyageData(
    t.app,
    'POST',
    {
      episodes: [
        ep('CII-ICE-1', 'ice', '2025-01-20T00:00Z', '2025-01-22T00:00Z', 400, 60),
        ep('CII-SAR-1', 'rescue', '2025-01-25T00:00Z', '2025-01-25T12:00Z', 100, 10),
      ],
    },
    { 'x-token': w.manager.token },
  );
  expect(r.status, r.body).toBe(200);
  // The ledger world (three calls, snapshots, episodes through the API) takes a while on a busy machine.
}, 240_000);
afterAll(async () => t?.close());

describe('proposals from the ledger', () => {
  it('proposes the ice and rescue episodes with their fuel per class and distance', async () => {
    const r = await w.manager.get(`/api/cii/adjustments/proposals?shipId=${w.ship.id}&year=2025`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.data.period).toEqual(YEAR_2025);
    expect(
      r.data.proposals.map((p: { episodeRef: string; type: string; distanceNm: number; fuels: unknown }) => [
        p.episodeRef,
        p.type,
        p.distanceNm,
        p.fuels,
      ]),
    ).toEqual([
      ['CII-ICE-1', 'ice', 400, [{ fuel: 'HFO', tonnes: 60 }]],
      ['CII-SAR-1', 'rescue', 100, [{ fuel: 'HFO', tonnes: 10 }]],
    ]);
  });
});

describe('records', () => {
  let iceId: number;
  it('creates a draft (201) with its generate history row; the episode is no longer proposed', async () => {
    const r = await w.manager.post('/api/cii/adjustments', { ...ICE, shipId: w.ship.id });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.data).toMatchObject({
      kind: 'adjustment',
      type: 'ice',
      status: 'draft',
      distanceNm: 400,
      evidence: null,
    });
    iceId = r.data.id;
    // What the chart lets each caller do next: the company locks or cancels, the verifier nothing yet.
    expect(r.data).toMatchObject({ allowedEvents: ['lock', 'cancel'], editable: true });
    const seen = await w.auditor.get(`/api/cii/adjustments/${iceId}`);
    expect(seen.data).toMatchObject({ allowedEvents: [], editable: false });
    const h = await w.manager.get(`/api/cii/adjustments/${iceId}/history`);
    expect(h.data.map((x: { from: string; event: string; to: string }) => [x.from, x.event, x.to])).toEqual([
      ['candidate', 'generate', 'draft'],
    ]);
    const p = await w.manager.get(`/api/cii/adjustments/proposals?shipId=${w.ship.id}&year=2025`);
    expect(p.data.proposals.map((x: { episodeRef: string }) => x.episodeRef)).toEqual(['CII-SAR-1']);
    const again = await w.manager.post('/api/cii/adjustments', { ...ICE, shipId: w.ship.id });
    expect(again.status).toBe(409);
    expect(again.body.code, JSON.stringify(again.body)).toBe('cii.episode_recorded');
    expect((await list(w.manager)).data.map((x: { id: number }) => x.id)).toEqual([iceId]);
    expect((await list(w.manager, 'correction')).data).toEqual([]);
  });

  it.each([
    ['no fuel on an ice adjustment', { ...ICE, episodeRef: null, fuels: [] }, 'fuels'],
    ['end before begin', { ...ICE, episodeRef: null, end: '2025-01-19T00:00:00.000Z' }, 'end'],
    [
      'one fuel twice',
      {
        ...ICE,
        episodeRef: null,
        fuels: [
          { fuel: 'HFO', tonnes: 1 },
          { fuel: 'HFO', tonnes: 2 },
        ],
      },
      'fuels.1.fuel',
    ],
    ['a factor on an ice adjustment', { ...ICE, episodeRef: null, factor: 1.1 }, 'factor'],
    [
      'an ice class correction without its class',
      { type: 'iceClass', begin: ICE.begin, end: ICE.end },
      'iceClass',
    ],
    ['an unknown type', { ...ICE, type: 'waiting' }, 'type'],
    ['negative tonnes', { ...ICE, episodeRef: null, fuels: [{ fuel: 'HFO', tonnes: -1 }] }, 'fuels.0.tonnes'],
  ])('400 for %s', async (_n, body, field) => {
    const r = await w.manager.post('/api/cii/adjustments', { ...body, shipId: w.ship.id });
    expect(r.status, JSON.stringify(r.body)).toBe(400);
    expect(JSON.stringify(r.body)).toContain(field);
  });

  it('401 without a session, 403 without the page or its button, 404 outside the scope', async () => {
    const anon = await t.app.inject({
      method: 'GET',
      url: `/api/cii/adjustments?shipId=${w.ship.id}&year=2025&kind=adjustment`,
    });
    expect(anon.statusCode).toBe(401);
    const anonPost = await t.app.inject({
      method: 'POST',
      url: '/api/cii/adjustments',
      payload: { ...ICE, shipId: w.ship.id },
    });
    expect(anonPost.statusCode).toBe(401);
    expect((await list(bare)).status).toBe(403);
    expect((await bare.get(`/api/cii/adjustments/${iceId}`)).status).toBe(403);
    // The verifier reads but may not record.
    expect((await list(w.auditor)).status).toBe(200);
    const byAuditor = await w.auditor.post('/api/cii/adjustments', {
      ...ICE,
      episodeRef: null,
      shipId: w.ship.id,
    });
    expect(byAuditor.status).toBe(403);
    // A ship outside the manager's scope: 404 on list, create and on a record of it.
    expect(
      (await w.manager.get(`/api/cii/adjustments?shipId=${w.outside.id}&year=2025&kind=adjustment`)).status,
    ).toBe(404);
    expect(
      (await w.manager.post('/api/cii/adjustments', { ...ICE, episodeRef: null, shipId: w.outside.id }))
        .status,
    ).toBe(404);
    const foreign = await w.admin.post('/api/cii/adjustments', {
      ...ICE,
      episodeRef: null,
      shipId: w.outside.id,
    });
    expect(foreign.status, JSON.stringify(foreign.body)).toBe(201);
    expect((await w.manager.get(`/api/cii/adjustments/${foreign.data.id}`)).status).toBe(404);
    expect(
      (await w.manager.post(`/api/cii/adjustments/${foreign.data.id}/events`, { type: 'lock', version: 1 }))
        .status,
    ).toBe(404);
    expect((await upload(w.manager, foreign.data.id, 'a.pdf')).statusCode).toBe(404);
    expect((await w.manager.get(`/api/cii/adjustments/${foreign.data.id}/history`)).status).toBe(404);
    expect(
      (await w.manager.get(`/api/cii/adjustments/ratings?shipId=${w.outside.id}&year=2025`)).status,
    ).toBe(404);
    expect((await bare.get(`/api/cii/adjustments/ratings?shipId=${w.ship.id}&year=2025`)).status).toBe(403);
  });

  it('checks the evidence by its content and size; only the draft takes one', async () => {
    for (const [name, data] of [
      ['scan.pdf', Buffer.concat([PNG, Buffer.alloc(64)])],
      ['setup.pdf', EXE],
      ['notes.txt', Buffer.from('plain text')],
    ] as const) {
      const r = await upload(w.manager, iceId, name, data);
      expect(r.statusCode, name).toBe(400);
      expect(r.json().code).toBe('attachment_type');
    }
    expect((await upload(w.manager, iceId, null)).statusCode).toBe(400);
    expect(
      (await upload(w.manager, iceId, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)])))
        .statusCode,
    ).toBe(413);
    expect((await upload(null, iceId, 'a.pdf')).statusCode).toBe(401);
    expect((await upload(w.auditor, iceId, 'a.pdf')).statusCode).toBe(403);
    const ok = await upload(w.manager, iceId, 'ice-log.pdf');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.evidence).toEqual({
      name: 'ice-log.pdf',
      mime: 'application/pdf',
      size: PDF.length,
    });
    const dl = await w.auditor.get(`/api/cii/adjustments/${iceId}/evidence`);
    expect(dl.status).toBe(200);
    expect(dl.raw.rawPayload.equals(PDF)).toBe(true);
  });

  it('saves a draft with its version; a stale version is 409 conflict', async () => {
    const cur = await w.manager.get(`/api/cii/adjustments/${iceId}`);
    const r = await w.manager.put(`/api/cii/adjustments/${iceId}`, {
      ...ICE,
      remark: 'ice log p. 4',
      version: cur.data.version,
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.data.remark).toBe('ice log p. 4');
    const stale = await w.manager.put(`/api/cii/adjustments/${iceId}`, { ...ICE, version: cur.data.version });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('conflict');
    const kind = await w.manager.put(`/api/cii/adjustments/${iceId}`, {
      type: 'fc',
      factor: 1.1,
      begin: ICE.begin,
      end: ICE.end,
      version: r.data.version,
    });
    expect(kind.status).toBe(400);
  });

  it('goes draft → locked → submitted → confirmed; illegal events are 409, the role 403; each step a history row', async () => {
    expect((await event(w.auditor, iceId, 'confirm')).status).toBe(409);
    expect((await event(w.manager, iceId, 'submit')).status).toBe(409);
    const locked = await event(w.manager, iceId, 'lock');
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    expect(locked.data.status).toBe('locked');
    // Locked: no edit, no evidence, whatever the role.
    const edit = await w.admin.put(`/api/cii/adjustments/${iceId}`, { ...ICE, version: locked.data.version });
    expect(edit.status).toBe(409);
    expect(edit.body.code).toBe('cii.not_draft');
    expect((await upload(w.manager, iceId, 'late.pdf')).statusCode).toBe(409);
    expect((await event(w.manager, iceId, 'submit')).data.status).toBe('submitted');
    // The company may not confirm its own record: the state admits confirm, the role does not.
    const own = await event(w.manager, iceId, 'confirm');
    expect(own.status).toBe(403);
    const confirmed = await event(w.auditor, iceId, 'confirm');
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.data.status).toBe('confirmed');
    const after = await event(w.manager, iceId, 'submit');
    expect(after.status).toBe(409);
    expect(after.body.code).toBe('illegal_transition');
    const stale = await w.auditor.post(`/api/cii/adjustments/${iceId}/events`, {
      type: 'return',
      comment: 'x',
      version: 1,
    });
    expect(stale.status).toBe(409);
    const h = await w.manager.get(`/api/cii/adjustments/${iceId}/history`);
    expect(
      h.data.map((x: { event: string; to: string; role: string }) => [x.event, x.to, x.role]).reverse(),
    ).toEqual([
      ['generate', 'draft', 'ship_manager'],
      ['lock', 'locked', 'ship_manager'],
      ['submit', 'submitted', 'ship_manager'],
      ['confirm', 'confirmed', 'class_society'],
    ]);
  });

  it('lock needs the evidence; the verifier returns with a comment only; cancel ends a draft', async () => {
    const r = await w.manager.post('/api/cii/adjustments', {
      type: 'rescue',
      begin: '2025-01-25T00:00:00.000Z',
      end: '2025-01-25T12:00:00.000Z',
      episodeRef: 'CII-SAR-1',
      distanceNm: 100,
      fuels: [{ fuel: 'HFO', tonnes: 10 }],
      shipId: w.ship.id,
    });
    expect(r.status).toBe(201);
    const id = r.data.id;
    const bare409 = await event(w.manager, id, 'lock');
    expect(bare409.status).toBe(409);
    expect(bare409.body.code).toBe('cii.evidence_missing');
    expect((await upload(w.manager, id, 'sar.pdf')).statusCode).toBe(200);
    expect((await event(w.manager, id, 'lock')).status).toBe(200);
    expect((await event(w.manager, id, 'submit')).status).toBe(200);
    expect((await event(w.auditor, id, 'return')).status).toBe(400);
    const back = await event(w.auditor, id, 'return', 'rescue log unsigned');
    expect(back.status).toBe(200);
    expect(back.data.status).toBe('draft');
    const h = await w.manager.get(`/api/cii/adjustments/${id}/history`);
    expect(h.data[0]).toMatchObject({ event: 'return', to: 'draft', comment: 'rescue log unsigned' });
    // A returned draft does not count; only the confirmed ice adjustment does.
    const c = await approvedCorrectionsFor(t.db, w.ship.id, YEAR_2025);
    expect(c).toEqual({ voyageFuels: [{ fuel: 'HFO', tonnes: 60 }], voyageDistanceNm: 400 });
    expect((await event(w.manager, id, 'cancel')).data.status).toBe('cancelled');
    // Cancelled: the episode may be recorded again.
    const p = await w.manager.get(`/api/cii/adjustments/proposals?shipId=${w.ship.id}&year=2025`);
    expect(p.data.proposals.map((x: { episodeRef: string }) => x.episodeRef)).toEqual(['CII-SAR-1']);
  });

  it('rates the period without, with each and with all confirmed records', async () => {
    const r = await w.manager.get(`/api/cii/adjustments/ratings?shipId=${w.ship.id}&year=2025`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [p] = r.data;
    expect(p.period).toEqual(YEAR_2025);
    if (p.unavailable) throw new Error(`period not rateable: ${p.unavailable}`);
    const ledger = await ratingsFor(t.db, w.ship.id, 2025);
    const input = ledger[0]!.input!;
    expect(p.without.attained).toBeCloseTo(calculateCii(input).attained, 12);
    const corrected = calculateCii({
      ...input,
      corrections: { voyageFuels: [{ fuel: 'HFO', tonnes: 60 }], voyageDistanceNm: 400 },
    });
    expect(p.all.attained).toBeCloseTo(corrected.attained, 12);
    expect(p.each.map((e: { id: number }) => e.id)).toHaveLength(1);
    expect(p.each[0].figures.attained).toBeCloseTo(corrected.attained, 12);
    // The plug for the ratings: correctionsFor gives the same corrected figure.
    const withHook = await ratingsFor(t.db, w.ship.id, 2025, {
      correctionsFor: (period) => approvedCorrectionsFor(t.db, w.ship.id, period),
    });
    expect(withHook[0]!.result!.attained).toBeCloseTo(corrected.attained, 12);
    expect(withHook[0]!.result!.uncorrected!.attained).toBeCloseTo(p.without.attained, 12);
    // The stored ratings (fleet view, ship page, dashboard) count the confirmed record as well.
    const stored = await w.manager.get(`/api/cii/ratings?shipId=${w.ship.id}&year=2025`);
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    expect(Number(stored.data.periods[0].attained)).toBeCloseTo(corrected.attained, 9);
    expect(stored.data.periods[0].adjustType).toBe('voyage');
  });
});
