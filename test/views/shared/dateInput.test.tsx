import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { FormControl } from '@primer/react';
import { useState } from 'react';
import { DateInput } from '../../../src/views/shared/DateInput';

/**
 * The kit's date field shows and accepts YYYY-MM-DD (and YYYY-MM-DD HH:mm) whatever the browser's
 * locale, hands the form the value an <input type="date"> would, and marks what is not a date.
 */
afterEach(cleanup);

function Field({
  initial,
  withTime,
  systemZone,
  seen,
}: {
  initial: string;
  withTime?: boolean;
  systemZone?: boolean;
  seen: string[];
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FormControl>
        <FormControl.Label>When</FormControl.Label>
        <DateInput
          withTime={withTime}
          systemZone={systemZone}
          value={value}
          onChange={(v) => {
            seen.push(v);
            setValue(v);
          }}
        />
      </FormControl>
      <button type="button" onClick={() => setValue('')}>
        Reset
      </button>
    </>
  );
}

const input = () => screen.getByLabelText('When') as HTMLInputElement;

describe('kit date field', () => {
  it('is a text field labelled by its FormControl, showing YYYY-MM-DD', () => {
    render(<Field initial="2025-02-28" seen={[]} />);
    expect(input().type).toBe('text');
    expect(input().value).toBe('2025-02-28');
    expect(input().placeholder).toBe('YYYY-MM-DD');
  });

  it('accepts a typed date and hands on the form value', () => {
    const seen: string[] = [];
    render(<Field initial="" seen={seen} />);
    fireEvent.change(input(), { target: { value: '2025-03-01' } });
    expect(seen.at(-1)).toBe('2025-03-01');
    expect(input().getAttribute('aria-invalid')).toBeNull();
  });

  it("marks the browser's mm/dd/yyyy and a day that does not exist, and passes them on as typed", () => {
    const seen: string[] = [];
    render(<Field initial="" seen={seen} />);
    fireEvent.change(input(), { target: { value: '03/01/2025' } });
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(seen.at(-1)).toBe('03/01/2025');
    fireEvent.change(input(), { target: { value: '2025-02-30' } });
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('with a time shows YYYY-MM-DD HH:mm and hands on YYYY-MM-DDTHH:mm', () => {
    const seen: string[] = [];
    render(<Field initial="2025-03-02T14:30" withTime seen={seen} />);
    expect(input().value).toBe('2025-03-02 14:30');
    fireEvent.change(input(), { target: { value: '2025-03-02 16:45' } });
    expect(seen.at(-1)).toBe('2025-03-02T16:45');
    expect(input().value).toBe('2025-03-02 16:45');
  });

  it('in the system zone says UTC+8 and hands on the time with its offset', () => {
    const seen: string[] = [];
    render(<Field initial="2025-01-01T00:00+08:00" withTime systemZone seen={seen} />);
    expect(input().value).toBe('2025-01-01 00:00');
    expect(screen.getByText('UTC+8')).toBeTruthy();
    fireEvent.change(input(), { target: { value: '2025-06-30 23:30' } });
    expect(seen.at(-1)).toBe('2025-06-30T23:30+08:00');
    expect(input().value).toBe('2025-06-30 23:30');
  });

  it('shows a value set from outside (a reset) in place of what was typed', () => {
    render(<Field initial="" seen={[]} />);
    fireEvent.change(input(), { target: { value: '2025-0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input().value).toBe('');
  });
});
