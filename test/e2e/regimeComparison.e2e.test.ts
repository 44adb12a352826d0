import { DEMO_PASSWORD } from '../support/app';
import { tokenOf } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { mainFuel, portCalls, shipsWithImo, writeVoyageData } from '../support/e2e/ledger';
import {
  LANGS,
  SHIP_INDEX,
  TEXTS,
  expectPlainTexts,
  fill,
  logInIn,
  type Lang,
} from '../support/e2e/journeyLanguage';
import { mixedPercents } from '../support/e2e/textChecks';
import { warmRoutes } from '../support/warmRoutes';

await warmRoutes();

const { server, page } = e2eLifecycle();
const YEAR = 2025;
/** Rotterdam, Felixstowe, Southampton as the port dictionary names them in each language. */
const PORTS: Record<Lang, [string, string, string]> = {
  en: ['Rotterdam', 'Felixstowe', 'Southampton'],
  zh: ['鹿特丹', '费利克斯托', '南安普敦'],
};

describe.each(LANGS)('UK MRV and the regimes side by side in Chromium (%s)', (lang) => {
  const { reports: R } = TEXTS[lang];
  const X = R.regimeComparison;

  it(`a company user writes a demo ship-year with UK calls, sees each voyage scored by every regime with its reason, then generates its UK MRV report from the UK list (${lang})`, async () => {
    await logInIn(lang, page, server, 'demo_company', DEMO_PASSWORD);
    const token = await tokenOf(page);

    // A demo ship of the company (each language its own): Rotterdam → Felixstowe → Southampton →
    // New York in 2025.
    const api = { server, token };
    const ship = (await shipsWithImo(api))[SHIP_INDEX[lang]]!;
    const fuel = await mainFuel(api, ship.id);
    const portCall = portCalls(ship.imo, 'UK2025', [fuel]);
    await writeVoyageData(api, {
      records: [
        portCall('E2E-UK-1', 'NLRTM', '2025-04-01T08:00Z', '2025-04-02T08:00Z', [900, 890], 0, [0]),
        portCall('E2E-UK-2', 'GBFXT', '2025-04-03T08:00Z', '2025-04-04T08:00Z', [880, 878], 200, [1]),
        portCall('E2E-UK-3', 'GBSOU', '2025-04-05T08:00Z', '2025-04-06T08:00Z', [873, 872], 150, [0]),
        portCall('E2E-UK-4', 'USNYC', '2025-04-15T08:00Z', '2025-04-16T08:00Z', [772, 770], 3000, [1]),
      ],
    });

    // The hub's "Across regimes" tab: ship and year, then the voyages × regimes.
    await page.goto(`${server.baseUrl}/MRVReport/EmissionReport`);
    await page.getByRole('tab', { name: R.tabs.regimeComparison }).click();
    const filter = page.getByRole('search', { name: R.filters.label });
    await filter.getByLabel(R.filters.year).fill(String(YEAR));
    await filter.getByLabel(R.filters.ship).selectOption(String(ship.id));
    const table = page.getByRole('table', { name: X.title });
    await table.waitFor();
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(3);
    // Rotterdam → Felixstowe: 100% EU MRV, 50% EU ETS with the 2025 phase-in (70%), not at all UK;
    // every reason names the ports by their names in the screen's language, every percent in the
    // one form formatPercent writes (the sign straight after the figure, in both languages).
    const [rtm, fxt, sou] = PORTS[lang];
    /** What a row's cell of a regime shows, polled: the share, its reason and its remark. */
    const cell = (row: number, regime: string) => () =>
      rows.nth(row).locator(`td[data-regime="${regime}"]`).textContent();
    const rtmFxt = { from: rtm, to: fxt };
    await expect.poll(cell(0, 'euMrv')).toBe(`100%${fill(X.reasons.eu.departing, rtmFxt)}`);
    await expect
      .poll(cell(0, 'euEts'))
      .toBe(`50%${fill(X.reasons.eu.departing, rtmFxt)}${fill(X.reasons.ets.phaseIn, { percent: '70%' })}`);
    await expect
      .poll(cell(0, 'ukMrv'))
      .toBe(`0%${fill(X.reasons.ukScope.mrvEea, rtmFxt)}${X.reasons.uk.regime.ukMrv}`);
    await expect.poll(cell(0, 'chinaMsa')).toBe(`0%${fill(X.reasons.cmsa.noChinesePort, rtmFxt)}`);
    // Felixstowe → Southampton counts in full for UK MRV and not for the EU.
    const fxtSou = { from: fxt, to: sou };
    await expect
      .poll(cell(1, 'ukMrv'))
      .toBe(`100%${fill(X.reasons.ukScope.mrvDomestic, fxtSou)}${X.reasons.uk.regime.ukMrv}`);
    await expect.poll(cell(1, 'euMrv')).toBe(`0%${fill(X.reasons.eu.none, fxtSou)}`);
    const screenText = (await table.textContent()) ?? '';
    expect(screenText).not.toMatch(/NLRTM →|→ GBFXT|GBFXT →|→ GBSOU|\d %/);
    expect(mixedPercents(screenText)).toEqual([]);
    await expectPlainTexts(page, 'regimes side by side', lang);

    // The UK MRV list: the ship-year's period, generated into a draft with the UK lines.
    await page.goto(`${server.baseUrl}/MRVReport/ukMrvReport-list`);
    await page.getByRole('heading', { name: R.titles.ukMrv }).waitFor();
    const listFilter = page.getByRole('search', { name: R.filters.label });
    await listFilter.getByLabel(R.filters.ship).selectOption(String(ship.id));
    await listFilter.getByLabel(R.filters.year).fill(String(YEAR));
    const candidates = page.getByRole('table', { name: R.candidate.table });
    await candidates.waitFor();
    await candidates.getByRole('button', { name: R.candidate.generate }).first().click();
    // Generating reloads the list; the period then offers Open.
    await candidates.getByRole('button', { name: R.candidate.open }).first().click();
    await page.getByTestId('report-status').waitFor();
    await expect.poll(() => page.getByTestId('report-status').textContent()).toBe(R.status.draft);
    const figures = page.getByRole('table', { name: R.tabs.figures });
    await figures.waitFor();
    await expect.poll(() => figures.textContent()).toContain(R.lines.uk.betweenUkPorts);
    await expectPlainTexts(page, 'UK MRV draft', lang);
  });
});
