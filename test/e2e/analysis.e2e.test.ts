import { DEMO_PASSWORD } from '../support/app';
import { tokenOf } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { fuelCodes, portCalls, shipsWithImo, writeOneLeg, writeVoyageData } from '../support/e2e/ledger';
import { LANGS, TEXTS, expectPlainTexts, logInIn } from '../support/e2e/journeyLanguage';

const { server, page } = e2eLifecycle();

describe.each(LANGS)('analysis screens in Chromium (%s)', (lang) => {
  const { analysis: A, root } = TEXTS[lang];

  it(`a ship manager runs a trend for one ship by month, reads the Data tab and exports; compares two ship types; reads a ship’s fuel (${lang})`, async () => {
    await logInIn(lang, page, server, 'demo_manager', DEMO_PASSWORD);
    const token = await tokenOf(page);
    const api = { server, token };
    // The English run takes its ships from the head of the fleet list, the Chinese run from its
    // tail, so the runs' legs (the same days) never land on one ship.
    const listed = await shipsWithImo(api);
    const ships = lang === 'en' ? listed : [...listed].reverse();
    const first = ships.find((s) => s.shipTypeCode)!;
    const second = ships.find((s) => s.shipTypeCode && s.shipTypeCode !== first.shipTypeCode)!;
    expect(second).toBeTruthy();
    await writeOneLeg(api, first, `CP1${lang}`);
    await writeOneLeg(api, second, `CP2${lang}`);

    // Trend: one ship, by month (the default unit), the Data tab, Get Excel.
    await page.goto(`${server.baseUrl}/energyAnalysis/TrendAnalysis`);
    const trend = page.getByRole('region', { name: A.trend.title });
    const trendShip = trend.getByLabel(A.form.ship, { exact: true });
    await expect.poll(() => trendShip.locator('option').count()).toBeGreaterThan(1);
    await trendShip.selectOption(String(first.id));
    await trend.getByLabel(A.form.fromYear, { exact: true }).fill('2025');
    await trend.getByLabel(A.form.toYear, { exact: true }).fill('2025');
    await trend.getByRole('button', { name: A.form.run }).click();
    // One panel per unit, each value axis titled with its unit, every month on the time axis.
    for (const axis of Object.values(A.trend.axes)) {
      const panel = trend.getByRole('img', { name: `${A.trend.title}: ${axis}` });
      await expect.poll(() => panel.getByText(axis, { exact: true }).count()).toBe(1);
    }
    const percent = trend.getByRole('img', { name: `${A.trend.title}: ${A.trend.axes.pct}` });
    await expect.poll(() => percent.locator('svg text', { hasText: /^2025-\d\d$/ }).count()).toBe(12);
    await expect.poll(() => percent.getByText(A.trend.indicators.eeoi, { exact: true }).count()).toBe(0);
    // The figures behind the lines, by keyboard.
    await trend.getByRole('button', { name: root.common.showFigures }).focus();
    await page.keyboard.press('Enter');
    const figures = trend.getByRole('table', { name: A.trend.title }).getByRole('row');
    await expect.poll(() => figures.count()).toBe(13);
    await trend.getByRole('button', { name: A.tabs.data, exact: true }).click();
    const trendRows = trend.getByRole('table', { name: A.tabs.data }).getByRole('row');
    await expect.poll(() => trendRows.count()).toBe(13);
    const jan = await trendRows.filter({ hasText: '2025-01' }).getByRole('cell').allTextContents();
    expect(Number(jan[1])).toBeGreaterThanOrEqual(1);
    expect(Number(jan[2])).toBeGreaterThan(0);
    await expectPlainTexts(page, 'trend by month with its Data tab', lang);
    const trendFile = page.waitForEvent('download');
    await trend.getByRole('button', { name: A.form.export }).click();
    expect((await trendFile).suggestedFilename()).toBe(`${A.trend.title}.xlsx`);

    await page.goto(`${server.baseUrl}/energyAnalysis/ComparisonAnalysis`);
    const screen = page.getByRole('region', { name: A.comparison.title });
    await screen.getByRole('button', { name: A.form.run }).click();
    await screen.getByText(A.states.incomplete).waitFor();
    const set = (n: number, field: string) => `${A.comparison.set.replace('{{n}}', String(n))} · ${field}`;
    for (const [n, s] of [
      [1, first],
      [2, second],
    ] as const) {
      const type = screen.getByLabel(set(n, A.form.shipType), { exact: true });
      await expect.poll(() => type.locator('option').count()).toBeGreaterThan(1);
      await type.selectOption(s.shipTypeCode!);
      await screen.getByLabel(set(n, A.form.fromYear), { exact: true }).fill('2025');
      await screen.getByLabel(set(n, A.form.toYear), { exact: true }).fill('2025');
    }
    await screen.getByLabel(A.form.bucket, { exact: true }).selectOption('year');
    await screen.getByRole('button', { name: A.form.run }).click();
    await screen.getByRole('button', { name: A.tabs.data, exact: true }).click();
    const table = screen.getByRole('table', { name: A.tabs.data });
    await table.waitFor();
    // The sets are named by what they compare (the ship types), never "Set 1".
    const typeName = async (n: number) =>
      (
        (await screen
          .getByLabel(set(n, A.form.shipType), { exact: true })
          .locator('option:checked')
          .textContent()) ?? ''
      )
        .replace(/^\S+\s/, '')
        .trim();
    const head = (await table.getByRole('row').first().textContent()) ?? '';
    expect(head).toContain(`${await typeName(1)} · ${A.trend.indicators.eeoi}`);
    expect(head).toContain(`${await typeName(2)} · ${A.trend.indicators.eeoi}`);
    expect(head).not.toContain(set(1, A.trend.indicators.eeoi));
    const cells = await table.getByRole('row').nth(1).getByRole('cell').allTextContents();
    expect(cells[0]).toBe('2025');
    // Each set holds at least the leg written for it, with an EEOI.
    expect(Number(cells[1])).toBeGreaterThanOrEqual(1);
    expect(Number(cells[2])).toBeGreaterThan(0);
    expect(Number(cells[3])).toBeGreaterThanOrEqual(1);
    expect(Number(cells[4])).toBeGreaterThan(0);
    await expectPlainTexts(page, 'comparison of two ship types', lang);
    const download = page.waitForEvent('download');
    await screen.getByRole('button', { name: A.form.export }).click();
    expect((await download).suggestedFilename()).toBe(`${A.comparison.title}.xlsx`);

    // Fuel consumption of the first ship in January 2025: 100 t at sea, 10 t in port at Singapore.
    // And a passage of a third ship (no other records) from 21 Jan 2023 00:00Z to 10 Feb 00:00Z:
    // 11 days in January, 9 in February, so its fuel splits 11 : 9 between the months.
    const third = ships.find((s) => s.id !== first.id && s.id !== second.id)!;
    const portCall = portCalls(third.imo, `CP3${lang}`, await fuelCodes(api, third.id), 50_000);
    await writeVoyageData(api, {
      records: [
        portCall(`CP3${lang}-R1`, 'CNSHA', '2023-01-20T00:00Z', '2023-01-21T00:00Z', [500, 480], 0),
        portCall(`CP3${lang}-R2`, 'SGSIN', '2023-02-10T00:00Z', '2023-02-11T00:00Z', [380, 370], 2000, [1]),
      ],
    });
    await page.goto(`${server.baseUrl}/energyAnalysis/FuelConsumptionAnalysis`);
    const fuel = page.getByRole('region', { name: A.fuel.title });
    const ship = fuel.getByLabel(A.form.ship, { exact: true });
    await expect.poll(() => ship.locator('option').count()).toBeGreaterThan(1);
    await ship.selectOption(String(first.id));
    await fuel.getByLabel(A.form.fromYear, { exact: true }).fill('2025');
    await fuel.getByLabel(A.form.toYear, { exact: true }).fill('2025');
    await fuel.getByRole('button', { name: A.form.run }).click();
    await fuel.getByRole('button', { name: A.tabs.data, exact: true }).click();
    const rows = fuel.getByRole('table', { name: A.tabs.data }).getByRole('row');
    await rows.first().waitFor();
    const january = await rows.filter({ hasText: '2025-01' }).getByRole('cell').allTextContents();
    expect(Number(january.at(-1))).toBeGreaterThan(0);

    await ship.selectOption(String(third.id));
    await fuel.getByLabel(A.form.fromYear, { exact: true }).fill('2023');
    await fuel.getByLabel(A.form.toYear, { exact: true }).fill('2023');
    await fuel.getByRole('button', { name: A.form.run }).click();
    await fuel.getByRole('button', { name: A.tabs.chart, exact: true }).click();
    // Every month of the year is on the time axis, the value axis in tonnes.
    const bars = fuel.getByRole('img', { name: A.fuel.title });
    await expect.poll(() => bars.getByText(A.fuel.axis, { exact: true }).count()).toBe(1);
    await expect.poll(() => bars.locator('svg text', { hasText: /^2023-\d\d$/ }).count()).toBe(12);
    await fuel.getByRole('button', { name: root.common.showFigures }).click();
    const months = fuel.getByRole('table', { name: A.fuel.title }).getByRole('row');
    await expect.poll(() => months.count()).toBe(13);
    // A month's tonnes: every class at sea and in port added.
    const total = async (m: string) =>
      (await months.filter({ hasText: m }).getByRole('cell').allTextContents())
        .map((c) => Number(c.replace(/,/g, '')))
        .reduce((a, b) => a + b, 0);
    const [jan23, feb23, mar23] = [await total('2023-01'), await total('2023-02'), await total('2023-03')];
    expect(jan23).toBeGreaterThan(0);
    expect(jan23 / feb23).toBeCloseTo(11 / 9, 2);
    expect(mar23).toBe(0);
    await expectPlainTexts(page, 'fuel by month with its figures', lang);
  });
});
