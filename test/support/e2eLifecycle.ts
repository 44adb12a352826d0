import type { Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startE2eServer, type E2eServer } from './e2eServer';

type Browser = Awaited<ReturnType<typeof launchBrowser>>;

/**
 * A stand-in that forwards every property to whatever `current()` returns at the moment of use,
 * methods bound to it. The e2e files read `page` and `server` as plain names, while each test
 * gets a fresh browser: the names stay fixed and the object behind them changes.
 */
function forward<T extends object>(what: string, current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      if (!target) throw new Error(`e2e: no ${what} yet (used outside a test?)`);
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/**
 * The e2e lifecycle of one test file: one server (built client, fresh seeded database) for the
 * file, and a fresh Chromium with a throw-away profile for every test, so no cookie or storage
 * leaks from one test into the next. `relaunch()` swaps in a new browser mid-test (another user
 * logging in from a clean profile).
 */
export function e2eLifecycle(env: Record<string, string> = {}) {
  let server: E2eServer | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  const launch = async () => {
    browser = await launchBrowser();
    page = browser.context.pages()[0] ?? (await browser.context.newPage());
  };
  const close = async () => {
    await browser?.close();
    browser = page = undefined;
  };

  beforeAll(async () => {
    server = await startE2eServer(env);
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(launch);
  afterEach(close);

  return {
    server: forward('server', () => server),
    page: forward('page', () => page),
    relaunch: async () => {
      await close();
      await launch();
    },
  };
}
