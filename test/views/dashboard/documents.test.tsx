import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import en from '../../../src/i18n/en.json';
import { DocumentsPanel } from '../../../src/views/dashboard/DocumentsPanel';
import { NextPanel } from '../../../src/views/dashboard/NextPanel';
import { renderInShell } from '../../support/shellSystem';
import { fail, ok, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';

afterEach(cleanup);

const D = en.dashboard;
const notice = (id: number, title: string) => ({
  id,
  name: title,
  number: '',
  docType: 4,
  title,
  content: `<p>Body of ${title}</p>`,
  language: 'all',
  publishedAt: '2026-01-0' + id + 'T00:00:00Z',
});

describe('dashboard: notices and latest documents', () => {
  it('shows one notice at a time; Next and Previous move round the three', async () => {
    stubFetch({
      'GET /api/dashboard/documents': () =>
        ok({
          notices: [notice(3, 'Third'), notice(2, 'Second'), notice(1, 'First')],
          latest: [{ ...notice(9, 'Manual A'), docType: 2 }],
        }),
    });
    renderInShell(<DocumentsPanel canOpenLibrary />);
    const carousel = await screen.findByRole('region', { name: D.notices });
    await within(carousel).findByRole('heading', { name: 'Third' });
    fireEvent.click(within(carousel).getByRole('button', { name: D.next }));
    await within(carousel).findByRole('heading', { name: 'Second' });
    fireEvent.click(within(carousel).getByRole('button', { name: D.previous }));
    fireEvent.click(within(carousel).getByRole('button', { name: D.previous }));
    await within(carousel).findByRole('heading', { name: 'First' });
    const manuals = screen.getByRole('listitem', { name: D.types['2'] });
    expect(within(manuals).getByRole('link', { name: 'Manual A' }).getAttribute('href')).toBe(
      '/docMng/list2',
    );
    expect(within(screen.getByRole('listitem', { name: D.types['1'] })).getByText(D.noneOfType)).toBeTruthy();
  });

  it('says so when there is no notice, and offers Retry when the call fails', async () => {
    let failing = true;
    stubFetch({
      'GET /api/dashboard/documents': () =>
        failing ? fail(500, 'internal', 'x') : ok({ notices: [], latest: [] }),
    });
    renderInShell(<DocumentsPanel canOpenLibrary={false} />);
    const retry = await screen.findByRole('button', { name: en.common.retry });
    failing = false;
    fireEvent.click(retry);
    await screen.findByText(D.noNotices);
  });
});

describe('dashboard: what to do next', () => {
  const menu = new Set(['/energyEfficiency/index', '/MRVReport/EmissionReport', '/cii/fleet']);

  it('shows the real count where a source exists and says which screen the others wait for', async () => {
    stubFetch({
      'GET /api/dashboard/next': () =>
        ok({ voyagesUnlocked: 4, reportsOpen: 2, ciiRated: 3, ciiAtRisk: 1, ciiByRating: { C: 2, E: 1 } }),
    });
    renderInShell(<NextPanel menuUrls={menu} today={new Date('2026-04-01T00:00:00Z')} />);
    const voyages = await screen.findByRole('listitem', { name: D.tiles.voyagesUnlocked });
    expect(within(voyages).getByText('4')).toBeTruthy();
    expect(within(voyages).getByRole('link', { name: D.open }).getAttribute('href')).toBe(
      '/energyEfficiency/index',
    );
    // The CII tile: ships at risk, the year's rated ships by rating, a link to the fleet ratings.
    const cii = screen.getByRole('listitem', { name: D.tiles.cii });
    expect(within(cii).getByText('1')).toBeTruthy();
    expect(cii.textContent).toContain(
      D.tiles.ciiHint.replace('{{rated}}', '3').replace('{{byRating}}', 'C 2 · E 1'),
    );
    expect(within(cii).getByRole('link', { name: D.open }).getAttribute('href')).toBe('/cii/fleet');
    const reports = screen.getByRole('listitem', { name: D.tiles.reports });
    expect(within(reports).getByText('2')).toBeTruthy();
    expect(reports.textContent).toContain(D.tiles.reportsHint);
    expect(within(reports).getByRole('link', { name: D.open }).getAttribute('href')).toBe(
      '/MRVReport/EmissionReport',
    );
    expect(reports.textContent).toContain('2026-06-30');
    // Tiles whose screen is not in the user's menu are left out, and so is the verifier's inbox
    // when the server answers no figure for this user (not a verifier).
    expect(screen.queryByRole('listitem', { name: D.tiles.alerts })).toBeNull();
    expect(screen.queryByRole('listitem', { name: D.tiles.verifier })).toBeNull();
  });

  it("a verifier sees the inbox count, and its link lands on the hub's inbox tab", async () => {
    stubFetch({ 'GET /api/dashboard/next': () => ok({ verifierInbox: 5 }) });
    renderInShell(<NextPanel menuUrls={new Set(['/MRVReport/EmissionReport'])} today={new Date()} />);
    const inbox = await screen.findByRole('listitem', { name: D.tiles.verifier });
    expect(within(inbox).getByText('5')).toBeTruthy();
    expect(inbox.textContent).toContain(D.tiles.verifierHint);
    expect(within(inbox).getByRole('link', { name: D.open }).getAttribute('href')).toBe(
      '/MRVReport/EmissionReport?tab=inbox',
    );
    // Drafts to finish are the company's work: no figure from the server, no tile.
    expect(screen.queryByRole('listitem', { name: D.tiles.reports })).toBeNull();
  });

  it("lists each report the verifier returned with the verifier's reason, linked to the report", async () => {
    stubFetch({
      'GET /api/dashboard/next': () =>
        ok({
          reportsOpen: 1,
          reportsReturned: [
            {
              id: 41,
              regime: 'imoDcs',
              shipName: 'HAIYUN GLORY',
              year: 2025,
              comment: 'Distance does not match the log',
              at: '2026-11-28T14:25:00.000Z',
            },
          ],
        }),
    });
    renderInShell(<NextPanel menuUrls={new Set(['/MRVReport/EmissionReport'])} today={new Date()} />);
    const tile = await screen.findByRole('listitem', { name: D.tiles.returned });
    expect(within(tile).getByText('1')).toBeTruthy();
    expect(tile.textContent).toContain(D.tiles.returnedHint);
    const link = within(tile).getByRole('link', {
      name: D.returned.open.replace('{{ship}}', 'HAIYUN GLORY'),
    });
    expect(link.textContent).toBe('HAIYUN GLORY · IMO DCS 2025: Distance does not match the log');
    expect(link.getAttribute('href')).toBe('/MRVReport/EmissionReport?report=41');
  });

  it('the alerts tile counts the recent consumption alerts and opens the data assessment', async () => {
    stubFetch({ 'GET /api/dashboard/next': () => ok({ alertsRecent: 3 }) });
    renderInShell(<NextPanel menuUrls={new Set(['/MRVReport/DataAssessment'])} today={new Date()} />);
    const alerts = await screen.findByRole('listitem', { name: D.tiles.alerts });
    expect(within(alerts).getByText('3')).toBeTruthy();
    expect(alerts.textContent).toContain(D.tiles.alertsHint);
    expect(within(alerts).getByRole('link', { name: D.open }).getAttribute('href')).toBe(
      '/MRVReport/DataAssessment',
    );
    expect(alerts.textContent).not.toContain(D.notBuilt.replace('{{screen}}', D.screens.alerts));
  });

  it('a user without the voyage screen gets no voyage tile and no call for it', async () => {
    const calls = stubFetch({ 'GET /api/dashboard/next': () => ok({}) });
    renderInShell(<NextPanel menuUrls={new Set()} today={new Date()} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
