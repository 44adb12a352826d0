import type { Page } from 'playwright-core';
import { FUNCTION_TREE } from '../../src/server/db/seed/functionTree';
import { SCREENS } from '../../src/views/screens/registry';
import { ADMIN_PASSWORD } from '../support/app';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { logIn } from '../support/e2eServer';
import { go } from '../support/e2e/navigate';

/**
 * Every built screen of the function tree at
 * 1280×800 and 1440×900, in English and in Chinese. A list's row actions must lie inside the
 * visible area (the Operate column is pinned), the last crumb of the trail must not be cut, and the
 * Chinese chrome (menu, header, trail, tabs, filters, column headers, pager, headings) must hold no
 * English word beyond the codes the trade writes in Latin letters.
 */
const { server, page } = e2eLifecycle();

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];
const built = FUNCTION_TREE.flatMap((top) => (top.menuType === 2 ? [top] : (top.children ?? [])))
  .map((p) => p.url)
  .filter((url): url is string => typeof url === 'string' && url in SCREENS);

/** Latin words a Chinese maritime screen rightly keeps: codes, acronyms, units, the product's data. */
const KEPT =
  /^(IMO|CII|DCS|MRV|EU|UK|ETS|FuelEU|MSA|CMSA|CCS|DOC|PC|API|IACS|EEOI|EEXI|LNG|LPG|GT|NT|DWT|TEU|UTC|ROB|BDN|SOx|NOx|CO2|CH4|N2O|ID|No|kn|nm|kW|kg|MJ|ISO|IACS|SEEMP|MARPOL|GISIS|THETIS|EEA|Excel|xlsx|CSV|SFOC|MCR|ECA|MDO|MGO|HFO|LFO|VLSFO|ULSFO|OPS|SSO|URL|IP|APP|Tags|View)$/;

/** The visible text of the app's chrome, without form values, options or the table's data cells. */
async function chromeText(p: Page): Promise<string> {
  return p.evaluate(() => {
    const parts = [
      ...document.querySelectorAll(
        '[data-testid=sidebar] nav, header, nav[aria-label], form[role=search], thead, main h1, main h2, main h3, [role=tablist]',
      ),
    ];
    const skip = (el: Element | null) =>
      !!el?.closest('select, option, input, textarea, tbody, [data-testid=contact-line], [role=menu]');
    const texts: string[] = [];
    for (const part of parts) {
      const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode())
        if (!skip(n.parentElement) && (n.parentElement?.offsetParent ?? null) !== null)
          texts.push(n.textContent ?? '');
    }
    return texts.join(' ');
  });
}

const englishWords = (text: string) =>
  [...text.replace(/\S+@\S+|https?:\S+/g, ' ').matchAll(/[A-Za-z][A-Za-z-]{2,}/g)]
    .map((m) => m[0])
    .filter((w) => !KEPT.test(w));

/** Where the first data row's buttons in the Operate column lie, against the window and the table's scroller. */
async function rowActionBoxes(p: Page) {
  return p.evaluate(() => {
    const out: { text: string; left: number; right: number; limit: number }[] = [];
    for (const table of document.querySelectorAll('main table')) {
      const heads = [...table.querySelectorAll('thead th')];
      const last = heads[heads.length - 1]?.textContent?.trim();
      if (last !== 'Operate' && last !== '操作') continue;
      const scroller = table.parentElement!;
      const limit = Math.min(window.innerWidth, scroller.getBoundingClientRect().right);
      const row = table.querySelector('tbody tr');
      for (const b of row?.querySelectorAll('td:last-child button') ?? []) {
        const r = b.getBoundingClientRect();
        out.push({ text: b.textContent ?? '', left: r.left, right: r.right, limit });
      }
    }
    return out;
  });
}

describe.each(['en', 'zh'] as const)('every built screen in %s', (lang) => {
  it(
    `keeps row actions in view and the trail whole at 1280 and 1440 px${lang === 'zh' ? ', with no English left in the chrome' : ''}`,
    { timeout: 600_000 },
    async () => {
      await page.context().addCookies([{ name: 'language', value: lang, url: server.baseUrl }]);
      await logIn(page, server, 'admin', ADMIN_PASSWORD);
      await page.waitForURL('**/dashboard');
      expect(built.length).toBeGreaterThan(20);
      const problems: string[] = [];
      let actionsChecked = 0;
      for (const url of built) {
        await page.setViewportSize(SIZES[0]);
        await go(page, url);
        for (const size of SIZES) {
          await page.setViewportSize(size);
          await page.waitForTimeout(100);
          const at = `${url} at ${size.width}px`;
          for (const b of await rowActionBoxes(page)) {
            actionsChecked++;
            if (b.left < 0 || b.right > b.limit + 1)
              problems.push(`${at}: row action "${b.text}" outside the view`);
          }
          const crumbCut = await page.evaluate(() => {
            const crumbs = document.querySelectorAll('header nav li');
            const last = crumbs[crumbs.length - 1];
            const trail = last?.closest('nav')?.parentElement;
            return (
              !!last &&
              !!trail &&
              last.getBoundingClientRect().right > trail.getBoundingClientRect().right + 1
            );
          });
          if (crumbCut) problems.push(`${at}: the last crumb of the trail is cut`);
          if (lang === 'zh') {
            const words = englishWords(await chromeText(page));
            if (words.length)
              problems.push(`${at}: English in the Chinese chrome: ${[...new Set(words)].join(', ')}`);
          }
        }
      }
      expect(problems).toEqual([]);
      // The check must have met real row actions (ships, users, dictionaries have rows).
      expect(actionsChecked).toBeGreaterThan(50);
    },
  );
});
