import type { Page } from 'playwright-core';

/**
 * Moving around the signed-in app the way its menu does, and waiting for a screen to finish.
 * A full page load per screen re-runs the bundle, the session check and the menu read; the menu's
 * own links only push a history entry, which the router hears.
 */

/** Moves the app to `url` without reloading it, as a menu click does, and waits for the screen. */
export async function go(page: Page, url: string): Promise<void> {
  await page.evaluate((u) => window.history.pushState({}, '', u), url);
  await settle(page);
}

/**
 * Waits until an area (the main one) stops changing: nothing busy, lists answered, texts loaded.
 * Throws when it never does, so the checks that follow never look at a half-rendered screen. The
 * wait is generous because a busy CI machine renders slowly; a settled page returns after two
 * equal readings.
 */
export async function settle(page: Page, selector = 'main', timeoutMs = 20_000): Promise<void> {
  let last = '';
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    await page.waitForTimeout(60);
    const now = await page.evaluate((sel) => {
      const root = document.querySelector(sel) as HTMLElement | null;
      if (!root || root.querySelector('[aria-busy=true], [role=progressbar]')) return '';
      return root.innerText;
    }, selector);
    if (now === last && now && !/Loading|加载中/.test(now)) return;
    last = now;
  }
  throw new Error(`${selector} did not settle within ${timeoutMs} ms; it last read: ${last.slice(0, 200)}`);
}
