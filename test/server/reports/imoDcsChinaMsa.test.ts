import { eq } from 'drizzle-orm';
import * as XLSX from 'xlsx';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsaFigures } from '../../../src/domain/chinaMsa/index.js';
import type { DcsFigures } from '../../../src/domain/imoDcs/index.js';
import type { Correction, GeneratedReport, ReportPeriod } from '../../../src/domain/reports/types.js';
import { companies, flagDocChanges, ships } from '../../../src/server/db/schema/index.js';
import { exportLabel, FUEL_LABELS } from '../../../src/server/i18n/reportExportMessages.js';
import type { StoredReport } from '../../../src/server/services/reports/generator.js';
import { chinaMsaGenerator } from '../../../src/server/services/reports/generators/chinaMsa.js';
import { imoDcsGenerator } from '../../../src/server/services/reports/generators/imoDcs.js';
import { createTestApp, type TestApp } from '../../support/app.js';
import { ledgerActors } from '../../support/ledger/ledgerReadFixtures.js';
import { flagChangeJuly, flagChangeLedger } from '../../support/imoDcs/flagChangeLedger.js';
import { callVoyageData } from '../../support/ledger/ledgerWriteFixtures.js';

/**
 * The DCS and CMSA generators on data written through POST /api/voyage-data, and every export read
 * back. The ledger is the worked example of docs/reports-dcs-cmsa.md §6.1: one leg CNSHA → SGSIN
 * (28 Jun – 4 Jul 2025, 144 h, 1 440 nm) cut in half by a flag change PAN → LBR on 1 Jul 00:00Z,
 * a DOC change on 1 Oct; SGSIN burns LNG and butane as well (CMSA: every fuel).
 */
let t: TestApp;
let shipId: number;
let ship: string;
let co1: { id: number; nameEn: string; nameZh: string };
let co2: { id: number; nameEn: string; nameZh: string };

const payload = (s: string) => flagChangeLedger(s, { metered: true });

const H1: ReportPeriod = { start: '2025-01-01T00:00:00.000Z', end: '2025-07-01T00:00:00.000Z' };
const H2: ReportPeriod = { start: '2025-07-01T00:00:00.000Z', end: '2026-01-01T00:00:00.000Z' };

const stored = (
  g: GeneratedReport,
  period: ReportPeriod,
  regime: 'imoDcs' | 'chinaMsa',
  corrections: Correction[] = [],
): StoredReport => ({
  id: 1,
  regime,
  shipId,
  period,
  year: 2025,
  status: 'locked',
  reportVersion: 1,
  figures: g.figures,
  totals: g.totals,
  corrections,
  paramVersion: g.paramVersion,
  fingerprint: g.fingerprint,
  referenceCode: 'ref-0001',
});

/** The sheet as rows of strings/numbers, and the value in column `col` of the row labelled `label`. */
function sheet(body: Buffer) {
  const wb = XLSX.read(body);
  const rows = XLSX.utils.sheet_to_json<unknown[]>(wb.Sheets[wb.SheetNames[0]!]!, {
    header: 1,
    defval: null,
  });
  const find = (label: string, sub?: string) => {
    const row = rows.find((r) => r.includes(label) && (sub === undefined || r.includes(sub)));
    if (!row) throw new Error(`no row ${label} ${sub ?? ''}`);
    return row;
  };
  return { rows, find };
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await ledgerActors(t);
  shipId = a.inScope2.id;
  ship = a.inScope2.imo!;
  const cos = await t.db
    .select({ id: companies.id, nameEn: companies.nameEn, nameZh: companies.nameZh })
    .from(companies)
    .limit(2);
  [co1, co2] = [cos[0]!, cos[1]!];
  await t.db.update(ships).set({ flagCode: 'LBR', docCompanyId: co2.id }).where(eq(ships.id, shipId));
  await t.db.insert(flagDocChanges).values([
    flagChangeJuly(shipId),
    {
      shipId,
      changeType: 'doc',
      oldCompanyId: co1.id,
      newCompanyId: co2.id,
      effectiveDate: new Date('2025-10-01T00:00Z'),
      applied: true,
    },
  ]);
  const w = await callVoyageData(t.app, 'POST', payload(ship), { 'x-token': a.manager.token });
  expect(w.status, w.body).toBe(200);
});
afterAll(() => t.close());

describe('IMO DCS generator', () => {
  it('candidates: the year split at both changes, holder of each part, the missing snapshot at 1 Oct named', async () => {
    const c = await imoDcsGenerator.candidates(t.db, shipId, 2025);
    expect(c.map((p) => [p.start.slice(0, 10), p.end.slice(0, 10), p.flag, p.companyId, p.status])).toEqual([
      ['2025-01-01', '2025-07-01', 'PAN', co1.id, 'generatable'],
      ['2025-07-01', '2025-10-01', 'LBR', co1.id, 'blocked'],
      ['2025-10-01', '2026-01-01', 'LBR', co2.id, 'blocked'],
    ]);
    expect(c[0]!.companyName).toBe(co1.nameEn);
    expect(c[1]!.reasons[0]).toEqual({
      code: 'report.missing_snapshot',
      params: { bound: 'end', at: '2025-10-01T00:00:00.000Z' },
    });
  });

  it('generate: the worked figures, flag and company of the part, revised items, stable fingerprint', async () => {
    const a = await imoDcsGenerator.generate(t.db, shipId, H1);
    const b = await imoDcsGenerator.generate(t.db, shipId, H2);
    const fa = a.figures as DcsFigures;
    const fb = b.figures as DcsFigures;
    expect([fa.flag, fa.companyName, fb.flag]).toEqual(['PAN', co1.nameEn, 'LBR']);
    expect(fa.fuelT).toEqual({ HFO: 222, LNG: 20, LPG_BUTANE: 2 });
    expect(fb.fuelT).toEqual({ HFO: 88, LNG: 20, LPG_BUTANE: 3 });
    expect(fa.hoursUnderway).toBeCloseTo(72, 9);
    expect(fb.distanceNm).toBeCloseTo(720, 9);
    expect(fa.revised.fuelByConsumerT).toBeNull();
    expect(fb.revised.fuelByConsumerT).toEqual({
      main: { HFO: 120 },
      auxiliary: { HFO: 34 },
      boiler: { HFO: 6 },
    });
    expect(fb.revised.shorePowerKWh).toBe(1200);
    expect(fa.bdn.bunkers[0]!.bdnNo).toBe('BDN-001');
    const legId = a.totals.find((x) => x.key === 'reports.dcs.distance')!.sources.legIds[0];
    expect(b.totals.find((x) => x.key === 'reports.dcs.distance')!.sources.legIds).toEqual([legId]);
    expect(a.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(await imoDcsGenerator.fingerprint(t.db, shipId, H1)).toBe(a.fingerprint);
  });

  it('generate answers 409 naming the bound without a snapshot', async () => {
    await expect(
      imoDcsGenerator.generate(t.db, shipId, { start: H2.start, end: '2025-10-01T00:00:00.000Z' }),
    ).rejects.toMatchObject({ status: 409, code: 'report.missing_snapshot' });
  });

  it('exports read back: standard format zh and en with corrections, BDN and collected sums, GISIS and Liberia XML', async () => {
    const g = await imoDcsGenerator.generate(t.db, shipId, H2);
    const r = stored(g, H2, 'imoDcs', [
      { key: 'reports.dcs.fuel.HFO', value: 88, correction: 1.5, reason: 'sounding' },
      { key: 'reports.dcs.distance', value: 720, correction: 10, reason: 'log' },
    ]);
    for (const lang of ['zh', 'en'] as const) {
      const f = await imoDcsGenerator.exports['xlsx-standard']!(r, lang);
      expect(f.fileName).toMatch(new RegExp(`_${lang}\\.xlsx$`));
      const s = sheet(f.body);
      // 88 + 1.5 = 89.5 t, a whole number up by the one DCS rule (docs/reports-exports.md), as in the XML.
      expect(s.find(FUEL_LABELS.HFO[lang])[3]).toBe(90);
      expect(s.find(FUEL_LABELS.LNG[lang])[3]).toBe(20);
      expect(s.find(FUEL_LABELS.LPG_BUTANE[lang])[3]).toBe(3);
      expect(s.find(exportLabel('distance', lang))[3]).toBeCloseTo(730, 9);
      expect(s.find(exportLabel('hours', lang))[3]).toBeCloseTo(72, 9);
      expect(s.find(exportLabel('flag', lang))[3]).toBe('LBR');
      expect(s.find(exportLabel('shorePower', lang))[3]).toBe(1200);
      expect(s.find(exportLabel('teuNm', lang))[3]).toBe(exportLabel('notCollected', lang));
      expect(s.find(exportLabel('endDate', lang))[3]).toBe('31/12/2025');
    }
    const bdn = sheet((await imoDcsGenerator.exports['xlsx-bdn']!(r, 'en')).body);
    const consumption = bdn.find(exportLabel('bdnConsumption', 'en'));
    // Columns: label, then the eight classes in FUEL_CLASSES order (HFO is the first).
    expect(consumption.slice(1, 9)).toEqual([88, 0, 0, 0, 3, 20, 0, 0]);
    const cd = sheet((await imoDcsGenerator.exports['xlsx-collected']!(r, 'zh')).body);
    const tot = cd.find(exportLabel('cdTotal', 'zh'));
    expect(tot[3]).toBeCloseTo(720, 9);
    expect(tot[5]).toBeCloseTo(88, 9);

    const parser = new XMLParser({
      ignoreAttributes: false,
      isArray: (n) => ['Record', 'Consumption'].includes(n),
    });
    const xml = parser.parse((await imoDcsGenerator.exports.xml!(r, 'en')).body.toString('utf8'));
    expect(xml.Records['@_xmlns']).toBe('https://gisis.imo.org/XML/FUEL/2018');
    const rec = xml.Records.Record[0];
    expect(rec['@_ReferenceCode']).toBe('ref-0001');
    expect([rec.ReportingStartDate, rec.ReportingEndDate, rec.ShipFlag]).toEqual([
      '2025-07-01',
      '2025-12-31',
      'LBR',
    ]);
    expect(rec.DistanceTravelled).toBe(730);
    expect(rec.HoursUnderway).toBe(72);
    expect(rec.ConsumptionData.Consumption.map((c: any) => [c.Type, c.Quantity])).toEqual([
      ['HeavyFuel', 90],
      ['LPGButane', 3],
      ['LNG', 20],
    ]);
    const lib = parser.parse((await imoDcsGenerator.exports['xml-liberia']!(r, 'en')).body.toString('utf8'));
    expect(lib.Records['@_xmlns']).toBeUndefined();
    expect(lib.Records.Record[0].ConsumptionData.Consumption).toHaveLength(3);
  });

  it('the fingerprint changes when a ledger row of the period changes, not for one outside it', async () => {
    const before = await imoDcsGenerator.fingerprint(t.db, shipId, H1);
    const a = await ledgerActors(t);
    const outside = await callVoyageData(
      t.app,
      'POST',
      { snapshots: [{ refCode: 'S9', ship, time: '2024-03-01T00:00Z', fuels: [{ fuel: '1', robT: 5 }] }] },
      { 'x-token': a.manager.token },
    );
    expect(outside.status, outside.body).toBe(200);
    expect(await imoDcsGenerator.fingerprint(t.db, shipId, H1)).toBe(before);
    const inside = await callVoyageData(
      t.app,
      'POST',
      { snapshots: [{ refCode: 'S1', ship, time: '2025-07-01T00:00Z', fuels: [{ fuel: '1', robT: 1077 }] }] },
      { 'x-token': a.manager.token },
    );
    expect(inside.status, inside.body).toBe(200);
    expect(await imoDcsGenerator.fingerprint(t.db, shipId, H1)).not.toBe(before);
  });
});

describe('China MSA generator', () => {
  it('candidates: the annual parts, the months and one voyage per leg arriving in the year', async () => {
    const c = await chinaMsaGenerator.candidates(t.db, shipId, 2025);
    const month = (p: (typeof c)[number]) => p.splitBy.some((x) => x === 'monthStart' || x === 'monthEnd');
    expect(c.filter((p) => p.splitBy.length > 0 && !month(p)).map((p) => p.status)).toEqual([
      'generatable',
      'generatable',
      'generatable',
    ]);
    // The changes fall on 1 Jul and 1 Oct, so the months are the twelve calendar months, each with
    // the flag and company in force then.
    const months = c.filter(month);
    expect(months.map((p) => p.start.slice(0, 10))).toEqual(
      Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}-01`),
    );
    expect(months.map((p) => p.flag)).toEqual([...Array(6).fill('PAN'), ...Array(6).fill('LBR')]);
    expect(months.map((p) => p.companyId)).toEqual([...Array(9).fill(co1.id), ...Array(3).fill(co2.id)]);
    expect(months[6]!.splitBy).toEqual(['monthStart', 'flag', 'monthEnd']);
    const voyages = c.filter((p) => p.splitBy.length === 0);
    expect(voyages.map((p) => [p.start, p.end])).toEqual([
      ['2025-06-28T00:00:00.000Z', '2025-07-04T00:00:00.000Z'],
    ]);
  });

  it('voyage report: every fuel, LNG and butane included; operating hours with cargo time; xlsx zh/en read back', async () => {
    const period = { start: '2025-06-28T00:00:00.000Z', end: '2025-07-04T00:00:00.000Z' };
    const g = await chinaMsaGenerator.generate(t.db, shipId, period);
    const f = g.figures as CmsaFigures;
    expect(f.kind).toBe('voyage');
    // Last port and this port with their berthing times: the ship berthed at the last port on
    // 20 Jun (and left it on 28 Jun), and at this port on 4 Jul.
    expect([f.lastPort?.berthing, f.thisPort?.berthing]).toEqual([
      '2025-06-20T00:00:00.000Z',
      '2025-07-04T00:00:00.000Z',
    ]);
    expect(f.totals.fuelByType).toEqual({ HFO: 160, LNG: 30, LPG_BUTANE: 4 });
    expect(f.totals.operatingHours).toBe(144 + 24);
    // The flag changed on 1 Jul, during this voyage: the box is ticked.
    expect([f.changeOfFlag, f.changeOfCompany, f.flag]).toEqual([true, false, 'PAN']);
    for (const lang of ['zh', 'en'] as const) {
      const s = sheet((await chinaMsaGenerator.exports.xlsx!(stored(g, period, 'chinaMsa'), lang)).body);
      expect(s.find(FUEL_LABELS.LNG[lang])[2]).toBe(30);
      expect(s.find(FUEL_LABELS.LPG_BUTANE[lang])[2]).toBe(4);
      expect(s.find(FUEL_LABELS.HFO[lang])[2]).toBe(160);
      expect(s.find(exportLabel('cmsaOperatingHours', lang))[2]).toBe(168);
      expect(s.find(exportLabel('cmsaReportType', lang))[1]).toBe(exportLabel('cmsaVoyage', lang));
      expect(s.find(exportLabel('cmsaChangeFlag', lang))[1]).toBe(exportLabel('cmsaYes', lang));
      expect(s.find(exportLabel('cmsaScrubber', lang))[2]).toBe(exportLabel('cmsaNo', lang));
    }
  });

  it('annual part after the flag change: change box ticked from the log', async () => {
    const g = await chinaMsaGenerator.generate(t.db, shipId, {
      start: H2.start,
      end: '2025-10-01T00:00:00.000Z',
    });
    const f = g.figures as CmsaFigures;
    expect([f.kind, f.changeOfFlag, f.changeOfCompany, f.flag]).toEqual(['annual', true, true, 'LBR']);
    expect(f.voyages).toHaveLength(1);
  });
});
