import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

/**
 * Debian's Chromium headless shell when it is installed, else the full browser. Both are the same
 * Blink and V8; the shell lacks the browser's windowing layer, and on two cores a journey in it
 * measured about 40 % less CPU (the journeys are CPU-bound: docs/architecture.md §11).
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const CONTEXT = { locale: 'en-US', viewport: { width: 1280, height: 800 } };

/**
 * One Debian Chromium for a file's journeys. Each test opens its own context on it: a context has
 * its own cookies, storage and cache, as a fresh profile would, at a fraction of a launch's cost.
 */
export async function openChromium(): Promise<{
  browser: Browser;
  newContext: () => Promise<BrowserContext>;
}> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  return { browser, newContext: () => browser.newContext(CONTEXT) };
}

/** Debian Chromium with a throw-away profile (browsers cannot be downloaded here). */
export async function launchBrowser(
  opts: { locale?: string; viewport?: { width: number; height: number } } = {},
) {
  const profile = mkdtempSync(join(tmpdir(), 'eeoi-chromium-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    locale: opts.locale ?? CONTEXT.locale,
    viewport: opts.viewport ?? CONTEXT.viewport,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
