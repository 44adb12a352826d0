import type { Page } from 'playwright-core';
import { TEXTS, type Lang } from './journeyLanguage';

/** The public page `/efficiencycertification` opened in `lang`, its check form ready. */
export async function openCertificateCheck(lang: Lang, visitor: Page, baseUrl: string): Promise<void> {
  const k = TEXTS[lang].documents.portal.certification.check;
  await visitor.goto(`${baseUrl}/efficiencycertification`);
  // The portal's language switch: a button or a radio named by the language.
  await visitor
    .getByRole('button', { name: lang === 'zh' ? '中文' : 'English' })
    .or(visitor.getByRole('radio', { name: lang === 'zh' ? '中文' : 'English' }))
    .first()
    .click();
  await visitor.getByRole('heading', { name: k.title }).waitFor();
}

/**
 * A visitor checks a certificate's serial on the public page `/efficiencycertification` in `lang`
 * (docs/verification.md §7) and reads the answer's state word; the page stays open on the answer.
 */
export async function checkCertificateIn(
  lang: Lang,
  visitor: Page,
  baseUrl: string,
  serial: string,
): Promise<{ state: string; text: string }> {
  const k = TEXTS[lang].documents.portal.certification.check;
  await openCertificateCheck(lang, visitor, baseUrl);
  await visitor.getByLabel(k.serial).fill(serial);
  await visitor.getByRole('button', { name: k.submit, exact: true }).click();
  const answer = visitor.locator('[data-state]').filter({ hasText: /\S/ });
  await answer.waitFor();
  const state = (await answer.getAttribute('data-state')) ?? '';
  return { state, text: (await answer.textContent()) ?? '' };
}
