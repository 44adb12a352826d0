import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../support/app';
import { call, tokenOf } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import {
  LANGS,
  SHIP_INDEX,
  TEXTS,
  expectPlainTexts,
  literally,
  logInIn,
  type Lang,
} from '../support/e2e/journeyLanguage';

const { server, page, another } = e2eLifecycle();
/** What the ship manager writes when locking, in the language under test. */
const COMMENT: Record<Lang, string> = { en: 'verified by the office', zh: '已由办公室核对' };

/** Whether a select is wide enough for the whole text of its chosen option. */
const fitsItsText = (select: ReturnType<typeof page.locator>) =>
  select.evaluate((el) => {
    const box = el as HTMLSelectElement;
    const style = getComputedStyle(box);
    const probe = document.createElement('span');
    probe.style.font = style.font;
    probe.style.whiteSpace = 'pre';
    probe.textContent = box.selectedOptions[0]!.textContent;
    document.body.append(probe);
    const needed =
      probe.getBoundingClientRect().width + parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
    probe.remove();
    return box.clientWidth >= needed;
  });

describe.each(LANGS)('voyage ledger in Chromium (%s)', (lang) => {
  const { ledger: L, ledgerForms: lf, kit } = TEXTS[lang];
  const voyageTable = (p: Page) => p.getByRole('table', { name: L.title });
  // A voyage number repeats across ships (each language's run writes its own ship's V001), so a
  // row is the voyage of one ship: until the keyword filter has answered, the other ship's shows too.
  const voyageRow = (p: Page, voyageNo: string, imo: string) =>
    voyageTable(p)
      .getByRole('row')
      .filter({ has: p.getByRole('radio', { name: L.actions.select.replace('{{voyageNo}}', voyageNo) }) })
      .filter({ hasText: imo });
  const imoLegRows = () =>
    voyageTable(page)
      .getByRole('row')
      .filter({ hasText: new RegExp(`^${L.kind.imo} \\d`) });

  async function openScreen(p: Page, imo: string) {
    await p.goto(`${server.baseUrl}/energyEfficiency/index`);
    const search = p.getByRole('search', { name: L.title });
    await search.getByLabel(L.filters.keyword).fill(imo);
    await search.getByRole('button', { name: L.filters.search }).click();
    await voyageRow(p, 'V001', imo).waitFor();
  }

  it(`a ship manager adds a port call with a bunker and sees the legs change, locks the voyage and cannot edit it; an auditor reads its history (${lang})`, async () => {
    await logInIn(lang, page, server, 'demo_manager', DEMO_PASSWORD);
    const token = await tokenOf(page);

    // The voyage's first two calls come from the ship (the API); the third is typed in the dialog.
    const ships = await call(server, token, 'GET', '/api/fleet/ships?size=100');
    const ship = (ships.body.data.items as { id: number; imo: string | null }[]).filter((s) => s.imo)[
      SHIP_INDEX[lang]
    ]!;
    const fuels = await call(server, token, 'GET', `/api/energyEfficiency/getFuelType?shipId=${ship.id}`);
    const codes = (fuels.body.data as { fuelCode: string }[]).map((f) => f.fuelCode);
    expect(codes.length).toBeGreaterThan(0);
    const rob = (first: [number, number]) =>
      codes.map((fuel, i) => ({
        fuel,
        robArrivalT: i === 0 ? first[0] : 50,
        robDepartureT: i === 0 ? first[1] : 50,
      }));
    const call1 = {
      refCode: 'E2E-R1',
      ship: ship.imo,
      voyageNo: 'V001',
      kind: 'port',
      port: 'CNSHA',
      inPortLimits: true,
      arrival: '2025-01-05T08:00+08:00',
      departure: '2025-01-06T08:00+08:00',
      distanceNm: 0,
      purposes: [0],
      cargo: { arrival: { cargoT: 0 }, departure: { cargoT: 50000 } },
      fuels: rob([500, 480]),
    };
    const call2 = {
      ...call1,
      refCode: 'E2E-R2',
      port: 'SGSIN',
      arrival: '2025-01-12T08:00+08:00',
      departure: '2025-01-13T08:00+08:00',
      distanceNm: 2000,
      purposes: [1],
      cargo: { arrival: { cargoT: 50000 }, departure: { cargoT: 50000 } },
      fuels: rob([380, 370]),
    };
    expect((await call(server, token, 'POST', '/api/voyage-data', { records: [call1, call2] })).status).toBe(
      200,
    );

    // One IMO leg so far: Shanghai → Singapore.
    await openScreen(page, ship.imo!);
    await voyageRow(page, 'V001', ship.imo!)
      .getByRole('button', { name: L.actions.expand.replace('{{voyageNo}}', 'V001') })
      .click();
    await expect.poll(() => imoLegRows().count()).toBe(1);
    await expect.poll(() => imoLegRows().first().textContent()).toContain('SGSIN');

    // A port call at Rotterdam with a 200 t bunker, through the port-call dialog.
    const toolbar = page.getByRole('toolbar', { name: L.toolbar.label });
    await toolbar.getByRole('button', { name: L.toolbar.addPortCall }).click();
    const d = page.getByRole('dialog', { name: lf.title.portNew });
    await d.getByRole('tablist').waitFor();
    // Chosen from the list by name: each entry names its code, province and country.
    await d.getByRole('combobox', { name: new RegExp(`^${literally(lf.fields.port)}`) }).fill('Rotterdam');
    await d.getByRole('option', { name: /^NLRTM / }).click();
    await d.getByLabel(lf.fields.arrival, { exact: true }).fill('2025-02-10 00:00');
    await d.getByLabel(lf.fields.departure, { exact: true }).fill('2025-02-11 00:00');
    // The offsets follow Rotterdam's zone in February (UTC+01:00, not the browser's), and the
    // select is wide enough for its whole text.
    const offsets = d.getByRole('combobox', { name: new RegExp(`${literally(lf.fields.offset)}$`) });
    await expect
      .poll(async () => [await offsets.nth(0).inputValue(), await offsets.nth(1).inputValue()])
      .toEqual(['60', '60']);
    await expect.poll(() => fitsItsText(offsets.nth(0))).toBe(true);
    await d.getByLabel(lf.fields.distanceNm, { exact: true }).fill('8000');
    await d.getByRole('tab', { name: new RegExp(`^${literally(lf.tabs.rob)}`) }).click();
    // Beside the new ROB, what the ship left Singapore with.
    await expect
      .poll(() =>
        d
          .getByRole('group', { name: lf.rows.row.replace('{{n}}', '1') })
          .getByLabel(lf.fields.previousRobT, { exact: true })
          .inputValue(),
      )
      .toBe('370');
    for (let n = 1; n <= codes.length; n++) {
      const row = d.getByRole('group', { name: lf.rows.row.replace('{{n}}', String(n)) });
      await row.getByLabel(lf.fields.robArrivalT, { exact: true }).fill(n === 1 ? '100' : '50');
      await row.getByLabel(lf.fields.robDepartureT, { exact: true }).fill(n === 1 ? '290' : '50');
    }
    await d.getByRole('tab', { name: new RegExp(`^${literally(lf.tabs.bunkers)}`) }).click();
    await d.getByRole('button', { name: lf.rows.add }).click();
    await d.getByLabel(lf.fields.tonnes, { exact: true }).fill('200');
    await d.getByLabel(lf.fields.time, { exact: true }).fill('2025-02-10 12:00');
    // In a bunker line's narrow cell too.
    const bunkerOffset = d.getByRole('combobox', {
      name: new RegExp(`${literally(lf.fields.time)}.*${literally(lf.fields.offset)}$`),
    });
    await expect.poll(() => fitsItsText(bunkerOffset.first())).toBe(true);
    await d.getByRole('tab', { name: new RegExp(`^${literally(lf.tabs.rob)}`) }).click();
    // 100 − 290 + 200 bunkered = 10 t used in port, shown as it is typed.
    await expect
      .poll(() =>
        d
          .getByRole('group', { name: lf.rows.row.replace('{{n}}', '1') })
          .getByLabel(lf.fields.stay, { exact: true })
          .inputValue(),
      )
      .toBe('10');
    await expectPlainTexts(page, 'port-call dialog', lang, '[role="dialog"]');
    await d.getByRole('button', { name: lf.actions.save }).click();
    await d.waitFor({ state: 'detached' });

    // The list is read again: now two IMO legs, the second Singapore → Rotterdam.
    await expect.poll(() => imoLegRows().count()).toBe(2);
    await expect.poll(() => imoLegRows().nth(1).textContent()).toContain('NLRTM');
    const records = page.getByRole('table', { name: L.tabs.records });
    await expect.poll(() => records.getByRole('row').count()).toBe(4);
    await expectPlainTexts(page, 'voyage with its legs', lang);

    // Lock, with a comment.
    await voyageRow(page, 'V001', ship.imo!).getByRole('button', { name: L.actions.lock }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByLabel(L.confirm.comment).fill(COMMENT[lang]);
    await confirm.getByRole('button', { name: L.actions.lock }).click();
    await page.getByRole('status').filter({ hasText: L.notice.locked }).waitFor();
    await expect.poll(() => voyageRow(page, 'V001', ship.imo!).textContent()).toContain(L.status.locked);

    // Locked: no edit or delete of its records, no add, no voyage delete…
    await voyageRow(page, 'V001', ship.imo!).getByRole('button', { name: L.actions.unlock }).waitFor();
    await records.waitFor();
    await expect.poll(() => records.getByRole('button', { name: L.actions.edit }).count()).toBe(0);
    await expect.poll(() => records.getByRole('button', { name: L.actions.delete }).count()).toBe(0);
    await expect
      .poll(() => toolbar.getByRole('button', { name: L.toolbar.addPortCall }).isDisabled())
      .toBe(true);
    await expect
      .poll(() =>
        voyageRow(page, 'V001', ship.imo!).getByRole('button', { name: L.actions.delete }).isDisabled(),
      )
      .toBe(true);
    // …and the server refuses a changed record of it.
    const refused = await call(server, token, 'POST', '/api/voyage-data', {
      records: [{ ...call2, distanceNm: 2100 }],
    });
    expect(refused.status).toBe(409);

    // An auditor (class society) at its own browser reads the history: who, role, from → to, the comment.
    const auditor = await another();
    await logInIn(lang, auditor, server, 'demo_class', DEMO_PASSWORD);
    await openScreen(auditor, ship.imo!);
    await voyageRow(auditor, 'V001', ship.imo!).getByRole('radio').check();
    await expect
      .poll(() =>
        voyageRow(auditor, 'V001', ship.imo!).getByRole('button', { name: L.actions.unlock }).count(),
      )
      .toBe(0);
    await auditor.getByRole('tab', { name: L.tabs.history }).click();
    const history = auditor.getByRole('table', { name: L.tabs.history });
    await history.waitFor();
    const text = await history.textContent();
    expect(text).toContain(`${L.status.unlocked} → ${L.status.locked}`);
    expect(text).toContain(COMMENT[lang]);
    expect(text).toContain(kit.roleNames.ship_manager);
    await expectPlainTexts(auditor, 'voyage history', lang);
  });
});
