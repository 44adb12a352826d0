import type { MenuItem } from '../../../src/domain/api';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '../app';
import { e2eLifecycle } from '../e2eLifecycle';
import { logIn } from '../e2eServer';
import { go, settle } from './navigate';
import { layoutProblems } from './layoutChecks';
import { readScreenText } from './readScreenText';
import { textProblems } from './textChecks';
import { DATA_SCREENS, makeSweepData, showData, type SweepData } from './sweepData';
import { FUNCTION_TREE } from '../../../src/server/db/seed/functionTree';
import { SCREENS } from '../../../src/views/screens/registry';

type Lang = 'en' | 'zh';
const WORDS = {
  en: {
    add: 'Add',
    save: 'Save',
    detail: 'Detail',
    edit: 'Edit',
    userMenu: 'User menu',
    changePassword: 'Change password',
  },
  zh: {
    add: '新增',
    save: '保存',
    detail: '详情',
    edit: '编辑',
    userMenu: '用户菜单',
    changePassword: '修改密码',
  },
};

/** The pages of the role's menu tree, in menu order. */
const pagesOf = (items: MenuItem[]): string[] =>
  items.flatMap((m) => [
    ...(m.menuType === 2 && m.url && !m.hidden ? [m.url] : []),
    ...pagesOf(m.children ?? []),
  ]);

/** Every built screen of the function tree: the administrator's walk must meet each one. */
const BUILT = FUNCTION_TREE.flatMap((top) => (top.menuType === 2 ? [top] : (top.children ?? [])))
  .map((p) => p.url)
  .filter((url): url is string => typeof url === 'string' && url in SCREENS);

const ROLES = [
  ['admin', ADMIN_PASSWORD],
  ['demo_company', DEMO_PASSWORD],
  ['demo_manager', DEMO_PASSWORD],
  ['demo_class', DEMO_PASSWORD],
  ['demo_authority', DEMO_PASSWORD],
] as const;

/**
 * The screen sweep: every demo role logs in and walks every page of its menu in one language,
 * looking for what must never reach a user (zod text, message codes, raw codes, dates off the
 * spec, dialogs that close on an outside click, the active tab off-screen); the administrator's
 * walk meets every built screen and also runs the layout checks. One file per language
 * (`test/e2e/screenSweep*.e2e.test.ts`) so the two walks run on both workers at once.
 */
export function screenSweep(lang: Lang): void {
  const { server, page } = e2eLifecycle();

  /** The notice, documents, returned report and adjustment the screens show (sweepData.ts). */
  let data: SweepData;
  beforeAll(async () => {
    data = await makeSweepData(server);
  });

  /**
   * What a user sees that must not be there (textChecks.ts): zod text, i18n keys, raw codes, dates
   * off the spec, times without a zone, the other language outside data.
   */
  async function problemsOn(where: string, lang: Lang, scope = 'body'): Promise<string[]> {
    return textProblems(where, lang, await readScreenText(page, scope));
  }

  /** Whether the current tab is inside the tabs bar's visible part. */
  const activeTabInView = () =>
    page.evaluate(() => {
      const bar = document.querySelector('nav[aria-label="Visited pages"], nav[aria-label="已访问页面"]');
      const tab = bar?.querySelector('[aria-current="page"]');
      if (!bar || !tab) return true; // the tabs bar can be switched off
      const b = bar.getBoundingClientRect();
      const t = tab.getBoundingClientRect();
      return t.left >= b.left - 1 && t.right <= b.right + 1;
    });

  /** A click on the dialog's backdrop, well outside the dialog. */
  const clickOutside = () => page.mouse.click(4, 300);

  /**
   * The Add dialog of a list page: an outside click leaves it open; Save on the empty form shows the
   * project's words for each field, in the UI language; Escape closes it.
   */
  async function checkAddDialog(url: string, lang: Lang): Promise<string[]> {
    const add = page.locator('main').getByRole('button', { name: WORDS[lang].add, exact: true });
    if (!(await add.count())) return [];
    await add.first().click();
    const dialog = page.getByRole('dialog').last();
    await dialog.waitFor();
    await clickOutside();
    const found: string[] = [];
    if (!(await dialog.isVisible())) return [`${url} (${lang}): the Add dialog closed on an outside click`];
    await dialog.getByRole('button', { name: WORDS[lang].save, exact: true }).click();
    // The client check answers at once; a form without one waits for the server's refusal.
    await settle(page, '[role="dialog"]');
    found.push(...(await problemsOn(`${url} (${lang}) Add dialog`, lang, '[role="dialog"]')));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    return found;
  }

  /**
   * The first row's record dialog of a list page (Detail, else Edit), where a record shows every
   * field and its history (an account's freezes with the role each actor acted in): the same text
   * checks as the page. Escape leaves it unchanged. Counts in `opened`, so the sweep shows it met some.
   */
  let opened = 0;
  async function checkRecordDialog(url: string, lang: Lang): Promise<string[]> {
    const rowButton = (name: string) =>
      page.locator('main tbody tr').first().getByRole('button', { name, exact: true });
    const detail = (await rowButton(WORDS[lang].detail).count())
      ? rowButton(WORDS[lang].detail)
      : rowButton(WORDS[lang].edit);
    if (!(await detail.count())) return [];
    await detail.first().click();
    const dialog = page.getByRole('dialog').last();
    await dialog.waitFor();
    await settle(page, '[role="dialog"]');
    opened++;
    const found = await problemsOn(`${url} (${lang}) record dialog`, lang, '[role="dialog"]');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    return found;
  }

  /** The change-password dialog stays open on an outside click and closes on Escape. */
  async function checkPasswordDialog(lang: Lang): Promise<string[]> {
    await page.getByRole('button', { name: WORDS[lang].userMenu }).click();
    await page.getByRole('menuitem', { name: WORDS[lang].changePassword }).click();
    const dialog = page.getByRole('dialog', { name: WORDS[lang].changePassword });
    await dialog.waitFor();
    await clickOutside();
    const open = await dialog.isVisible();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    return open ? [] : [`change password (${lang}): closed on an outside click`];
  }

  /**
   * Logs in and walks every page of the role's menu in one language (Chinese is chosen from the
   * header's language menu, as a user does). With `layout`, each screen also gets the layout checks
   * at 1280 and 1440 px and its first row's record dialog is read on the same visit (the
   * administrator's walk, which meets every screen).
   */
  async function walk(username: string, password: string, lang: Lang, layout: boolean) {
    const menus = page.waitForResponse((r) => r.url().endsWith('/api/user/menus'));
    await logIn(page, server, username, password);
    await page.waitForURL('**/dashboard');
    const pages = pagesOf(((await (await menus).json()) as { data: MenuItem[] }).data);
    expect(pages.length).toBeGreaterThan(1);
    if (lang === 'zh') {
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitemradio', { name: '中文' }).click();
      await page.getByRole('button', { name: '语言' }).waitFor();
    }
    const problems: string[] = [];
    let actions = 0;
    problems.push(...(await checkPasswordDialog(lang)));
    const withData: string[] = [];
    for (const url of pages) {
      await go(page, url);
      problems.push(...(await problemsOn(`${url} (${lang})`, lang)));
      if ((DATA_SCREENS as readonly string[]).includes(url) && (await showData(page, url, lang, data))) {
        withData.push(url);
        problems.push(...(await problemsOn(`${url} (${lang}) with its data`, lang)));
      }
      if (!(await activeTabInView())) problems.push(`${url} (${lang}): the active tab is off-screen`);
      if (layout) {
        const found = await layoutProblems(page, url, lang);
        problems.push(...found.problems);
        actions += found.actions;
      }
      if (layout) problems.push(...(await checkRecordDialog(url, lang)));
      problems.push(...(await checkAddDialog(url, lang)));
    }
    return { pages, problems, actions, withData };
  }

  describe(`every demo role walks its screens in ${lang}`, () => {
    it.each(ROLES.filter(([u]) => u !== 'admin'))(
      '%s: no zod text, no raw codes, spec dates, dialogs that stay open, the active tab in view',
      async (username, password) => {
        const { problems, withData } = await walk(username, password, lang, false);
        expect(problems).toEqual([]);
        // The company made the returned report and the adjustment: its walk reads both.
        if (username === 'demo_company') expect(withData.sort()).toEqual([...DATA_SCREENS].sort());
      },
    );

    it(`admin: every built screen, the same checks, and row actions in view and the trail whole at 1280 and 1440 px${lang === 'zh' ? ', with no English left in the chrome' : ''}`, async () => {
      const { pages, problems, actions, withData } = await walk('admin', ADMIN_PASSWORD, lang, true);
      // The returned report's notice and the adjustment's row were on screen when it was read.
      expect(withData.sort()).toEqual([...DATA_SCREENS].sort());
      expect(BUILT.length).toBeGreaterThan(20);
      expect(BUILT.filter((url) => !pages.includes(url))).toEqual([]);
      expect(problems).toEqual([]);
      // The check must have met real row actions (ships, users, dictionaries have rows), and read
      // the record dialogs of the lists.
      expect(actions).toBeGreaterThan(50);
      expect(opened).toBeGreaterThan(15);
    });
  });
}
