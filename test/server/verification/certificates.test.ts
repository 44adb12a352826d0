import { eq } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIALITY } from '../../../src/domain/registry/materiality.js';
import { SERIAL_PATTERN } from '../../../src/domain/verification/certificate.js';
import { reports, shipAuthorities, verificationCertificates } from '../../../src/server/db/schema/index.js';
import { reportLineWords } from '../../../src/server/i18n/reportLineWords.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { bareClient, type Client } from '../../support/ledger/ledgerReadFixtures.js';
import { pdfText } from '../../support/pdf/pdfText.js';
import { outsideReport, reportWorld, YEAR_2025 } from '../../support/reports/reportsApiFixtures.js';

/**
 * Certificates (docs/verification.md §7) on an IMO DCS report: issued with a satisfactory opinion
 * (and with the one-step confirm), none with "not verified", superseded by a recall and by a
 * correction; it stands while the authority accepts the report and is superseded by the
 * authority's request for amendment; the public check answers valid, superseded or unknown with the ship, period and
 * regime only; the files read back from their xlsx and PDF.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof reportWorld>>;
let bare: Client;
let id: number;
let outsideId: number;

const report = async (rid = id) => (await w.manager.get(`/api/reports/${rid}`)).body.data;
const event = async (c: Client, type: string, comment?: string, rid = id) => {
  const r = await report(rid);
  const res = await c.post(`/api/reports/${rid}/events`, { type, version: r.version, comment });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const opinion = async (outcome: string, extra: object = {}) => {
  const r = await report();
  const res = await w.auditor.post(`/api/reports/${id}/verification/opinion`, {
    outcome,
    version: r.version,
    ...extra,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const certificates = async (rid = id) =>
  (await w.auditor.get(`/api/reports/${rid}/verification`)).body.data.certificates as {
    serial: string;
    state: string;
    kind: string;
    figuresHash: string;
  }[];
const check = async (serial: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/certificates/${encodeURIComponent(serial)}`,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) };
};
const file = (c: Client, doc: string, format: string, lang = 'en', rid = id) =>
  c.get(`/api/reports/${rid}/verification/files/${doc}/${format}?lang=${lang}`);

beforeAll(async () => {
  t = await createTestApp();
  w = await reportWorld(t);
  bare = await bareClient(t, w.admin, 'certificate_bare');
  const g = await w.manager.post('/api/reports', { regime: 'imoDcs', shipId: w.ship.id, period: YEAR_2025 });
  expect(g.status, JSON.stringify(g.body)).toBe(201);
  id = g.body.data.id;
  outsideId = await outsideReport(t, w, id);
  await t.db.update(reports).set({ status: 'submitted' }).where(eq(reports.id, outsideId));
  await w.lockVoyages();
  await event(w.manager, 'lock');
  await event(w.manager, 'submit');
}, 120_000);
afterAll(() => t.close());

describe('issue and supersede', () => {
  let first = '';

  it('"not verified" gives no certificate; there are no files of a certificate (404)', async () => {
    await opinion('notVerified', { statement: 'Logbooks missing' });
    expect(await certificates()).toEqual([]);
    expect((await file(w.auditor, 'certificate', 'pdf')).status).toBe(404);
  });

  it('a satisfactory opinion issues one valid certificate of the regime kind', async () => {
    await event(w.manager, 'lock');
    await event(w.manager, 'submit');
    await opinion('satisfactory', { team: 'A. Lee (lead), B. Wu', siteVisit: 'Shanghai office, 2026-02-10' });
    const [c, ...rest] = await certificates();
    expect(rest).toEqual([]);
    expect(c).toMatchObject({ state: 'valid', kind: 'statementOfCompliance' });
    expect(c.serial).toMatch(SERIAL_PATTERN);
    expect(c.serial.startsWith('SOC-2025-')).toBe(true);
    expect(c.figuresHash).toMatch(/^[0-9a-f]{64}$/);
    first = c.serial;
  });

  it('the public check: valid, with the ship, period and regime and nothing else', async () => {
    const res = await check(first);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      state: 'valid',
      ship: { name: (await report()).shipName, imo: w.ship.imo },
      period: { start: '2025-01-01', end: '2025-12-31' },
      regime: 'imoDcs',
    });
    // Typed in lower case with spaces around: the same certificate.
    expect((await check(` ${first.toLowerCase()} `)).body.data.state).toBe('valid');
  });

  it('unknown serials answer unknown; bad input answers 400', async () => {
    expect((await check('SOC-2025-999999-00000000')).body.data).toEqual({ state: 'unknown' });
    expect((await check('hello')).body.data).toEqual({ state: 'unknown' });
    expect((await check('SOC 2025;drop')).status).toBe(400);
    expect((await check('X'.repeat(41))).status).toBe(400);
  });

  it('a recall supersedes the certificate', async () => {
    await event(w.manager, 'recall');
    expect((await certificates()).map((c) => c.state)).toEqual(['superseded']);
    expect((await check(first)).body.data).toMatchObject({ state: 'superseded', regime: 'imoDcs' });
  });

  it('the one-step confirm issues a new certificate; a correction supersedes it', async () => {
    await event(w.manager, 'lock');
    await event(w.manager, 'submit');
    await event(w.auditor, 'confirm');
    const [c] = await certificates();
    expect(c.state).toBe('valid');
    expect(c.serial).not.toBe(first);
    // Same figures, same hash: the hash names the figures, the serial the opinion.
    expect(c.figuresHash).toBe((await certificates())[1].figuresHash);
    expect((await check(c.serial)).body.data.state).toBe('valid');
    await event(w.manager, 'correct', 'Fuel of call R2 corrected');
    expect((await check(c.serial)).body.data.state).toBe('superseded');
    const rows = await t.db
      .select()
      .from(verificationCertificates)
      .where(eq(verificationCertificates.reportId, id));
    expect(rows.every((r) => r.supersededAt !== null)).toBe(true);
  });

  it('a correction straight from verified supersedes as well', async () => {
    const [{ id: next }] = await t.db.select().from(reports).where(eq(reports.supersedesId, id));
    await event(w.manager, 'lock', undefined, next);
    await event(w.manager, 'submit', undefined, next);
    const r = await report(next);
    const o = await w.auditor.post(`/api/reports/${next}/verification/opinion`, {
      outcome: 'satisfactoryWithComments',
      statement: 'Calibration overdue',
      version: r.version,
    });
    expect(o.status, JSON.stringify(o.body)).toBe(200);
    const [c] = await certificates(next);
    expect(c.state).toBe('valid');
    await event(w.manager, 'correct', 'Another correction', next);
    expect((await check(c.serial)).body.data.state).toBe('superseded');
  });
});

describe("the authority's review", () => {
  /** The ship's open version after the corrections above (each correction opens the next draft). */
  const openVersion = async () => {
    const [row] = await t.db
      .select({ id: reports.id })
      .from(reports)
      .where(eq(reports.status, 'draft'))
      .orderBy(reports.id)
      .then((rows) => rows.slice(-1));
    return row!.id;
  };
  const confirmed = async (rid: number) => {
    await event(w.manager, 'lock', undefined, rid);
    await event(w.manager, 'submit', undefined, rid);
    await event(w.auditor, 'confirm', undefined, rid);
    const [c] = await certificates(rid);
    expect(c.state).toBe('valid');
    return c.serial;
  };

  beforeAll(async () => {
    await t.db
      .insert(shipAuthorities)
      .values({ shipId: w.ship.id, authorityCode: 'MSA-SH' })
      .onConflictDoNothing();
  });

  it('the certificate stands when the authority accepts; a correction after it supersedes it', async () => {
    const rid = await openVersion();
    const serial = await confirmed(rid);
    await event(w.authority, 'accept', undefined, rid);
    expect((await report(rid)).status).toBe('accepted');
    expect((await certificates(rid))[0].state).toBe('valid');
    expect((await check(serial)).body.data.state).toBe('valid');
    await event(w.manager, 'correct', 'Distance of leg 2 corrected', rid);
    expect((await check(serial)).body.data.state).toBe('superseded');
  });

  it("the authority's request for amendment supersedes the certificate", async () => {
    const rid = await openVersion();
    const serial = await confirmed(rid);
    await event(w.authority, 'requestAmendment', 'Attach the bunker delivery notes', rid);
    expect((await report(rid)).status).toBe('draft');
    expect((await certificates(rid))[0].state).toBe('superseded');
    expect((await check(serial)).body.data.state).toBe('superseded');
  });
});

describe('the files', () => {
  it('the verification report read back from its xlsx (en) and PDF (zh)', async () => {
    const x = await file(w.manager, 'report', 'xlsx', 'en');
    expect(x.status).toBe(200);
    expect(String(x.raw.headers['content-disposition'])).toMatch(/attachment/);
    const wb = XLSX.read(x.raw.rawPayload);
    const all = wb.SheetNames.map((n) => XLSX.utils.sheet_to_csv(wb.Sheets[n])).join('\n');
    expect(all).toContain('Verification report');
    expect(all).toContain('Verified as satisfactory');
    expect(all).toContain(w.ship.imo!);
    const [c] = await certificates();
    expect(all).toContain(c.serial);
    expect(all).toContain(c.figuresHash);

    const p = await file(w.manager, 'report', 'pdf', 'zh');
    expect([p.status, p.raw.headers['content-type']]).toEqual([200, 'application/pdf']);
    const text = pdfText(p.raw.rawPayload);
    expect(text).toContain('核查报告');
    expect(text).toContain('核查满意');
    expect(text).toContain(c.serial);
  });

  it('the opinion carries the team and site visit the verifier entered', async () => {
    // The first report's files: its latest opinion is the one-step confirm (no team entered).
    const x = await file(w.auditor, 'report', 'xlsx', 'en');
    const wb = XLSX.read(x.raw.rawPayload);
    const opinionSheet = XLSX.utils.sheet_to_csv(wb.Sheets[wb.SheetNames[1]]);
    expect(opinionSheet).toContain('Verification team,not entered');
  });

  it('the certificate read back from its PDF and xlsx, marked superseded', async () => {
    const p = await file(w.auditor, 'certificate', 'pdf', 'en');
    expect(p.status).toBe(200);
    const text = pdfText(p.raw.rawPayload);
    expect(text).toContain('Statement of Compliance');
    expect(text).toContain('SUPERSEDED');
    const x = await file(w.auditor, 'certificate', 'xlsx', 'zh');
    const wb = XLSX.read(x.raw.rawPayload);
    expect(XLSX.utils.sheet_to_csv(wb.Sheets[wb.SheetNames[0]])).toContain('符合声明');
  });

  it.each([
    ['report', 'pdf'],
    ['report', 'xlsx'],
    ['certificate', 'pdf'],
    ['certificate', 'xlsx'],
  ])('the %s %s names its lines in words in either language, never by their keys', async (doc, format) => {
    for (const lang of ['en', 'zh'] as const) {
      const res = await file(w.auditor, doc, format, lang);
      expect(res.status).toBe(200);
      let text: string;
      if (format === 'pdf') text = pdfText(res.raw.rawPayload);
      else {
        const wb = XLSX.read(res.raw.rawPayload);
        text = wb.SheetNames.map((n) => XLSX.utils.sheet_to_csv(wb.Sheets[n])).join('\n');
      }
      expect(text.match(/reports\.[\w.]+/g), `${doc} ${format} ${lang}`).toBeNull();
      // The headline line (CO2 emitted, IMO DCS): the materiality table and the certified figures.
      expect(text, `${doc} ${format} ${lang}`).toContain(reportLineWords(MATERIALITY.imoDcs.headline, lang));
    }
  });

  it('401 without a session, 403 without a report page, 404 outside the scope, 400 bad format', async () => {
    const url = `/api/reports/${id}/verification/files/report/pdf`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await bare.get(url)).status).toBe(403);
    expect((await file(w.manager, 'report', 'pdf', 'en', outsideId)).status).toBe(404);
    expect((await file(w.manager, 'report', 'docx')).status).toBe(400);
    expect((await file(w.manager, 'letter', 'pdf')).status).toBe(400);
  });
});

describe('the public check is rate-limited per address', () => {
  it('answers 429 past 60 checks a minute', async () => {
    const url = '/api/public/certificates/SOC-2025-999999-00000000';
    const address = { remoteAddress: '203.0.113.9' };
    const codes: number[] = [];
    for (let i = 0; i < 61; i++)
      codes.push((await t.app.inject({ method: 'GET', url, ...address })).statusCode);
    expect(codes.slice(0, 60).every((c) => c === 200)).toBe(true);
    expect(codes[60]).toBe(429);
  });
});
