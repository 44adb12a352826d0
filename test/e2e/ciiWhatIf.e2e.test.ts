import C from '../../src/i18n/cii/en.json';
import { DEMO_PASSWORD } from '../support/app';
import { call, tokenOf } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { logIn } from '../support/e2eServer';

const { server, page } = e2eLifecycle();

type Ship = { id: number; imo: string | null; shipTypeCode: string | null };

/** One IMO leg Shanghai → Singapore of 2 000 nm in January 2025, through the ledger's API. */
async function oneLeg(token: string, ship: Ship) {
  const fuels = await call(server, token, 'GET', `/api/energyEfficiency/getFuelType?shipId=${ship.id}`);
  const codes = (fuels.body.data as { fuelCode: string }[]).map((f) => f.fuelCode);
  const rob = (first: [number, number]) =>
    codes.map((fuel, i) => ({
      fuel,
      robArrivalT: i === 0 ? first[0] : 50,
      robDepartureT: i === 0 ? first[1] : 50,
    }));
  const base = {
    ship: ship.imo,
    voyageNo: 'CW1',
    kind: 'port',
    inPortLimits: true,
    cargo: { arrival: { cargoT: 50000 }, departure: { cargoT: 50000 } },
  };
  const written = await call(server, token, 'POST', '/api/voyage-data', {
    records: [
      {
        ...base,
        refCode: 'CW1-R1',
        port: 'CNSHA',
        arrival: '2025-01-05T08:00+08:00',
        departure: '2025-01-06T08:00+08:00',
        distanceNm: 0,
        purposes: [0],
        fuels: rob([500, 480]),
      },
      {
        ...base,
        refCode: 'CW1-R2',
        port: 'SGSIN',
        arrival: '2025-01-12T08:00+08:00',
        departure: '2025-01-13T08:00+08:00',
        distanceNm: 2000,
        purposes: [1],
        fuels: rob([380, 370]),
      },
    ],
  });
  expect(written.status).toBe(200);
}

describe('CII what-if in Chromium', () => {
  it('a ship manager picks a ship, reads its forecast, and moving the speed slider changes the projected figures', async () => {
    await logIn(page, server, 'demo_manager', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    const token = await tokenOf(page);
    const ships = (await call(server, token, 'GET', '/api/fleet/ships?size=100')).body.data.items as Ship[];
    const ship = ships.find((s) => s.imo && s.shipTypeCode && !['8', '14'].includes(s.shipTypeCode))!;
    await oneLeg(token, ship);

    await page.goto(`${server.baseUrl}/cii/calculator`);
    const panel = page.getByRole('region', { name: C.forecast.title });
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

    // The slider by keyboard: End moves it to its maximum (50 %).
    const slider = panel.getByRole('slider', { name: C.whatIf.speed });
    await slider.focus();
    await page.keyboard.press('End');
    await expect.poll(() => scenarioCii.textContent(), { timeout: 15_000 }).not.toBe(before);
    // The forecast column stays; the scenario's attained CII is lower (0.5² of the fuel per nm).
    expect(await panel.getByTestId('whatif-base-cii').textContent()).toBe(baseCii);
    const attained = (t: string | null) => Number((t ?? '').match(/\(([\d.,]+)\)/)![1].replace(/,/g, ''));
    expect(attained(await scenarioCii.textContent())).toBeLessThan(attained(before));
    expect(await panel.getByTestId('whatif-scenario-ets').textContent()).toBe(etsBefore);
    await expect.poll(() => panel.getByRole('img', { name: C.whatIf.chart }).count()).toBe(1);
  });
});
