import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import en from '../../../src/i18n/reports/en.json';
import { fuelNameText } from '../../../src/views/shared/labels/FuelName';
import { kitText } from '../../../src/views/shared/labels/kitText';

/** The one ship the report screens' ship picker offers in view tests (the fleet list call). */
export function stubShipList() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const body = String(url).startsWith('/api/fleet/ships')
        ? {
            success: true,
            data: {
              items: [{ id: 3, shipNameEn: 'Demo Star', imo: '9000001' }],
              total: 1,
              page: 1,
              size: 500,
            },
          }
        : { success: false, code: 'not_found', message: 'Not found' };
      return new Response(JSON.stringify(body), {
        status: body.success ? 200 : 404,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

/** Drivers for the ship and year filter. */
export async function chooseShip(shipId: number | null) {
  const select = screen.getByLabelText(en.filters.ship) as HTMLSelectElement;
  if (shipId !== null) await waitFor(() => within(select).getByRole('option', { name: /Demo Star/ }));
  fireEvent.change(select, { target: { value: shipId === null ? '' : String(shipId) } });
}
export const chooseYear = (year: number) =>
  fireEvent.change(screen.getByLabelText(en.filters.year), { target: { value: String(year) } });

/** The HFO figure's line as the report page words it: the fuel by its name (the kit's words). */
export const hfoLine = () => `Fuel consumed: ${fuelNameText(kitText('en'), 'HFO')}`;

export const correctionDriver = (
  e: { key: string; field: 'correction' | 'reason'; value: string },
  line: string,
) =>
  fireEvent.change(
    screen.getByLabelText(`${e.field === 'correction' ? en.page.correction : en.page.reason} ${line}`),
    {
      target: { value: e.value },
    },
  );

export const R = en;
