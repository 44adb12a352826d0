import * as XLSX from 'xlsx';
import { decimalsOf } from '../../../src/domain/reports/exportRounding.js';
import { REGIMES, type CandidatePeriod } from '../../../src/domain/reports/types.js';
import { exportLabel } from '../../../src/server/i18n/reportExportMessages.js';
import { eq } from 'drizzle-orm';
import { ships } from '../../../src/server/db/schema/index.js';
import { REPORT_GENERATORS } from '../../../src/server/services/reports/registry.js';
import { auth, createTestApp, loginAs, type TestApp } from '../../support/app.js';
import { ledgerActors } from '../../support/ledger/ledgerReadFixtures.js';
import { callVoyageData, portCall, threeCalls } from '../../support/ledger/ledgerWriteFixtures.js';
import { yearSnapshots } from '../../support/reports/reportsApiFixtures.js';

/**
 * Every xlsx file the server writes, read back by the spreadsheet library the app ships: one
 * report per regime, each of its xlsx formats in both languages, and the EU MRV company level. A
 * library upgrade that writes an unreadable or empty book fails here. The ledger: the three
 * hand-worked calls (Shanghai, Singapore, Rotterdam) and a fourth at Felixstowe, so every regime
 * has a period, with ROB snapshots on both bounds of 2025.
 */
let t: TestApp;
let token: string;
let shipId: number;
let companyId: number;
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, 'admin');
  const a = await ledgerActors(t);
  const ship = a.inScope2;
  shipId = ship.id;
  const calls = threeCalls(ship.imo!);
  calls.records[2]!.nextVoyageNo = 'V003';
  const felixstowe = portCall(ship.imo!, 'R4', {
    voyageNo: 'V003',
    port: 'GBFXT',
    arrival: '2025-02-13T00:00Z',
    departure: '2025-02-14T00:00Z',
    distanceNm: 200,
    purposes: [1],
    cargo: { arrival: { cargoT: 0 }, departure: { cargoT: 0 } },
    fuels: [
      { fuel: '11', robArrivalT: 80, robDepartureT: 78 },
      { fuel: '3', robArrivalT: 88, robDepartureT: 87 },
    ],
  });
  const payload = {
    records: [...calls.records, felixstowe],
    snapshots: yearSnapshots(ship.imo!, { hfoT: 78, mdoT: 87 }),
  };
  const w = await callVoyageData(t.app, 'POST', payload, { 'x-token': a.manager.token });
  expect(w.status, w.body).toBe(200);
  const [row] = await t.db
    .select({ company: ships.operatorCompanyId })
    .from(ships)
    .where(eq(ships.id, shipId));
  companyId = row!.company!;
}, 120_000);
afterAll(() => t.close());

/** The ship's first period of 2025 a regime can generate, generated (once per regime). */
async function generate(regime: string): Promise<number> {
  const res = await get(`/api/reports/candidates?regime=${regime}&shipId=${shipId}&year=2025`);
  const candidates = res.json().data as CandidatePeriod[];
  const open = candidates.find((c) => c.status === 'generatable');
  expect(open, JSON.stringify(candidates)).toBeDefined();
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/reports',
    headers: auth(token),
    payload: { regime, shipId, period: { start: open!.start, end: open!.end } },
  });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data.id;
}

const made = new Map<string, Promise<number>>();
const firstReport = (regime: string) => {
  if (!made.has(regime)) made.set(regime, generate(regime));
  return made.get(regime)!;
};

/** Every sheet of the book as rows; fails when the bytes are not a readable workbook. */
function readBack(body: Buffer): Record<string, unknown[][]> {
  const book = XLSX.read(body, { type: 'buffer' });
  return Object.fromEntries(
    book.SheetNames.map((name) => [
      name,
      XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name]!, { header: 1 }),
    ]),
  );
}

/**
 * Every numeric cell of the book with its number format: a figure must be stored as a number, carry
 * a format (`0`, `0.000`, …) and have no more decimals than that format shows, so a rounding rule
 * missed anywhere (float noise such as 1222.8000000000002) fails here.
 */
function numberCells(body: Buffer) {
  const book = XLSX.read(body, { type: 'buffer', cellNF: true });
  const out: { at: string; v: number; z: string | undefined }[] = [];
  for (const name of book.SheetNames) {
    const sheet = book.Sheets[name]!;
    for (const [ref, cell] of Object.entries(sheet))
      if (!ref.startsWith('!') && (cell as XLSX.CellObject).t === 'n') {
        const c = cell as XLSX.CellObject;
        out.push({ at: `${name}!${ref}`, v: c.v as number, z: c.z as string | undefined });
      }
  }
  return out;
}
const formatDecimals = (z: string) => (z.split('.')[1] ?? '').length;

function expectRoundedFigures(body: Buffer) {
  const cells = numberCells(body);
  expect(cells.length).toBeGreaterThan(0);
  for (const c of cells) {
    expect(c.z, `${c.at} = ${c.v} has no number format`).toMatch(/^0(\.0+)?$/);
    expect(decimalsOf(c.v), `${c.at} = ${c.v} shows more decimals than ${c.z}`).toBeLessThanOrEqual(
      formatDecimals(c.z!),
    );
  }
  return cells;
}

const regimes = REGIMES.filter((r) => REPORT_GENERATORS[r]);

describe.each(regimes)('%s xlsx exports read back', (regime) => {
  const formats = Object.keys(REPORT_GENERATORS[regime]!.exports).filter((f) => f.startsWith('xlsx'));

  it.each(formats)('%s in zh and en', async (format) => {
    const id = await firstReport(regime);
    const books = [];
    for (const lang of ['zh', 'en']) {
      const res = await get(`/api/reports/${id}/export/${format}?lang=${lang}`);
      expect(res.statusCode, res.body).toBe(200);
      const sheets = readBack(res.rawPayload);
      expectRoundedFigures(res.rawPayload);
      expect(Object.keys(sheets).length).toBeGreaterThan(0);
      for (const [name, rows] of Object.entries(sheets)) expect(rows.length, name).toBeGreaterThan(0);
      const cells = Object.values(sheets).flat(2);
      expect(cells.some((c) => typeof c === 'number')).toBe(true);
      expect(cells.some((c) => typeof c === 'string' && c.length > 0)).toBe(true);
      books.push(sheets);
    }
    // Same layout in both languages; only the labels differ.
    expect(Object.values(books[0]!).map((rows) => rows.length)).toEqual(
      Object.values(books[1]!).map((rows) => rows.length),
    );
  });
});

describe('figures as each form states them', () => {
  const cellsOf = async (regime: string, format: string, lang: string) => {
    const res = await get(`/api/reports/${await firstReport(regime)}/export/${format}?lang=${lang}`);
    expect(res.statusCode, res.body).toBe(200);
    return { rows: Object.values(readBack(res.rawPayload))[0]!, cells: numberCells(res.rawPayload) };
  };

  it('the DCS standardized format prints whole numbers (the GISIS rule)', async () => {
    const { rows } = await cellsOf('imoDcs', 'xlsx-standard', 'en');
    const value = (label: string) => rows.find((r) => r[1] === label)?.[3];
    for (const label of ['distance', 'hours', 'gt', 'dwt', 'co2'] as const) {
      const v = value(exportLabel(label, 'en'));
      expect(typeof v, label).toBe('number');
      expect(Number.isInteger(v), `${label} = ${String(v)}`).toBe(true);
    }
  });

  it('the China MSA form in Chinese names the ship type and fuels in Chinese', async () => {
    const { rows } = await cellsOf('chinaMsa', 'xlsx', 'zh');
    const han = /[\u4e00-\u9fff]/;
    const value = (label: string) => rows.find((r) => r[1] === label)?.[2];
    expect(String(value(exportLabel('shipType', 'zh')))).toMatch(han);
    expect(String(value(exportLabel('cmsaCategory', 'zh')))).toMatch(han);
    const energy = rows.findIndex((r) => r[1] === exportLabel('cmsaEnergy', 'zh'));
    const shore = rows.findIndex((r) => r[1] === exportLabel('cmsaShorePower', 'zh'));
    const fuels = rows.slice(energy + 1, shore);
    expect(fuels.length).toBeGreaterThan(0);
    for (const f of fuels) {
      expect(String(f[1])).toMatch(han);
      expect(typeof f[2]).toBe('number');
      expect(decimalsOf(f[2] as number)).toBeLessThanOrEqual(3);
    }
  });
});

describe('EU MRV company level xlsx read back', () => {
  it('in zh and en', async () => {
    for (const lang of ['zh', 'en']) {
      const res = await get(`/api/eu-mrv/company-level/export?companyId=${companyId}&year=2025&lang=${lang}`);
      expect(res.statusCode, res.body).toBe(200);
      const sheets = readBack(res.rawPayload);
      expectRoundedFigures(res.rawPayload);
      expect(Object.values(sheets).flat().length).toBeGreaterThan(1);
    }
  });
});
