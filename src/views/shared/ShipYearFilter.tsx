import type { Row } from '../../domain/api';
import { FormControl, Select, TextInput } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { reportShipsMachine } from '../../machines/reports/provided';
import { shipName } from './ships';
import { useAreaText } from './useAreaText';

/** The ship (those the user may see) and the year a candidate list or the wizard is for. */
export function ShipYearFilter({
  shipId,
  year,
  onShip,
  onYear,
  disabled,
}: {
  shipId: number | null;
  year: number;
  onShip: (id: number | null) => void;
  onYear: (year: number) => void;
  disabled?: boolean;
}) {
  const ships = useSelector(useActorRef(reportShipsMachine()), (s) => (s.context.data as Row[] | null) ?? []);
  const { t: r, lang } = useAreaText('reports');
  return (
    <div
      role="search"
      aria-label={r('filters.label')}
      style={{ display: 'flex', gap: 12, alignItems: 'flex-end', margin: '8px 0' }}
    >
      <FormControl disabled={disabled}>
        <FormControl.Label>{r('filters.ship')}</FormControl.Label>
        <Select
          value={shipId === null ? '' : String(shipId)}
          onChange={(e) => onShip(e.target.value ? Number(e.target.value) : null)}
        >
          <Select.Option value="">{r('filters.shipPlaceholder')}</Select.Option>
          {ships.map((s) => (
            <Select.Option key={String(s.id)} value={String(s.id)}>
              {`${shipName(s, lang)} ${s.imo ?? s.registrationNo ?? ''}`.trim()}
            </Select.Option>
          ))}
        </Select>
      </FormControl>
      <FormControl disabled={disabled}>
        <FormControl.Label>{r('filters.year')}</FormControl.Label>
        <TextInput
          type="number"
          value={String(year)}
          min={2019}
          max={2100}
          onChange={(e) => {
            const y = Number(e.target.value);
            if (Number.isInteger(y) && y >= 2019 && y <= 2100) onYear(y);
          }}
        />
      </FormControl>
    </div>
  );
}
