import type { Row } from '../../domain/api';
import { FormControl, Select } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { reportShipsMachine } from '../../machines/reports/provided';
import { shipName } from './ships';
import { useAreaText } from './useAreaText';
import { SearchFields } from './SearchFields';
import { YearInput } from './YearInput';

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
    <SearchFields label={r('filters.label')}>
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
      <YearInput label={r('filters.year')} value={year} min={2019} onYear={onYear} disabled={disabled} />
    </SearchFields>
  );
}
