import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createActor } from 'xstate';
import type { AlertDto } from '../../../src/domain/analysis/dto';
import ledger from '../../../src/i18n/ledger/en.json';
import { voyageScreenClientMachine } from '../../../src/machines/ledger/provided';
import { ledgerServer, renderVoyageScreen, setUpLedgerTests } from '../../support/ledger/ledgerScreenSupport';
import { VOYAGES } from '../../machines/ledger/voyageScreenMachine.paths';

/**
 * Consumption alerts on the voyage screen (docs/analysis.md §5): the machine reads them for the
 * listed voyages through its provided actor, and the rows of the voyage and of its leg carry an
 * icon whose name says where, by how much and against which threshold.
 */
const L = ledger;
beforeEach(setUpLedgerTests);

const alert = (over: Partial<AlertDto>): AlertDto => ({
  legId: 11,
  shipId: 7,
  shipName: 'HAIYUN GLORY',
  imo: '9123456',
  voyageId: 1,
  voyageNo: 'V001',
  fromPort: 'CNSHA',
  toPort: 'NLRTM',
  departureAt: '2025-03-01T00:00:00.000Z',
  arrivalAt: '2025-03-05T12:00:00.000Z',
  where: 'sea',
  dailyT: 36,
  averageT: 24,
  threshold: 0.3,
  excess: 0.5,
  at: '2025-03-05T12:00:00.000Z',
  ...over,
});
const textOf = (a: AlertDto) =>
  L.alerts.consumption
    .replace('{{where}}', L.alerts.where[a.where])
    .replace('{{daily}}', a.dailyT.toFixed(2))
    .replace('{{average}}', a.averageT.toFixed(2))
    .replace('{{excess}}', `${(a.excess * 100).toFixed(0)}%`)
    .replace('{{threshold}}', `${(a.threshold * 100).toFixed(0)}%`);
const rowOf = (voyageNo: string) =>
  screen.getByRole('radio', { name: L.actions.select.replace('{{voyageNo}}', voyageNo) }).closest('tr')!;

async function open() {
  ledgerServer.voyages = { items: VOYAGES, total: 2, page: 1, size: 20 };
  const actor = createActor(voyageScreenClientMachine, { input: {} }).start();
  await renderVoyageScreen(actor);
  await waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
  return actor;
}

describe('voyage screen: consumption alert icons', () => {
  it('marks the voyage and its leg the alert belongs to, and no other row', async () => {
    const sea = alert({});
    // An alert of a voyage not on the page (the call may answer more) marks nothing.
    ledgerServer.alerts = [sea, alert({ voyageId: 99, legId: 991 })];
    const actor = await open();
    await waitFor(() => expect(actor.getSnapshot().context.alerts).toHaveLength(1));
    const icon = within(rowOf('V001')).getByRole('img', { name: textOf(sea) });
    expect(icon.getAttribute('title')).toBe(textOf(sea));
    expect(textOf(sea)).toContain('50% above');
    expect(within(rowOf('V002')).queryByRole('img', { name: /Consumption alert/ })).toBeNull();
    // The call covered the page's voyages: one ship, from the first start to the last end.
    const call = ledgerServer.requested.find((u) => u.startsWith('/api/alerts'))!;
    const q = new URL(call, 'http://localhost').searchParams;
    expect([q.get('shipId'), q.get('from'), q.get('to')]).toEqual([
      '7',
      '2025-03-01T00:00:00.000Z',
      '2025-03-05T12:00:00.001Z',
    ]);
    // Expanded, the IMO leg (id 11) carries it, the EU voyage (id 12) does not.
    fireEvent.click(
      within(rowOf('V001')).getByRole('button', { name: L.actions.expand.replace('{{voyageNo}}', 'V001') }),
    );
    const rows = within(screen.getByRole('table', { name: L.title })).getAllByRole('row');
    expect(within(rows[2]).getByRole('img', { name: textOf(sea) })).toBeTruthy();
    expect(within(rows[3]).queryByRole('img', { name: /Consumption alert/ })).toBeNull();
  });

  it('names both alerts of a leg alerting at sea and in port', async () => {
    const sea = alert({});
    const port = alert({ where: 'port', dailyT: 3, averageT: 2, excess: 0.5 });
    ledgerServer.alerts = [sea, port];
    await open();
    await waitFor(() =>
      expect(
        within(rowOf('V001')).getByRole('img', { name: `${textOf(sea)}\n${textOf(port)}` }),
      ).toBeTruthy(),
    );
    expect(textOf(port)).toContain(L.alerts.where.port);
  });

  it('shows the list without marks when there is no alert', async () => {
    const actor = await open();
    await waitFor(() => expect(ledgerServer.requested.some((u) => u.startsWith('/api/alerts'))).toBe(true));
    expect(actor.getSnapshot().context.alerts).toEqual([]);
    expect(screen.queryAllByRole('img', { name: /Consumption alert/ })).toEqual([]);
  });
});
