import { e2eLifecycle } from '../support/e2eLifecycle';
import { openCertificateCheck } from '../support/e2e/certificateCheck';
import { LANGS, TEXTS, expectPlainTexts } from '../support/e2e/journeyLanguage';
import { reportWorld, YEAR_2025 } from '../support/reports/reportsApiFixtures';

// The API calls that make the certificate log in without a captcha; the visitor never logs in.
const { server, page, relaunch } = e2eLifecycle({ EEOI_CAPTCHA: 'off' });

/**
 * The public certificate check (docs/verification.md §7) in Chromium, in each language, as an
 * anonymous visitor: a valid serial answers with the ship, period and regime; an unknown one says
 * so; a malformed one is refused by the form. The certificate comes the way a real one does: a DCS
 * report generated, locked, submitted and confirmed through the API (the one-step opinion).
 */
let standing: { serial: string; ship: string };
beforeAll(async () => {
  const w = await reportWorld(server);
  const g = await w.manager.post('/api/reports', { regime: 'imoDcs', shipId: w.ship.id, period: YEAR_2025 });
  const id = g.body.data.id as number;
  await w.lockVoyages();
  for (const [who, type] of [
    [w.manager, 'lock'],
    [w.manager, 'submit'],
    [w.auditor, 'confirm'],
  ] as const) {
    const r = (await w.manager.get(`/api/reports/${id}`)).body.data;
    const res = await who.post(`/api/reports/${id}/events`, { type, version: r.version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const v = (await w.manager.get(`/api/reports/${id}/verification`)).body.data;
  const r = (await w.manager.get(`/api/reports/${id}`)).body.data;
  standing = { serial: v.certificates[0].serial, ship: r.shipName };
}, 120_000);

describe.each(LANGS)('checking a certificate on the public portal in Chromium (%s)', (lang) => {
  const { documents: docs } = TEXTS[lang];
  const k = docs.portal.certification.check;

  it(`a valid serial answers with its ship, an unknown one as unknown, a malformed one is refused (${lang})`, async () => {
    const { serial, ship } = standing;
    await relaunch();
    await openCertificateCheck(lang, page, server.baseUrl);
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
