import { FormControl, TextInput } from '@primer/react';

/** The last year any report or filter reaches. */
const LAST_YEAR = 2100;

/**
 * A labelled number field for a reporting year. It passes on only whole years from `min` to 2100,
 * so what a user is midway typing ("20") never starts a fetch for a year that has no data.
 */
export function YearInput({
  label,
  value,
  min,
  onYear,
  disabled,
}: {
  label: string;
  value: number;
  min: number;
  onYear: (year: number) => void;
  disabled?: boolean;
}) {
  return (
    <FormControl disabled={disabled}>
      <FormControl.Label>{label}</FormControl.Label>
      <TextInput
        type="number"
        value={String(value)}
        min={min}
        max={LAST_YEAR}
        onChange={(e) => {
          const y = Number(e.target.value);
          if (Number.isInteger(y) && y >= min && y <= LAST_YEAR) onYear(y);
        }}
      />
    </FormControl>
  );
}
