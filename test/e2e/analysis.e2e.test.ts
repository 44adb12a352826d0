import A from '../../src/i18n/analysis/en.json';
import { DEMO_PASSWORD } from '../support/app';
import { tokenOf } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { shipsWithImo, writeOneLeg } from '../support/e2e/ledger';
import { logIn } from '../support/e2eServer';

const { server, page } = e2eLifecycle();

describe('analysis screens in Chromium', () => {
  it('a ship manager runs a trend for one ship by month, reads the Data tab and exports; compares two ship types; reads a ship’s fuel', async () => {
    await logIn(page, server, 'demo_manager', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    const token = await tokenOf(page);
    const api = { server, token };
    const ships = await shipsWithImo(api);
    const first = ships.find((s) => s.shipTypeCode)!;
    const second = ships.find((s) => s.shipTypeCode && s.shipTypeCode !== first.shipTypeCode)!;
    expect(second).toBeTruthy();
    await writeOneLeg(api, first, 'CP1');
    await writeOneLeg(api, second, 'CP2');

    // Trend: one ship, by month (the default unit), the Data tab, Get Excel.
    await page.goto(`${server.baseUrl}/energyAnalysis/TrendAnalysis`);
    const trend = page.getByRole('region', { name: A.trend.title });
    const trendShip = trend.getByLabel(A.form.ship, { exact: true });
    await expect.poll(() => trendShip.locator('option').count()).toBeGreaterThan(1);
    await trendShip.selectOption(String(first.id));
    await trend.getByLabel(A.form.fromYear, { exact: true }).fill('2025');
    await trend.getByLabel(A.form.toYear, { exact: true }).fill('2025');
    await trend.getByRole('button', { name: A.form.run }).click();
    await trend.getByRole('button', { name: A.tabs.data }).click();
    const trendRows = trend.getByRole('table', { name: A.tabs.data }).getByRole('row');
    await expect.poll(() => trendRows.count()).toBe(13);
    const jan = await trendRows.filter({ hasText: '2025-01' }).getByRole('cell').allTextContents();
    expect(Number(jan[1])).toBeGreaterThanOrEqual(1);
    expect(Number(jan[2])).toBeGreaterThan(0);
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
    await screen.getByRole('button', { name: A.tabs.data }).click();
    const table = screen.getByRole('table', { name: A.tabs.data });
    await table.waitFor();
    const head = (await table.getByRole('row').first().textContent()) ?? '';
    expect(head).toContain(set(1, A.trend.indicators.eeoi));
    expect(head).toContain(set(2, A.trend.indicators.eeoi));
    const cells = await table.getByRole('row').nth(1).getByRole('cell').allTextContents();
    expect(cells[0]).toBe('2025');
    // Each set holds at least the leg written for it, with an EEOI.
    expect(Number(cells[1])).toBeGreaterThanOrEqual(1);
    expect(Number(cells[2])).toBeGreaterThan(0);
    expect(Number(cells[3])).toBeGreaterThanOrEqual(1);
    expect(Number(cells[4])).toBeGreaterThan(0);
    const download = page.waitForEvent('download');
    await screen.getByRole('button', { name: A.form.export }).click();
    expect((await download).suggestedFilename()).toBe(`${A.comparison.title}.xlsx`);

    // Fuel consumption of the first ship in January 2025: 100 t at sea, 10 t in port at Singapore.
    await page.goto(`${server.baseUrl}/energyAnalysis/FuelConsumptionAnalysis`);
    const fuel = page.getByRole('region', { name: A.fuel.title });
    const ship = fuel.getByLabel(A.form.ship, { exact: true });
    await expect.poll(() => ship.locator('option').count()).toBeGreaterThan(1);
    await ship.selectOption(String(first.id));
    await fuel.getByLabel(A.form.fromYear, { exact: true }).fill('2025');
    await fuel.getByLabel(A.form.toYear, { exact: true }).fill('2025');
    await fuel.getByRole('button', { name: A.form.run }).click();
    await fuel.getByRole('button', { name: A.tabs.data }).click();
    const rows = fuel.getByRole('table', { name: A.tabs.data }).getByRole('row');
    await rows.first().waitFor();
    const january = await rows.filter({ hasText: '2025-01' }).getByRole('cell').allTextContents();
    expect(Number(january.at(-1))).toBeGreaterThan(0);
  });
});
