import { ADMIN_PASSWORD } from '../support/app';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { readCaptchaId } from '../support/e2eServer';

// The captcha is off for everyone; the throttle (src/server/auth/throttle.ts) still asks this
// account and address for one after repeated failures.
const { server, page } = e2eLifecycle({ EEOI_CAPTCHA: 'off' });

const username = () => page.getByLabel('Username');
const password = () => page.getByLabel(/^Password/);
const code = () => page.getByRole('textbox', { name: /calculation result/ });
const alert = (text: string | RegExp) => page.getByRole('alert').filter({ hasText: text }).first();
/** Clicks Log in and waits for the server's answer to it. */
async function submit() {
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/login'));
  await page.getByRole('button', { name: 'Log in' }).click();
  return (await answer).json() as Promise<{ code?: string }>;
}

describe('login throttle in Chromium, captcha off', () => {
  it('after 3 failures the form shows the captcha, a throttled attempt says how long to wait, and the captcha logs in', async () => {
    const codeRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/code')) codeRequests.push(r.url());
    });
    await page.goto(server.baseUrl + '/login');
    await username().fill('admin');
    await password().fill('not-the-password');
    for (let i = 0; i < 3; i += 1) {
      expect((await submit()).code).toBe('login_failed');
      await alert('password error').waitFor();
    }
    // Said once: on the page and in what a screen reader or a copy gets.
    await expect
      .poll(() => page.evaluate(() => document.body.textContent!.split('password error').length - 1))
      .toBe(1);
    await expect.poll(() => code().count()).toBe(0);
    expect(codeRequests).toEqual([]);

    // The 4th attempt needs a captcha: the form loads one and shows it; the username stays typed.
    expect((await submit()).code).toBe('captcha_required');
    const first = await readCaptchaId(page);
    await alert('enter the calculation result').waitFor();
    await expect.poll(() => username().inputValue()).toBe('admin');

    // The right password and answer, but within the throttle's delay: the wait in words.
    await password().fill(ADMIN_PASSWORD);
    await code().fill(await server.captchaAnswer(first));
    expect((await submit()).code).toBe('login_throttled');
    await alert('try again in 1 second').waitFor();
    const second = await readCaptchaId(page, first);
    await expect.poll(() => username().inputValue()).toBe('admin');

    // Once the delay has passed (the server's clock is a manual one), the new captcha logs in.
    server.clock.advance(2000);
    await code().fill(await server.captchaAnswer(second));
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  });
});
