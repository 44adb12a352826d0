import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../support/app';
import { tokenOf } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { mainFuel, portCalls, shipsWithImo, writeVoyageData } from '../support/e2e/ledger';
import {
  LANGS,
  SHIP_INDEX,
  TEXTS,
  expectPlainTexts,
  literally,
  logInIn,
} from '../support/e2e/journeyLanguage';

/**
 * CII adjust in Chromium: a company user proposes an ice adjustment from the ledger's
 * episode with its evidence, locks and submits it; the verifier confirms; the rating with the
 * adjustment shows beside the one without.
 */
const { server, page, another } = e2eLifecycle();
const YEAR = 2025;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

describe.each(LANGS)('CII adjust in Chromium (%s)', (lang) => {
  const { cii, kit, reports: R } = TEXTS[lang];
  const C = cii.adjust;

  async function openShipYear(p: Page, shipId: number) {
    await p.goto(`${server.baseUrl}/cii/adjust`);
    const filter = p.getByRole('search', { name: R.filters.label });
    await filter.getByLabel(R.filters.ship).selectOption(String(shipId));
    await filter.getByLabel(R.filters.year).fill(String(YEAR));
    await p.getByRole('table', { name: C.ratings.title }).waitFor();
  }
  const row = (p: Page) => p.getByRole('row', { name: new RegExp(`^${literally(C.types.ice)} \\d+$`) });

  it(`a company user proposes an ice adjustment with evidence, the verifier confirms, the rating with it shows (${lang})`, async () => {
    await logInIn(lang, page, server, 'demo_company', DEMO_PASSWORD);
    const token = await tokenOf(page);
    const api = { server, token };
    const ship = (await shipsWithImo(api))[SHIP_INDEX[lang]]!;
    const fuel = await mainFuel(api, ship.id);
    const port = portCalls(ship.imo, 'C2025', [fuel]);
    await writeVoyageData(api, {
      records: [
        port('E2E-CII-1', 'CNSHA', '2025-03-01T08:00+08:00', '2025-03-02T08:00+08:00', [500, 490], 0),
        port('E2E-CII-2', 'SGSIN', '2025-03-09T08:00+08:00', '2025-03-10T08:00+08:00', [300, 295], 2200),
      ],
      episodes: [
        {
          refCode: 'E2E-ICE-1',
          ship: ship.imo,
          voyageNo: 'C2025',
          kind: 'ice',
          begin: '2025-03-03T00:00Z',
          end: '2025-03-04T00:00Z',
          distanceNm: 300,
          fuels: [{ fuel, consumedT: 60 }],
        },
      ],
      snapshots: [
        { refCode: 'E2E-CII-Y0', ship: ship.imo, time: '2025-01-01T00:00Z', fuels: [{ fuel, robT: 520 }] },
        { refCode: 'E2E-CII-Y1', ship: ship.imo, time: '2026-01-01T00:00Z', fuels: [{ fuel, robT: 280 }] },
      ],
    });

    // Propose from the ledger, attach the evidence, save; then lock and submit.
    await openShipYear(page, ship.id);
    await page.getByRole('button', { name: `${C.proposals.use} E2E-ICE-1` }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByLabel(C.form.evidence)
      .setInputFiles({ name: 'ice-log.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectPlainTexts(page, 'CII adjustment dialog', lang, '[role="dialog"]');
    await dialog.getByRole('button', { name: C.form.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(page).getByRole('link', { name: 'ice-log.pdf' }).waitFor();
    await row(page).getByRole('button', { name: C.events.lock }).click();
    await row(page).getByRole('button', { name: C.events.submit }).click();
    await row(page).getByText(C.status.submitted).waitFor();

    // The verifier confirms; the rating with all confirmed now differs from the one without.
    const verifier = await another();
    await logInIn(lang, verifier, server, 'demo_class', DEMO_PASSWORD);
    await openShipYear(verifier, ship.id);
    await row(verifier).getByRole('button', { name: C.events.confirm }).click();
    await row(verifier).getByText(C.status.confirmed).waitFor();
    const ratings = verifier.getByRole('table', { name: C.ratings.title });
    const cells = await ratings.locator('tbody tr').first().locator('td').allTextContents();
    expect(cells).toHaveLength(3);
    // A rating with its attained figure, as the language writes it ("A (3.676)", "A（3.676）").
    const figure = new RegExp(
      `^${literally(C.ratings.figure).replace(literally('{{rating}}'), '[A-E]').replace(literally('{{attained}}'), '\\d+\\.\\d{3}')}$`,
    );
    expect(cells[1]).toMatch(figure);
    expect(cells[2]).toMatch(figure);
    expect(cells[2]).not.toBe(cells[1]);
    await row(verifier).getByRole('button', { name: C.history }).click();
    await verifier
      .getByRole('region', {
        name: new RegExp(`^${C.historyOf.split('{{id}}').map(literally).join('\\d+')}$`),
      })
      // The event and the verifier's role by their words, not their codes.
      .getByText(`(${kit.roleNames.class_society}) · ${C.events.confirm}: `)
      .waitFor();
    await expectPlainTexts(verifier, 'CII adjust with a confirmed record', lang);
  });
});
