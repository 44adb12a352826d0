import { DEMO_PASSWORD } from '../support/app';
import { tokenOf } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { mainFuel, portCalls, shipsWithImo, writeVoyageData, lockVoyage } from '../support/e2e/ledger';
import {
  LANGS,
  SHIP_INDEX,
  TEXTS,
  expectPlainTexts,
  fill,
  logInIn,
  shaped,
} from '../support/e2e/journeyLanguage';
import { warmRoutes } from '../support/warmRoutes';

await warmRoutes();

const { server, page, relaunch } = e2eLifecycle();
const YEAR = 2025;

const button = (name: string) => page.getByRole('button', { name, exact: true });

describe.each(LANGS)('EU MRV report in Chromium (%s)', (lang) => {
  const { euMrv: EU, reports: R } = TEXTS[lang];
  const wizardStep = () => page.getByRole('list', { name: R.wizard.label }).locator('[aria-current="step"]');

  it(`a company user prepares the EU MRV report of a demo ship, follows the reason of a voyage’s share and submits; the verifier confirms (${lang})`, async () => {
    await logInIn(lang, page, server, 'demo_company', DEMO_PASSWORD);
    const token = await tokenOf(page);

    // A demo ship of the company (each language its own) sails Rotterdam → New York in 2025
    // (departs an EEA port of call).
    const api = { server, token };
    const ship = (await shipsWithImo(api))[SHIP_INDEX[lang]]!;
    const fuel = await mainFuel(api, ship.id);
    const portCall = portCalls(ship.imo, 'EU2025', [fuel]);
    await writeVoyageData(api, {
      records: [
        portCall('E2E-EU-1', 'NLRTM', '2025-05-01T08:00Z', '2025-05-02T08:00Z', [900, 890], 0),
        portCall('E2E-EU-2', 'USNYC', '2025-05-12T08:00Z', '2025-05-13T08:00Z', [790, 788], 3400),
      ],
    });
    await lockVoyage({ server, token: token }, ship.id, 'EU2025');

    // The wizard: ship and year, the period, then on to the figures and the lock.
    await page.goto(`${server.baseUrl}/MRVReport/reportManagement-list`);
    await page.getByRole('tab', { name: R.tabs.wizard }).click();
    const filter = page.getByRole('search', { name: R.filters.label });
    await filter.getByLabel(R.filters.ship).selectOption(String(ship.id));
    await filter.getByLabel(R.filters.year).fill(String(YEAR));
    const candidates = page.getByRole('table', { name: R.candidate.table });
    await candidates.waitFor();
    await candidates.getByRole('button', { name: R.wizard.choosePeriod }).first().click();
    await expect.poll(() => wizardStep().textContent()).toBe(R.wizard.steps.completeness);
    await page.getByText(R.wizard.complete).waitFor();
    await button(R.wizard.next).click();
    await expect.poll(() => wizardStep().textContent()).toBe(R.wizard.steps.figures);
    await expectPlainTexts(page, 'EU MRV wizard figures', lang);
    await button(R.wizard.next).click();
    await button(R.wizard.next).click();
    await button(R.wizard.lock).click();
    await button(R.wizard.submit).click();
    await page
      .getByRole('alertdialog', { name: R.wizard.submitAsk.title })
      .getByRole('button', { name: R.wizard.submitAsk.confirm, exact: true })
      .click();
    await page.getByRole('status').filter({ hasText: R.status.submitted }).waitFor();

    // The report page lists the voyage with its shares; its button opens the reason in words.
    await page.getByRole('tab', { name: R.tabs.reports, exact: true }).click();
    await page
      .getByRole('table', { name: R.list.table })
      .getByRole('row')
      .filter({ hasText: ship.imo })
      .getByRole('button', { name: R.list.open })
      .click();
    await page.getByTestId('report-status').filter({ hasText: R.status.submitted }).waitFor();
    const why = page.getByRole('button', { name: shaped(EU.whyLabel) }).first();
    await why.click();
    await expect.poll(() => why.getAttribute('aria-expanded')).toBe('true');
    const departing = fill(EU.reasons.voyage.departing, {
      from: '{{from}}',
      to: '{{to}}',
      mrv: '100%',
      ets: '50%',
    });
    await page.getByText(shaped(departing, false)).first().waitFor();
    await expectPlainTexts(page, 'EU MRV report with a share’s reason', lang);

    // The verifier confirms it from the inbox.
    await relaunch();
    await logInIn(lang, page, server, 'demo_class', DEMO_PASSWORD);
    await page.goto(`${server.baseUrl}/MRVReport/EmissionReport`);
    await page.getByRole('tab', { name: R.tabs.inbox }).click();
    await page
      .getByRole('table', { name: R.titles.inbox })
      .getByRole('row')
      .filter({ hasText: ship.imo })
      .getByRole('button', { name: R.list.open })
      .click();
    await page.getByTestId('report-status').filter({ hasText: R.status.submitted }).waitFor();
    await page
      .getByRole('toolbar', { name: R.page.actions })
      .getByRole('button', { name: R.events.confirm })
      .click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: R.events.confirm, exact: true }).click();
    await page.getByTestId('report-status').filter({ hasText: R.status.confirmed }).waitFor();
    await expectPlainTexts(page, 'EU MRV report confirmed', lang);
  }, 240_000);
});
