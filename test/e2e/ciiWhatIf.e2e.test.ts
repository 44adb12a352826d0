import { DEMO_PASSWORD } from '../support/app';
import { tokenOf } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { shipsWithImo, writeOneLeg } from '../support/e2e/ledger';
import { LANGS, SHIP_INDEX, TEXTS, expectPlainTexts, logInIn } from '../support/e2e/journeyLanguage';

const { server, page } = e2eLifecycle();

describe.each(LANGS)('CII what-if in Chromium (%s)', (lang) => {
  const { cii: C, root } = TEXTS[lang];

  it(`a ship manager picks a ship, reads its forecast, and moving the speed slider changes the projected figures (${lang})`, async () => {
    await logInIn(lang, page, server, 'demo_manager', DEMO_PASSWORD);
    const token = await tokenOf(page);
    const api = { server, token };
    // A ship with a CII type, each language its own, so the runs' legs do not add up.
    const ships = (await shipsWithImo(api)).filter(
      (s) => s.shipTypeCode && !['8', '14'].includes(s.shipTypeCode),
    );
    const ship = ships[SHIP_INDEX[lang]]!;
    await writeOneLeg(api, ship, 'CW1');

    await page.goto(`${server.baseUrl}/cii/calculator`);
    const panel = page.getByRole('region', { name: C.forecast.title, exact: true });
    await panel.getByLabel(C.forecast.year, { exact: true }).fill('2025');
    const pick = panel.getByLabel(C.forecast.ship, { exact: true });
    await expect.poll(() => pick.locator('option').count()).toBeGreaterThan(1);
    await pick.selectOption(String(ship.id));

    const projected = panel.getByTestId('forecast-projected-rating');
    await expect.poll(() => projected.textContent()).toMatch(/^[A-E]$/);
    const scenarioCii = panel.getByTestId('whatif-scenario-cii');
    await expect.poll(() => scenarioCii.textContent()).toMatch(/^[A-E] /);
    const before = await scenarioCii.textContent();
    const baseCii = await panel.getByTestId('whatif-base-cii').textContent();
    expect(before).toBe(baseCii);
    const etsBefore = await panel.getByTestId('whatif-scenario-ets').textContent();
    await expectPlainTexts(page, 'CII forecast and what-if', lang);

    // The slider by keyboard: End moves it to its maximum (50 %).
    const slider = panel.getByRole('slider', { name: C.whatIf.speed });
    await slider.focus();
    await page.keyboard.press('End');
    await expect.poll(() => scenarioCii.textContent(), { timeout: 15_000 }).not.toBe(before);
    // The forecast column stays; the scenario's attained CII is lower (0.5² of the fuel per nm).
    await expect.poll(() => panel.getByTestId('whatif-base-cii').textContent()).toBe(baseCii);
    const attained = (t: string | null) =>
      Number((t ?? '').match(/[(（]([\d.,]+)[)）]/)![1].replace(/,/g, ''));
    expect(attained(await scenarioCii.textContent())).toBeLessThan(attained(before));
    await expect.poll(() => panel.getByTestId('whatif-scenario-ets').textContent()).toBe(etsBefore);
    // The ratio and the euros on panels of their own, each value axis titled with its unit.
    const ratio = panel.getByRole('img', { name: `${C.whatIf.chart}: ${C.whatIf.ratioAxis}` });
    const cost = panel.getByRole('img', { name: `${C.whatIf.chart}: ${C.whatIf.costAxis}` });
    await expect.poll(() => ratio.getByText(C.whatIf.ratioAxis, { exact: true }).count()).toBe(1);
    await expect.poll(() => cost.getByText(C.whatIf.costAxis, { exact: true }).count()).toBe(1);
    await expect.poll(() => ratio.getByText(C.whatIf.etsSeries, { exact: true }).count()).toBe(0);
    // Its figures, by keyboard.
    const show = panel.getByRole('button', { name: root.common.showFigures });
    await show.focus();
    await page.keyboard.press('Enter');
    const figures = panel.getByRole('table', { name: C.whatIf.chart });
    await expect.poll(() => figures.getByRole('row').count()).toBe(4);
    await expectPlainTexts(page, 'CII what-if at half speed with its figures', lang);
  });
});
