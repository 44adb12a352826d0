import ledger from '../../src/i18n/ledger/en.json';
import lf from '../../src/i18n/ledgerForms/en.json';
import { DEMO_PASSWORD } from '../support/app';
import { tokenOf } from '../support/e2eApi';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { firstShipWithImo, fuelCodes, portCalls, writeVoyageData } from '../support/e2e/ledger';
import { logIn } from '../support/e2eServer';

const { server, page } = e2eLifecycle();
const L = ledger;

describe('consumption alerts in Chromium', () => {
  it('an alert appears after a port call with high consumption is entered', async () => {
    await logIn(page, server, 'demo_manager', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    const token = await tokenOf(page);
    const api = { server, token };
    const ship = await firstShipWithImo(api);
    const codes = await fuelCodes(api, ship.id);
    const portCall = portCalls(ship.imo, 'AL1', codes, 50_000);
    // Four calls six days apart: three legs of five days burning 90 t at sea (18 t a day), 10 t a day in port.
    const ports = ['CNSHA', 'SGSIN', 'LKCMB', 'AEJEA'];
    const records = ports.map((port, i) =>
      portCall(
        `AL-R${i + 1}`,
        port,
        `2025-01-${String(5 + 6 * i).padStart(2, '0')}T08:00+08:00`,
        `2025-01-${String(6 + 6 * i).padStart(2, '0')}T08:00+08:00`,
        [i === 0 ? 500 : 480 - 100 * i + 10, 480 - 100 * i],
        i === 0 ? 0 : 2000,
        [i === 0 ? 0 : 1],
      ),
    );
    await writeVoyageData(api, { records });

    await page.goto(`${server.baseUrl}/energyEfficiency/index`);
    const search = page.getByRole('search', { name: L.title });
    await search.getByLabel(L.filters.keyword).fill(ship.imo!);
    await search.getByRole('button', { name: L.filters.search }).click();
    const row = page
      .getByRole('table', { name: L.title })
      .getByRole('row')
      .filter({ has: page.getByRole('radio', { name: L.actions.select.replace('{{voyageNo}}', 'AL1') }) });
    await row.waitFor();
    await row.getByRole('radio').check();
    const flame = row.getByRole('img', { name: /^Consumption alert/ });
    await expect.poll(() => flame.count()).toBe(0);

    // The fifth call, typed in: 150 t at sea over about six days from Jebel Ali (25 t a day or more: above 18 t + 30 %).
    await page
      .getByRole('toolbar', { name: L.toolbar.label })
      .getByRole('button', { name: L.toolbar.addPortCall })
      .click();
    const d = page.getByRole('dialog', { name: lf.title.portNew });
    await d.getByRole('tablist').waitFor();
    await d.getByRole('combobox', { name: new RegExp(`^${lf.fields.port}`) }).fill('NLRTM');
    await d.getByLabel(lf.fields.arrival, { exact: true }).fill('2025-01-30 00:00');
    await d.getByLabel(lf.fields.departure, { exact: true }).fill('2025-01-31 00:00');
    await d.getByLabel(lf.fields.distanceNm, { exact: true }).fill('2000');
    await d.getByRole('tab', { name: new RegExp(`^${lf.tabs.rob}`) }).click();
    for (let n = 1; n <= codes.length; n++) {
      const r = d.getByRole('group', { name: lf.rows.row.replace('{{n}}', String(n)) });
      await r.getByLabel(lf.fields.robArrivalT, { exact: true }).fill(n === 1 ? '30' : '50');
      await r.getByLabel(lf.fields.robDepartureT, { exact: true }).fill(n === 1 ? '20' : '50');
    }
    await d.getByRole('button', { name: lf.actions.save }).click();
    await d.waitFor({ state: 'detached' });

    // The list is read again, and with it the alerts: the voyage carries the flame, at sea.
    await flame.waitFor();
    const name = (await flame.getAttribute('aria-label')) ?? '';
    expect(name).toContain(L.alerts.where.sea);
    expect(name).toContain('18.00');
  });
});
