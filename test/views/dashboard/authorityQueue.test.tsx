import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { AuthorityQueueItem } from '../../../src/domain/verification/dto';
import i18n from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import kitEn from '../../../src/i18n/kit/en.json';
import kitZh from '../../../src/i18n/kit/zh.json';
import reportsEn from '../../../src/i18n/reports/en.json';
import reportsZh from '../../../src/i18n/reports/zh.json';
import { loadLanguage } from '../../../src/i18n/languageTexts';
import AuthorityQueuePanel from '../../../src/views/dashboard/AuthorityQueuePanel';
import { fail, ok, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';
import { renderInShell } from '../../support/shellSystem';

await loadAreaTexts('reports');
afterEach(async () => {
  cleanup();
  await act(async () => {
    await i18n.changeLanguage('en');
  });
});

const A = reportsEn.verification.authority;
const QUEUE = 'GET /api/verification/authority-queue';
const DCS_SCREEN = '/MRVReport/ImoDcsRreport-list';
const ITEM: AuthorityQueueItem = {
  reportId: 41,
  regime: 'imoDcs',
  shipId: 7,
  shipNameEn: 'HAIYUN GLORY',
  shipNameZh: '海运荣耀',
  imo: '9074729',
  year: 2025,
  period: { start: '2025-01-01T00:00:00.000Z', end: '2026-01-01T00:00:00.000Z' },
  reportVersion: 1,
  opinion: 'satisfactoryWithComments',
  confirmedAt: '2026-02-20T08:00:00.000Z',
};

describe("the authority's queue on the dashboard", { timeout: 30_000 }, () => {
  it('lists each confirmed report with ship, regime, period, opinion and when, linking to the report', async () => {
    stubFetch({ [QUEUE]: () => ok([ITEM]) });
    renderInShell(<AuthorityQueuePanel menuUrls={new Set([DCS_SCREEN])} />);
    const table = await screen.findByRole('table', { name: A.title });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('HAIYUN GLORY (9074729)');
    expect(row.textContent).toContain(reportsEn.regimes.imoDcs);
    expect(row.textContent).toContain('2025-01-01 – 2025-12-31');
    expect(row.textContent).toContain(kitEn.opinions.satisfactoryWithComments);
    expect(row.textContent).toMatch(/2026-02-20 16:00/);
    const link = within(row).getByRole('link', { name: 'Open the report of HAIYUN GLORY, IMO DCS 2025' });
    expect(link.getAttribute('href')).toBe(`${DCS_SCREEN}?report=41`);
  });

  it('offers no link to a regime screen outside the menu', async () => {
    stubFetch({ [QUEUE]: () => ok([ITEM]) });
    renderInShell(<AuthorityQueuePanel menuUrls={new Set()} />);
    await screen.findByRole('table', { name: A.title });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when nothing waits', async () => {
    stubFetch({ [QUEUE]: () => ok([]) });
    renderInShell(<AuthorityQueuePanel menuUrls={new Set([DCS_SCREEN])} />);
    expect(await screen.findByText(A.empty)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the failure with Retry, and the list after a retry', async () => {
    let n = 0;
    stubFetch({ [QUEUE]: () => (++n === 1 ? fail(500, 'internal', 'boom') : ok([ITEM])) });
    renderInShell(<AuthorityQueuePanel menuUrls={new Set([DCS_SCREEN])} />);
    expect(await screen.findByText(new RegExp(A.failed))).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: reportsEn.verification.retry }));
    expect(await screen.findByRole('table', { name: A.title })).toBeTruthy();
  });

  it('speaks Chinese when the user chooses it', async () => {
    stubFetch({ [QUEUE]: () => ok([ITEM]) });
    renderInShell(<AuthorityQueuePanel menuUrls={new Set([DCS_SCREEN])} />);
    await screen.findByRole('table', { name: A.title });
    await act(async () => {
      await loadLanguage('zh');
      await i18n.changeLanguage('zh');
    });
    const Z = reportsZh.verification.authority;
    const table = await screen.findByRole('table', { name: Z.title });
    expect(within(table).getByText(Z.confirmedAt)).toBeTruthy();
    expect(within(table).getByText(kitZh.opinions.satisfactoryWithComments)).toBeTruthy();
    expect(within(table).getByText(reportsZh.regimes.imoDcs)).toBeTruthy();
    // The ship by its Chinese name on the Chinese screen.
    expect(within(table).getByText('海运荣耀 (9074729)')).toBeTruthy();
  });
});
