import R from '../../src/i18n/reports/en.json';
import { DEMO_PASSWORD } from '../support/app';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { logIn } from '../support/e2eServer';

const { server, page, relaunch } = e2eLifecycle();
const YEAR = 2020;

describe('report lifecycle in Chromium', () => {
  it('the ship manager reaches FuelEU and UK reports from its menu and is told what to do next on the hub; the verifier is never told to generate', async () => {
    await logIn(page, server, 'demo_manager', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    const mainMenu = page.getByRole('navigation', { name: 'Main menu' });
    await mainMenu.getByRole('button', { name: 'Emission reports', exact: true }).click();
    await mainMenu.getByRole('link', { name: 'UK MRV reports', exact: true }).waitFor();
    await mainMenu.getByRole('link', { name: 'FuelEU Maritime reports', exact: true }).click();
    await page.waitForURL('**/MRVReport/fuelEuReport-list');

    await page.goto(`${server.baseUrl}/MRVReport/EmissionReport`);
    const hub = page.getByRole('table', { name: R.titles.hub });
    await hub.waitFor();
    await expect.poll(() => hub.getByRole('button', { name: /^Generate/ }).count()).toBeGreaterThan(0);

    await relaunch();
    await logIn(page, server, 'demo_class', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.baseUrl}/MRVReport/EmissionReport`);
    const verifierHub = page.getByRole('table', { name: R.titles.hub });
    await verifierHub.waitFor();
    await expect.poll(() => verifierHub.getByRole('row').count()).toBeGreaterThan(1);
    await expect
      .poll(() => verifierHub.getByRole('button', { name: /^(Generate|Lock|Submit)/ }).count())
      .toBe(0);
  }, 120_000);

  it('the China MSA list shows the candidate periods of a ship-year, and the hub lists the ship', async () => {
    await logIn(page, server, 'demo_company', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.baseUrl}/MRVReport/CmsaRreport-list`);
    await page.getByRole('heading', { name: R.titles.chinaMsa }).waitFor();
    const filter = page.getByRole('search', { name: R.filters.label });
    const ship = filter.getByLabel(R.filters.ship);
    await ship.locator('option').nth(1).waitFor({ state: 'attached' });
    await ship.selectOption({ index: 1 });
    await filter.getByLabel(R.filters.year).fill(String(YEAR));
    const table = page.getByRole('table', { name: R.candidate.table });
    await table.waitFor();
    // One row per period with its status (CMSA periods need no snapshot at the bounds).
    await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(1);
    await expect
      .poll(() => table.textContent())
      .toMatch(new RegExp(`${R.candidate.generatable}|${R.candidate.blocked}|${R.candidate.generated}`));
    await page.goto(`${server.baseUrl}/MRVReport/EmissionReport`);
    await page.getByRole('table', { name: R.titles.hub }).waitFor();
  }, 120_000);
});
