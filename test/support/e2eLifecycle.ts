import type { BrowserContext, Page } from 'playwright-core';
import { openChromium } from './browser';
import { startE2eServer, type E2eServer } from './e2eServer';

type Chromium = Awaited<ReturnType<typeof openChromium>>;

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
 * The e2e lifecycle of one test file: one server (built client, fresh seeded database) and one
 * Chromium for the file, and a fresh browser context for every test (its own cookies, storage and
 * cache), so nothing leaks from one test into the next. `relaunch()` swaps in a new context
 * mid-test (another user logging in from a clean browser); `another()` opens a second browser
 * beside the first, so users who hand work to each other each stay logged in at their own.
 */
export function e2eLifecycle(env: Record<string, string> = {}) {
  let server: E2eServer | undefined;
  let chromium: Chromium | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  /** Further browsers of the running test (other users at their own desks), closed with it. */
  let others: BrowserContext[] = [];
  const launch = async () => {
    context = await chromium!.newContext();
    page = await context.newPage();
  };
  const close = async () => {
    await Promise.all([context, ...others].map((c) => c?.close()));
    context = page = undefined;
    others = [];
  };

  beforeAll(async () => {
    [server, chromium] = await Promise.all([startE2eServer(env), openChromium()]);
  });
  afterAll(async () => {
    await Promise.all([server?.close(), chromium?.browser.close()]);
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
    another: async (): Promise<Page> => {
      const other = await chromium!.newContext();
      others.push(other);
      return other.newPage();
    },
  };
}
