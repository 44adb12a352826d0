import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import en from '../../../src/i18n/ledgerAdmin/en.json';
import kitEn from '../../../src/i18n/kit/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import ReportMonitoringScreen, { defaultPeriod } from '../../../src/views/ledgerAdmin/ReportMonitoringScreen';
import { renderInShell } from '../../support/shellSystem';
import { allowed, fail, ok, page, stubFetch, type Routes } from '../../support/ledgerAdmin/ledgerAdminFetch';

vi.mock('../../../src/views/shared/permission', async (original) => ({
  ...(await original<typeof import('../../../src/views/shared/permission')>()),
  useCan: () => (perm: string | undefined) => Boolean(perm) && allowed.buttons.includes(perm!),
}));
await loadAreaTexts('system', 'fleet', 'ledgerAdmin');
afterEach(cleanup);

const M = en.monitoring;
const SHIP = {
  shipId: 7,
  ship: '9074729',
  shipNameEn: 'HAIYUN GLORY',
  shipNameZh: '海运荣耀',
  records: 42,
  episodes: 1,
  snapshots: 2,
  lastArrival: '2025-06-01T04:00:00.000Z',
};
const RECORD = {
  id: 1,
  voyageId: 3,
  voyageLocked: false,
  refCode: 'R1',
  voyageNo: 'V2501',
  kind: 'port',
  port: 'SGSIN',
  portNameEn: 'Singapore',
  portNameZh: '新加坡',
  arrival: '2025-03-02T14:30+08:00',
  departure: '2025-03-03T09:00+08:00',
  distanceNm: 1320,
  robArrivalT: { HFO: 410.5, MDO_MGO: 60 },
  robDepartureT: { HFO: 905.5, MDO_MGO: 58 },
  bunkeredT: { HFO: 500 },
  transferredT: {},
  sludgeT: {},
};

function open(routes: Routes = {}) {
  allowed.buttons = [];
  const calls = stubFetch({
    'GET /api/ledger/monitoring': () => page([SHIP]),
    'GET /api/ledger/monitoring/7/records': () => ok([RECORD]),
    'GET /api/fleet/companies/options': () => page([]),
    ...routes,
  });
  renderInShell(<ReportMonitoringScreen />);
  return calls;
}

describe('report monitoring', () => {
  it('starts on 1 January to now and lists ships with their counts', async () => {
    const calls = open();
    const row = (await screen.findByText('HAIYUN GLORY')).closest('tr')!;
    expect(within(row).getByText('42')).toBeTruthy();
    expect(within(row).getByText('2025-06-01 12:00:00 (UTC+8)')).toBeTruthy();
    const asked = calls.find((c) => c.path === '/api/ledger/monitoring')!;
    // 1 January at UTC+8, whatever the browser's zone.
    const year = Number(defaultPeriod().to.slice(0, 4));
    expect(asked.query.from).toBe(`${year - 1}-12-31T16:00:00.000Z`);
    expect(Date.parse(asked.query.to!)).toBeLessThanOrEqual(Date.now());
    expect(defaultPeriod(new Date(Date.UTC(2025, 4, 5, 23, 8)))).toEqual({
      from: '2025-01-01T00:00+08:00',
      to: '2025-05-06T07:08+08:00',
    });
  });

  it('"View reports" shows the ship’s raw records with local times, zones and fuel by family', async () => {
    const calls = open();
    const row = (await screen.findByText('HAIYUN GLORY')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: M.view }));
    const table = await screen.findByRole('table', {
      name: M.recordsTitle.replace('{{ship}}', 'HAIYUN GLORY'),
    });
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 9)).toEqual([
      'V2501',
      '新加坡',
      'Singapore',
      M.kinds.port,
      '2025-03-02 14:30:00',
      'UTC+8',
      '2025-03-03 09:00:00',
      'UTC+8',
      '1320',
    ]);
    expect(cells.slice(9, 13)).toEqual(['410.5', '905.5', '500', '']);
    expect(cells.slice(17, 21)).toEqual(['60', '58', '', '']);
    const asked = calls.find((c) => c.path === '/api/ledger/monitoring/7/records')!;
    expect(asked.query.from).toBe(calls.find((c) => c.path === '/api/ledger/monitoring')!.query.from);
  });

  it('says when a ship reported nothing, and when loading failed', async () => {
    open({ 'GET /api/ledger/monitoring/7/records': () => ok([]) });
    fireEvent.click(
      within((await screen.findByText('HAIYUN GLORY')).closest('tr')!).getByRole('button', { name: M.view }),
    );
    expect(await screen.findByText(M.noRecords)).toBeTruthy();
    cleanup();
    open({ 'GET /api/ledger/monitoring': () => fail(403, 'forbidden', 'No.') });
    expect(await screen.findByText(kitEn.listForm.loadFailed)).toBeTruthy();
  });

  it('filters by keyword', async () => {
    const calls = open();
    await screen.findByText('HAIYUN GLORY');
    fireEvent.change(screen.getByLabelText(M.keyword), { target: { value: '9074729' } });
    fireEvent.click(screen.getByRole('button', { name: kitEn.listForm.search }));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/ledger/monitoring').at(-1)!.query.keyword).toBe('9074729'),
    );
  });
});
