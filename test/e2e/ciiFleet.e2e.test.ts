import C from '../../src/i18n/cii/en.json';
import { DEMO_PASSWORD } from '../support/app';
import { call, tokenOf } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { firstShipWithImo, mainFuel, portCalls, writeVoyageData } from '../support/e2e/ledger';
import { logIn } from '../support/e2eServer';
import { warmRoutes } from '../support/warmRoutes';

await warmRoutes();
const { server, page } = e2eLifecycle();

describe('CII fleet ratings in Chromium', () => {
  it('a company user sees a rated ship in the fleet, opens its page and records a corrective action plan', async () => {
    await logIn(page, server, 'demo_company', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    const token = await tokenOf(page);

    // A 2025 ledger for one ship of the fleet: two calls 3 000 nm apart, snapshots at both year bounds.
    const api = { server, token };
    // Every demo ship is a CII type of 5 000 GT or more (demoFleetData.ts).
    const ship = await firstShipWithImo(api);
    const fuel = await mainFuel(api, ship.id);
    const portCall = portCalls(ship.imo, 'C2025', [fuel]);
    await writeVoyageData(api, {
      records: [
        portCall('E2E-CII-1', 'CNSHA', '2025-03-01T00:00Z', '2025-03-02T00:00Z', [900, 890], 0),
        portCall('E2E-CII-2', 'SGSIN', '2025-03-12T00:00Z', '2025-03-13T00:00Z', [500, 495], 3000),
      ],
      snapshots: [
        { refCode: 'E2E-CII-S0', ship: ship.imo, time: '2025-01-01T00:00Z', fuels: [{ fuel, robT: 900 }] },
        { refCode: 'E2E-CII-S1', ship: ship.imo, time: '2026-01-01T00:00Z', fuels: [{ fuel, robT: 495 }] },
      ],
    });
    const rated = await call(server, token, 'GET', `/api/cii/ratings?shipId=${ship.id}&year=2025`);
    expect(rated.status).toBe(200);
    const rating = rated.body.data.periods[0].rating as string;
    expect(rating).toMatch(/^[A-E]$/);

    // The fleet view: the ship's 2025 cell shows the stored rating.
    await page.goto(`${server.baseUrl}/cii/fleet`);
    const table = page.getByRole('table', { name: C.fleet.title });
    await table.waitFor();
    const row = table.getByRole('row', { name: new RegExp(ship.nameEn) });
    await expect.poll(() => row.textContent()).toContain(rating);
    await table.getByRole('button', { name: '2025' }).click();

    // Its page: the period read from the ledger, then a plan recorded through the form.
    await row.getByRole('button', { name: C.fleet.open.replace('{{name}}', ship.nameEn) }).click();
    const shipPage = page.getByRole('region', { name: C.ship.title.replace('{{name}}', ship.nameEn) });
    const periods = shipPage.getByRole('table', { name: C.ship.periods });
    await periods.waitFor();
    await expect.poll(() => periods.textContent()).toContain('2025-01-01 – 2025-12-31');
    await expect.poll(() => periods.textContent()).toContain(C.ship.sources.ledger);
    await shipPage.getByRole('button', { name: C.ship.addPlan }).click();
    const form = shipPage.getByRole('form', { name: C.ship.addPlan });
    await form.getByLabel(C.plan.year).fill('2025');
    await form.getByLabel(C.plan.target).fill('Slow steaming at 12 kn and hull cleaning');
    await form.getByLabel(C.plan.dueDate).fill('2026-04-30');
    await form.getByRole('button', { name: C.plan.save }).click();
    // The owner is required: the server's message lands on the field, the form stays open.
    await form.getByText('Required').waitFor();
    await form.getByLabel(C.plan.owner).fill('Technical superintendent');
    await form.getByRole('button', { name: C.plan.save }).click();
    const plans = shipPage.getByRole('list', { name: C.ship.plans });
    await plans.getByText(/Slow steaming at 12 kn/).waitFor();
    await expect.poll(() => plans.textContent()).toContain('Technical superintendent');
    await shipPage.getByRole('button', { name: C.ship.close }).click();
    await table.waitFor();
  });
});
