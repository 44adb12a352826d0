import { sql } from 'drizzle-orm';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { LANGS, TEXTS, expectPlainTexts } from '../support/e2e/journeyLanguage';

const { server, page, relaunch } = e2eLifecycle();

/**
 * The public certificate check (docs/verification.md §7) in Chromium, in each language, as an
 * anonymous visitor: a valid serial answers with the ship, period and regime; an unknown one says
 * so; a malformed one is refused by the form. The seeded story confirms past years' reports, and
 * each confirmation issues a certificate: the test reads one standing serial from the database.
 */
async function standingSerial() {
  const res = (await server.db.execute(
    sql`select c.serial, s.name_en as ship from verification_certificates c join ships s on s.id = c.ship_id
        where c.superseded_at is null order by c.id limit 1`,
  )) as unknown as { rows: { serial: string; ship: string }[] };
  expect(res.rows.length, 'the seeded story issues certificates').toBe(1);
  return res.rows[0];
}

describe.each(LANGS)('checking a certificate on the public portal in Chromium (%s)', (lang) => {
  const { documents: docs } = TEXTS[lang];
  const k = docs.portal.certification.check;

  it(`a valid serial answers with its ship, an unknown one as unknown, a malformed one is refused (${lang})`, async () => {
    const { serial, ship } = await standingSerial();
    await relaunch();
    await page.goto(`${server.baseUrl}/efficiencycertification`);
    await page
      .getByRole('button', { name: lang === 'zh' ? '中文' : 'English' })
      .or(page.getByRole('radio', { name: lang === 'zh' ? '中文' : 'English' }))
      .first()
      .click();
    await page.getByRole('heading', { name: k.title }).waitFor();
    const field = page.getByLabel(k.serial);
    const check = page.getByRole('button', { name: k.submit, exact: true });

    await field.fill('not a serial');
    await check.click();
    await page.getByText(k.invalid.format).waitFor();

    await field.fill(serial.toLowerCase());
    await check.click();
    await page.getByText(k.state.valid).waitFor();
    await page.getByText(ship, { exact: false }).first().waitFor();
    await page.getByText(k.regimes.imoDcs).or(page.getByText(k.regime)).first().waitFor();
    await expectPlainTexts(page, 'portal certificate check', lang);

    await field.fill('SOC-2025-999999-00000000');
    await check.click();
    await page.getByText(k.state.unknown).waitFor();
    await expect.poll(() => page.getByText(ship, { exact: false }).count()).toBe(0);
  });
});
