import { DEMO_PASSWORD } from '../support/app';
import { call, tokenOf } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { mainFuel, portCalls, shipNameIn, shipsWithImo, writeVoyageData } from '../support/e2e/ledger';
import {
  LANGS,
  SHIP_INDEX,
  TEXTS,
  expectPlainTexts,
  fill,
  logInIn,
  type Lang,
} from '../support/e2e/journeyLanguage';
import { warmRoutes } from '../support/warmRoutes';

await warmRoutes();
const { server, page } = e2eLifecycle();

/** What the company user writes in the plan, in the language under test. */
const PLAN: Record<Lang, { target: string; owner: string }> = {
  en: { target: 'Slow steaming at 12 kn and hull cleaning', owner: 'Technical superintendent' },
  zh: { target: '以 12 节经济航速航行并清洗船体', owner: '机务主管' },
};

describe.each(LANGS)('CII fleet ratings in Chromium (%s)', (lang) => {
  const { cii: C, kit } = TEXTS[lang];

  it(`a company user sees a rated ship in the fleet, opens its page and records a corrective action plan (${lang})`, async () => {
    await logInIn(lang, page, server, 'demo_company', DEMO_PASSWORD);
    const token = await tokenOf(page);

    // A 2025 ledger for one ship of the fleet (each language its own): two calls 3 000 nm apart,
    // snapshots at both year bounds. Every demo ship is a CII type of 5 000 GT or more.
    const api = { server, token };
    const ship = (await shipsWithImo(api))[SHIP_INDEX[lang]]!;
    const name = shipNameIn(ship, lang);
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
    const row = table.getByRole('row', { name: new RegExp(name) });
    await expect.poll(() => row.textContent()).toContain(rating);
    await expectPlainTexts(page, 'CII fleet', lang);
    await table.getByRole('button', { name: '2025' }).click();

    // Its page: the period read from the ledger, then a plan recorded through the form.
    await row.getByRole('button', { name: fill(C.fleet.open, { name }) }).click();
    const shipPage = page.getByRole('region', { name: fill(C.ship.title, { name }) });
    const periods = shipPage.getByRole('table', { name: C.ship.periods });
    await periods.waitFor();
    await expect.poll(() => periods.textContent()).toContain('2025-01-01 – 2025-12-31');
    await expect.poll(() => periods.textContent()).toContain(C.ship.sources.ledger);
    await shipPage.getByRole('button', { name: C.ship.addPlan }).click();
    const form = shipPage.getByRole('form', { name: C.ship.addPlan });
    await form.getByLabel(C.plan.year).fill('2025');
    await form.getByLabel(C.plan.target).fill(PLAN[lang].target);
    await form.getByLabel(C.plan.dueDate).fill('2026-04-30');
    await form.getByRole('button', { name: C.plan.save }).click();
    // The owner is required: the server's message lands on the field, the form stays open.
    await form.getByText(kit.validation.msg.required, { exact: true }).waitFor();
    await expectPlainTexts(page, 'CII ship page with the plan form refused', lang);
    await form.getByLabel(C.plan.owner).fill(PLAN[lang].owner);
    await form.getByRole('button', { name: C.plan.save }).click();
    const plans = shipPage.getByRole('list', { name: C.ship.plans });
    await plans.getByText(PLAN[lang].target).waitFor();
    await expect.poll(() => plans.textContent()).toContain(PLAN[lang].owner);
    await expectPlainTexts(page, 'CII ship page with a plan', lang);
    await shipPage.getByRole('button', { name: C.ship.close }).click();
    await table.waitFor();
  });
});
