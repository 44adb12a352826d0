import R from '../../src/i18n/reports/en.json';
import EN from '../../src/i18n/en.json';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '../support/app';
import { call, tokenOf } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { firstShipWithImo, mainFuel, portCalls, writeVoyageData } from '../support/e2e/ledger';
import { logIn } from '../support/e2eServer';

const { server, page, relaunch } = e2eLifecycle();
const D = EN.dashboard;
const YEAR = 2020;

const wizardStep = () => page.getByRole('list', { name: R.wizard.label }).locator('[aria-current="step"]');
const button = (name: string) => page.getByRole('button', { name, exact: true });

async function openReportFromInbox() {
  await page.goto(`${server.baseUrl}/MRVReport/EmissionReport`);
  await page.getByRole('tab', { name: R.tabs.inbox }).click();
  await page
    .getByRole('table', { name: R.titles.inbox })
    .getByRole('button', { name: /^Open/ })
    .first()
    .click();
  await page.getByTestId('report-status').waitFor();
}

async function sendPageEvent(event: keyof typeof R.events, comment?: string) {
  await page
    .getByRole('toolbar', { name: R.page.actions })
    .getByRole('button', { name: R.events[event] })
    .click();
  const dialog = page.getByRole('alertdialog');
  if (comment) await dialog.getByRole('textbox').fill(comment);
  // The confirm button names what it does, never a bare "Send".
  await dialog.getByRole('button', { name: R.events[event], exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('report lifecycle in Chromium', () => {
  it('a company user walks the DCS wizard, fixing a missing snapshot from the completeness step; the verifier returns it, the company corrects and resubmits, the verifier confirms; an auditor reads the history', async () => {
    await logIn(page, server, 'demo_company', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    const token = await tokenOf(page);

    // A ship-year with a voyage of two calls and no ROB snapshot at either bound of the year.
    const api = { server, token };
    const ship = await firstShipWithImo(api);
    const fuel = await mainFuel(api, ship.id);
    const portCall = portCalls(ship.imo, 'R2020', [fuel]);
    await writeVoyageData(api, {
      records: [
        portCall('E2E-DCS-1', 'CNSHA', '2020-03-01T08:00+08:00', '2020-03-02T08:00+08:00', [500, 490], 0),
        portCall('E2E-DCS-2', 'SGSIN', '2020-03-09T08:00+08:00', '2020-03-10T08:00+08:00', [400, 395], 2200),
      ],
    });
    const voyages = await call(server, token, 'GET', `/api/voyages?shipId=${ship.id}&voyageNo=R2020&size=50`);
    const voyage = (voyages.body.data.items as { id: number; voyageNo: string; version: number }[]).find(
      (v) => v.voyageNo === 'R2020',
    )!;
    expect(
      (
        await call(server, token, 'POST', `/api/voyages/${voyage.id}/lock`, {
          event: 'lock',
          version: voyage.version,
        })
      ).status,
    ).toBe(200);

    // The wizard: ship and year, then the first period of the year.
    await page.goto(`${server.baseUrl}/MRVReport/ImoDcsRreport-list`);
    await page.getByRole('tab', { name: R.tabs.wizard }).click();
    const filter = page.getByRole('search', { name: R.filters.label });
    await filter.getByLabel(R.filters.ship).selectOption(String(ship.id));
    await filter.getByLabel(R.filters.year).fill(String(YEAR));
    const candidates = page.getByRole('table', { name: R.candidate.table });
    await candidates.waitFor();
    await candidates.getByRole('button', { name: R.wizard.choosePeriod }).first().click();
    await expect.poll(() => wizardStep().textContent()).toBe(R.wizard.steps.completeness);

    // Completeness names the missing snapshots, each with its link; Next stays off.
    const missing = page.getByRole('list', { name: R.wizard.missing });
    await expect.poll(() => missing.textContent()).toContain('No ROB snapshot at the start of the period');
    await expect.poll(() => button(R.wizard.next).isDisabled()).toBe(true);
    await missing.getByRole('link', { name: R.fix.snapshot }).first().click();
    await page.waitForURL('**/MRVReport/openingVolume');
    // The fix: the snapshots at the period's bounds, written through the call the ROB screen makes.
    const listed = await call(
      server,
      token,
      'GET',
      `/api/reports/candidates?regime=imoDcs&shipId=${ship.id}&year=${YEAR}`,
    );
    const period = (
      listed.body.data as { start: string; end: string; reasons: { params?: { at?: string } }[] }[]
    )[0]!;
    const bounds = period.reasons.map((r) => r.params?.at).filter((at): at is string => Boolean(at));
    expect(bounds.length).toBeGreaterThan(0);
    await writeVoyageData(api, {
      snapshots: bounds.map((at, i) => ({
        refCode: `E2E-ROB-${i}`,
        ship: ship.imo,
        time: at.replace(/\.\d{3}Z$/, 'Z').replace(/:00Z$/, 'Z'),
        fuels: [{ fuel, robT: at < '2020-03-01' ? 510 : 380 }],
      })),
    });

    // Back to the wizard: it kept its place across the navigation; Check again clears the step.
    await page.goto(`${server.baseUrl}/MRVReport/ImoDcsRreport-list`);
    await wizardStep().waitFor();
    await expect.poll(() => wizardStep().textContent()).toBe(R.wizard.steps.completeness);
    await button(R.wizard.recheck).click();
    await page.getByText(R.wizard.complete).waitFor();
    await button(R.wizard.next).click();
    await page.getByRole('table', { name: R.tabs.figures }).waitFor();
    await expect.poll(() => wizardStep().textContent()).toBe(R.wizard.steps.figures);
    await button(R.wizard.next).click();

    // Corrections: a reason is required for each.
    const line = 'CO₂ emitted';
    await page.getByLabel(`${R.page.correction} ${line}`).fill('1.5');
    await page.getByRole('alert').filter({ hasText: R.page.correctionReason }).waitFor();
    await page.getByLabel(`${R.page.reason} ${line}`).fill('BDN figure');
    await button(R.wizard.next).click();
    await button(R.wizard.lock).waitFor();
    await expect.poll(() => wizardStep().textContent()).toBe(R.wizard.steps.review);
    await button(R.wizard.lock).click();
    // Submit asks first: Back leaves the report locked on the step, Submit sends it.
    await button(R.wizard.submit).click();
    const ask = page.getByRole('alertdialog', { name: R.wizard.submitAsk.title });
    await ask.getByRole('button', { name: R.wizard.submitAsk.cancel, exact: true }).click();
    await ask.waitFor({ state: 'detached' });
    await expect.poll(() => wizardStep().textContent()).toBe(R.wizard.steps.submit);
    await button(R.wizard.submit).click();
    await ask.getByRole('button', { name: R.wizard.submitAsk.confirm, exact: true }).click();
    await page.getByRole('status').filter({ hasText: R.status.submitted }).waitFor();

    // The verifier returns it with a comment, reaching it from the dashboard's inbox tile, which
    // lands on the inbox itself.
    const reason = 'Distance does not match the log';
    await relaunch();
    await logIn(page, server, 'demo_class', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.getByRole('listitem', { name: D.tiles.verifier }).getByRole('link', { name: D.open }).click();
    await page.getByRole('tabpanel', { name: R.tabs.inbox }).waitFor();
    await page
      .getByRole('table', { name: R.titles.inbox })
      .getByRole('button', { name: /^Open/ })
      .first()
      .click();
    await expect.poll(() => page.getByTestId('report-status').textContent()).toBe(R.status.submitted);
    await sendPageEvent('return', reason);
    await page.getByTestId('report-status').filter({ hasText: R.status.draft }).waitFor();

    // The company reads the return and its reason on the dashboard, in the list and on the
    // header, then corrects and resubmits from the report page.
    await relaunch();
    await logIn(page, server, 'demo_company', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    const returnedTile = page.getByRole('listitem', { name: D.tiles.returned });
    await expect.poll(() => returnedTile.textContent()).toContain(reason);
    await page.goto(`${server.baseUrl}/MRVReport/ImoDcsRreport-list`);
    await page.getByRole('tab', { name: R.tabs.reports }).click();
    const reportList = page.getByRole('table', { name: R.list.table });
    await expect
      .poll(() => reportList.getByRole('note', { name: R.returned.title }).first().textContent())
      .toContain(reason);
    await reportList.getByRole('button', { name: /^Open/ }).first().click();
    await page.getByTestId('report-status').filter({ hasText: R.status.draft }).waitFor();
    await expect
      .poll(() => page.getByRole('note', { name: R.returned.title }).first().textContent())
      .toContain(reason);
    await page.getByLabel(`${R.page.correction} ${line}`).fill('2');
    await button(R.page.saveCorrections).click();
    await page
      .getByRole('toolbar', { name: R.page.actions })
      .getByRole('button', { name: R.events.lock })
      .waitFor();
    await sendPageEvent('lock');
    await page.getByTestId('report-status').filter({ hasText: R.status.locked }).waitFor();
    await sendPageEvent('submit');
    await page.getByTestId('report-status').filter({ hasText: R.status.submitted }).waitFor();

    // The verifier confirms.
    await relaunch();
    await logIn(page, server, 'demo_class', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    await openReportFromInbox();
    await sendPageEvent('confirm');
    await page.getByTestId('report-status').filter({ hasText: R.status.confirmed }).waitFor();

    // An auditor reads the full history from the hub: every step with who, role and comment.
    await relaunch();
    await logIn(page, server, 'admin', ADMIN_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.baseUrl}/MRVReport/EmissionReport`);
    const hubYear = page.getByRole('search', { name: R.filters.label }).getByLabel(R.filters.year);
    await hubYear.fill(String(YEAR));
    const hub = page.getByRole('table', { name: R.titles.hub });
    await hub
      .getByRole('row')
      .filter({ hasText: R.status.confirmed })
      .getByRole('button', { name: R.list.open })
      .first()
      .click();
    await page.getByRole('tab', { name: R.tabs.history }).click();
    const history = page.getByRole('table', { name: R.history.label });
    await history.waitFor();
    const text = (await history.textContent()) ?? '';
    for (const e of ['lock', 'submit', 'return', 'confirm'] as const) expect(text).toContain(R.events[e]);
    expect(text).toContain('Distance does not match the log');
    expect(text).toContain(`${R.status.submitted} → ${R.status.confirmed}`);
  }, 240_000);
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
