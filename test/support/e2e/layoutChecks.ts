import type { Page } from 'playwright-core';
import { KEY_HEADINGS, keyColumnsOutOfView, type ColumnBox } from './textChecks';

/**
 * The layout checks of the screen sweep: at 1280×800 and 1440×900 a list's row actions lie inside
 * the visible area (the Operate column is pinned), every table's key columns (row actions,
 * findings) are in view without scrolling sideways, and the last crumb of the trail is not cut.
 */
export const SIZES = [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
];

/**
 * Where each table's key columns lie (textChecks.ts KEY_HEADINGS: the row actions, the findings),
 * against the part of the table one sees: its scroll box within the window. Tables without rows
 * are left out (an empty list has nothing to act on).
 */
function keyColumnBoxes(p: Page, keyHeadings: string): Promise<ColumnBox[]> {
  return p.evaluate((pattern) => {
    const key = new RegExp(pattern);
    const out: ColumnBox[] = [];
    for (const table of document.querySelectorAll('main table')) {
      if (!table.querySelector('tbody tr td')) continue;
      const box = table.parentElement!.getBoundingClientRect();
      const visibleLeft = Math.max(0, box.left);
      const visibleRight = Math.min(window.innerWidth, box.right);
      for (const th of table.querySelectorAll('thead th')) {
        const heading = (th.textContent ?? '').trim();
        if (!key.test(heading)) continue;
        const r = th.getBoundingClientRect();
        const name = table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? '';
        out.push({ table: name, heading, left: r.left, right: r.right, visibleLeft, visibleRight });
      }
    }
    return out;
  }, keyHeadings);
}

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
    for (const p of keyColumnsOutOfView(await keyColumnBoxes(page, KEY_HEADINGS.source)))
      problems.push(`${at}: ${p}`);
  }
  await page.setViewportSize(SIZES[0]);
  return { problems, actions };
}
