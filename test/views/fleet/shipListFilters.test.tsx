import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import kitEn from '../../../src/i18n/kit/en.json';
import fleet from '../../../src/i18n/fleet/en.json';
import { listFormMachine } from '../../../src/machines/listForm/listFormMachine';
import { shipScreen } from '../../../src/views/fleet/ShipListScreen';
import { toForm } from '../../../src/views/listForm/ListFormScreen';
import { ListFormView } from '../../../src/views/listForm/ListFormView';
import { requested, setUpShipFormTests } from '../../support/fleet/shipEditLookups';
import { withStandIns } from '../../support/standIns';

setUpShipFormTests();

const F = fleet.fields;

/** The ship list with its real filter config; the list call is recorded, its answer empty. */
async function open() {
  const list = vi.fn(async (_: { input: { query: Record<string, unknown> } }) => ({
    items: [],
    total: 0,
    page: 1,
    size: 20,
  }));
  const config = shipScreen(false);
  const actor = createActor(withStandIns(listFormMachine, { fetchList: fromPromise(list) }), {
    input: {
      resource: config.resource,
      filters: Object.fromEntries(config.filters.map((f) => [f.name, ''])),
      toForm: (row) => toForm(config, row),
    },
  }).start();
  await act(async () => {
    render(<ListFormView actorRef={actor} config={config} can={() => true} />);
  });
  await waitFor(() => expect(actor.getSnapshot().matches('loading')).toBe(false));
  return { actor, list };
}
const filters = () => within(screen.getByRole('search', { name: kitEn.listForm.filters }));
const select = (label: string) => filters().getByLabelText(label) as HTMLSelectElement;
const choices = (label: string) => [...select(label).options].map((o) => o.textContent);
const choose = (label: string, value: string) =>
  act(async () => fireEvent.change(select(label), { target: { value } }));

describe('ship list filters: sub-types follow the ship type', () => {
  it('offers no sub-type until a ship type is chosen, then only that type’s sub-types', async () => {
    await open();
    expect(select(F.subTypeCode).disabled).toBe(true);
    expect(choices(F.subTypeCode)).toEqual([kitEn.listForm.all]);

    await waitFor(() => expect(choices(F.shipTypeCode)).toContain('1 Bulk carrier'));
    await choose(F.shipTypeCode, '1');
    await waitFor(() =>
      expect(choices(F.subTypeCode)).toEqual([kitEn.listForm.all, '0101 Capesize', '0102 Panamax']),
    );
    expect(select(F.subTypeCode).disabled).toBe(false);
    expect(requested).toContain('/api/shipSub/findShipSubByShipType/1');

    await choose(F.shipTypeCode, '2');
    await waitFor(() =>
      expect(choices(F.subTypeCode)).toEqual([kitEn.listForm.all, '0201 Crude oil tanker']),
    );
  });

  it('clears the chosen sub-type when the ship type changes, so the search does not send it', async () => {
    const { actor, list } = await open();
    await choose(F.shipTypeCode, '1');
    await waitFor(() => expect(choices(F.subTypeCode)).toContain('0102 Panamax'));
    await choose(F.subTypeCode, '0102');
    expect(actor.getSnapshot().context.filters.subTypeCode).toBe('0102');

    await choose(F.shipTypeCode, '2');
    expect(actor.getSnapshot().context.filters.subTypeCode).toBe('');
    await waitFor(() => expect(choices(F.subTypeCode)).toContain('0201 Crude oil tanker'));
    expect(select(F.subTypeCode).value).toBe('');

    await act(async () => fireEvent.click(filters().getByRole('button', { name: kitEn.listForm.search })));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    const query = list.mock.calls[1][0].input.query;
    expect(query.shipTypeCode).toBe('2');
    expect(query).not.toHaveProperty('subTypeCode');

    // Back to all types: the sub-type waits again.
    await choose(F.shipTypeCode, '');
    expect(select(F.subTypeCode).disabled).toBe(true);
  });
});
