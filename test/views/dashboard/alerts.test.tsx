import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { AlertDto } from '../../../src/domain/analysis/dto';
import en2 from '../../../src/i18n/analysis/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import AlertsPanel from '../../../src/views/dashboard/AlertsPanel';
import { alertLines, voyageHref } from '../../../src/views/dashboard/alertLines';
import { renderInShell } from '../../support/shellSystem';
import { fail, ok, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';

await loadAreaTexts('analysis');
afterEach(cleanup);

const ALERT: AlertDto = {
  legId: 11,
  shipId: 7,
  where: 'port',
  dailyT: 6.5,
  averageT: 4,
  threshold: 0.3,
  excess: 0.625,
  at: '2026-02-20T08:00:00.000Z',
  shipName: 'HAIYUN GLORY',
  imo: '9074729',
  voyageId: 3,
  voyageNo: 'V 2026/01',
  fromPort: 'CNSHA',
  toPort: 'SGSIN',
  departureAt: '2026-02-10T00:00:00.000Z',
  arrivalAt: '2026-02-20T08:00:00.000Z',
};

describe('dashboard alert lines', () => {
  it('state the daily fuel, the average, the excess and threshold in %, and link to the voyage', () => {
    const [line] = alertLines([ALERT], (w) => `[${w}]`, 'en');
    expect(line!.text).toEqual({
      ship: 'HAIYUN GLORY (9074729)',
      voyage: 'V 2026/01',
      where: '[port]',
      daily: '6.50',
      average: '4.00',
      excess: '62.5%',
      threshold: '30%',
    });
    expect(line!.href).toBe('/energyEfficiency/index?shipId=7&voyageNo=V%202026%2F01');
    expect(voyageHref({ shipId: 1, voyageNo: 'A' })).toBe('/energyEfficiency/index?shipId=1&voyageNo=A');
  });
});

describe('dashboard alerts panel', { timeout: 30_000 }, () => {
  it('lists the newest alerts with a link to each voyage, and how many there are in all', async () => {
    const calls = stubFetch({
      'GET /api/alerts': () => ok({ items: [ALERT], total: 12, page: 1, size: 5 }),
    });
    renderInShell(<AlertsPanel canOpenVoyages />);
    const list = await screen.findByRole('list', { name: en2.alerts.title });
    expect(
      within(list).getByText(/HAIYUN GLORY \(9074729\), voyage V 2026\/01, in port: 6.50 t\/day/),
    ).toBeTruthy();
    const link = within(list).getByRole('link', { name: en2.alerts.open });
    expect(link.getAttribute('href')).toContain('/energyEfficiency/index?shipId=7');
    expect(screen.getByText(/12 alerts in all/)).toBeTruthy();
    // The day in YYYY-MM-DD whatever the language (not 20/02/2026 or 2026/2/20).
    expect(within(list).getByText('2026-02-20')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/alerts')!.query).toMatchObject({ page: '1', size: '5' });
  });

  it('says when there are none, and offers no link without the voyage screen', async () => {
    stubFetch({ 'GET /api/alerts': () => ok({ items: [], total: 0, page: 1, size: 5 }) });
    renderInShell(<AlertsPanel canOpenVoyages={false} />);
    expect(await screen.findByText(en2.alerts.empty)).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows the failure with Retry, and the list after a retry', async () => {
    let n = 0;
    stubFetch({
      'GET /api/alerts': () =>
        ++n === 1 ? fail(500, 'internal', 'boom') : ok({ items: [ALERT], total: 1, page: 1, size: 5 }),
    });
    renderInShell(<AlertsPanel canOpenVoyages />);
    fireEvent.click(await screen.findByRole('button', { name: /retry/i }));
    expect(await screen.findByRole('list', { name: en2.alerts.title })).toBeTruthy();
  });
});
