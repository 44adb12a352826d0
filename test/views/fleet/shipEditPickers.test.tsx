import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import fleet from '../../../src/i18n/fleet/en.json';
import { shipEditMachine, type ShipEditInput } from '../../../src/machines/fleet/shipEditMachine';
import { PORT_SEARCH_DELAY } from '../../../src/machines/fleet/portPickerMachine';
import { ShipEditDialog } from '../../../src/views/fleet/ShipEditDialog';
import { requested, setUpShipFormTests } from '../../support/fleet/shipEditLookups';
import { LOADED } from '../../machines/fleet/shipEditMachine.fixtures';
import { withStandIns } from '../../support/standIns';

setUpShipFormTests();

const S = fleet.shipEdit;
const F = fleet.fields;

/** A dialog on a machine whose load answers at once and whose saves are recorded. */
async function open(input: ShipEditInput) {
  const saves: Array<{ values: Record<string, unknown> }> = [];
  const actor = createActor(
    withStandIns(shipEditMachine, {
      loadShip: fromPromise(async () => LOADED),
      saveTab: fromPromise(async ({ input }: { input: unknown }) => {
        saves.push(input as { values: Record<string, unknown> });
        return { id: 90, version: 1, ...(input as { values: object }).values };
      }),
    }),
    { input },
  ).start();
  await act(async () => {
    render(<ShipEditDialog actorRef={actor} />);
  });
  return { actor, saves };
}
const settle = () => act(() => new Promise((r) => setTimeout(r, 20)));
const afterSearch = () => act(() => new Promise((r) => setTimeout(r, PORT_SEARCH_DELAY + 50)));
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: S.save })));

describe('home port picker', () => {
  const box = () =>
    screen.getByRole('combobox', { name: new RegExp(`^${F.homePortCode}`) }) as HTMLInputElement;

  it('shows the stored port by code and name, and is required', async () => {
    await open({ shipId: 7 });
    await settle();
    expect(box().value).toBe('CNSHA Shanghai, China');
    expect(box().getAttribute('aria-required')).toBe('true');
    expect(box().getAttribute('aria-expanded')).toBe('false');
  });

  it('searches the port dictionary as one types and stores the chosen LOCODE', async () => {
    const { saves } = await open({ shipId: 7 });
    await act(async () => fireEvent.change(box(), { target: { value: 'rotter' } }));
    await afterSearch();
    expect(box().getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('listbox', { name: S.port.suggestions });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['NLRTM Rotterdam, Netherlands']);
    await act(async () => fireEvent.mouseDown(options[0]));
    expect(box().value).toBe('NLRTM Rotterdam, Netherlands');
    expect(screen.queryByRole('listbox')).toBeNull();
    await save();
    expect(saves[0].values.homePortCode).toBe('NLRTM');
  });

  it('picks with the arrow keys and Enter, and says when nothing matches', async () => {
    const { saves } = await open({ shipId: 7 });
    await act(async () => fireEvent.change(box(), { target: { value: 'china' } }));
    await afterSearch();
    const options = () => within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options()).toHaveLength(2);
    await act(async () => fireEvent.keyDown(box(), { key: 'ArrowDown' }));
    await act(async () => fireEvent.keyDown(box(), { key: 'ArrowDown' }));
    expect(options()[1].getAttribute('aria-selected')).toBe('true');
    await act(async () => fireEvent.keyDown(box(), { key: 'Enter' }));
    expect(box().value).toBe('CNSZX Shenzhen, China');
    await act(async () => fireEvent.change(box(), { target: { value: 'atlantis' } }));
    await afterSearch();
    expect(screen.getByText(S.port.none)).toBeTruthy();
    // Leaving without choosing keeps the chosen port.
    await act(async () => fireEvent.blur(box()));
    expect(box().value).toBe('CNSZX Shenzhen, China');
    await save();
    expect(saves[0].values.homePortCode).toBe('CNSZX');
  });

  it('takes a whole LOCODE typed by hand, and emptying the box makes it required again', async () => {
    const { saves, actor } = await open({ shipId: 7 });
    await act(async () => fireEvent.change(box(), { target: { value: 'sgsin' } }));
    expect(actor.getSnapshot().context.form.homePortCode).toBe('SGSIN');
    await act(async () => fireEvent.change(box(), { target: { value: '' } }));
    await save();
    expect(saves).toEqual([]);
    expect(actor.getSnapshot().context.fieldErrors.homePortCode).toBe('msg.required');
    expect(box().getAttribute('aria-invalid')).toBe('true');
  });
});

describe('ship type and sub-type', () => {
  const select = (name: string) =>
    screen.getByRole('combobox', { name: new RegExp(`^${name}`) }) as HTMLSelectElement;
  const choices = (name: string) => [...select(name).options].map((o) => o.textContent);

  it('offers only the sub-types of the chosen ship type and clears the sub-type when the type changes', async () => {
    const { saves, actor } = await open({ shipId: 7 });
    await settle();
    expect(requested).toContain('/api/shipSub/findShipSubByShipType/1');
    expect(choices(F.subTypeCode).slice(1)).toEqual(['0101 Capesize', '0102 Panamax']);
    await act(async () => fireEvent.change(select(F.subTypeCode), { target: { value: '0102' } }));
    expect(actor.getSnapshot().context.form.subTypeCode).toBe('0102');

    await act(async () => fireEvent.change(select(F.shipTypeCode), { target: { value: '2' } }));
    await settle();
    expect(actor.getSnapshot().context.form.subTypeCode).toBeNull();
    expect(select(F.subTypeCode).value).toBe('');
    expect(choices(F.subTypeCode).slice(1)).toEqual(['0201 Crude oil tanker']);
    await act(async () => fireEvent.change(select(F.subTypeCode), { target: { value: '0201' } }));
    await save();
    expect(saves[0].values).toMatchObject({ shipTypeCode: '2', subTypeCode: '0201' });
  });

  it('keeps the sub-type shut until a ship type is chosen', async () => {
    await open({ shipId: null });
    expect(select(F.subTypeCode).disabled).toBe(true);
    await act(async () => fireEvent.change(select(F.shipTypeCode), { target: { value: '1' } }));
    await settle();
    expect(select(F.subTypeCode).disabled).toBe(false);
    expect(choices(F.subTypeCode).slice(1)).toEqual(['0101 Capesize', '0102 Panamax']);
  });
});

describe('competent authorities', () => {
  const group = () => screen.getByRole('group', { name: F.authorityCodes });

  it('offers the authority companies (those with a code) as checkboxes and sends their codes', async () => {
    const { saves } = await open({ shipId: 7 });
    await settle();
    const boxes = within(group()).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => b.labels?.[0]?.textContent)).toEqual(['Shanghai MSA', 'Zhejiang MSA']);
    expect(boxes.every((b) => !b.checked)).toBe(true);
    await act(async () => fireEvent.click(within(group()).getByRole('checkbox', { name: 'Zhejiang MSA' })));
    await act(async () => fireEvent.click(within(group()).getByRole('checkbox', { name: 'Shanghai MSA' })));
    await save();
    expect(saves[0].values.authorityCodes).toEqual(['MSA-SH', 'MSA-ZJ']);
  });

  it('shows the stored links checked, and unchecking one sends the rest', async () => {
    const loaded = { ...LOADED, ship: { ...LOADED.ship, authorityCodes: ['MSA-SH', 'MSA-ZJ'] } };
    const saves: Array<{ values: Record<string, unknown> }> = [];
    const actor = createActor(
      withStandIns(shipEditMachine, {
        loadShip: fromPromise(async () => loaded),
        saveTab: fromPromise(async ({ input }: { input: unknown }) => {
          saves.push(input as { values: Record<string, unknown> });
          return { id: 7, version: 4, ...(input as { values: object }).values };
        }),
      }),
      { input: { shipId: 7 } },
    ).start();
    await act(async () => {
      render(<ShipEditDialog actorRef={actor} />);
    });
    await settle();
    const box = (name: string) => within(group()).getByRole('checkbox', { name }) as HTMLInputElement;
    expect([box('Shanghai MSA').checked, box('Zhejiang MSA').checked]).toEqual([true, true]);
    await act(async () => fireEvent.click(box('Shanghai MSA')));
    await save();
    expect(saves[0].values.authorityCodes).toEqual(['MSA-ZJ']);
  });
});
