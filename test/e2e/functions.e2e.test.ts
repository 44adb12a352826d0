import type { Locator } from 'playwright-core';
import { ADMIN_PASSWORD } from '../support/app';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { logIn } from '../support/e2eServer';

const { server, page } = e2eLifecycle();

const mainMenu = () => page.getByRole('navigation', { name: 'Main menu' });
const tree = () => page.getByRole('tree', { name: 'Functions' });
const panel = () => page.getByRole('region', { name: 'Selected function' });
const selectedTitle = () => panel().getByRole('heading', { level: 4 }).textContent();
/** The panel follows the selection after React has rendered: waits for it to name `title`. */
const expectSelected = (title: string) => expect.poll(selectedTitle).toBe(title);
const dialog = () => page.getByRole('dialog');
/** The text of the option a select of the dialog shows. */
const selectedOption = (label: RegExp) =>
  dialog()
    .getByLabel(label)
    .evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.text);
const item = (title: string) => tree().getByRole('treeitem', { name: title, exact: true });
const LOCKED = 'This function keeps system administration reachable; it cannot be deleted, frozen or hidden.';

async function openFunctions() {
  await page.goto(server.baseUrl + '/sysManage/sysFunc');
  await item('Dashboard').waitFor();
}

/**
 * The titles of a folder's direct children in the tree, in order: each item's accessible name, its
 * label without the parts hidden from assistive technology (the type shown after the title).
 */
async function childTitles(folder: Locator) {
  const level = Number(await folder.getAttribute('aria-level')) + 1;
  return folder.locator(`[role="treeitem"][aria-level="${level}"]`).evaluateAll((els) =>
    els.map((e) => {
      const [labelId] = (e.getAttribute('aria-labelledby') ?? '').split(' ');
      const label = document.getElementById(labelId)?.cloneNode(true) as HTMLElement | undefined;
      label?.querySelectorAll('[aria-hidden="true"]').forEach((h) => h.remove());
      return label?.textContent ?? '';
    }),
  );
}

/**
 * Clicks a tree item's own row. A click on the item itself lands in its middle, which for an open
 * folder is one of its children.
 */
async function select(title: string) {
  const labelId = (await item(title).getAttribute('aria-labelledby'))!.split(' ')[0];
  await page.locator(`[id="${labelId}"]`).click();
}

/** What a tree item says after its title: its type, and Frozen / Hidden when so. */
const flagsOf = (node: Locator) =>
  node.evaluate((e) =>
    (e.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** The pages of a sidebar folder, as the menu shows them (in either language). */
async function menuPages(folder: string) {
  const menu = page.getByTestId('sidebar').getByRole('navigation');
  const button = menu.getByRole('button', { name: folder, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  const sub = menu.getByRole('listitem').filter({ has: page.getByRole('button', { name: folder }) });
  return (await sub.getByRole('link').allTextContents()).map((l) => l.trim());
}

describe('the function tree in Chromium', () => {
  it('keyboard through the tree, add a bilingual child under a folder, move it up, see it in the menu after logging in again, delete it', async () => {
    await logIn(page, server, 'admin', ADMIN_PASSWORD);
    await page.waitForURL('**/dashboard');
    await openFunctions();

    // 1 The keyboard: selection follows focus, so the panel names the focused node.
    await select('Dashboard');
    await expectSelected('Dashboard');
    await page.keyboard.press('End'); // the last visible node: System's last page
    await expectSelected('API keys');
    await page.keyboard.press('ArrowLeft'); // a closed node: up to its parent
    await expectSelected('System');
    await page.keyboard.press('ArrowUp'); // the node above: the Documents folder's last page
    await expectSelected('PC app versions');
    await page.keyboard.press('ArrowLeft');
    await expectSelected('Documents');
    const documents = item('Documents');
    await page.keyboard.press('ArrowLeft'); // an open folder closes
    await expect.poll(() => documents.getAttribute('aria-expanded')).toBe('false');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => documents.getAttribute('aria-expanded')).toBe('true');
    // The buttons are one Tab away.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Edit');

    // 2 Add child: the dialog starts under the selected folder.
    await panel().getByRole('button', { name: 'Add child' }).click();
    await dialog()
      .getByLabel(/^Parent/)
      .waitFor();
    await expect.poll(() => selectedOption(/^Parent/)).toBe('Documents');
    await dialog().getByLabel(/^Code/).fill('document:tides');
    await dialog()
      .getByLabel(/^Chinese title/)
      .fill('潮汐表');
    await dialog()
      .getByLabel(/^English title/)
      .fill('Tide tables');
    await expect.poll(() => selectedOption(/^Type/)).toBe('Page');
    await dialog()
      .getByLabel(/^Page URL/)
      .fill('/docMng/tides');
    await dialog()
      .getByLabel(/^Order/)
      .fill('40'); // after the folder's three pages (10, 20, 30)
    await dialog().getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const pages = ['Documents and notices', 'Document library', 'PC app versions', 'Tide tables'];
    await expect.poll(() => childTitles(documents)).toEqual(pages);

    // 3 Move up: it trades places with the page above it, and stays selected.
    await select('Tide tables');
    await expectSelected('Tide tables');
    await expect.poll(() => panel().getByRole('button', { name: 'Move down' }).isDisabled()).toBe(true);
    await panel().getByRole('button', { name: 'Move up' }).click();
    const moved = ['Documents and notices', 'Document library', 'Tide tables', 'PC app versions'];
    await expect.poll(() => childTitles(documents)).toEqual(moved);
    await expectSelected('Tide tables');
    await expect.poll(() => panel().getByRole('button', { name: 'Move down' }).isEnabled()).toBe(true);
    // The button was disabled while the tree reloaded: focus comes back to it for another press.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Move up');

    // 4 The menu is built at login: after logging out and in again it holds the new page, in its
    // new place, under both its titles.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/login**');
    await logIn(page, server, 'admin', ADMIN_PASSWORD);
    await page.waitForURL('**/dashboard');
    await expect.poll(() => menuPages('Documents')).toEqual(moved);
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitemradio', { name: '中文' }).click();
    await page.getByRole('navigation', { name: '主菜单' }).waitFor();
    await expect.poll(() => menuPages('资料管理')).toEqual(['资料维护', '资料查阅', '潮汐表', '版本管理']);
    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await mainMenu().getByRole('button', { name: 'System', exact: true }).waitFor();

    // 5 Delete, after the confirmation.
    await openFunctions();
    await select('Tide tables');
    await panel().getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Delete data record, please confirm.').waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await item('Tide tables').waitFor({ state: 'detached' });
    await expect.poll(() => childTitles(documents)).toEqual(pages.slice(0, 3));
  });

  it('the folder holding system administration can be neither frozen nor deleted: the server says why', async () => {
    await logIn(page, server, 'admin', ADMIN_PASSWORD);
    await page.waitForURL('**/dashboard');
    await openFunctions();
    await select('System');
    await expectSelected('System');

    const refusal = (method: string) =>
      page.waitForResponse(
        (r) => r.request().method() === method && /\/api\/system\/functions\/\d+/.test(r.url()),
      );
    const alert = () => page.getByRole('alert').filter({ hasText: LOCKED });

    // Freeze: refused, the message above the tree and beside the buttons, the folder still enabled.
    const frozen = refusal('PUT');
    await panel().getByRole('button', { name: 'Freeze' }).click();
    const freezeAnswer = await frozen;
    expect(freezeAnswer.status()).toBe(409);
    expect((await freezeAnswer.json()).message).toBe(LOCKED);
    await alert().waitFor();
    await panel().getByText(LOCKED).waitFor();
    await expect.poll(() => flagsOf(item('System'))).toBe('Menu');
    await expect.poll(() => panel().getByRole('button', { name: 'Freeze' }).isEnabled()).toBe(true);

    // Delete: confirmed, then refused the same way; the folder stays.
    await panel().getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('Delete data record, please confirm.').waitFor();
    const deleted = refusal('DELETE');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const deleteAnswer = await deleted;
    expect(deleteAnswer.status()).toBe(409);
    expect((await deleteAnswer.json()).message).toBe(LOCKED);
    await confirm.waitFor({ state: 'detached' });
    await alert().waitFor();
    await item('System').waitFor();

    // After a reload the tree still holds it, enabled: nothing was written.
    await openFunctions();
    await expect.poll(() => flagsOf(item('System'))).toBe('Menu');
    await item('Functions').waitFor();
  });
});
