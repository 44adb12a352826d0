import type { Page } from 'playwright-core';
import type { ScreenText } from './textChecks';

/**
 * Reads the visible text of `scope` the way textChecks.ts judges it: all of it, the part that is
 * not data (outside data cells, form values and options, elements that carry their own `lang`, and
 * text a user wrote, marked by views/shared/UserText), and each data cell with its column's heading.
 */
export function readScreenText(page: Page, scope: string): Promise<ScreenText> {
  return page.evaluate((sel) => {
    const root = document.querySelector(sel) as HTMLElement | null;
    if (!root) return { text: '', chrome: '', cells: [], user: '' };
    const DATA = 'td, [role="gridcell"], select, option, input, textarea, [lang]:not(html), [data-user-text]';
    const visible = (el: Element | null) =>
      !!el && el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
    const chrome: string[] = [];
    const user: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = n.textContent?.trim();
      if (!el || !text || !visible(el)) continue;
      if (!el.closest(DATA)) chrome.push(text);
      else if (el.closest('[data-user-text]') && !el.closest('td, [role="gridcell"]')) user.push(text);
    }
    /** The headings of a table's last header row, one per column (a spanning heading repeats). */
    const headingsOf = (table: Element) => {
      const rows = table.querySelectorAll('thead tr');
      const row = rows[rows.length - 1];
      const out: string[] = [];
      for (const th of row?.querySelectorAll('th, td') ?? []) {
        const span = (th as HTMLTableCellElement).colSpan || 1;
        for (let i = 0; i < span; i++) out.push((th.textContent ?? '').trim());
      }
      return out;
    };
    const cells: { heading: string; text: string }[] = [];
    const headings = new Map<Element, string[]>();
    for (const cell of root.querySelectorAll('td, [role="gridcell"]')) {
      if (!visible(cell)) continue;
      const table = cell.closest('table');
      let heading = '';
      if (table && cell instanceof HTMLTableCellElement) {
        if (!headings.has(table)) headings.set(table, headingsOf(table));
        let col = 0;
        for (let c = cell.previousElementSibling; c; c = c.previousElementSibling)
          col += (c as HTMLTableCellElement).colSpan || 1;
        heading = headings.get(table)![col] ?? '';
      }
      cells.push({ heading, text: (cell as HTMLElement).innerText.trim() });
    }
    return { text: root.innerText, chrome: chrome.join('\n'), cells, user: user.join('\n') };
  }, scope);
}
