// Runs on PGlite: the embedded database a first user starts with (`npm start`), signed in and out.
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '../support/app';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { settle } from '../support/e2e/navigate';
import { LANGS, TEXTS, expectPlainTexts, logInIn } from '../support/e2e/journeyLanguage';

const { server, page } = e2eLifecycle();

/** Every demo role; each changes its password once per language, so the file keeps the current one. */
const ROLES = ['admin', 'demo_company', 'demo_manager', 'demo_class', 'demo_authority'] as const;
const password: Record<string, string> = Object.fromEntries(
  ROLES.map((u) => [u, u === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD]),
);

describe.each(LANGS)('session manners in Chromium (%s)', (lang) => {
  const T = TEXTS[lang].root;

  /** The page's own timers run on a clock the test moves, the server's idle clock with it. */
  async function idleFor(minutes: number, seconds = 0) {
    server.clock.advance(minutes * 60_000 + seconds * 1_000);
    await page.clock.fastForward(`${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`);
  }

  /** Lets the dashboard's panels load first: an answer while the warning is up counts as use. */
  async function dashboardSettled() {
    await page.clock.fastForward('00:30');
    await page.waitForLoadState('networkidle');
    await settle(page);
  }

  it.each(ROLES)(
    `%s is warned before idle expiry and stays signed in, changes the password and logs in with it, then logs out (${lang})`,
    async (username) => {
      await page.clock.install();
      await logInIn(lang, page, server, username, password[username]!);
      await dashboardSettled();

      // Two minutes before expiry the warning asks; "Stay signed in" renews the session.
      const warning = page.getByRole('alertdialog', { name: T.idle.title });
      await idleFor(28);
      await warning.waitFor();
      await expectPlainTexts(page, 'idle warning', lang, '[role="alertdialog"]');
      const renewed = page.waitForResponse((r) => r.url().includes('/api/user/info') && r.status() === 200);
      await warning.getByRole('button', { name: T.idle.stay }).click();
      await renewed;
      await warning.waitFor({ state: 'hidden' });

      // The password: the rule and the repeat are checked as typed; the outcome comes straight
      // after Submit (no generic "are you sure?") and "Now" leads to the login page.
      const changed = `Changed#${lang}${username.length}x`;
      await page.getByRole('button', { name: T.navbar.userMenu }).click();
      await page.getByRole('menuitem', { name: T.navbar.changePassword }).click();
      const dialog = page.getByRole('dialog', { name: T.password.title });
      await dialog.getByLabel(new RegExp(`^${T.password.oldPassword}`)).fill(password[username]!);
      await dialog.getByLabel(new RegExp(`^${T.password.newPassword}`)).fill('weak');
      await dialog.getByText(T.password.errors.weak).waitFor();
      await dialog.getByLabel(new RegExp(`^${T.password.newPassword}`)).fill(changed);
      await dialog.getByLabel(new RegExp(`^${T.password.dupnewPassword}`)).fill(`${changed}y`);
      await dialog.getByText(T.password.errors.mismatch).waitFor();
      await expectPlainTexts(page, 'change password', lang, '[role="dialog"]');
      await dialog.getByLabel(new RegExp(`^${T.password.dupnewPassword}`)).fill(changed);
      await dialog.getByRole('button', { name: T.password.submit, exact: true }).click();
      await page.getByRole('alertdialog', { name: T.password.successTitle }).waitFor();
      await page.getByRole('button', { name: T.password.now, exact: true }).click();
      await page.waitForURL('**/login**');
      password[username] = changed;

      // The new password logs in; "Log out" from the user menu ends on the login page.
      await logInIn(lang, page, server, username, changed);
      await page.getByRole('button', { name: T.navbar.userMenu }).click();
      await page.getByRole('menuitem', { name: T.navbar.logout }).click();
      await page.waitForURL('**/login**');
      await page.getByRole('button', { name: T.login.submit, exact: true }).waitFor();
      await expectPlainTexts(page, 'login page after logout', lang, 'body');
    },
  );

  it(`a warning left alone ends on the login page, which says why (${lang})`, async () => {
    await page.clock.install();
    await logInIn(lang, page, server, 'demo_company', password.demo_company!);
    await dashboardSettled();
    await idleFor(28);
    await page.getByRole('alertdialog', { name: T.idle.title }).waitFor();
    await idleFor(2, 1);
    await page.waitForURL('**/login?redirect=%2Fdashboard');
    await page.getByRole('alert').filter({ hasText: T.errors.session_idle }).waitFor();
    // The login page itself says why: no dialog over it repeating its title.
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    await expectPlainTexts(page, 'login page after idle expiry', lang, 'body');
  });
});
