import { ADMIN_PASSWORD } from '../support/app';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { logIn } from '../support/e2eServer';

const { server, page, relaunch } = e2eLifecycle();

const mainMenu = () => page.getByRole('navigation', { name: 'Main menu' });
const dialog = () => page.getByRole('dialog');
const saved = () => page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
const dataRows = (name: string) => page.getByRole('table', { name }).getByRole('row');

async function open(path: string, table: string) {
  await page.goto(server.baseUrl + path);
  await dataRows(table).nth(1).waitFor();
}

const DICTIONARIES: Array<[string, string]> = [
  ['/dictionary/fuel', 'Fuel types'],
  ['/dictionary/energyForm', 'Energy forms'],
  ['/dictionary/gcState', 'Flag states'],
  ['/dictionary/port', 'Ports'],
  ['/dictionary/city', 'Cities'],
  ['/dictionary/classificat', 'Class societies'],
  ['/dictionary/shipType', 'Ship types'],
  ['/dictionary/shipSub', 'Ship sub-types'],
  ['/dictionary/grossTon', 'Gross tonnage ranges'],
  ['/dictionary/shipAge', 'Ship age ranges'],
  ['/dictionary/evaluation', 'Evaluation parameters'],
];

describe('dictionaries and administration in Chromium', () => {
  it('every dictionary screen lists its seeded rows; the port search finds Shanghai / 上海', async () => {
    await logIn(page, server, 'admin', ADMIN_PASSWORD);
    await page.waitForURL('**/dashboard');
    for (const [path, title] of DICTIONARIES) {
      await open(path, title);
      await expect.poll(() => dataRows(title).count()).toBeGreaterThan(1);
    }
    await open('/dictionary/port', 'Ports');
    await page.getByRole('search').getByLabel('English name').fill('Shanghai');
    await page.getByRole('button', { name: 'Search' }).click();
    // CNSGH is listed as another code of the same harbour, so its row mentions CNSHA too: match the
    // code cell itself.
    const row = dataRows('Ports').filter({ has: page.getByRole('cell', { name: 'CNSHA', exact: true }) });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toContain('上海');
  });

  it('a role with a reduced function tree limits its user’s menus and buttons; the server refuses the rest', async () => {
    await logIn(page, server, 'admin', ADMIN_PASSWORD);
    await page.waitForURL('**/dashboard');

    // 1 The role, then its functions: the Ports page with its buttons except Delete.
    await open('/sysManage/role', 'Roles');
    await page.getByRole('button', { name: 'Add' }).click();
    await dialog().getByLabel(/^Code/).fill('e2e_ports');
    await dialog()
      .getByLabel(/^Chinese name/)
      .fill('港口维护员');
    await dialog()
      .getByLabel(/^English name/)
      .fill('Port keeper');
    await dialog()
      .getByLabel(/^Data scope/)
      .selectOption({ label: 'All ships' });
    await dialog().getByRole('button', { name: 'Save' }).click();
    await saved();
    await page.getByRole('search').getByLabel('Name').fill('Port keeper');
    await page.getByRole('button', { name: 'Search' }).click();
    const roleRow = dataRows('Roles').filter({ hasText: 'e2e_ports' });
    await roleRow.getByRole('button', { name: 'Functions' }).click();
    const tree = dialog().getByRole('tree', { name: 'Functions' });
    const ports = tree.getByRole('treeitem', { name: /^Ports/ });
    await ports.click();
    await expect.poll(() => ports.getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('ArrowRight'); // expand the page: its buttons are the children
    const del = ports.getByRole('treeitem', { name: /^Delete/ });
    await del.click();
    await expect.poll(() => ports.getAttribute('aria-checked')).toBe('mixed');
    await dialog().getByRole('button', { name: 'Save' }).click();
    await dialog().waitFor({ state: 'detached' });

    // 2 A user holding only that role, with an initial password the user must change.
    await open('/sysManage/sysUser', 'Users');
    await page.getByRole('button', { name: 'Add' }).click();
    await dialog()
      .getByLabel(/^Username/)
      .fill('port_keeper');
    await dialog()
      .getByLabel(/^Initial password/)
      .fill('Keeper#2026a');
    await dialog()
      .getByLabel(/^Chinese name/)
      .fill('港口员');
    await dialog()
      .getByLabel(/^English name/)
      .fill('Port Keeper');
    await dialog().getByRole('checkbox', { name: 'Port keeper' }).check();
    await dialog().getByRole('button', { name: 'Save' }).click();
    await saved();

    // 3 That user logs in (a fresh browser), changes the initial password, and logs in again.
    await relaunch();
    await logIn(page, server, 'port_keeper', 'Keeper#2026a');
    const change = page.getByRole('dialog', { name: 'Change password' });
    await change.getByLabel(/^Old password/).fill('Keeper#2026a');
    await change.getByLabel(/^New password/).fill('Keeper#2026b');
    await change.getByLabel(/^Repeat new password/).fill('Keeper#2026b');
    await change.getByRole('button', { name: 'Submit' }).click();
    // Straight to the outcome: no generic "are you sure?" in between.
    await page.getByRole('alertdialog', { name: 'Password changed' }).waitFor();
    await expect.poll(() => page.getByText('Submit your data to server, are you sure?').count()).toBe(0);
    await page.getByRole('button', { name: 'Now' }).click();
    await page.waitForURL('**/login**');
    await logIn(page, server, 'port_keeper', 'Keeper#2026b');
    await page.waitForURL('**/dashboard');

    // 4 Only the granted menu and buttons.
    await mainMenu().getByRole('button', { name: 'Dictionaries', exact: true }).click();
    const links = await mainMenu().getByRole('link').allTextContents();
    expect(links.map((l) => l.trim()).filter((l) => l !== 'Dashboard')).toEqual(['Ports']);
    await expect.poll(() => mainMenu().getByRole('button', { name: 'System', exact: true }).count()).toBe(0);
    await mainMenu().getByRole('link', { name: 'Ports', exact: true }).click();
    await dataRows('Ports').nth(1).waitFor();
    for (const name of ['Add', 'Export'])
      await expect.poll(() => page.getByRole('button', { name }).count()).toBe(1);
    const first = dataRows('Ports').nth(1);
    await expect.poll(() => first.getByRole('button', { name: 'Edit' }).count()).toBe(1);
    await expect.poll(() => first.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    // 5 Calling an admin route directly with the user's own token is refused.
    const statuses = await page.evaluate(async () => {
      const token = decodeURIComponent(/(?:^|; )token=([^;]+)/.exec(document.cookie)?.[1] ?? '');
      const call = (url: string, init: RequestInit = {}) =>
        fetch(url, { ...init, headers: { 'X-Token': token } }).then((r) => r.status);
      return {
        users: await call('/api/system/users'),
        deletePort: await call('/api/dict/port/1', { method: 'DELETE' }),
        ports: await call('/api/dict/port?size=1'),
      };
    });
    expect(statuses).toEqual({ users: 403, deletePort: 403, ports: 200 });
  });
});
