import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { imoCheckDigit } from '../../src/domain/schemas/fleet';
import { DEMO_PASSWORD } from '../support/app';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { logIn } from '../support/e2eServer';

const { server, page } = e2eLifecycle();

const NAME = 'E2E PIONEER';
const IMO = '912345' + imoCheckDigit('912345');
const ship = () => page.getByRole('dialog', { name: /^(New ship|Ship information)/ });
const saved = () => ship().getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
const shipRows = () => page.getByRole('table', { name: 'Ships' }).getByRole('row');
/** A 1×1 PNG: small, and real enough for the server's content check and the browser's decoder. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** Whether the browser decoded the picture (an object URL it could not load leaves it 0 wide). */
const drawn = (img: ReturnType<Page['getByRole']>) =>
  expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBe(1);

/** Fills one engine unit (main or auxiliary): the fields the original requires. */
async function fillEngine(boardSn: string, model: string, kw: string) {
  const d = ship();
  await d.getByLabel(/^Board SN/).fill(boardSn);
  await d.getByLabel(/^Model \/ type/).fill(model);
  await d.getByLabel(/^Rated power/).fill(kw);
  await d.getByLabel(/^SFOC/).fill('175');
  await d.getByLabel(/^Serial no\./).fill(`${boardSn}-2026`);
  await d
    .getByRole('group', { name: /^Energy form/ })
    .getByRole('checkbox')
    .first()
    .check();
  await d.getByRole('button', { name: 'Save' }).click();
  await saved();
}

describe('fleet in Chromium', () => {
  it('a company user adds a ship with a main engine and two auxiliary engines, records a flag change, and cannot open another company’s ship', async () => {
    await logIn(page, server, 'demo_company', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.baseUrl}/ship/list`);
    await shipRows().nth(1).waitFor();

    // 1 Basic information; the other tabs wait until it is saved.
    await page.getByRole('button', { name: 'Add ship' }).click();
    const d = ship();
    await d.getByLabel(/^IMO no\./).fill(IMO);
    await d.getByLabel(/^Ship name \(English\)/).fill(NAME);
    await d.getByLabel(/^Ship type/).selectOption('1');
    await d.getByLabel(/^Flag state/).selectOption('CHN');
    await d.getByLabel(/^Home port/).fill('CNSHA');
    await d.getByLabel(/^Manager \/ DOC holder/).selectOption({ label: 'Haiyun Shipping Group Co., Ltd.' });
    await d.getByLabel(/^Gross tonnage/).fill('32000');
    await d.getByLabel(/^Net tonnage/).fill('18000');
    await d.getByLabel(/^DWT/).fill('56000');
    await d.getByLabel(/^Design speed/).fill('14.5');
    const fuels = d.getByRole('group', { name: 'Fuels used' });
    await fuels.getByRole('checkbox').first().check();
    await fuels.getByRole('combobox').first().selectOption({ label: 'Flow meter' });
    await d.getByRole('button', { name: 'Save' }).click();
    await saved();
    await page.getByRole('dialog', { name: `Ship information: ${NAME}` }).waitFor();
    // The photo shows from the chosen file at once and stays once uploaded.
    await d.getByLabel(/^Photo/).setInputFiles({ name: 'ship.png', mimeType: 'image/png', buffer: PNG });
    await d.getByRole('status').filter({ hasText: 'Photo uploaded.' }).waitFor();
    await drawn(d.getByRole('img', { name: 'Current photo of the ship' }));

    // 2 One main engine, two auxiliary engines (the second through Add).
    await d.getByRole('tab', { name: /^Main engine/ }).click();
    await fillEngine('ME1', 'MAN B&W 6S50ME-C', '8500');
    await d.getByRole('tab', { name: /^Auxiliary engine/ }).click();
    await fillEngine('GE1', 'Yanmar 6EY18', '600');
    await d.getByRole('button', { name: 'Add' }).click();
    await fillEngine('GE2', 'Yanmar 6EY18', '600');
    const units = await d.getByLabel('Unit').locator('option').allTextContents();
    expect(units.map((u) => u.split(' ')[0])).toEqual(['GE1', 'GE2']);
    await expect.poll(() => d.getByRole('tab', { name: /^Auxiliary engine/ }).textContent()).toContain('2');

    // 3 Closing reloads the list; the new ship is there.
    await d.getByRole('button', { name: 'Close' }).first().click();
    await page.waitForURL((u) => !u.search.includes('ship='));
    await page.getByRole('search').getByLabel('Keyword').fill(NAME);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = shipRows().filter({ hasText: IMO });
    await row.waitFor();
    // Reopened, the stored photo comes from the server (fetched with the token, not an <img src>).
    await row.getByRole('button', { name: 'Edit' }).click();
    await drawn(ship().getByRole('img', { name: 'Current photo of the ship' }));
    await ship().getByRole('button', { name: 'Close' }).first().click();
    await page.waitForURL((u) => !u.search.includes('ship='));

    // The detail-type filter waits for a ship type, offers only that type's sub-types, and starts
    // over when the type changes.
    const filters = page.getByRole('search');
    const subType = filters.getByLabel('Detail type');
    await expect.poll(() => subType.isDisabled()).toBe(true);
    await filters.getByLabel('Ship type').selectOption('1');
    await subType.locator('option', { hasText: '0102 Ore carrier' }).waitFor({ state: 'attached' });
    const codes = async () =>
      (await subType.locator('option').allTextContents()).slice(1).map((o) => o.slice(0, 2));
    expect(new Set(await codes())).toEqual(new Set(['01']));
    await subType.selectOption('0102');
    await filters.getByLabel('Ship type').selectOption('3');
    await subType.locator('option', { hasText: '0301 Crude oil tanker' }).waitFor({ state: 'attached' });
    expect(new Set(await codes())).toEqual(new Set(['03']));
    await expect.poll(() => subType.inputValue()).toBe('');

    // 4 A flag change, then the history shows it.
    await row.getByRole('button', { name: 'DOC / flag changes' }).click();
    const changes = page.getByRole('dialog', { name: `DOC / flag changes of ${NAME}` });
    await changes.getByLabel('New flag (3 letters)').fill('PAN');
    await changes.getByLabel('Effective date (UTC)').fill('2026-01-15');
    await changes.getByRole('button', { name: 'Record change' }).click();
    await changes.getByRole('status').filter({ hasText: 'Change recorded.' }).waitFor();
    const history = changes.getByRole('table', { name: 'DOC / flag changes' }).getByRole('row');
    await history.nth(1).waitFor();
    await expect.poll(() => history.nth(1).textContent()).toMatch(/Flag change\s*CHN\s*PAN\s*2026-01-15/);
    await changes.getByRole('button', { name: 'Close' }).first().click();

    // 5 Another company's ship by URL: a not-found message, none of its data.
    const other = (await server.db.execute(
      sql`select id from ships where name_en = 'BLUE OCEAN SPIRIT'`,
    )) as unknown as { rows: Array<{ id: number }> };
    const otherId = other.rows[0].id;
    await page.goto(`${server.baseUrl}/ship/list?ship=${otherId}`);
    const lost = page.getByRole('dialog', { name: 'Ship information' });
    await lost.getByRole('alert').filter({ hasText: 'not one of your ships' }).waitFor();
    await expect.poll(() => lost.getByRole('tablist').count()).toBe(0);
    await expect.poll(() => page.content()).not.toContain('BLUE OCEAN SPIRIT');
    // The detail view (mode=view) is refused the same way, and so is the API itself.
    const status = await page.evaluate(async (id) => {
      const token = decodeURIComponent(/(?:^|; )token=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      return (await fetch(`/api/fleet/ships/${id}`, { headers: { 'X-Token': token } })).status;
    }, otherId);
    expect(status).toBe(404);
  });

  // The admin and fleet texts load with the screen, not with the login route: both languages must be
  // there on first paint, after a switch on the open screen, and after a reload straight into it.
  it('the ship list shows its admin and fleet texts in English and Chinese, switching at run time', async () => {
    await logIn(page, server, 'demo_company', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.baseUrl}/ship/list`);
    await shipRows().nth(1).waitFor();
    await page.getByRole('button', { name: 'Search', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add ship' }).waitFor();

    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: '中文' }).click();
    const zhList = async () => {
      await page.getByRole('table', { name: '船舶列表' }).getByRole('row').nth(1).waitFor();
      await page.getByRole('button', { name: '查询', exact: true }).waitFor();
      await page.getByRole('button', { name: '新增船舶' }).waitFor();
    };
    await zhList();
    await page.reload();
    await zhList();
  });

  // The company list follows the server's scope, the dashboard agrees
  // with it, and the English UI names the user in English.
  it('a company user reads every company, changes only its own, and the dashboard counts what the list shows', async () => {
    await logIn(page, server, 'demo_company', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.getByRole('button', { name: 'User menu' }).getByText('Demo company user').waitFor();
    const tile = (name: string) => page.getByRole('listitem', { name, exact: true }).locator('strong');
    await tile('Companies').waitFor();
    const companies = Number(await tile('Companies').textContent());
    expect(Number(await tile('Your companies (editable)').textContent())).toBe(2);

    await page.goto(`${server.baseUrl}/shipCompany/list`);
    const rows = page.getByRole('table', { name: 'Ship companies' }).getByRole('row');
    await rows.nth(1).waitFor();
    await expect.poll(() => rows.count()).toBe(companies + 1);
    const row = (text: string) => rows.filter({ hasText: text });
    const own = row('Haiyun Shipping Group');
    await own.getByRole('button', { name: 'Edit' }).waitFor();
    const other = row('Blue Ocean');
    await other.getByRole('button', { name: 'Detail' }).waitFor();
    await expect.poll(() => other.getByRole('button', { name: 'Edit' }).count()).toBe(0);
    await expect.poll(() => other.getByRole('button', { name: 'Delete' }).count()).toBe(0);
  });
});
