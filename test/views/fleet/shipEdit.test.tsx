import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import { EQUIPMENT_KINDS } from '../../../src/domain/schemas/fleetEquipment';
import kitEn from '../../../src/i18n/kit/en.json';
import fleet from '../../../src/i18n/fleet/en.json';
import { shipEditMachine, type ShipEditInput } from '../../../src/machines/fleet/shipEditMachine';
import { ShipEditDialog } from '../../../src/views/fleet/ShipEditDialog';
import { ShipEditScreen } from '../../../src/views/fleet/ShipEditScreen';
import { setUpShipFormTests } from '../../support/fleet/shipEditLookups';
import { LOADED } from '../../machines/fleet/shipEditMachine.fixtures';
import { ApiError } from '../../../src/domain/apiError';
import { withStandIns } from '../../support/standIns';

setUpShipFormTests();

const S = fleet.shipEdit;
const E = fleet.equipment;
const req = kitEn.validation.msg.required;

/** A dialog on a machine whose load answers at once (or never, for a new ship) and whose save is recorded. */
async function open(input: ShipEditInput, refuse?: Error) {
  const saves: unknown[] = [];
  const actor = createActor(
    withStandIns(shipEditMachine, {
      loadShip: fromPromise(async () => LOADED),
      saveTab: fromPromise(async ({ input }: { input: unknown }) => {
        saves.push(input);
        if (refuse) throw refuse;
        return { id: 90, version: 1, ...(input as { values: object }).values };
      }),
    }),
    { input },
  ).start();
  await act(async () => {
    render(<ShipEditDialog actorRef={actor} />);
  });
  return { actor, saves, dialog: screen.getByRole('dialog') };
}
const selectTab = (name: string) =>
  act(async () => fireEvent.mouseDown(screen.getByRole('tab', { name: new RegExp(`^${name}`) })));

describe('ShipEditDialog', () => {
  it('offers the eleven tabs of the original, basic information first, with unit counts', async () => {
    await open({ shipId: 7 });
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toHaveLength(EQUIPMENT_KINDS.length + 2);
    expect(tabs[0]).toBe(S.basic);
    expect(tabs.at(-1)).toMatch(new RegExp(`^${S.tfc}`));
    expect(screen.getByRole('tab', { name: new RegExp(`^${E.kinds.aux_engine}`) }).textContent).toContain(
      '2',
    );
    expect(screen.getByRole('dialog', { name: `Ship information: HAIYUN GLORY` })).toBeTruthy();
  });

  it.each(EQUIPMENT_KINDS.map((k) => [k]))(
    'the %s tab shows its units by board SN and marks Board SN required',
    async (kind) => {
      await open({ shipId: 7 });
      await selectTab(E.kinds[kind]);
      const unit = screen.getByRole('combobox', { name: S.unit }) as HTMLSelectElement;
      const units = LOADED.units[kind];
      expect([...unit.options].map((o) => (o.value ? o.textContent?.split(' ')[0] : o.textContent))).toEqual(
        units.length ? units.map((u) => u.boardSn) : [S.newUnit],
      );
      // Primer marks a required control with aria-required (and an asterisk in the label).
      expect(screen.getByLabelText(new RegExp(`^${E.fields.boardSn}`)).getAttribute('aria-required')).toBe(
        'true',
      );
      // Add and Delete belong to equipment tabs; Delete needs a stored unit.
      expect(screen.getByRole('button', { name: S.add })).toBeTruthy();
      expect((screen.getByRole('button', { name: S.delete }) as HTMLButtonElement).disabled).toBe(
        units.length === 0,
      );
    },
  );

  it('refuses to save a unit missing its required fields and says which', async () => {
    const { saves, actor } = await open({ shipId: 7 });
    await selectTab(E.kinds.main_engine);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: S.add })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: S.save })));
    expect(saves).toEqual([]);
    const missing = ['boardSn', 'model', 'ratedPowerKw', 'sfocGPerKwh', 'energyForms', 'serialNo'];
    expect(Object.keys(actor.getSnapshot().context.fieldErrors).sort()).toEqual(missing.sort());
    // Each shows "Required" under its own field (the checkbox group's message is announced twice).
    for (const name of ['Board SN', 'Model / type', 'Rated power (kW)', 'SFOC (g/kWh)', 'Serial no.'])
      expect(
        screen.getByLabelText(new RegExp(`^${name.replace(/[()/.]/g, '.')}`)).getAttribute('aria-invalid'),
      ).toBe('true');
    expect(screen.getAllByText(req).length).toBeGreaterThanOrEqual(6);
  });

  it('a taken IMO number (409 imo_taken) lands on the IMO field; the form stays editable, no conflict', async () => {
    const taken = 'This IMO or registration number is already registered; contact the administrator.';
    const { saves, actor } = await open({ shipId: 7 }, new ApiError(409, 'imo_taken', taken));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: S.save })));
    expect(saves).toHaveLength(1);
    const imo = screen.getByLabelText(
      new RegExp(`^${fleet.fields.imo.replace(/[.]/g, '.')}`),
    ) as HTMLInputElement;
    expect(imo.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(taken)).toBeTruthy();
    expect(imo.disabled).toBe(false);
    expect(screen.queryByText(S.conflictTitle)).toBeNull();
    expect(screen.queryByRole('button', { name: S.reload })).toBeNull();
    expect((screen.getByRole('button', { name: S.save }) as HTMLButtonElement).disabled).toBe(false);
    expect(actor.getSnapshot().value).toBe('editing');
  });

  it('records the fuels with their measurement method', async () => {
    const { saves } = await open({ shipId: 7 });
    const fuels = screen.getByRole('group', { name: S.fuels });
    await act(async () => fireEvent.click(within(fuels).getByRole('checkbox', { name: '3 MDO/MGO' })));
    await act(async () =>
      fireEvent.change(within(fuels).getByRole('combobox', { name: 'Measurement method of 3 MDO/MGO' }), {
        target: { value: '3' },
      }),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: S.save })));
    expect((saves[0] as { values: { fuels: unknown } }).values.fuels).toEqual([
      { fuelCode: '1', method: '2' },
      { fuelCode: '3', method: '3' },
    ]);
  });

  it('a new ship starts on basic information and keeps the other tabs shut until it is saved', async () => {
    await open({ shipId: null });
    expect(screen.getByRole('dialog', { name: S.newTitle })).toBeTruthy();
    expect(screen.getByText(S.saveFirst)).toBeTruthy();
    await selectTab(E.kinds.main_engine);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe(S.basic);
    expect(screen.queryByLabelText(S.photo)).toBeNull();
  });

  it('Detail shows the ship read-only: no Save, Add or Delete, and disabled fields', async () => {
    await open({ shipId: 7, readOnly: true });
    expect(screen.queryByRole('button', { name: S.save })).toBeNull();
    expect((screen.getByLabelText(/^Ship name \(English\)/) as HTMLInputElement).disabled).toBe(true);
    await selectTab(E.kinds.aux_engine);
    expect(screen.queryByRole('button', { name: S.add })).toBeNull();
    expect(screen.queryByRole('button', { name: S.delete })).toBeNull();
  });

  it.each([
    ['photo.gif', 'image/gif', 10, S.errors.file_type],
    ['photo.jpg', 'image/jpeg', 600 * 1024, S.errors.file_too_large],
  ])('refuses %s before uploading', async (name, type, size, message) => {
    await open({ shipId: 7 });
    const file = new File([new Uint8Array(size)], name, { type });
    await act(async () => fireEvent.change(screen.getByLabelText(S.photo), { target: { files: [file] } }));
    expect(screen.getByRole('alert').textContent).toContain(message);
  });
});

describe('ShipEditScreen', () => {
  it('reports the close and whether anything was saved', async () => {
    const onClose = vi.fn();
    await act(async () => {
      render(<ShipEditScreen shipId={null} readOnly={false} onClose={onClose} />);
    });
    fireEvent.click(screen.getAllByRole('button', { name: S.close })[0]);
    await act(async () => undefined);
    expect(onClose).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
