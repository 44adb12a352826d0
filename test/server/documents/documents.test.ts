import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, ships } from '../../../src/server/db/schema/index.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { EXE, notice, PDF, PNG, uploadFile } from '../../support/documents/documentsFixtures.js';
import {
  bareClient,
  ledgerActors,
  seedLedger,
  type Client,
} from '../../support/ledger/ledgerReadFixtures.js';

/**
 * Documents and notices, the public portal and the dashboard's document and "next" parts
 * (docs/documents-and-portal.md). Runs on PGlite and, in project server-postgres, on PostgreSQL.
 */
let t: TestApp;
let admin: Client;
let manager: Client;
let bare: Client;
let inScope: { id: number };
let outside: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  const a = await ledgerActors(t);
  admin = a.admin;
  manager = a.manager;
  inScope = a.inScope;
  outside = a.outside;
  bare = await bareClient(t, admin, 'doc_bare');
});
afterAll(() => t.close());

const anon = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  const json = res.headers['content-type']?.toString().includes('json') ? res.json() : undefined;
  return { status: res.statusCode, body: json, data: json?.data, raw: res };
};
const create = async (extra = {}) => {
  const res = await admin.post('/api/documents', notice(extra));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.data;
};
const attach = (id: number, name: string, content: Buffer, token = admin.token) =>
  uploadFile(t.app, `/api/documents/${id}/files`, token, name, content);
const event = (id: number, e: string, version: number) =>
  admin.post(`/api/documents/${id}/state`, { event: e, version });

describe('documents in the back office', () => {
  it('creates a draft with sanitised content, edits it, and refuses bad input', async () => {
    const d = await create({
      content: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:x">a</a></p>',
    });
    expect(d).toMatchObject({ status: 'draft', createdBy: 'admin', attachments: [] });
    expect(d.content).toBe('<p>Hi<a rel="noopener noreferrer" target="_blank">a</a></p>');
    const bad = await admin.post('/api/documents', notice({ name: '', docType: 9, language: 'fr' }));
    expect([bad.status, Object.keys(bad.body.fields).sort()]).toEqual([400, ['docType', 'language', 'name']]);
    const edited = await admin.put(`/api/documents/${d.id}`, notice({ title: 'New', version: d.version }));
    expect(edited.data).toMatchObject({ title: 'New', version: d.version + 1 });
    expect((await admin.put(`/api/documents/${d.id}`, notice({ version: d.version }))).status).toBe(409);
  });

  it('keeps only the images the Content-Security-Policy lets a reader see: embedded ones', async () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const d = await create({
      content: [
        '<p>a',
        '<img src="https://track.example/p.gif?u=1" />',
        '<img src="http://cdn.example/x.png" />',
        '<img src="//cdn.example/x.png" />',
        '<img src="/api/files/x" />',
        '<img src="data:text/html,<b>x</b>" />',
        `<img src="${png}" alt="chart" />`,
        'b</p>',
      ].join(''),
    });
    expect(d.content).toBe(`<p>a<img src="${png}" alt="chart" />b</p>`);
    // The policy the kept image must pass: pictures from the app itself, data and blob URLs only.
    const csp = String((await t.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob:");
  });

  it('publishes, invalidates and redrafts through the chart, with history; only drafts change', async () => {
    const d = await create();
    const pub = await event(d.id, 'publish', d.version);
    expect(pub.data).toMatchObject({ status: 'published' });
    expect(pub.data.publishedAt).toBeTruthy();
    expect((await event(d.id, 'publish', pub.data.version)).body.code).toBe('illegal_transition');
    expect((await event(d.id, 'invalidate', d.version)).body.code).toBe('conflict');
    const edit = await admin.put(`/api/documents/${d.id}`, notice({ version: pub.data.version }));
    expect([edit.status, edit.body.code]).toEqual([409, 'document_not_draft']);
    const del = await admin.del(`/api/documents/${d.id}?version=${pub.data.version}`);
    expect([del.status, del.body.code]).toEqual([409, 'document_published']);
    expect([(await attach(d.id, 'a.pdf', PDF)).statusCode]).toEqual([409]);
    const inv = await event(d.id, 'invalidate', pub.data.version);
    const back = await event(d.id, 'redraft', inv.data.version);
    expect(back.data.status).toBe('draft');
    const history = (await admin.get(`/api/documents/${d.id}/history`)).data.items;
    expect(history.map((h: any) => `${h.from}>${h.event}>${h.to}`)).toEqual([
      'invalid>redraft>draft',
      'published>invalidate>invalid',
      'draft>publish>published',
    ]);
    expect((await admin.del(`/api/documents/${d.id}?version=${back.data.version}`)).status).toBe(200);
    expect((await admin.get(`/api/documents/${d.id}`)).status).toBe(404);
  });

  it('checks attachments by content and size, at most 10, and downloads them by id', async () => {
    const d = await create();
    expect((await attach(d.id, 'fake.pdf', PNG)).json().code).toBe('attachment_type');
    expect((await attach(d.id, 'setup.exe', EXE)).json().code).toBe('attachment_type');
    const big = await attach(d.id, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]));
    expect([big.statusCode, big.json().code]).toEqual([413, 'attachment_too_large']);
    const justOver = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length + 1)]);
    expect((await attach(d.id, 'over.pdf', justOver)).statusCode).toBe(413);
    const ok = await attach(d.id, 'rules.pdf', PDF);
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await attach(d.id, 'rules.pdf', PDF)).json().code).toBe('attachment_name_taken');
    for (let i = 2; i <= 10; i++) expect((await attach(d.id, `p${i}.png`, PNG)).statusCode).toBe(201);
    expect((await attach(d.id, 'eleven.pdf', PDF)).json().code).toBe('attachment_limit');
    const full = (await admin.get(`/api/documents/${d.id}`)).data;
    expect(full.attachments).toHaveLength(10);
    const file = full.attachments[0];
    const got = await admin.get(`/api/documents/${d.id}/files/${file.fileId}`);
    expect([got.status, got.raw.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(got.raw.rawPayload.equals(PDF)).toBe(true);
    const removed = await admin.del(`/api/documents/${d.id}/files/${file.fileId}`);
    expect(removed.data.attachments).toHaveLength(9);
    expect((await admin.get(`/api/documents/${d.id}/files/${file.fileId}`)).status).toBe(404);
  });

  it('software packages may carry installers', async () => {
    const d = await create({ docType: 5, name: 'Ship client' });
    expect((await attach(d.id, 'setup.exe', EXE)).statusCode).toBe(201);
  });

  it('answers 401 without a session and 403 without the permission', async () => {
    const d = await create();
    for (const [method, url] of [
      ['GET', '/api/documents'],
      ['POST', '/api/documents'],
      ['PUT', `/api/documents/${d.id}`],
      ['DELETE', `/api/documents/${d.id}`],
      ['POST', `/api/documents/${d.id}/state`],
      ['GET', `/api/documents/${d.id}/files/00000000-0000-4000-8000-000000000000`],
      ['GET', '/api/dashboard/documents'],
      ['GET', '/api/dashboard/next'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await manager.post('/api/documents', notice())).status).toBe(403);
    expect((await manager.get('/api/documents')).status).toBe(403);
    expect(
      (await manager.post(`/api/documents/${d.id}/state`, { event: 'publish', version: 1 })).status,
    ).toBe(403);
    expect((await attach(d.id, 'x.pdf', PDF, manager.token)).statusCode).toBe(403);
    expect((await bare.get('/api/documents/library')).status).toBe(403);
    expect((await bare.get('/api/dashboard/documents')).status).toBe(403);
  });

  it('the library shows readers published documents only; a draft does not exist for them', async () => {
    const draft = await create({ name: 'Secret draft' });
    const pubd = await create({ name: 'Public one' });
    await attach(draft.id, 'd.pdf', PDF);
    await attach(pubd.id, 'p.pdf', PDF);
    const p = (await admin.get(`/api/documents/${pubd.id}`)).data;
    await event(pubd.id, 'publish', p.version);
    const lib = (await manager.get('/api/documents/library?size=100&status=draft')).data.items;
    expect(lib.map((r: any) => r.status)).not.toContain('draft');
    expect(lib.map((r: any) => r.name)).toContain('Public one');
    expect((await manager.get(`/api/documents/${draft.id}`)).status).toBe(404);
    expect((await manager.get(`/api/documents/${pubd.id}`)).status).toBe(200);
    const dFile = (await admin.get(`/api/documents/${draft.id}`)).data.attachments[0];
    expect((await manager.get(`/api/documents/${draft.id}/files/${dFile.fileId}`)).status).toBe(404);
    expect((await manager.get(`/api/documents/${pubd.id}/files/${p.attachments[0].fileId}`)).status).toBe(
      200,
    );
  });
});

describe('public portal', () => {
  it('answers published content only, without a session', async () => {
    const draft = await create({ name: 'Portal draft', docType: 1 });
    await attach(draft.id, 'draft.pdf', PDF);
    const pub = await create({ name: 'Portal published', docType: 1 });
    await attach(pub.id, 'pub.pdf', PDF);
    const p = (await admin.get(`/api/documents/${pub.id}`)).data;
    await event(pub.id, 'publish', p.version);
    const list = await anon('/api/public/documents?size=50');
    expect(list.status).toBe(200);
    const names = list.data.items.map((d: any) => d.name);
    expect(names).toContain('Portal published');
    expect(names).not.toContain('Portal draft');
    expect(Object.keys(list.data.items[0]).sort()).toEqual(
      [
        'attachments',
        'content',
        'docType',
        'id',
        'language',
        'name',
        'number',
        'publishedAt',
        'title',
      ].sort(),
    );
    const ok = await anon(`/api/sysDocNotice/downloadFile?path=${pub.id}&fileName=pub.pdf`);
    expect([ok.status, ok.raw.rawPayload.equals(PDF)]).toEqual([200, true]);
    const byId = await anon(`/api/sysDocNotice/downloadFile?fileId=${p.attachments[0].fileId}`);
    expect(byId.status).toBe(200);
    expect((await anon(`/api/sysDocNotice/downloadFile?path=${draft.id}&fileName=draft.pdf`)).status).toBe(
      404,
    );
    expect((await anon(`/api/sysDocNotice/downloadFile?path=${pub.id}&fileName=draft.pdf`)).status).toBe(404);
    // The back-office routes stay closed.
    expect((await anon(`/api/documents/${pub.id}`)).status).toBe(401);
    expect((await anon('/api/documents/library')).status).toBe(401);
  });

  it('refuses a path in any parameter of downloadFile', async () => {
    for (const q of [
      'path=/etc&fileName=passwd',
      'path=..%2F..%2Fetc&fileName=passwd',
      'path=1&fileName=..%2F..%2Fetc%2Fpasswd',
      'path=1&fileName=a%5Cb.pdf',
      'path=1&fileName=C%3Aboot.ini',
      'path=1&fileName=..',
      'path=1%2F2&fileName=a.pdf',
      'fileId=..%2Fx',
      'fileName=a.pdf',
      'path=1',
      'path=1&fileName=a.pdf&fileId=00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await anon(`/api/sysDocNotice/downloadFile?${q}`);
      expect([res.status, res.body?.code], q).toEqual([400, 'validation_failed']);
    }
  });

  it('software download lists published packages and published PC versions with installers', async () => {
    const pkg = await create({ docType: 5, name: 'Data tool' });
    await attach(pkg.id, 'tool.exe', EXE);
    const other = await create({ docType: 5, name: 'Unpublished tool' });
    const p = (await admin.get(`/api/documents/${pkg.id}`)).data;
    await event(pkg.id, 'publish', p.version);
    const v = (
      await admin.post('/api/system/app-versions', {
        sysCode: '01',
        upType: 0,
        preVersion: '1.9',
        newVersion: '1.10',
        content: 'Fixes',
        status: 1,
      })
    ).data;
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    await uploadFile(t.app, `/api/system/app-versions/${v.id}/file`, admin.token, 'client.zip', zip);
    const res = await anon('/api/sysDocNotice/getSoftWareDownLoad');
    expect(res.data.packages.map((d: any) => d.name)).toContain('Data tool');
    expect(res.data.packages.map((d: any) => d.id)).not.toContain(other.id);
    expect(res.data.versions.map((x: any) => x.newVersion)).toEqual(['1.10']);
    const file = await anon(`/api/public/app-versions/${v.id}/file`);
    expect([file.status, file.raw.rawPayload.equals(zip)]).toEqual([200, true]);
    await admin.put(`/api/system/app-versions/${v.id}`, {
      sysCode: '01',
      upType: 0,
      preVersion: '1.9',
      newVersion: '1.10',
      content: 'Fixes',
      status: 2,
      version: (await admin.get(`/api/system/app-versions/${v.id}`)).data.version,
    });
    expect((await anon(`/api/public/app-versions/${v.id}/file`)).status).toBe(404);
    expect((await anon('/api/public/app-versions/abc/file')).status).toBe(400);
  });

  it('the update check orders versions as numbers: 1.10 is newer than 1.9', async () => {
    for (const [pre, nv] of [
      ['2.0', '2.1'],
      ['2.1', '2.9'],
      ['2.9', '2.10'],
    ])
      await admin.post('/api/system/app-versions', {
        sysCode: '02',
        upType: 1,
        preVersion: pre,
        newVersion: nv,
        content: nv,
        status: 1,
      });
    const res = await anon('/api/sysPcappVersion/findAfterSysPcappsList?currentVersion=2.9&sysCode=02');
    expect(res.data.items.map((x: any) => x.newVersion)).toEqual(['2.10']);
    const all = await anon('/api/sysPcappVersion/findAfterSysPcappsList?currentVersion=2.0&sysCode=02');
    expect(all.data.items.map((x: any) => x.newVersion)).toEqual(['2.1', '2.9', '2.10']);
    expect((await anon('/api/sysPcappVersion/findAfterSysPcappsList?currentVersion=a/b')).status).toBe(400);
  });

  it('the certification text comes from the documents module in each language', async () => {
    expect((await anon('/api/public/certification')).data).toEqual({ zh: null, en: null });
    const zh = await create({
      number: 'efficiency-certification',
      language: 'zh',
      title: '能效认证',
      docType: 3,
    });
    const en = await create({
      number: 'efficiency-certification',
      language: 'en',
      title: 'Certification',
      docType: 3,
    });
    await event(zh.id, 'publish', zh.version);
    const only = (await anon('/api/public/certification')).data;
    expect([only.zh?.title, only.en]).toEqual(['能效认证', null]);
    await event(en.id, 'publish', en.version);
    expect((await anon('/api/public/certification')).data.en.title).toBe('Certification');
  });

  it('the fleet chart shows opted-in owners only, as yearly aggregates', async () => {
    await seedLedger(t.db, inScope.id, 'pub');
    const before = (await anon('/api/public/fleet-stats')).data;
    expect(before).toEqual({ emissionsByYear: [], ciiDistribution: [] });
    const [ship] = await t.db.select().from(ships).where(eq(ships.id, inScope.id));
    await t.db.update(companies).set({ publicStats: true }).where(eq(companies.id, ship.ownerCompanyId!));
    const after = (await anon('/api/public/fleet-stats')).data.emissionsByYear;
    expect(after.length).toBeGreaterThan(0);
    expect(after[0]).toEqual({ year: 2025, ships: 1, co2T: expect.any(Number) });
    expect(JSON.stringify(after)).not.toMatch(/imo|name/i);
  });

  it('the fleet chart splits a leg crossing New Year by its time at sea in each year', async () => {
    const { voyages, voyageLegs } = await import('../../../src/server/db/schema/index.js');
    const [ship] = await t.db.select().from(ships).where(eq(ships.id, inScope.id));
    await t.db.update(companies).set({ publicStats: true }).where(eq(companies.id, ship.ownerCompanyId!));
    const before = (await anon('/api/public/fleet-stats')).data.emissionsByYear;
    const co2Of = (rows: { year: number; co2T: number }[], year: number) =>
      rows.find((r) => r.year === year)?.co2T ?? 0;
    const [v] = await t.db.insert(voyages).values({ shipId: inScope.id, voyageNo: 'NEWYEAR' }).returning();
    // 25 Dec 2025 → 4 Jan 2026: 7 of its 10 days at sea in 2025, 3 in 2026.
    await t.db.insert(voyageLegs).values({
      shipId: inScope.id,
      voyageId: v.id,
      kind: 'imo',
      seq: 99,
      fromRefCode: 'NY1',
      toRefCode: 'NY2',
      fromPort: 'CNSHA',
      toPort: 'SGSIN',
      departureAt: new Date('2025-12-25T00:00Z'),
      arrivalAt: new Date('2026-01-04T00:00Z'),
      distanceNm: 2000,
      hoursUnderway: 240,
      co2T: 1000,
      cargoT: 0,
      transportWorkTnm: 0,
    });
    const after = (await anon('/api/public/fleet-stats')).data.emissionsByYear;
    expect(co2Of(after, 2025) - co2Of(before, 2025)).toBeCloseTo(700, 6);
    expect(co2Of(after, 2026) - co2Of(before, 2026)).toBeCloseTo(300, 6);
    expect(after.find((r: { year: number }) => r.year === 2026)).toMatchObject({ ships: 1 });
  });

  it('is rate-limited per address', async () => {
    let last = 0;
    for (let i = 0; i < 125 && last !== 429; i++) last = (await anon('/api/public/certification')).status;
    expect(last).toBe(429);
  });
});

describe('dashboard', () => {
  it('carousel: the three latest published system notices; latest per type', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 4; i++) {
      const d = await create({ title: `Carousel ${i}` });
      await event(d.id, 'publish', d.version);
      t.clock.advance(1000);
      ids.push(d.id);
    }
    await create({ title: 'Carousel draft' });
    const res = await manager.get('/api/dashboard/documents');
    expect(res.data.notices).toHaveLength(3);
    expect(res.data.notices.map((n: any) => n.title)).not.toContain('Carousel draft');
    expect(res.data.notices.every((n: any) => n.docType === 4)).toBe(true);
    const perType = new Map<number, number>();
    for (const d of res.data.latest) perType.set(d.docType, (perType.get(d.docType) ?? 0) + 1);
    expect([...perType.values()].every((n) => n <= 3)).toBe(true);
  });

  it('counts voyages not locked inside the caller scope only', async () => {
    const { voyages } = await import('../../../src/server/db/schema/index.js');
    const before = (await manager.get('/api/dashboard/next')).data.voyagesUnlocked;
    await t.db.insert(voyages).values([
      { shipId: inScope.id, voyageNo: 'NEXT1' },
      { shipId: inScope.id, voyageNo: 'NEXT2', status: 'locked' },
      { shipId: outside.id, voyageNo: 'NEXT3' },
    ]);
    expect((await manager.get('/api/dashboard/next')).data.voyagesUnlocked).toBe(before + 1);
    const adminBefore = before;
    expect((await admin.get('/api/dashboard/next')).data.voyagesUnlocked).toBeGreaterThanOrEqual(
      adminBefore + 2,
    );
    // A user who may not open the voyage screen gets no voyage count.
    const authority = await (
      await import('../../support/fleet/fleetHelpers.js')
    ).client(t.app, 'demo_authority');
    expect((await authority.get('/api/dashboard/next')).data.voyagesUnlocked).toBeUndefined();
  });
});
