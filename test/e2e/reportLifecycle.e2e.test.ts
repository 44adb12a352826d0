import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '../support/app';
import { tokenOf } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import {
  mainFuel,
  portCalls,
  shipsWithImo,
  snapshotsAtBounds,
  writeVoyageData,
  lockVoyage,
} from '../support/e2e/ledger';
import {
  LANGS,
  SHIP_INDEX,
  TEXTS,
  expectPlainTexts,
  fill,
  literally,
  logInIn,
  type Lang,
} from '../support/e2e/journeyLanguage';

const { server, page, another } = e2eLifecycle();
const YEAR = 2020;
/** What the verifier writes when returning the report, in the verifier's own language. */
const REASON: Record<Lang, string> = { en: 'Distance does not match the log', zh: '航程与航海日志不符' };

describe.each(LANGS)('the DCS report lifecycle in Chromium (%s)', (lang) => {
  const R = TEXTS[lang].reports;
  const D = TEXTS[lang].root.dashboard;
  const reason = REASON[lang];
  const line = R.lines.dcs.co2;

  const wizardStep = (p: Page) =>
    p.getByRole('list', { name: R.wizard.label }).locator('[aria-current="step"]');
  const button = (p: Page, name: string) => p.getByRole('button', { name, exact: true });
  const status = (p: Page) => p.getByTestId('report-status');
  const openButton = new RegExp(`^${literally(R.list.open)}`);

  /** A lifecycle event from the report page's toolbar, confirmed in its dialog (with a comment). */
  async function sendPageEvent(p: Page, event: keyof typeof R.events, comment?: string) {
    await p
      .getByRole('toolbar', { name: R.page.actions })
      .getByRole('button', { name: R.events[event] })
      .click();
    const dialog = p.getByRole('alertdialog');
    if (comment) await dialog.getByRole('textbox').fill(comment);
    // The confirm button names what it does, never a bare "Send".
    await dialog.getByRole('button', { name: R.events[event], exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** The verifier opens the first report of the inbox from the dashboard's tile, which lands on the inbox. */
  async function openFromInboxTile(p: Page) {
    await p.goto(`${server.baseUrl}/dashboard`);
    await p.getByRole('listitem', { name: D.tiles.verifier }).getByRole('link', { name: D.open }).click();
    await p.getByRole('tabpanel', { name: R.tabs.inbox }).waitFor();
    await p
      .getByRole('table', { name: R.titles.inbox })
      .getByRole('button', { name: openButton })
      .first()
      .click();
    await status(p).waitFor();
  }

  it(`the officer walks the DCS wizard to a submitted report, fixing a missing snapshot; the verifier returns it, the officer reads why, corrects and resubmits, the verifier confirms; an auditor reads the history and exports (${lang})`, async () => {
    const officer = page;
    await logInIn(lang, officer, server, 'demo_company', DEMO_PASSWORD);
    const verifier = await another();
    await logInIn(lang, verifier, server, 'demo_class', DEMO_PASSWORD);
    const token = await tokenOf(officer);

    // A ship-year with a voyage of two calls, locked, and no ROB snapshot at either bound of the year.
    const api = { server, token };
    const ship = (await shipsWithImo(api))[SHIP_INDEX[lang]]!;
    const fuel = await mainFuel(api, ship.id);
    const portCall = portCalls(ship.imo, 'R2020', [fuel]);
    await writeVoyageData(api, {
      records: [
        portCall('E2E-DCS-1', 'CNSHA', '2020-03-01T08:00+08:00', '2020-03-02T08:00+08:00', [500, 490], 0),
        portCall('E2E-DCS-2', 'SGSIN', '2020-03-09T08:00+08:00', '2020-03-10T08:00+08:00', [400, 395], 2200),
      ],
    });
    await lockVoyage({ server, token: token }, ship.id, 'R2020');

    // The wizard: ship and year, then the first period of the year.
    await officer.goto(`${server.baseUrl}/MRVReport/ImoDcsRreport-list`);
    await officer.getByRole('tab', { name: R.tabs.wizard }).click();
    const filter = officer.getByRole('search', { name: R.filters.label });
    await filter.getByLabel(R.filters.ship).selectOption(String(ship.id));
    await filter.getByLabel(R.filters.year).fill(String(YEAR));
    const candidates = officer.getByRole('table', { name: R.candidate.table });
    await candidates.waitFor();
    await candidates.getByRole('button', { name: R.wizard.choosePeriod }).first().click();
    await expect.poll(() => wizardStep(officer).textContent()).toBe(R.wizard.steps.completeness);

    // Completeness names the missing snapshots, each with its link; Next stays off.
    const missing = officer.getByRole('list', { name: R.wizard.missing });
    const noStartSnapshot = fill(R.reasons.missing_snapshot, { bound: R.bounds.start, at: '' }).replace(
      /\s*[(（]\s*[)）]$/,
      '',
    );
    await expect.poll(() => missing.textContent()).toContain(noStartSnapshot);
    await expect.poll(() => button(officer, R.wizard.next).isDisabled()).toBe(true);
    await expectPlainTexts(officer, 'DCS wizard, completeness', lang);
    await missing.getByRole('link', { name: R.fix.snapshot }).first().click();
    await officer.waitForURL('**/MRVReport/openingVolume');
    // The fix: the snapshots at the period's bounds, written through the call the ROB screen makes.
    await snapshotsAtBounds(api, ship, fuel, YEAR, 'E2E-ROB', (at) => (at < '2020-03-01' ? 510 : 380));

    // Back to the wizard: it kept its place across the navigation; Check again clears the step.
    await officer.goto(`${server.baseUrl}/MRVReport/ImoDcsRreport-list`);
    await wizardStep(officer).waitFor();
    await expect.poll(() => wizardStep(officer).textContent()).toBe(R.wizard.steps.completeness);
    await button(officer, R.wizard.recheck).click();
    await officer.getByText(R.wizard.complete).waitFor();
    await button(officer, R.wizard.next).click();
    await officer.getByRole('table', { name: R.tabs.figures }).waitFor();
    await expect.poll(() => wizardStep(officer).textContent()).toBe(R.wizard.steps.figures);
    await expectPlainTexts(officer, 'DCS wizard, figures', lang);
    await button(officer, R.wizard.next).click();

    // Corrections: a reason is required for each.
    await officer.getByLabel(`${R.page.correction} ${line}`).fill('1.5');
    await officer.getByRole('alert').filter({ hasText: R.page.correctionReason }).waitFor();
    await officer
      .getByLabel(`${R.page.reason} ${line}`)
      .fill(lang === 'zh' ? '燃油交付单数字' : 'BDN figure');
    await button(officer, R.wizard.next).click();
    await button(officer, R.wizard.lock).waitFor();
    await expect.poll(() => wizardStep(officer).textContent()).toBe(R.wizard.steps.review);
    await button(officer, R.wizard.lock).click();
    // Submit asks first: Back leaves the report locked on the step, Submit sends it.
    await button(officer, R.wizard.submit).click();
    const ask = officer.getByRole('alertdialog', { name: R.wizard.submitAsk.title });
    await ask.getByRole('button', { name: R.wizard.submitAsk.cancel, exact: true }).click();
    await ask.waitFor({ state: 'detached' });
    await expect.poll(() => wizardStep(officer).textContent()).toBe(R.wizard.steps.submit);
    await button(officer, R.wizard.submit).click();
    await ask.getByRole('button', { name: R.wizard.submitAsk.confirm, exact: true }).click();
    await officer.getByRole('status').filter({ hasText: R.status.submitted }).waitFor();

    // The verifier returns it with a reason, reaching it from the dashboard's inbox tile.
    await openFromInboxTile(verifier);
    await expect.poll(() => status(verifier).textContent()).toBe(R.status.submitted);
    await expectPlainTexts(verifier, 'submitted report, verifier', lang);
    await sendPageEvent(verifier, 'return', reason);
    await status(verifier).filter({ hasText: R.status.draft }).waitFor();

    // The officer reads the return and its reason on the dashboard, in the list and on the
    // header, then corrects and resubmits from the report page.
    await officer.goto(`${server.baseUrl}/dashboard`);
    const returnedTile = officer.getByRole('listitem', { name: D.tiles.returned });
    await expect.poll(() => returnedTile.textContent()).toContain(reason);
    await expectPlainTexts(officer, 'dashboard with a returned report', lang);
    await officer.goto(`${server.baseUrl}/MRVReport/ImoDcsRreport-list`);
    await officer.getByRole('tab', { name: R.tabs.reports }).click();
    const reportList = officer.getByRole('table', { name: R.list.table });
    await expect
      .poll(() => reportList.getByRole('note', { name: R.returned.title }).first().textContent())
      .toContain(reason);
    await expectPlainTexts(officer, 'report list with a returned report', lang);
    await reportList.getByRole('button', { name: openButton }).first().click();
    await status(officer).filter({ hasText: R.status.draft }).waitFor();
    await expect
      .poll(() => officer.getByRole('note', { name: R.returned.title }).first().textContent())
      .toContain(reason);
    await expectPlainTexts(officer, 'returned report', lang);
    await officer.getByLabel(`${R.page.correction} ${line}`).fill('2');
    await button(officer, R.page.saveCorrections).click();
    await officer
      .getByRole('toolbar', { name: R.page.actions })
      .getByRole('button', { name: R.events.lock })
      .waitFor();
    await sendPageEvent(officer, 'lock');
    await status(officer).filter({ hasText: R.status.locked }).waitFor();
    await sendPageEvent(officer, 'submit');
    await status(officer).filter({ hasText: R.status.submitted }).waitFor();

    // The verifier, still signed in, confirms the resubmitted report.
    await openFromInboxTile(verifier);
    await sendPageEvent(verifier, 'confirm');
    await status(verifier).filter({ hasText: R.status.confirmed }).waitFor();

    // An auditor reads the full history from the hub (every step with who, role and reason) and
    // downloads the report's files in both of the report's languages.
    const auditor = await another();
    await logInIn(lang, auditor, server, 'admin', ADMIN_PASSWORD);
    await auditor.goto(`${server.baseUrl}/MRVReport/EmissionReport`);
    const hubYear = auditor.getByRole('search', { name: R.filters.label }).getByLabel(R.filters.year);
    await hubYear.fill(String(YEAR));
    const hub = auditor.getByRole('table', { name: R.titles.hub });
    await hub
      .getByRole('row')
      .filter({ hasText: ship.imo })
      .filter({ hasText: R.status.confirmed })
      .getByRole('button', { name: R.list.open })
      .first()
      .click();
    await auditor.getByRole('tab', { name: R.tabs.history }).click();
    const history = auditor.getByRole('table', { name: R.history.label });
    await history.waitFor();
    const text = (await history.textContent()) ?? '';
    for (const e of ['lock', 'submit', 'return', 'confirm'] as const) expect(text).toContain(R.events[e]);
    expect(text).toContain(reason);
    expect(text).toContain(`${R.status.submitted} → ${R.status.confirmed}`);
    await expectPlainTexts(auditor, 'confirmed report, history', lang);

    const exports = auditor.getByRole('group', { name: R.page.exportsLabel });
    for (const name of [
      `${R.exports['xlsx-standard']} · ${R.exports.zh}`,
      `${R.exports['xlsx-standard']} · ${R.exports.en}`,
      R.exports.xml,
    ]) {
      const download = auditor.waitForEvent('download');
      await exports.getByRole('button', { name, exact: true }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^report-\d+-(xlsx-standard-(zh|en)\.xlsx|xml-(zh|en)\.xml)$/);
      // A whole file of its kind: a zip (xlsx) or an XML document, not an error page.
      const head = readFileSync(await file.path())
        .subarray(0, 4)
        .toString('latin1');
      expect(head).toBe(name === R.exports.xml ? '<?xm' : 'PK\u0003\u0004');
    }
  }, 240_000);
});
