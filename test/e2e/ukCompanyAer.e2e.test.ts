import { readFile } from 'node:fs/promises';
import { XMLParser } from 'fast-xml-parser';
import { DEMO_PASSWORD } from '../support/app';
import { call, tokenOf } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { mainFuel, portCalls, shipsWithImo, writeVoyageData } from '../support/e2e/ledger';
import { LANGS, SHIP_INDEX, TEXTS, expectPlainTexts, logInIn } from '../support/e2e/journeyLanguage';
import { warmRoutes } from '../support/warmRoutes';

await warmRoutes();

const { server, page } = e2eLifecycle();
const YEAR = 2025;

describe.each(LANGS)('UK company AER in Chromium (%s)', (lang) => {
  const { reports: R, ukMrv: U } = TEXTS[lang];

  it(`a company user writes UK calls for a demo ship, opens the Company AER of its DOC holder for the year, sees the ship and the totals, and downloads the aggregated-data XML (${lang})`, async () => {
    await logInIn(lang, page, server, 'demo_company', DEMO_PASSWORD);
    const token = await tokenOf(page);

    // A ship of 5 000 GT or more with a DOC holder, each language its own.
    const api = { server, token };
    const ship = (await shipsWithImo(api)).filter((s) => s.gt >= 5000 && s.docCompanyId)[SHIP_INDEX[lang]]!;
    const fuel = await mainFuel(api, ship.id);
    const portCall = portCalls(ship.imo, 'UKAER2025', [fuel]);
    // Felixstowe → Southampton (UK MRV domestic) → New York (UK → non-EEA), 2025.
    await writeVoyageData(api, {
      records: [
        portCall('E2E-AER-1', 'GBFXT', '2025-05-03T08:00Z', '2025-05-04T08:00Z', [880, 878], 0, [1]),
        portCall('E2E-AER-2', 'GBSOU', '2025-05-05T08:00Z', '2025-05-06T08:00Z', [873, 872], 150, [1]),
        portCall('E2E-AER-3', 'USNYC', '2025-05-15T08:00Z', '2025-05-16T08:00Z', [772, 770], 3000, [1]),
      ],
    });
    const aer = await call(
      server,
      token,
      'GET',
      `/api/reports/uk-company-aer?companyId=${ship.docCompanyId}&year=${YEAR}`,
    );
    expect(aer.status).toBe(200);
    const mine = (
      aer.body.data.ships as {
        imo: string;
        withinUkPorts: { co2: number };
        betweenUkPorts: { co2: number };
      }[]
    ).find((s) => s.imo === ship.imo)!;
    expect(mine.betweenUkPorts.co2).toBeGreaterThan(0);

    await page.goto(`${server.baseUrl}/MRVReport/ukMrvReport-list`);
    await page.getByRole('tab', { name: U.tabs.company }).click();
    const filter = page.getByRole('search', { name: U.title });
    await filter.getByLabel(R.filters.year).fill(String(YEAR));
    await filter.getByLabel(U.company).selectOption(String(ship.docCompanyId));
    const table = page.getByRole('table', { name: U.title });
    await table.waitFor();
    const row = table.locator('tbody tr', { hasText: ship.imo });
    await expect.poll(() => row.locator('td[data-source]').textContent()).toBe(U.sourceLedger);
    const totals = page.getByRole('table', { name: U.totals.title });
    await expect
      .poll(() => totals.locator('td[data-summary="totalEmissions"]').textContent())
      .toBe(String(aer.body.data.summary.totalEmissions));
    await expectPlainTexts(page, 'UK company AER', lang);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: U.download.aggregated }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^UK_AER_aggregated_data_\d+_2025\.xml$/);
    const xml = await readFile((await file.path())!, 'utf8');
    const doc = new XMLParser({
      ignoreAttributes: false,
      parseTagValue: false,
      isArray: (n) => n === 'shipEmissions',
    }).parse(xml);
    const entry = (doc.emissions.shipEmissions as Record<string, any>[]).find(
      (s) => s['@_shipImoNumber'] === ship.imo,
    )!;
    expect(entry.annualEmission.etsEmissionsBetweenUkPort.tco2Total).toBe(mine.betweenUkPorts.co2.toFixed(7));
    expect(entry.annualEmission.etsEmissionsWithinUkPort.tco2Total).toBe(mine.withinUkPorts.co2.toFixed(7));
  });
});
