import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from 'i18next';
import lf from '../../../src/i18n/ledgerForms/en.json';
import lfZh from '../../../src/i18n/ledgerForms/zh.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { ApiError } from '../../../src/domain/apiError';
import type { RecordInput } from '../../../src/domain/schemas/voyageData';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import * as api from '../../../src/services/ledgerFormsApi';
import { EpisodeDialog } from '../../../src/views/ledger/EpisodeDialog';
import type { LedgerDialogProps } from '../../../src/views/ledger/LedgerFormDialog';
import { PortCallDialog } from '../../../src/views/ledger/PortCallDialog';
import { StopDialog } from '../../../src/views/ledger/StopDialog';
import { fromPromise } from 'xstate';
import { heldServices } from '../../support/modelReplay';
import { ownedActors } from '../../support/ownedActors';
import { renderInShell } from '../../support/shellSystem';

// The dialogs' service, mocked: the ship's fuels and the save. The save of the 422 test goes
// through the real service and http.ts with `fetch` stubbed, to show the contract's `errors` arrive.
vi.mock('../../../src/services/ledgerFormsApi', async (original) => {
  const real = await original<typeof import('../../../src/services/ledgerFormsApi')>();
  return { ...real, shipFuels: vi.fn(), saveVoyageData: vi.fn(), previousRob: vi.fn() };
});
await loadAreaTexts('ledgerForms', 'fleet', 'system');

const shipFuels = vi.mocked(api.shipFuels);
const saveVoyageData = vi.mocked(api.saveVoyageData);
const previousRob = vi.mocked(api.previousRob);
const RESULT = { created: 1, updated: 0, unchanged: 0, voyages: [{ ship: '9300001', voyageNo: 'V7' }] };
const SHIP = { id: 7, ref: '9300001', nameEn: 'Test Star', nameZh: '测试星' };

let system: AppSystem | undefined;
beforeEach(() => {
  shipFuels.mockResolvedValue(['11', '3']);
  saveVoyageData.mockResolvedValue(RESULT);
  previousRob.mockResolvedValue(null);
  ownedActors.provide.set('portPicker', heldServices(['search']).actors);
});
afterEach(() => {
  cleanup();
  system?.stop();
  ownedActors.reset();
  vi.unstubAllGlobals();
  saveVoyageData.mockReset();
});

type Dialog = (p: LedgerDialogProps) => React.ReactNode;
async function open(Component: Dialog, extra: Partial<LedgerDialogProps> = {}) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  await act(async () => {
    system = renderInShell(
      <Component open ship={SHIP} voyageNo="V7" onClose={onClose} onSaved={onSaved} {...extra} />,
    );
  });
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('tablist');
  return { dialog, onClose, onSaved };
}
const tab = (d: HTMLElement, name: string) =>
  fireEvent.click(within(d).getByRole('tab', { name: new RegExp(`^${name}`) }));
const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });
/** The fieldset of ROB line n (1-based). */
const robRow = (d: HTMLElement, n: number) =>
  within(d).getByRole('group', { name: lf.rows.row.replace('{{n}}', String(n)) });
const stay = (row: HTMLElement) => (within(row).getByLabelText(lf.fields.stay) as HTMLInputElement).value;
const save = (d: HTMLElement) => fireEvent.click(within(d).getByRole('button', { name: lf.actions.save }));

async function fillNewPortCall(d: HTMLElement) {
  fireEvent.change(within(d).getByRole('combobox', { name: new RegExp(`^${lf.fields.port}\\*?$`) }), {
    target: { value: 'CNSHA' },
  });
  type(within(d).getByLabelText(lf.fields.arrival), '2025-03-02T14:30');
  type(within(d).getByLabelText(lf.fields.departure), '2025-03-03T08:00');
  type(within(d).getByLabelText(lf.fields.distanceNm), '120');
}

describe('port call dialog', () => {
  it('shows the in-port consumption per fuel as the ROBs are typed, bunkers included', async () => {
    const { dialog } = await open(PortCallDialog);
    tab(dialog, lf.tabs.rob);
    const row = robRow(dialog, 1);
    expect(within(row).getByRole('combobox', { name: lf.fields.fuel })).toHaveProperty('value', '11');
    expect(stay(row)).toBe('');
    type(within(row).getByLabelText(lf.fields.robArrivalT), '50');
    type(within(row).getByLabelText(lf.fields.robDepartureT), '20.5');
    expect(stay(row)).toBe('29.5');
    type(within(row).getByLabelText(lf.fields.correctionT), '-1.25');
    expect(stay(row)).toBe('28.25');
    // A bunker of this fuel adds to what was used in port.
    tab(dialog, lf.tabs.bunkers);
    fireEvent.click(within(dialog).getByRole('button', { name: lf.rows.add }));
    type(within(dialog).getByLabelText(lf.fields.tonnes), '10');
    tab(dialog, lf.tabs.rob);
    expect(stay(robRow(dialog, 1))).toBe('38.25');
    // The second fuel is on its own line and stays empty.
    expect(stay(robRow(dialog, 2))).toBe('');
  });

  it('marks a negative consumption at its field and does not save', async () => {
    const { dialog } = await open(PortCallDialog);
    await fillNewPortCall(dialog);
    tab(dialog, lf.tabs.rob);
    const row = robRow(dialog, 1);
    type(within(row).getByLabelText(lf.fields.robArrivalT), '20');
    type(within(row).getByLabelText(lf.fields.robDepartureT), '25');
    expect(stay(row)).toBe('-5');
    const cell = within(row).getByLabelText(lf.fields.stay);
    expect(cell.getAttribute('aria-invalid')).toBe('true');
    const message = lf.codes.ledger.negative_consumption;
    expect(within(row).getByText(message)).toBeTruthy();
    expect(cell.getAttribute('aria-describedby')).toBeTruthy();
    // Saving is refused in the browser: nothing is sent.
    tab(dialog, lf.tabs.times);
    save(dialog);
    expect(saveVoyageData).not.toHaveBeenCalled();
    // The dialog turns to the tab with the first error.
    expect(within(dialog).getByRole('tab', { selected: true }).textContent).toMatch(/^ROB/);
    // Fixed: the message goes and the record is sent with the typed figures.
    type(within(robRow(dialog, 1)).getByLabelText(lf.fields.robDepartureT), '15');
    type(within(robRow(dialog, 2)).getByLabelText(lf.fields.robArrivalT), '3');
    type(within(robRow(dialog, 2)).getByLabelText(lf.fields.robDepartureT), '3');
    expect(within(dialog).queryByText(message)).toBeNull();
    save(dialog);
    await waitFor(() => expect(saveVoyageData).toHaveBeenCalledTimes(1));
    const body = saveVoyageData.mock.calls[0]![0] as { records: RecordInput[] };
    expect(body.records[0]).toMatchObject({
      ship: '9300001',
      voyageNo: 'V7',
      kind: 'port',
      port: 'CNSHA',
      inPortLimits: true,
      distanceNm: 120,
      fuels: [
        { fuel: '11', robArrivalT: 20, robDepartureT: 15 },
        { fuel: '3', robArrivalT: 3, robDepartureT: 3 },
      ],
    });
    expect(body.records[0]!.refCode).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts a 422 of the server at its field and keeps everything typed', async () => {
    const { saveVoyageData: real } = await vi.importActual<
      typeof import('../../../src/services/ledgerFormsApi')
    >('../../../src/services/ledgerFormsApi');
    saveVoyageData.mockImplementation(real);
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            success: false,
            code: 'invalid_voyage_data',
            message: 'Invalid voyage data',
            errors: [
              { path: 'records[0].fuels[1].robArrivalT', code: 'x', message: 'Server says: ROB too high' },
            ],
          }),
          { status: 422, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const initial: RecordInput = {
      refCode: 'keep-me',
      ship: '9300001',
      voyageNo: 'V7',
      kind: 'port',
      port: 'CNSHA',
      inPortLimits: true,
      arrival: '2025-03-02T14:30+08:00',
      departure: '2025-03-03T08:00+08:00',
      distanceNm: 120,
      purposes: [1],
      cargo: { arrival: { cargoT: 10 }, departure: { cargoT: 5 } },
      fuels: [
        { fuel: '11', robArrivalT: 100, robDepartureT: 90 },
        { fuel: '3', robArrivalT: 40, robDepartureT: 38 },
      ],
    };
    const { dialog, onSaved } = await open(PortCallDialog, { initial });
    save(dialog);
    await within(dialog).findByText('Server says: ROB too high');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const sent = JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(sent.records[0].refCode).toBe('keep-me');
    // On the ROB tab, in the second fuel's line, at its arrival ROB.
    expect(within(dialog).getByRole('tab', { selected: true }).textContent).toMatch(/^ROB/);
    const row = robRow(dialog, 2);
    const input = within(row).getByLabelText(lf.fields.robArrivalT) as HTMLInputElement;
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(within(row).getByText('Server says: ROB too high')).toBeTruthy();
    expect(input.value).toBe('40');
    expect(within(robRow(dialog, 1)).queryByText('Server says: ROB too high')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
    // Answering at the field clears the server's message.
    type(input, '39');
    expect(within(dialog).queryByText('Server says: ROB too high')).toBeNull();
  });

  it('lists a refusal without a field of its own above the tabs', async () => {
    saveVoyageData.mockRejectedValue(
      new ApiError(422, 'invalid_voyage_data', 'Invalid voyage data', {
        'records[0].ship': 'Unknown ship 9300001',
        'records[0].purposes[1]': 'Unknown purpose',
      }),
    );
    const initial: RecordInput = {
      refCode: 'r-2',
      ship: '9300001',
      voyageNo: 'V7',
      kind: 'port',
      port: 'CNSHA',
      inPortLimits: true,
      arrival: '2025-03-02T14:30+08:00',
      departure: '2025-03-03T08:00+08:00',
      distanceNm: 1,
      purposes: [0, 1],
      cargo: { arrival: { cargoT: 0 }, departure: { cargoT: 0 } },
      fuels: [{ fuel: '11', robArrivalT: 1, robDepartureT: 1 }],
    };
    const { dialog } = await open(PortCallDialog, { initial });
    save(dialog);
    const list = await within(dialog).findByRole('alert', { name: lf.otherErrors });
    expect(list.textContent).toContain('ship: Unknown ship 9300001');
    // The purpose's refusal is at the purposes group, not in the list.
    expect(list.textContent).not.toContain('Unknown purpose');
    expect(within(dialog).getAllByText('Unknown purpose').length).toBeGreaterThan(0);
  });

  it('moves between tabs with the arrow keys', async () => {
    const { dialog } = await open(PortCallDialog);
    const first = within(dialog).getByRole('tab', { name: lf.tabs.times });
    expect(first.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const cargo = within(dialog).getByRole('tab', { name: lf.tabs.cargo });
    expect(cargo.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(cargo);
    fireEvent.keyDown(cargo, { key: 'ArrowLeft' });
    fireEvent.keyDown(within(dialog).getByRole('tab', { name: lf.tabs.times }), { key: 'ArrowLeft' });
    expect(within(dialog).getByRole('tab', { name: lf.tabs.consumers }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(within(dialog).getByRole('tabpanel').textContent).toContain(lf.rows.none);
  });

  it('sends the next voyage of a handover call only while the switch is on', async () => {
    const initial: RecordInput = {
      refCode: 'r-h',
      ship: '9300001',
      voyageNo: 'V7',
      kind: 'port',
      port: 'CNSHA',
      inPortLimits: true,
      arrival: '2025-03-02T14:30+08:00',
      departure: '2025-03-03T08:00+08:00',
      distanceNm: 1,
      purposes: [],
      cargo: { arrival: { cargoT: 0 }, departure: { cargoT: 0 } },
      fuels: [{ fuel: '11', robArrivalT: 1, robDepartureT: 1 }],
    };
    const { dialog, onSaved } = await open(PortCallDialog, { initial });
    expect(within(dialog).queryByLabelText(lf.fields.nextVoyageNo)).toBeNull();
    fireEvent.click(within(dialog).getByLabelText(lf.fields.handover));
    type(within(dialog).getByLabelText(lf.fields.nextVoyageNo), 'v7');
    save(dialog);
    // The same voyage again is refused in the browser (voyage numbers compare upper-cased).
    expect(within(dialog).getByText(lf.codes.ledger.next_voyage_same)).toBeTruthy();
    type(within(dialog).getByLabelText(lf.fields.nextVoyageNo), 'v8');
    save(dialog);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect((saveVoyageData.mock.calls[0]![0] as { records: RecordInput[] }).records[0]!.nextVoyageNo).toBe(
      'v8',
    );
  });

  it('speaks Chinese', async () => {
    const { dialog } = await open(PortCallDialog);
    await act(async () => {
      await i18n.changeLanguage('zh');
    });
    expect(within(dialog).getByRole('tab', { name: lfZh.tabs.rob })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: lfZh.title.portNew })).toBeTruthy();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });

  it('keeps a +05:30 offset and sends a new one as chosen', async () => {
    const initial: RecordInput = {
      refCode: 'r-530',
      ship: '9300001',
      voyageNo: 'V7',
      kind: 'port',
      port: 'INBOM',
      inPortLimits: true,
      arrival: '2025-03-02T14:30+05:30',
      departure: '2025-03-03T08:00+05:30',
      distanceNm: 0,
      purposes: [],
      cargo: { arrival: { cargoT: 0 }, departure: { cargoT: 0 } },
      fuels: [{ fuel: '11', robArrivalT: 10, robDepartureT: 9 }],
    };
    const { dialog, onSaved } = await open(PortCallDialog, { initial });
    const arrivalOffset = within(dialog).getByLabelText(
      `${lf.fields.arrival} · ${lf.fields.offset}`,
    ) as HTMLSelectElement;
    expect(arrivalOffset.value).toBe('330');
    expect(arrivalOffset.selectedOptions[0]!.textContent).toBe('UTC+05:30');
    // The kit's date field shows YYYY-MM-DD HH:mm, not the browser's datetime form.
    expect((within(dialog).getByLabelText(lf.fields.arrival) as HTMLInputElement).value).toBe(
      '2025-03-02 14:30',
    );
    fireEvent.change(within(dialog).getByLabelText(`${lf.fields.departure} · ${lf.fields.offset}`), {
      target: { value: '345' },
    });
    save(dialog);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(RESULT));
    const body = saveVoyageData.mock.calls[0]![0] as { records: RecordInput[] };
    expect(body.records[0]).toMatchObject({
      arrival: '2025-03-02T14:30+05:30',
      departure: '2025-03-03T08:00+05:45',
    });
  });

  it('asks before closing with unsaved changes, and closes at once without', async () => {
    const { dialog, onClose } = await open(PortCallDialog);
    type(within(dialog).getByLabelText(lf.fields.distanceNm), '5');
    fireEvent.click(within(dialog).getByRole('button', { name: lf.actions.cancel }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: lf.confirmClose.keep }));
    expect((within(dialog).getByLabelText(lf.fields.distanceNm) as HTMLInputElement).value).toBe('5');
    expect(onClose).not.toHaveBeenCalled();
    cleanup();
    const second = await open(PortCallDialog);
    fireEvent.click(within(second.dialog).getByRole('button', { name: lf.actions.cancel }));
    await waitFor(() => expect(second.onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers every fuel and says so when the ship’s fuels cannot be read', async () => {
    shipFuels.mockRejectedValue(new ApiError(0, 'network', 'down'));
    const { dialog } = await open(PortCallDialog);
    expect(within(dialog).getByText(lf.fuelsFailed)).toBeTruthy();
    tab(dialog, lf.tabs.rob);
    expect(within(dialog).getAllByRole('group', { name: /^Row / })).toHaveLength(12);
  });
});

describe('stop and episode dialogs', () => {
  it('saves an anchoring stop without a port, outside port limits', async () => {
    const { dialog, onSaved } = await open(StopDialog);
    expect(within(dialog).queryByRole('combobox', { name: /Port/ })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(lf.fields.kind), { target: { value: 'drifting' } });
    type(within(dialog).getByLabelText(lf.fields.stopStart), '2025-03-02T10:00');
    type(within(dialog).getByLabelText(lf.fields.stopEnd), '2025-03-02T18:00');
    type(within(dialog).getByLabelText(lf.fields.distanceNm), '300');
    tab(dialog, lf.tabs.rob);
    for (const n of [1, 2]) {
      type(within(robRow(dialog, n)).getByLabelText(lf.fields.robArrivalT), '10');
      type(within(robRow(dialog, n)).getByLabelText(lf.fields.robDepartureT), '9');
    }
    expect(within(dialog).queryByRole('tab', { name: /^Cargo/ })).toBeNull();
    save(dialog);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(RESULT));
    const record = (saveVoyageData.mock.calls[0]![0] as { records: RecordInput[] }).records[0]!;
    expect(record).toMatchObject({ kind: 'drifting', inPortLimits: false, distanceNm: 300 });
    expect(record).not.toHaveProperty('port');
  });

  it('saves an ice episode with the fuel consumed per fuel, and refuses an end before the begin', async () => {
    const { dialog, onSaved } = await open(EpisodeDialog);
    type(within(dialog).getByLabelText(lf.fields.begin), '2025-01-02T10:00');
    type(within(dialog).getByLabelText(lf.fields.end), '2025-01-02T09:00');
    type(within(dialog).getByLabelText(lf.fields.episodeDistanceNm), '40');
    tab(dialog, lf.tabs.fuels);
    const consumed = within(dialog).getAllByLabelText(lf.fields.consumedT);
    type(consumed[0]!, '2.5');
    type(consumed[1]!, '0');
    save(dialog);
    expect(saveVoyageData).not.toHaveBeenCalled();
    expect(within(dialog).getByText(lf.codes.ledger.end_before_begin)).toBeTruthy();
    type(within(dialog).getByLabelText(lf.fields.end), '2025-01-02T16:00');
    save(dialog);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(RESULT));
    const body = saveVoyageData.mock.calls[0]![0] as { episodes: unknown[] };
    expect(body.episodes[0]).toMatchObject({
      kind: 'ice',
      voyageNo: 'V7',
      distanceNm: 40,
      fuels: [
        { fuel: '11', consumedT: 2.5 },
        { fuel: '3', consumedT: 0 },
      ],
    });
  });
});

describe('ledgerFormsApi', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  it('reads the ship fuels from getFuelType, or from the ship detail where that call is missing', async () => {
    const real = await vi.importActual<typeof import('../../../src/services/ledgerFormsApi')>(
      '../../../src/services/ledgerFormsApi',
    );
    const fetchMock = vi.fn(async (url: string) =>
      url.startsWith('/api/energyEfficiency/getFuelType?shipId=7')
        ? json(200, { success: true, data: [{ fuelCode: '3', enName: 'MGO', tonnes: 0 }] })
        : json(500, {}),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await real.shipFuels(7)).toEqual(['3']);

    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/api/energyEfficiency')
        ? json(404, { success: false, code: 'route_not_found', message: 'no route' })
        : json(200, { success: true, data: { id: 7, version: 1, fuels: [{ fuelCode: '11', method: '1' }] } }),
    );
    expect(await real.shipFuels(7)).toEqual(['11']);
    expect(fetchMock.mock.calls.at(-1)![0]).toBe('/api/fleet/ships/7');

    // A ship outside the caller's scope is not a missing call: the dialog says it could not read them.
    fetchMock.mockImplementation(async () => json(404, { success: false, code: 'not_found', message: 'x' }));
    await expect(real.shipFuels(7)).rejects.toMatchObject({ code: 'not_found' });
  });
});

describe('port call dialog: the port and its clock', () => {
  // Two dictionary entries named Dalian: sea-ports lists both codes for one harbour, CNDLC first,
  // so the dictionary answers CNDAL with `sameAs: 'CNDLC'` (test/server/dictionaries/data.test.ts).
  const DALIAN = {
    enName: 'Dalian',
    cnName: '大连',
    countryEn: 'China',
    countryCn: '中国',
    province: 'Liaoning',
  };
  const PORTS = [
    { ...DALIAN, code: 'CNDAL', timeZone: 'Asia/Shanghai', sameAs: 'CNDLC' },
    { ...DALIAN, code: 'CNDLC', timeZone: 'Asia/Shanghai', sameAs: '' },
    {
      code: 'NLRTM',
      enName: 'Rotterdam',
      cnName: '鹿特丹',
      countryEn: 'Netherlands',
      countryCn: '荷兰',
      province: 'Zuid-Holland',
      timeZone: 'Europe/Amsterdam',
    },
  ];
  beforeEach(() => {
    ownedActors.provide.set('portPicker', {
      search: fromPromise(async ({ input }: { input: { keyword: string } }) =>
        PORTS.filter((p) => `${p.code} ${p.enName}`.toLowerCase().includes(input.keyword.toLowerCase())),
      ),
    });
  });
  const offsets = (d: HTMLElement) =>
    within(d)
      .getAllByRole('combobox', { name: new RegExp(`${lf.fields.offset}$`) })
      .map((s) => (s as HTMLSelectElement).selectedOptions[0]!.textContent);
  const choose = async (d: HTMLElement, typed: string, option: RegExp) => {
    fireEvent.change(within(d).getByRole('combobox', { name: new RegExp(`^${lf.fields.port}\\*?$`) }), {
      target: { value: typed },
    });
    fireEvent.mouseDown(await within(d).findByRole('option', { name: option }, { timeout: 3000 }));
  };

  it('tells the two Dalians apart: the other code names the main one; takes UTC+08:00 from the port', async () => {
    const { dialog } = await open(PortCallDialog);
    fireEvent.change(within(dialog).getByRole('combobox', { name: new RegExp(`^${lf.fields.port}\\*?$`) }), {
      target: { value: 'dalian' },
    });
    const list = within(dialog).getByRole('listbox', { hidden: true });
    const options = await within(list).findAllByRole('option', {}, { timeout: 3000 });
    expect(options.map((o) => o.textContent)).toEqual([
      'CNDAL = CNDLC Dalian, Liaoning, China',
      'CNDLC Dalian, Liaoning, China',
    ]);
    // Each reads differently beyond its own code, so the user sees which one is the port's code.
    const withoutOwnCode = options.map((o, i) => o.textContent!.replace(PORTS[i]!.code, ''));
    expect(new Set(withoutOwnCode).size).toBe(2);
    fireEvent.mouseDown(options[1]!);
    await waitFor(() => expect(offsets(dialog)).toEqual(['UTC+08:00', 'UTC+08:00']));
  });

  it('Rotterdam: UTC+01:00 for a January arrival, UTC+02:00 for a July one; a picked offset stays', async () => {
    const { dialog } = await open(PortCallDialog);
    await choose(dialog, 'rotterdam', /^NLRTM/);
    type(within(dialog).getByLabelText(lf.fields.arrival), '2026-01-20T08:00');
    type(within(dialog).getByLabelText(lf.fields.departure), '2026-07-20T08:00');
    expect(offsets(dialog)).toEqual(['UTC+01:00', 'UTC+02:00']);
    // The user may still choose another offset, and a new date then keeps it.
    const [arrivalOffset] = within(dialog).getAllByRole('combobox', {
      name: new RegExp(`${lf.fields.offset}$`),
    });
    fireEvent.change(arrivalOffset!, { target: { value: '0' } });
    type(within(dialog).getByLabelText(lf.fields.arrival), '2026-07-21T08:00');
    expect(offsets(dialog)).toEqual(['UTC+00:00', 'UTC+02:00']);
  });

  it('keeps the offset select as wide as its text', async () => {
    const { dialog } = await open(PortCallDialog);
    const select = within(dialog).getAllByRole('combobox', { name: new RegExp(`${lf.fields.offset}$`) })[0]!;
    expect(select.style.minWidth).toBe('12ch');
    expect(select.closest<HTMLElement>('[data-offset-field]')!.style.flex).toBe('0 0 auto');
  });
});

describe("port call dialog: the previous call's ROB", () => {
  it('shows the previous departure ROB of each fuel beside the new ROB, for the call before the arrival', async () => {
    previousRob.mockResolvedValue({
      refCode: 'P9',
      voyageNo: 'V6',
      port: 'CNSHA',
      departure: '2025-02-20T08:00+08:00',
      fuels: [{ fuel: '11', robDepartureT: 480.5 }],
    });
    const { dialog } = await open(PortCallDialog);
    type(within(dialog).getByLabelText(lf.fields.arrival), '2025-03-02T14:30');
    tab(dialog, lf.tabs.rob);
    const previous = (n: number) =>
      (within(robRow(dialog, n)).getByLabelText(lf.fields.previousRobT) as HTMLInputElement).value;
    await waitFor(() => expect(previous(1)).toBe('480.5'));
    // The ship had no MDO at the previous call.
    expect(previous(2)).toBe('');
    expect(
      within(dialog).getByText(/^Previous call: CNSHA, departed 2025-02-20 08:00:00 \(UTC\+8\), voyage V6/),
    ).toBeTruthy();
    // Asked for the call that left before this arrival.
    expect(previousRob).toHaveBeenLastCalledWith(
      expect.objectContaining({
        shipId: SHIP.id,
        before: expect.stringMatching(/^2025-03-02T14:30[+-]\d{2}:\d{2}$/),
      }),
      expect.anything(),
    );
  });

  it('says so when the ship has no earlier call', async () => {
    const { dialog } = await open(PortCallDialog);
    tab(dialog, lf.tabs.rob);
    expect(await within(dialog).findByText(lf.previous.none)).toBeTruthy();
  });
});
