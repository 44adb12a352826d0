import { DEMO_PASSWORD } from '../support/app';
import { call, tokenOf } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { shipsWithImo, writeOneLeg } from '../support/e2e/ledger';
import {
  LANGS,
  SHIP_INDEX,
  TEXTS,
  expectPlainTexts,
  literally,
  logInIn,
} from '../support/e2e/journeyLanguage';

const { server, page } = e2eLifecycle();

describe.each(LANGS)('energy statistics in Chromium (%s)', (lang) => {
  const { statistics: S } = TEXTS[lang];

  it(`a ship manager is asked for conditions, runs a ship’s indicators, sets a target, sees it compared and exports (${lang})`, async () => {
    await logInIn(lang, page, server, 'demo_manager', DEMO_PASSWORD);
    const token = await tokenOf(page);

    // Two port calls through the ledger's API make one IMO leg: 2000 nm laden with 50 000 t, on a
    // ship of each language's own.
    const api = { server, token };
    const ship = (await shipsWithImo(api))[SHIP_INDEX[lang]]!;
    await writeOneLeg(api, ship, 'ST1');
    const annual = await call(
      server,
      token,
      'GET',
      `/api/statistics/ships/annual?shipId=${ship.id}&fromYear=2025&toYear=2025`,
    );
    const eeoi = annual.body.data.items[0].indicators.eeoi as number;
    expect(eeoi).toBeGreaterThan(0);

    await page.goto(`${server.baseUrl}/energyStatistics/AnnualTarget`);
    const screen = page.getByRole('region', { name: S.titles.shipTarget });
    await screen.getByRole('button', { name: S.actions.run }).click();
    await screen.getByText(S.messages.selectConditions).first().waitFor();

    // Choose the ship by keyboard-reachable controls and run.
    await screen.getByLabel(S.conditions.ship, { exact: true }).selectOption(String(ship.id));
    await screen.getByLabel(S.conditions.fromYear, { exact: true }).fill('2025');
    await screen.getByLabel(S.conditions.toYear, { exact: true }).fill('2025');
    await screen.getByLabel(S.conditions.toYear, { exact: true }).press('Enter');
    const table = screen.getByRole('table', { name: S.titles.shipTarget });
    await table.waitFor();
    const row = table.getByRole('row').filter({ hasText: '2025' });
    await expect.poll(() => row.textContent()).toContain(String(Math.round(eeoi * 10000) / 10000));

    // A target below the actual EEOI is missed; the comparison appears under the value.
    const form = screen.getByRole('form', { name: S.targets.title });
    await form.getByLabel(S.targets.value, { exact: true }).fill(String(Math.floor(eeoi / 2)));
    await form.getByRole('button', { name: S.actions.saveTarget }).click();
    // In brackets, full-width in Chinese.
    const missed = new RegExp(`[(（]${literally(S.targets.missed)}[)）]`);
    await expect.poll(async () => (await row.textContent()) ?? '').toMatch(missed);
    await expectPlainTexts(page, 'ship indicators against a target', lang);

    const download = page.waitForEvent('download');
    await screen.getByRole('button', { name: S.actions.export }).click();
    expect((await download).suggestedFilename()).toBe(`${S.titles.shipTarget}.xlsx`);
  });
});
