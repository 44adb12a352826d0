import { seedDemoFuelEuPool } from '../../src/server/db/seed/demoVoyages/fuelEuPool';
import { ships } from '../../src/server/db/schema/index';
import { DEMO_PASSWORD } from '../support/app';
import { call, tokenOf } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { LANGS, TEXTS, expectPlainTexts, fill, logInIn, literally } from '../support/e2e/journeyLanguage';

// The route modules load lazily inside the app's 10 s plugin start; on a loaded machine their first
// transform took longer, so they are loaded before the server starts (hooks run in order).
beforeAll(
  () =>
    Promise.all([
      import('../../src/server/routes/fleet/index'),
      import('../../src/server/routes/calc/index'),
      import('../../src/server/routes/ledger/index'),
      import('../../src/server/routes/uploads/index'),
      import('../../src/server/routes/documents/index'),
      import('../../src/server/routes/statistics/index'),
      import('../../src/server/routes/analysis/index'),
      import('../../src/server/routes/reports/index'),
      import('../../src/server/routes/reports/attachments'),
      import('../../src/server/routes/reports/fuelEu'),
    ]),
  300_000,
);
const { server, page } = e2eLifecycle();

/** A 2025 EU round trip in one fuel: Rotterdam → Hamburg → New York → Rotterdam. */
const roundTrip = (ship: string, fuel: string) => {
  const call = (
    refCode: string,
    port: string,
    day: number,
    nm: number,
    rob: [number, number],
    purposes: number[],
  ) => ({
    refCode,
    ship,
    voyageNo: 'FE2025',
    kind: 'port',
    port,
    inPortLimits: true,
    arrival: `2025-0${day < 32 ? 1 : 2}-${String(day < 32 ? day : day - 31).padStart(2, '0')}T00:00Z`,
    departure: `2025-0${day < 32 ? 1 : 2}-${String(day < 32 ? day + 1 : day - 30).padStart(2, '0')}T00:00Z`,
    distanceNm: nm,
    purposes,
    cargo: { arrival: { cargoT: 1000 }, departure: { cargoT: 1000 } },
    fuels: [{ fuel, robArrivalT: rob[0], robDepartureT: rob[1] }],
  });
  return {
    records: [
      call('E1', 'NLRTM', 5, 0, [500, 480], [0]),
      call('E2', 'DEHAM', 8, 300, [460, 450], [1]),
      call('E3', 'USNYC', 20, 3500, [250, 240], [0, 1]),
      call('E4', 'NLRTM', 33, 3500, [100, 95], [1]),
    ],
  };
};

const POOL = 'Demo pool 2025';

/**
 * Each run does the journey's writes on the one pool of the company's DOC group of three (the
 * demo has no second): the English run banks half of the donor's surplus and takes the third ship
 * out of the pool; the Chinese run, after it, banks a quarter instead (the record is replaced) and
 * takes the third ship back in.
 */
describe.each(LANGS)('FuelEU in Chromium (%s)', (lang) => {
  const { fuelEu: F } = TEXTS[lang];

  it(`the FuelEU page shows the demo pool; a company user banks a surplus and edits the pool past a refused check (${lang})`, async () => {
    await logInIn(lang, page, server, 'demo_company', DEMO_PASSWORD);
    const token = await tokenOf(page);
    // Three demo ships of one DOC company sail the round trip in HFO, LPG and MDO (written again
    // by the second run: the same records, unchanged); the demo seed then pools them as it does
    // after the demo voyages, once.
    const mine = new Set(
      (
        (await call(server, token, 'GET', '/api/fleet/ships?size=100')).body.data.items as { id: number }[]
      ).map((s) => s.id),
    );
    const rows = (await server.db.select().from(ships)).filter(
      (s) => mine.has(s.id) && s.imo && s.docCompanyId,
    );
    const byDoc = new Map<number, typeof rows>();
    for (const s of rows) byDoc.set(s.docCompanyId!, [...(byDoc.get(s.docCompanyId!) ?? []), s]);
    const three = [...byDoc.values()].find((l) => l.length >= 3)!.slice(0, 3);
    for (const [i, fuel] of ['11', '4', '3'].entries()) {
      const w = await call(server, token, 'POST', '/api/voyage-data', roundTrip(three[i]!.imo!, fuel));
      expect(w.status, JSON.stringify(w.body)).toBe(200);
    }
    const existing = (await call(server, token, 'GET', '/api/fuel-eu/pools?year=2025')).body
      .data as unknown[];
    if (existing.length === 0) {
      const seeded = await seedDemoFuelEuPool(server.db, Date.parse('2026-03-02T08:00:00Z'));
      expect(seeded.ships.sort()).toEqual(three.map((s) => s.nameEn).sort());
    }
    const pools = (await call(server, token, 'GET', '/api/fuel-eu/pools?year=2025')).body.data as {
      members: { shipId: number; nameEn: string; nameZh?: string | null; beforeT: number; afterT: number }[];
    }[];
    const members = [...pools[0]!.members].sort((a, b) => b.beforeT - a.beforeT);
    const nameOf = (id: number) => {
      const s = rows.find((r) => r.id === id)!;
      return lang === 'zh' ? s.nameZh || s.nameEn : s.nameEn;
    };

    await page.goto(`${server.baseUrl}/MRVReport/fuelEuReport-list`);
    await page.getByRole('tab', { name: F.tabs.pools }).click();
    const table = page.getByRole('table', { name: fill(F.pools.table, { name: POOL }) });
    await table.waitFor();
    const names = await table.getByRole('rowheader').allTextContents();
    expect(names.slice(0, -1).sort()).toEqual(members.map((m) => nameOf(m.shipId)).sort());
    expect(names.at(-1)).toBe(F.pools.sum);
    await expect.poll(() => page.getByRole('status').filter({ hasText: F.pools.valid }).count()).toBe(1);
    await expectPlainTexts(page, 'FuelEU pools', lang);

    // The journey of the write dialogs (docs/reports-fueleu.md §7): bank part of the pool's surplus
    // for the donor ship, with the keyboard (Esc closes, Enter submits)…
    const donor = members[0]!;
    const bankT = Math.floor((donor.afterT / (lang === 'en' ? 2 : 4)) * 10) / 10;
    expect(bankT).toBeGreaterThan(0);
    await page.getByRole('tab', { name: F.tabs.balance }).click();
    const shipSelect = page
      .locator('select')
      .filter({ has: page.getByRole('option', { name: F.chooseShip }) });
    await shipSelect.selectOption(String(donor.shipId));
    // The ship by its name in the UI's language.
    await expect.poll(() => shipSelect.locator('option:checked').textContent()).toBe(nameOf(donor.shipId));
    await page.getByRole('button', { name: F.flex.open }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: F.flex.open }).click();
    await dialog.getByLabel(F.flex.bank).fill(String(bankT));
    await dialog.getByLabel(F.flex.bank).press('Enter');
    await dialog.getByText(new RegExp(`^${literally(F.flex.confirmText.split('{{')[0]!)}`)).waitFor();
    await expectPlainTexts(page, 'FuelEU banking asked to confirm', lang, '[role="dialog"]');
    await dialog.getByRole('button', { name: F.flex.confirm }).click();
    await dialog.waitFor({ state: 'detached' });
    const banked = page.getByRole('row', { name: new RegExp(literally(F.balance.banked)) });
    await expect.poll(() => banked.textContent()).toContain(String(bankT));
    const flex = await call(server, token, 'GET', `/api/fuel-eu/ship-year?shipId=${donor.shipId}&year=2025`);
    expect(flex.body.data.flexibility.bankedT).toBe(bankT);

    // …then edit the demo pool: without the donor the check refuses (negative sum); with the donor
    // and one deficit ship it passes and is saved.
    await expectPlainTexts(page, 'FuelEU balance with a banked surplus', lang);
    await page.getByRole('tab', { name: F.tabs.pools }).click();
    await page.getByRole('button', { name: `${F.poolForm.edit} ${POOL}` }).click();
    const form = page.getByRole('dialog');
    const check = form.getByRole('status', { name: F.poolForm.check });
    await check.waitFor();
    await form.getByRole('checkbox', { name: new RegExp(literally(nameOf(donor.shipId))) }).click();
    await expect.poll(() => check.textContent()).toContain(F.poolForm.rules.pool_negative_sum);
    await expectPlainTexts(page, 'FuelEU pool form with a refused check', lang, '[role="dialog"]');
    await expect.poll(() => form.getByRole('button', { name: F.poolForm.submit }).isDisabled()).toBe(true);
    await form.getByRole('checkbox', { name: new RegExp(literally(nameOf(donor.shipId))) }).click();
    // The third ship of the group goes out (a pool of three) or back in (a pool of two).
    const third = three.find((s) => !members.slice(0, 2).some((m) => m.shipId === s.id))!;
    await form.getByRole('checkbox', { name: new RegExp(literally(nameOf(third.id))) }).click();
    const expected = [donor.shipId, members[1]!.shipId, ...(members.length === 3 ? [] : [third.id])];
    await expect.poll(() => check.textContent()).toContain(F.poolForm.valid);
    await form.getByRole('button', { name: F.poolForm.submit }).click();
    await form.getByRole('button', { name: F.poolForm.confirm }).click();
    await form.waitFor({ state: 'detached' });
    const saved = page.getByRole('table', { name: fill(F.pools.table, { name: POOL }) });
    await expect
      .poll(async () => (await saved.getByRole('rowheader').allTextContents()).length)
      .toBe(expected.length + 1);
    const after = (
      (await call(server, token, 'GET', '/api/fuel-eu/pools?year=2025')).body.data as {
        name: string;
        members: { shipId: number }[];
        violations: string[];
      }[]
    ).filter((p) => p.name === POOL);
    expect(after).toHaveLength(1);
    expect(after[0]!.members.map((m) => m.shipId).sort()).toEqual(expected.sort());
    expect(after[0]!.violations).toEqual([]);
  });
});
