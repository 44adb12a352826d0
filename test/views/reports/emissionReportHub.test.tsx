import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HubRow, ReportDto } from '../../../src/domain/reports/types';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import R from '../../../src/i18n/reports/en.json';
import EmissionReportScreen from '../../../src/views/reports/EmissionReportScreen';
import { renderInShell } from '../../support/shellSystem';
import { ok, page, stubFetch, type Call } from '../../support/ledgerAdmin/ledgerAdminFetch';
import { CANDIDATES, draftReport } from '../../support/reports/reportsFixtures';

/**
 * The emission report hub says what to do next as a button that does it: Generate generates the
 * year's open period (with progress while it runs) and opens the report; Lock and Submit open the
 * report with that action's confirmation; a returned draft shows Returned with the verifier's
 * reason; a link may land on the verifier's inbox.
 */
await loadAreaTexts('system', 'reports');
const realFetch = globalThis.fetch;
afterEach(() => {
  cleanup();
  globalThis.fetch = realFetch;
});

const row = (over: Partial<HubRow>): HubRow => ({
  shipId: 3,
  shipName: 'HAIYUN GLORY',
  imo: '9074729',
  year: 2025,
  regime: 'imoDcs',
  reportId: null,
  status: 'none',
  deadline: '2026-03-31T00:00:00.000Z',
  deadlineState: 'overdue',
  submittedAt: null,
  daysLate: null,
  nextAction: 'generate',
  returned: null,
  ...over,
});
const RETURNED = { comment: 'Distance does not match the log', at: '2026-11-28T14:25:00.000Z' };
const ROWS: HubRow[] = [
  row({}),
  row({ regime: 'chinaMsa', reportId: 8, status: 'draft', nextAction: 'lock', returned: RETURNED }),
  row({ regime: 'euMrv', reportId: 9, status: 'submitted', nextAction: null }),
];

function show(path: string, rows = ROWS, routes: Parameters<typeof stubFetch>[0] = {}) {
  window.history.pushState(null, '', path);
  const calls = stubFetch({
    'GET /api/reports/hub': () => page(rows),
    'GET /api/reports/inbox': () => page([]),
    ...routes,
  });
  renderInShell(<EmissionReportScreen />);
  return calls;
}
const hub = () => screen.findByRole('table', { name: R.titles.hub });
const rowOf = async (regime: string) =>
  within(await hub())
    .getAllByRole('row')
    .find((r) => r.textContent?.includes(R.regimes[regime as 'imoDcs']))!;

describe('emission report hub: the next action', { timeout: 30_000 }, () => {
  it('offers each row its action as a button, and nothing where the user has nothing to do', async () => {
    show('/MRVReport/EmissionReport');
    expect(within(await rowOf('imoDcs')).getByRole('button', { name: /^Generate/ })).toBeTruthy();
    expect(within(await rowOf('chinaMsa')).getByRole('button', { name: /^Lock/ })).toBeTruthy();
    const submitted = await rowOf('euMrv');
    for (const name of [/^Generate/, /^Lock/, /^Submit/, /^Verify/])
      expect(within(submitted).queryByRole('button', { name })).toBeNull();
  });

  it('a verifier is offered Verify on a submitted report and never Generate', async () => {
    show('/MRVReport/EmissionReport', [
      row({ nextAction: null }),
      row({ regime: 'euMrv', reportId: 9, status: 'submitted', nextAction: 'verify' }),
    ]);
    await hub();
    expect(screen.queryByRole('button', { name: /^Generate/ })).toBeNull();
    fireEvent.click(within(await rowOf('euMrv')).getByRole('button', { name: /^Verify/ }));
    await waitFor(() => expect(window.location.search).toBe('?report=9'));
  });

  it('Generate generates the open period with progress showing, then opens the report', async () => {
    let answer!: (v: unknown) => void;
    const calls: Call[] = show('/MRVReport/EmissionReport', ROWS, {
      'GET /api/reports/candidates': () => ok(CANDIDATES),
      'POST /api/reports': () => new Promise((resolve) => (answer = resolve)),
      'GET /api/reports/41': () => ok(draftReport({ id: 41 })),
    });
    fireEvent.click(within(await rowOf('imoDcs')).getByRole('button', { name: /^Generate/ }));
    // Generation takes seconds: a progress bar runs in the row until the report answers.
    await screen.findByRole('progressbar', { name: R.next.generating });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      regime: 'imoDcs',
      shipId: 3,
      period: { start: CANDIDATES[0]!.start, end: CANDIDATES[0]!.end },
    });
    await act(async () => answer(ok(draftReport({ id: 41 }))));
    await waitFor(() => expect(window.location.search).toBe('?report=41'));
  });

  it('Generate on a year with no open period says so, with Retry', async () => {
    show('/MRVReport/EmissionReport', ROWS, {
      'GET /api/reports/candidates': () => ok([{ ...CANDIDATES[0]!, status: 'blocked' }]),
    });
    fireEvent.click(within(await rowOf('imoDcs')).getByRole('button', { name: /^Generate/ }));
    await screen.findByText(R.errors.no_open_period);
    expect(screen.getByRole('button', { name: R.page.retry })).toBeTruthy();
    // The refusal stays in its row; the other rows' actions remain at hand.
    const lock = within(await rowOf('chinaMsa')).getByRole('button', { name: /^Lock/ });
    expect((lock as HTMLButtonElement).disabled).toBe(false);
  });

  it("Lock opens the report with Lock's confirmation, its button named Lock", async () => {
    const report: ReportDto = draftReport({ id: 8, nextAction: 'lock', returned: RETURNED });
    show('/MRVReport/EmissionReport', ROWS, {
      'GET /api/reports/8': () => ok(report),
      'GET /api/reports/8/history': () => ok([]),
    });
    fireEvent.click(within(await rowOf('chinaMsa')).getByRole('button', { name: /^Lock/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(R.ask.lock);
    expect(within(dialog).getByRole('button', { name: R.events.lock })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: R.ask.send })).toBeNull();
    // The header says the report came back, and why.
    const note = screen.getAllByRole('note', { name: R.returned.title })[0]!;
    expect(note.textContent).toContain(RETURNED.comment);
  });

  it("a returned draft reads Returned with the verifier's reason in its row", async () => {
    show('/MRVReport/EmissionReport');
    const note = within(await rowOf('chinaMsa')).getByRole('note', { name: R.returned.title });
    expect(note.textContent).toContain(R.returned.label);
    expect(note.textContent).toContain(RETURNED.comment);
    expect(within(await rowOf('imoDcs')).queryByRole('note')).toBeNull();
  });

  it('a link naming the inbox tab lands on the inbox', async () => {
    show('/MRVReport/EmissionReport?tab=inbox');
    await screen.findByRole('tabpanel', { name: R.tabs.inbox });
    expect(screen.queryByRole('tabpanel', { name: R.tabs.overview })).toBeNull();
  });
});
