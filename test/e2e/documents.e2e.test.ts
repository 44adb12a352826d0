import { readFileSync } from 'node:fs';
import docs from '../../src/i18n/documents/en.json';
import sys from '../../src/i18n/system/en.json';
import kitEn from '../../src/i18n/kit/en.json';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '../support/app';
import { e2eLifecycle } from '../support/e2eLifecycle';
import { LANGS, TEXTS, expectPlainTexts, fill, literally, logInIn } from '../support/e2e/journeyLanguage';
import { logIn } from '../support/e2eServer';

const { server, page, relaunch } = e2eLifecycle();

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n'), Buffer.alloc(100, 32)]);
const dialog = () => page.getByRole('dialog');

/** A draft with an attachment written beside the UI, to prove it stays out of every public place. */
async function seedDraft(token: string, name: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/api/documents',
    headers: { 'x-token': token },
    payload: { name, docType: 4, title: `${name} notice`, content: '<p>secret</p>' },
  });
  const id = res.json().data.id as number;
  const boundary = '----e2edraft';
  // Two files: `old.pdf` is removed in the dialog below, `draft.pdf` stays to prove it is not public.
  for (const file of ['draft.pdf', 'old.pdf'])
    await server.app.inject({
      method: 'POST',
      url: `/api/documents/${id}/files`,
      headers: { 'x-token': token, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file}"\r\n\r\n`,
        ),
        PDF,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  return id;
}

/** What the administrator writes in each language's run: its own notice, so the runs stay apart. */
const NOTICE = {
  en: { name: 'Maintenance notice', title: 'Planned maintenance on Sunday', draft: 'Hidden draft' },
  zh: { name: '维护通知', title: '周日计划维护', draft: '隐藏草稿' },
};

describe.each(LANGS)('a notice on its way to the public portal in Chromium (%s)', (lang) => {
  const { kit, system: S, root, documents: docs } = TEXTS[lang];
  const F = S.fields;
  const N = NOTICE[lang];
  const file = `maintenance-${lang}.pdf`;
  const label = (text: string) => new RegExp(`^${literally(text)}`);
  const rows = () => page.getByRole('table', { name: S.screens.docMng }).getByRole('row');

  it(`an administrator publishes a notice with an attachment; it shows on the dashboard and the public data download, an anonymous visitor downloads it, a draft shows nowhere public (${lang})`, async () => {
    await logInIn(lang, page, server, 'admin', ADMIN_PASSWORD);
    const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
    const draftId = await seedDraft(token, N.draft);

    // 1 A new notice with a PDF attachment, saved as a draft.
    await page.goto(`${server.baseUrl}/docMng/list`);
    await rows().nth(1).waitFor();
    await page.getByRole('button', { name: kit.listForm.add }).click();
    await dialog().getByLabel(label(F.name)).fill(N.name);
    await dialog().getByLabel(label(F.title)).fill(N.title);
    await dialog()
      .getByLabel(label(F.docContent))
      .fill('<p>The system is down on <strong>Sunday</strong>.</p><script>alert(1)</script>');
    await dialog()
      .getByLabel(label(F.attachment))
      .setInputFiles({ name: file, mimeType: 'application/pdf', buffer: PDF });
    await dialog().getByRole('button', { name: kit.listForm.save, exact: true }).click();
    await page.getByRole('status').filter({ hasText: kit.notices.saved }).waitFor();

    // 1b The draft's second file is marked in its dialog and removed on Save (no new file chosen).
    await rows().filter({ hasText: N.draft }).getByRole('button', { name: kit.listForm.edit }).click();
    await dialog()
      .getByRole('button', { name: fill(S.documents.removeFile, { name: 'old.pdf' }) })
      .click();
    await dialog().getByText(S.documents.removedOnSave).waitFor();
    await expectPlainTexts(page, 'document dialog', lang, '[role="dialog"]');
    await dialog().getByRole('button', { name: kit.listForm.save, exact: true }).click();
    await page.getByRole('status').filter({ hasText: kit.notices.saved }).last().waitFor();
    const kept = await server.app.inject({
      method: 'GET',
      url: `/api/documents?name=${encodeURIComponent(N.draft)}`,
      headers: { 'x-token': token },
    });
    expect(kept.json().data.items[0].attachments.map((f: { name: string }) => f.name)).toEqual(['draft.pdf']);

    // 2 Publish, after the confirmation.
    const row = rows().filter({ hasText: N.name });
    await expect.poll(() => row.textContent()).toContain(S.documents.states.draft);
    await row.getByRole('button', { name: S.documents.publish }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(S.documents.confirmPublish).waitFor();
    await confirm.getByRole('button', { name: kit.listForm.confirm }).click();
    await page.getByRole('status').filter({ hasText: kit.notices.publish }).waitFor();
    await expect
      .poll(async () => rows().filter({ hasText: N.name }).textContent())
      .toContain(S.documents.states.published);
    await expectPlainTexts(page, 'document list', lang);

    // 3 The dashboard carousel shows it, sanitised; the draft is not there.
    await page.goto(`${server.baseUrl}/dashboard`);
    const carousel = page.getByRole('region', { name: root.dashboard.notices });
    await carousel.getByRole('heading', { name: N.title }).waitFor();
    await expect.poll(() => carousel.locator('script').count()).toBe(0);
    await expect.poll(() => page.getByText(`${N.draft} notice`).count()).toBe(0);

    // 4 An anonymous visitor (a clean browser, choosing the language on the portal) finds it on the
    // data download page and downloads it.
    await relaunch();
    await page.goto(`${server.baseUrl}/datadownload`);
    await page
      .getByRole('radio', { name: lang === 'zh' ? '中文' : 'English' })
      .or(page.getByRole('button', { name: lang === 'zh' ? '中文' : 'English' }))
      .first()
      .click();
    await page.getByRole('heading', { name: docs.portal.data.title, level: 1 }).waitFor();
    await page.getByRole('heading', { name: N.title }).waitFor();
    await expect.poll(() => page.getByText(`${N.draft} notice`).count()).toBe(0);
    await expectPlainTexts(page, 'portal data download', lang);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: file }).click(),
    ]);
    expect(readFileSync((await download.path())!).equals(PDF)).toBe(true);

    // 5 The draft is nowhere public: not in the portal lists, not by its file name.
    await page.getByRole('link', { name: docs.portal.menu.software }).click();
    await page.getByRole('heading', { name: docs.portal.software.title, level: 1 }).waitFor();
    await page.getByRole('heading', { name: docs.portal.software.packages }).waitFor();
    await expect.poll(() => page.getByText(`${N.draft} notice`).count()).toBe(0);
    const direct = await page.request.get(
      `${server.baseUrl}/api/sysDocNotice/downloadFile?path=${draftId}&fileName=draft.pdf`,
    );
    expect(direct.status()).toBe(404);
    const list = await (await page.request.get(`${server.baseUrl}/api/public/documents?size=50`)).json();
    expect(list.data.items.map((d: { id: number }) => d.id)).not.toContain(draftId);
  });
});

describe('documents and the public portal in Chromium', () => {
  it('the public pages answer without a session: home, certification, charts', async () => {
    await page.goto(`${server.baseUrl}/frontLogin`);
    await page.getByRole('heading', { name: docs.portal.home.heading }).waitFor();
    await page.getByRole('link', { name: docs.portal.menu.certification }).click();
    await page.getByText(docs.portal.certification.missing).waitFor();
    await page.getByRole('link', { name: docs.portal.menu.charts }).click();
    await page.getByText(docs.portal.charts.ciiEmpty).waitFor();
    await page.getByRole('link', { name: docs.portal.login }).click();
    await page.waitForURL('**/login');
  });

  it('a ship manager reads the library: published documents only, Detail shows the content read-only', async () => {
    await logIn(page, server, 'admin', ADMIN_PASSWORD);
    await page.waitForURL('**/dashboard');
    const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
    await seedDraft(token, 'Hidden draft');
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/documents',
      headers: { 'x-token': token },
      payload: { name: 'User manual', docType: 2, title: 'How to report voyages', content: '<p>Read me</p>' },
    });
    const doc = created.json().data as { id: number; version: number };
    await server.app.inject({
      method: 'POST',
      url: `/api/documents/${doc.id}/state`,
      headers: { 'x-token': token },
      payload: { event: 'publish', version: doc.version },
    });

    await relaunch();
    await logIn(page, server, 'demo_manager', DEMO_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.baseUrl}/docMng/list2`);
    const library = page.getByRole('table', { name: sys.screens.docLibrary }).getByRole('row');
    await library.filter({ hasText: 'User manual' }).waitFor();
    await expect.poll(() => library.filter({ hasText: 'Hidden draft' }).count()).toBe(0);
    await library
      .filter({ hasText: 'User manual' })
      .getByRole('button', { name: kitEn.listForm.detail })
      .click();
    await dialog().getByText('Read me').waitFor();
    await expect
      .poll(() =>
        dialog()
          .getByRole('button', { name: /^Add|^Save/ })
          .count(),
      )
      .toBe(0);
  });
});
