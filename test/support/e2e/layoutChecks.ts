import type { Page } from 'playwright-core';

/**
 * The layout checks of the screen sweep: at 1280×800 and 1440×900 a list's row actions lie inside
 * the visible area (the Operate column is pinned), the last crumb of the trail is not cut, and the
 * Chinese chrome (menu, header, trail, tabs, filters, column headers, pager, headings) holds no
 * English word beyond the codes the trade writes in Latin letters.
 */
export const SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

/** Latin words a Chinese maritime screen rightly keeps: codes, acronyms, units, the product's data. */
const KEPT =
  /^(IMO|CII|DCS|MRV|EU|UK|ETS|FuelEU|MSA|CMSA|CCS|DOC|PC|API|IACS|EEOI|EEXI|LNG|LPG|GT|NT|DWT|TEU|UTC|ROB|BDN|SOx|NOx|CO2|CH4|N2O|ID|No|kn|nm|kW|kg|MJ|ISO|IACS|SEEMP|MARPOL|GISIS|THETIS|EEA|Excel|xlsx|CSV|SFOC|MCR|ECA|MDO|MGO|HFO|LFO|VLSFO|ULSFO|OPS|SSO|URL|IP|APP|Tags|View)$/;

/** The visible text of the app's chrome, without form values, options or the table's data cells. */
function chromeText(p: Page): Promise<string> {
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
function rowActionBoxes(p: Page) {
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

const crumbCut = (p: Page) =>
  p.evaluate(() => {
    const crumbs = document.querySelectorAll('header nav li');
    const last = crumbs[crumbs.length - 1];
    const trail = last?.closest('nav')?.parentElement;
    return !!last && !!trail && last.getBoundingClientRect().right > trail.getBoundingClientRect().right + 1;
  });

/**
 * The layout problems of the screen on view at each size; it leaves the page at the first size.
 * `actions` counts the row actions met, so a sweep can show it looked at real rows.
 */
export async function layoutProblems(
  page: Page,
  url: string,
  lang: 'en' | 'zh',
): Promise<{ problems: string[]; actions: number }> {
  const problems: string[] = [];
  let actions = 0;
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(100);
    const at = `${url} (${lang}) at ${size.width}px`;
    for (const b of await rowActionBoxes(page)) {
      actions++;
      if (b.left < 0 || b.right > b.limit + 1)
        problems.push(`${at}: row action "${b.text}" outside the view`);
    }
    if (await crumbCut(page)) problems.push(`${at}: the last crumb of the trail is cut`);
    if (lang === 'zh') {
      const words = englishWords(await chromeText(page));
      if (words.length)
        problems.push(`${at}: English in the Chinese chrome: ${[...new Set(words)].join(', ')}`);
    }
  }
  await page.setViewportSize(SIZES[0]);
  return { problems, actions };
}
