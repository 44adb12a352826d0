import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { createTestApp, type TestApp } from './app';

let built: Promise<unknown> | null = null;
/** Builds the client once per run into dist/client, the directory the server serves. */
// A child process, so the build is a production one (vitest runs with NODE_ENV=test).
export const buildClient = () =>
  (built ??= promisify(execFile)(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
    {
      env: { ...process.env, NODE_ENV: 'production' },
    },
  ));

export interface E2eServer extends TestApp {
  baseUrl: string;
  /** The pending answer of a captcha, read on the server side (the test cannot read the image). */
  captchaAnswer: (captchaId: string) => Promise<string>;
}

/** The built app and the API in one process on a fresh seeded database, with the captcha on. */
export async function startE2eServer(env: Record<string, string> = {}): Promise<E2eServer> {
  if (!inject('clientBuilt')) await buildClient();
  const test = await createTestApp({ clientDir: 'dist/client', env: { EEOI_CAPTCHA: 'on', ...env } });
  await test.app.listen({ port: 0, host: '127.0.0.1' });
  const address = test.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const captchaAnswer = async (id: string) => {
    const result = (await test.db.execute(sql`select answer from captchas where id = ${id}`)) as unknown as {
      rows: { answer: string }[];
    };
    return result.rows[0].answer;
  };
  return { ...test, baseUrl: `http://127.0.0.1:${port}`, captchaAnswer };
}

/**
 * Opens /login (or `path`), fills the form and answers the real captcha; with `lang`, first chooses
 * that language on the form's language switch, as a user in a fresh browser does.
 */
export async function logIn(
  page: Page,
  server: E2eServer,
  username: string,
  password: string,
  path = '/login',
  lang?: 'en' | 'zh',
) {
  await page.goto(server.baseUrl + path);
  if (lang) {
    const choice = page.getByRole('button', { name: lang === 'zh' ? '中文' : 'English', exact: true });
    await choice.click();
    await page.getByRole('button', { name: lang === 'zh' ? '登录' : 'Log in', exact: true }).waitFor();
  }
  const captchaId = await readCaptchaId(page);
  await page.getByLabel(/username|用户名/i).fill(`  ${username} `);
  await page.getByLabel(/^(password|密码)/i).fill(password);
  await page.getByLabel(/calculation result|计算结果/i).fill(await server.captchaAnswer(captchaId));
  await page.getByRole('button', { name: /^(log in|登录)$/i }).click();
}

/** The id of the captcha on screen (the image carries it; the answer stays on the server). */
export async function readCaptchaId(page: Page, previous?: string): Promise<string> {
  const img = page.locator('img[data-captcha-id]');
  await img.waitFor();
  if (previous)
    await page.waitForFunction(
      (p) => document.querySelector('img[data-captcha-id]')?.getAttribute('data-captcha-id') !== p,
      previous,
    );
  return (await img.getAttribute('data-captcha-id'))!;
}
