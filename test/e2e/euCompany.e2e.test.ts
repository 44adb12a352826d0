import { readFile } from 'node:fs/promises';
import * as XLSX from 'xlsx';
import { companies, ships } from '../../src/server/db/schema/index';
import { DEMO_PASSWORD } from '../support/app';
import { call, tokenOf } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { LANGS, TEXTS, expectPlainTexts, fill, logInIn, type Lang } from '../support/e2e/journeyLanguage';

// The route modules load lazily inside the app's 10 s plugin start; on a loaded machine their first
// transform took longer, so they are loaded before the server starts (hooks run in order).
beforeAll(
  () =>
    Promise.all([
      import('../../src/server/routes/fleet/index'),
      import('../../src/server/routes/ledger/index'),
      import('../../src/server/routes/reports/index'),
      import('../../src/server/routes/reports/euCompany'),
    ]),
  300_000,
);
const { server, page } = e2eLifecycle();

/** A 2025 HFO round trip: Rotterdam → Hamburg → New York → Rotterdam (docs/reports-eu.md §6.3). */
const roundTrip = (ship: string) => {
  const pc = (
    refCode: string,
    port: string,
    arrival: string,
    departure: string,
    nm: number,
    rob: [number, number],
    purposes: number[],
  ) => ({
    refCode,
    ship,
    voyageNo: 'CL2025',
    kind: 'port',
    port,
    inPortLimits: true,
    arrival,
    departure,
    distanceNm: nm,
    purposes,
    cargo: { arrival: { cargoT: 1000 }, departure: { cargoT: 1000 } },
    fuels: [{ fuel: '1', robArrivalT: rob[0], robDepartureT: rob[1] }],
  });
  return {
    records: [
      pc('L1', 'NLRTM', '2025-01-05T00:00Z', '2025-01-06T00:00Z', 0, [500, 480], [0]),
      pc('L2', 'DEHAM', '2025-01-08T00:00Z', '2025-01-09T00:00Z', 300, [460, 450], [1]),
      pc('L3', 'USNYC', '2025-01-20T00:00Z', '2025-01-21T00:00Z', 3500, [250, 240], [0, 1]),
      pc('L4', 'NLRTM', '2025-02-01T00:00Z', '2025-02-02T00:00Z', 3500, [100, 95], [1]),
    ],
  };
};

/** The price scenario the company user adds, named in the language under test. */
const SCENARIO: Record<Lang, string> = { en: 'Base', zh: '基准' };

describe.each(LANGS)('EU MRV company level in Chromium (%s)', (lang) => {
  const { euCompany: C } = TEXTS[lang];

  it(`a company user opens Company level, sees the company’s ships, adds a price scenario, sees its cost, exports (${lang})`, async () => {
    await logInIn(lang, page, server, 'demo_company', DEMO_PASSWORD);
    const token = await tokenOf(page);
    const mine = new Set(
      (
        (await call(server, token, 'GET', '/api/fleet/ships?size=100')).body.data.items as { id: number }[]
      ).map((s) => s.id),
    );
    const rows = (await server.db.select().from(ships)).filter(
      (s) => mine.has(s.id) && s.imo && s.docCompanyId,
    );
    const byDoc = new Map<number, typeof rows>();
    for (const s of rows) byDoc.set(s.docCompanyId!, [...(byDoc.get(s.docCompanyId!) ?? []), s]);
    // The DOC company with three ships (the demo fleet has one): both languages' runs write the
    // same round trips (the second's records unchanged), each adds a price scenario of its own.
    const fleet = [...byDoc.values()].find((l) => l.length >= 3)!;
    const companyId = fleet[0]!.docCompanyId!;
    const company = (await server.db.select().from(companies)).find((c) => c.id === companyId)!;
    for (const s of fleet.slice(0, 3)) {
      const w = await call(server, token, 'POST', '/api/voyage-data', roundTrip(s.imo!));
      expect(w.status, JSON.stringify(w.body)).toBe(200);
    }

    await page.goto(`${server.baseUrl}/MRVReport/reportManagement-list`);
    await page.getByRole('tab', { name: C.tabs.company }).click();
    await page.getByRole('combobox', { name: C.company, exact: true }).selectOption(String(companyId));
    await page.getByRole('combobox', { name: C.year, exact: true }).selectOption('2025');
    const companyName = lang === 'zh' ? (company.nameZh ?? company.nameEn) : company.nameEn;
    const table = page.getByRole('table', { name: fill(C.table, { company: companyName, year: 2025 }) });
    await table.waitFor();
    const names = await table.getByRole('rowheader').allTextContents();
    const shipName = (s: (typeof fleet)[number]) => (lang === 'zh' ? (s.nameZh ?? s.nameEn) : s.nameEn);
    expect(names.slice(0, -1).sort()).toEqual(fleet.map(shipName).sort());
    expect(names.at(-1)).toBe(C.total);
    // Three round trips: ETS (2025, CO2 only) 205 t HFO × 3.114 each, allowances × 0.7.
    const allowances = 3 * 205 * 3.114 * 0.7;
    const fmt = (x: number) => x.toLocaleString('en-GB', { maximumFractionDigits: 3 });
    await expect.poll(() => page.getByTestId('company-allowances').textContent()).toBe(fmt(allowances));

    await page.getByLabel(C.scenarios.name).fill(SCENARIO[lang]);
    await page.getByLabel(C.scenarios.price).fill('80.5');
    await page.getByRole('button', { name: C.scenarios.add }).click();
    const cost = page.getByLabel(fill(C.scenarios.costFor, { name: SCENARIO[lang] }), { exact: true });
    await cost.waitFor();
    await expectPlainTexts(page, 'EU MRV company level with a price scenario', lang);
    // Shown to 3 decimals: the server sums per ship, so the last digit may round the other way.
    expect(Number((await cost.textContent())!.replace(/,/g, ''))).toBeCloseTo(allowances * 80.5, 2);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: fill(C.export, { lang: C.exportLangs.en }) }).click(),
    ]);
    const book = XLSX.read(await readFile((await download.path())!), { type: 'buffer' });
    const sheet = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]!]!, {
      header: 1,
    });
    expect(sheet[1]).toEqual(['Company', company.nameEn]);
    const scenario = sheet.find((r) => r[0] === SCENARIO[lang])!;
    expect(scenario[1]).toBe(80.5);
    // The form states money to the cent (docs/reports-exports.md): the cost is the cent nearest to it.
    expect(scenario[2] as number).toBeCloseTo(allowances * 80.5, 2);
    expect(Number((scenario[2] as number).toFixed(2))).toBe(scenario[2]);
  });
});
