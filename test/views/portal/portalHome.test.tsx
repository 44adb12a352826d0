import { cleanup, screen, within } from '@testing-library/react';
import type { PublicDocumentDto } from '../../../src/domain/api';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import docs from '../../../src/i18n/documents/en.json';
import { PortalHome } from '../../../src/views/portal/PortalPages';
import { renderInShell } from '../../support/shellSystem';
import { PUBLIC_SETTINGS } from '../../support/renderApp';
import { ok, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';

await loadAreaTexts('documents');
afterEach(cleanup);

const doc = (id: number, title: string): PublicDocumentDto => ({
  id,
  name: title,
  number: '',
  docType: 4,
  title,
  language: 'all',
  publishedAt: `2026-11-${String(10 + id).padStart(2, '0')}T09:00:00Z`,
});
const page = (items: PublicDocumentDto[]) => ok({ items, total: items.length, page: 1, size: 20 });

// Generous timeouts: the first render loads Primer on a shared, loaded machine.
describe('portal home', () => {
  it('lists the newest published documents as its news, five at most, and names the operations contact', async () => {
    const items = Array.from({ length: 7 }, (_, i) => doc(i + 1, `Notice ${i + 1}`));
    stubFetch({ 'GET /api/public/documents': () => page(items) });
    renderInShell(<PortalHome />);
    const news = await screen.findByRole('region', { name: docs.portal.home.newsTitle });
    await within(news).findByRole('link', { name: 'Notice 1' });
    expect(
      within(news)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(items.slice(0, 5).map((d) => d.title));
    expect(within(news).getByRole('link', { name: 'Notice 1' }).getAttribute('href')).toBe('/datadownload');
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain(PUBLIC_SETTINGS.contactEmail);
    expect(footer.textContent).toContain(PUBLIC_SETTINGS.contactPhone);
  }, 20_000);

  it('says when nothing is published yet', async () => {
    stubFetch({ 'GET /api/public/documents': () => page([]) });
    renderInShell(<PortalHome />);
    await screen.findByText(docs.portal.home.noNews);
  }, 20_000);
});
