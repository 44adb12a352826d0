import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BaseStyles, ThemeProvider } from '@primer/react';
import i18n from 'i18next';
import { createActor } from 'xstate';
import ledger from '../../../src/i18n/ledger/en.json';
import ledgerZh from '../../../src/i18n/ledger/zh.json';
import ledgerForms from '../../../src/i18n/ledgerForms/en.json';
import kitEn from '../../../src/i18n/kit/en.json';
import { VoyageScreenWithDialogs } from '../../../src/views/ledger/VoyageScreen';
import { voyageScreenClientMachine } from '../../../src/machines/ledger/provided';
import { ledgerServer, renderVoyageScreen, setUpLedgerTests } from '../../support/ledger/ledgerScreenSupport';
import { VOYAGES } from '../../machines/ledger/voyageScreenMachine.paths';

const L = ledger;
beforeEach(setUpLedgerTests);

/** The screen with the real client machine and services against the stubbed read calls. */
async function open(props: Parameters<typeof renderVoyageScreen>[1] = {}, readOnly = false) {
  const actor = createActor(voyageScreenClientMachine, { input: { readOnly } }).start();
  await renderVoyageScreen(actor, props);
  await waitFor(() => expect(actor.getSnapshot().matches('loading')).toBe(false));
  return actor;
}
const withVoyages = () => (ledgerServer.voyages = { items: VOYAGES, total: 2, page: 1, size: 20 });
const rowOf = (voyageNo: string) =>
  screen.getByRole('radio', { name: L.actions.select.replace('{{voyageNo}}', voyageNo) }).closest('tr')!;
const panel = () => screen.findByRole('table', { name: L.tabs.records });

describe('energy-efficiency screen', () => {
  it('lists voyages; a voyage opens to its IMO legs first, then its EU voyages with their category', async () => {
    withVoyages();
    await open();
    const table = screen.getByRole('table', { name: L.title });
    expect(within(table).getAllByRole('row')).toHaveLength(3); // header + 2 voyages
    const row = rowOf('V001');
    expect(row.textContent).toContain('9123456');
    expect(row.textContent).toContain('HAIYUN GLORY');
    expect(row.textContent).toContain('2025-03-01 08:00:00 (UTC+8)');
    // CO₂ per nm is the server's kg figure, shown as is (not tonnes).
    expect(row.textContent).toContain('161.00');
    fireEvent.click(
      within(row).getByRole('button', { name: L.actions.expand.replace('{{voyageNo}}', 'V001') }),
    );
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => r.textContent ?? '');
    expect(rows[2]).toContain(`${L.kind.imo} 1`);
    expect(rows[2]).toContain('CNSHA');
    expect(rows[3]).toContain(`${L.kind.eu} 1 · ${L.euCategory.inbound}`);
    // Leg CO₂ per nm in kg: 193.2 t over 1,200 nm.
    expect(rows[2]).toContain('161.00');
    const collapse = within(rowOf('V001')).getByRole('button', {
      name: L.actions.collapse.replace('{{voyageNo}}', 'V001'),
    });
    expect(collapse.getAttribute('aria-expanded')).toBe('true');
  });

  it('sends the filters to the voyages call and Reset clears them', async () => {
    withVoyages();
    await open();
    fireEvent.change(screen.getByLabelText(L.filters.keyword), { target: { value: 'HAIYUN' } });
    fireEvent.change(screen.getByLabelText(L.filters.voyageNo), { target: { value: 'V001' } });
    fireEvent.change(screen.getByLabelText(L.filters.startDate), { target: { value: '2025-01-01' } });
    ledgerServer.requested.length = 0;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: L.filters.search })));
    await waitFor(() => expect(ledgerServer.requested.some((u) => u.startsWith('/api/voyages?'))).toBe(true));
    const url = new URL(
      ledgerServer.requested.find((u) => u.startsWith('/api/voyages?'))!,
      'http://x',
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      keyword: 'HAIYUN',
      voyageNo: 'V001',
      startDate: '2025-01-01',
      page: '1',
      size: '20',
    });
    ledgerServer.requested.length = 0;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: L.filters.reset })));
    await waitFor(() => expect(ledgerServer.requested.some((u) => u.startsWith('/api/voyages?'))).toBe(true));
    expect(ledgerServer.requested.find((u) => u.startsWith('/api/voyages?'))).toBe(
      '/api/voyages?page=1&size=20',
    );
    expect((screen.getByLabelText(L.filters.keyword) as HTMLInputElement).value).toBe('');
  });

  it('says so when no voyage matches, with no table and no lower panel', async () => {
    await open();
    expect(screen.getByText(L.states.empty)).toBeTruthy();
    expect(screen.queryByRole('table', { name: L.title })).toBeNull();
    expect(screen.queryByRole('table', { name: L.tabs.records })).toBeNull();
  });

  it('shows a failed list with Retry, which reads it again', async () => {
    ledgerServer.failList = 500;
    await open();
    expect(screen.getByRole('alert').textContent).toContain(L.states.failed);
    ledgerServer.failList = 0;
    withVoyages();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: L.actions.retry })));
    expect(await screen.findByRole('table', { name: L.title })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('marks a speed reduction ≥ 100 % and a load utilisation ≥ 150 % with a named warning, in both languages', async () => {
    withVoyages();
    await open();
    // V001: speed reduction 104.5 %, load 90 %; V002: speed reduction 80 %, load 151 %.
    const v1 = within(rowOf('V001'));
    const v2 = within(rowOf('V002'));
    expect(v1.getByRole('img', { name: L.alerts.speedReduction }).getAttribute('title')).toBe(
      L.alerts.speedReduction,
    );
    expect(v1.queryByRole('img', { name: L.alerts.loadUtilisation })).toBeNull();
    expect(v2.getByRole('img', { name: L.alerts.loadUtilisation })).toBeTruthy();
    expect(v2.queryByRole('img', { name: L.alerts.speedReduction })).toBeNull();
    await act(async () => void (await i18n.changeLanguage('zh')));
    try {
      const radio = screen.getByRole('radio', {
        name: ledgerZh.actions.select.replace('{{voyageNo}}', 'V001'),
      });
      const img = within(radio.closest('tr')!).getByRole('img', { name: ledgerZh.alerts.speedReduction });
      expect(img.getAttribute('title')).toBe(ledgerZh.alerts.speedReduction);
      // The ship name in the UI language.
      expect(radio.closest('tr')!.textContent).toContain('海运荣耀');
    } finally {
      await act(async () => void (await i18n.changeLanguage('en')));
    }
  });

  it('shows the leg detail with the fuel per class at sea, in port, in ice and in rescue', async () => {
    withVoyages();
    await open();
    fireEvent.click(within(rowOf('V001')).getByRole('button', { name: /V001/ }));
    const legRow = screen.getAllByRole('row').find((r) => r.textContent?.startsWith(`${L.kind.imo} 1`))!;
    await act(async () => fireEvent.click(within(legRow).getByRole('button', { name: L.actions.detail })));
    const dialog = screen.getByRole('dialog', { name: L.leg.title });
    const fuel = within(dialog).getByRole('table', { name: L.leg.fuelTable });
    const hfo = within(fuel).getByRole('rowheader', { name: 'HFO' }).closest('tr')!;
    expect([...hfo.querySelectorAll('td')].map((c) => c.textContent)).toEqual([
      '60.000',
      '0.000',
      '0.000',
      '0.000',
    ]);
    const mdo = within(fuel).getByRole('rowheader', { name: 'MDO/MGO' }).closest('tr')!;
    expect([...mdo.querySelectorAll('td')].map((c) => c.textContent)).toEqual([
      '0.000',
      '2.000',
      '0.000',
      '0.000',
    ]);
    // Average speed: 1,200 nm in 100 h.
    expect(dialog.textContent).toContain('12.00');
  });

  it('the lower panel shows the selected voyage’s port records, ice/rescue and lock history', async () => {
    withVoyages();
    await open({ onEdit: () => undefined });
    const records = await panel();
    const cells = within(records)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(
      expect.arrayContaining([
        '鹿特丹',
        'Rotterdam',
        L.records.yes,
        '2025-03-05 14:30:00 (UTC+1)',
        '2025-03-05 21:30:00 (UTC+8)',
        `${kitEn.purposes[1]}, ${kitEn.purposes[4]}`,
        '1200.0',
      ]),
    );
    fireEvent.mouseDown(screen.getByRole('tab', { name: L.tabs.episodes }));
    const episodes = await screen.findByRole('table', { name: L.tabs.episodes });
    expect(episodes.textContent).toContain(L.episodes.kinds.ice);
    fireEvent.mouseDown(screen.getByRole('tab', { name: L.tabs.history }));
    expect(await screen.findByText(L.states.noHistory)).toBeTruthy();
    // The locked voyage has a history row: who, role, when, from → to, comment.
    await act(async () => fireEvent.click(within(rowOf('V002')).getByRole('radio')));
    fireEvent.mouseDown(await screen.findByRole('tab', { name: L.tabs.history }));
    const history = await screen.findByRole('table', { name: L.tabs.history });
    expect(history.textContent).toContain('Auditor Li');
    expect(history.textContent).toContain(kitEn.roleNames.class_society);
    expect(history.textContent).toContain(`${L.status.unlocked} → ${L.status.locked}`);
    expect(history.textContent).toContain('verified');
  });

  it('a locked voyage offers Unlock, no record edit or delete, no voyage delete and no add', async () => {
    withVoyages();
    const onAdd = vi.fn();
    await open({ onAdd, onEdit: () => undefined, onView: () => undefined });
    // The unlocked voyage: Lock, Delete, the add buttons and record Edit/Delete.
    let records = await panel();
    expect(within(records).getByRole('button', { name: L.actions.edit })).toBeTruthy();
    expect(within(records).getByRole('button', { name: L.actions.delete })).toBeTruthy();
    expect(
      (within(rowOf('V001')).getByRole('button', { name: L.actions.lock }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(
      (within(rowOf('V001')).getByRole('button', { name: L.actions.delete }) as HTMLButtonElement).disabled,
    ).toBe(false);
    const toolbar = screen.getByRole('toolbar', { name: L.toolbar.label });
    fireEvent.click(within(toolbar).getByRole('button', { name: L.toolbar.addPortCall }));
    expect(onAdd).toHaveBeenCalledWith('portCall', expect.objectContaining({ voyageNo: 'V001' }));

    await act(async () => fireEvent.click(within(rowOf('V002')).getByRole('radio')));
    records = await panel();
    expect(within(records).queryByRole('button', { name: L.actions.edit })).toBeNull();
    expect(within(records).queryByRole('button', { name: L.actions.delete })).toBeNull();
    expect(within(records).getByRole('button', { name: L.actions.detail })).toBeTruthy();
    expect(
      (within(rowOf('V002')).getByRole('button', { name: L.actions.unlock }) as HTMLButtonElement).disabled,
    ).toBe(false);
    const del = within(rowOf('V002')).getByRole('button', { name: L.actions.delete });
    expect((del as HTMLButtonElement).disabled).toBe(true);
    expect(del.getAttribute('title')).toBe(L.actions.lockedNoDelete);
    for (const name of [L.toolbar.addPortCall, L.toolbar.addStop, L.toolbar.addEpisode])
      expect((within(toolbar).getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(toolbar).getByText(L.toolbar.locked)).toBeTruthy();
  });

  it('Detail shows a record of a locked voyage read-only, with its fuel on board', async () => {
    withVoyages();
    await open();
    await act(async () => fireEvent.click(within(rowOf('V002')).getByRole('radio')));
    const records = await panel();
    await act(async () => fireEvent.click(within(records).getByRole('button', { name: L.actions.detail })));
    const dialog = screen.getByRole('dialog', { name: L.detail.title });
    expect(dialog.textContent).toContain('R-2');
    expect(dialog.textContent).toContain('Rotterdam (NLRTM)');
    const fuels = within(dialog).getByRole('table', { name: L.detail.fuels });
    expect(
      within(fuels)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([kitEn.fuelNames['1'], '500.000', '620.000', '']);
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    await act(async () =>
      fireEvent.click(within(dialog).getAllByRole('button', { name: L.detail.close })[0]!),
    );
    expect(screen.queryByRole('dialog', { name: L.detail.title })).toBeNull();
  });

  it('a ship with no voyage yet: Add asks for the ship and voyage no., then opens the dialog for them', async () => {
    const actor = createActor(voyageScreenClientMachine, { input: {} }).start();
    await act(async () => {
      render(
        <ThemeProvider colorMode="day">
          <BaseStyles>
            <VoyageScreenWithDialogs actorRef={actor} can={() => true} />
          </BaseStyles>
        </ThemeProvider>,
      );
    });
    await waitFor(() => expect(actor.getSnapshot().matches('ready')).toBe(true));
    expect(screen.getByText(L.states.empty)).toBeTruthy();
    const toolbar = screen.getByRole('toolbar', { name: L.toolbar.label });
    const add = within(toolbar).getByRole('button', { name: L.toolbar.addPortCall }) as HTMLButtonElement;
    expect(add.disabled).toBe(false);
    await act(async () => fireEvent.click(add));
    const choice = screen.getByRole('alertdialog', { name: L.toolbar.addPortCall });
    // OK without a ship or a voyage number names both as missing and stays.
    await act(async () => fireEvent.click(within(choice).getByRole('button', { name: L.choice.next })));
    expect(within(choice).getAllByText(L.choice.required)).toHaveLength(2);
    // The ships of the user's scope (the fleet's list), by name and IMO or registration number.
    await within(choice).findByRole('option', { name: 'RIVER STAR CN-R-88' });
    fireEvent.change(within(choice).getByLabelText(L.choice.ship, { exact: false }), {
      target: { value: '8' },
    });
    fireEvent.change(within(choice).getByLabelText(L.choice.voyageNo, { exact: false }), {
      target: { value: ' v2026-01 ' },
    });
    await act(async () => fireEvent.click(within(choice).getByRole('button', { name: L.choice.next })));
    expect(screen.queryByRole('alertdialog', { name: L.toolbar.addPortCall })).toBeNull();
    // The port-call dialog, for the chosen ship, with the voyage number trimmed and upper-cased.
    const shipLine = await screen.findByTestId('ledger-ship');
    expect(shipLine.textContent).toBe('RIVER STAR (CN-R-88)');
    const entry = shipLine.closest<HTMLElement>('[role="dialog"]')!;
    expect(
      (
        within(entry).getByRole('textbox', {
          name: new RegExp(ledgerForms.fields.voyageNo),
        }) as HTMLInputElement
      ).value,
    ).toBe('V2026-01');
  });

  it('reads one ship’s voyages when opened for it (the inland ship list’s ?shipId=)', async () => {
    createActor(voyageScreenClientMachine, { input: { readOnly: true, shipId: 7 } }).start();
    await waitFor(() => expect(ledgerServer.requested.some((u) => u.startsWith('/api/voyages?'))).toBe(true));
    const url = new URL(
      ledgerServer.requested.find((u) => u.startsWith('/api/voyages?'))!,
      'http://x',
    );
    expect(url.searchParams.get('shipId')).toBe('7');
  });

  it('read-only (inland fleet): no lock, delete, add or edit', async () => {
    withVoyages();
    await open({ onAdd: () => undefined, onEdit: () => undefined, readOnly: true }, true);
    const records = await panel();
    expect(within(records).queryByRole('button', { name: L.actions.edit })).toBeNull();
    expect(within(records).queryByRole('button', { name: L.actions.delete })).toBeNull();
    expect(screen.queryByRole('button', { name: L.actions.lock })).toBeNull();
    expect(screen.queryByRole('button', { name: L.actions.unlock })).toBeNull();
    expect(screen.queryByRole('button', { name: L.actions.delete })).toBeNull();
    expect(screen.queryByRole('toolbar', { name: L.toolbar.label })).toBeNull();
  });

  it('without the lock and delete keys, neither is offered', async () => {
    withVoyages();
    await open({ can: (perm) => perm === 'energy:voyage:edit' });
    expect(screen.queryByRole('button', { name: L.actions.lock })).toBeNull();
    expect(screen.queryByRole('button', { name: L.actions.delete })).toBeNull();
  });

  it('shows a failed lower panel with Retry', async () => {
    withVoyages();
    ledgerServer.failDetail = 404;
    await open();
    expect((await screen.findAllByText(new RegExp(L.states.detailFailed))).length).toBeGreaterThan(0);
    ledgerServer.failDetail = 0;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: L.actions.retry })));
    expect(await panel()).toBeTruthy();
  });
});
