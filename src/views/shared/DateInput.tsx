import { useState } from 'react';
import { TextInput, useFormControlForwardedProps, type TextInputProps } from '@primer/react';
import { dateFieldText, parseDateText, SYSTEM_ZONE } from '../../i18n/format';
import { SYSTEM_OFFSET_TEXT } from '../../domain/systemZone';

export type DateInputProps = Omit<TextInputProps, 'type' | 'value' | 'onChange'> & {
  /** The form value: `YYYY-MM-DD`, with `withTime` `YYYY-MM-DDTHH:mm[:ss]`; '' when empty. */
  value: string;
  onChange: (value: string) => void;
  /** A date and a time (`YYYY-MM-DD HH:mm`) rather than a date alone. */
  withTime?: boolean;
  /**
   * The time is typed at UTC+8 (a filter over system times): the field says so, and the value
   * carries the offset (`YYYY-MM-DDTHH:mm+08:00`), so no one reads it in another zone.
   */
  systemZone?: boolean;
};

/**
 * The kit's date field: it shows and accepts `YYYY-MM-DD` (and `YYYY-MM-DD HH:mm[:ss]` with
 * `withTime`) whatever the browser's locale, where `<input type="date">` would show mm/dd/yyyy.
 * A text that is not yet a real date is passed on as typed (a space read as `T`), so the form's
 * own checks name it, and the field marks it.
 */
export function DateInput(props: DateInputProps) {
  // Inside a FormControl the label, id and caption are wired to this field as to a TextInput.
  const {
    value,
    onChange,
    withTime = false,
    systemZone = false,
    validationStatus,
    ...rest
  } = useFormControlForwardedProps(props);
  const suffix = systemZone ? SYSTEM_OFFSET_TEXT : '';
  const shownText = (v: string) =>
    dateFieldText(suffix && v.endsWith(suffix) ? v.slice(0, -suffix.length) : v);
  const [text, setText] = useState(() => shownText(value));
  const [shown, setShown] = useState(value);
  // A value set from outside (a reset, a loaded record) replaces what was typed.
  if (value !== shown) {
    setShown(value);
    setText(shownText(value));
  }
  const wrong = text.trim() !== '' && parseDateText(text, withTime) === undefined;
  return (
    <TextInput
      {...rest}
      type="text"
      inputMode="numeric"
      placeholder={withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD'}
      trailingVisual={systemZone ? SYSTEM_ZONE : undefined}
      value={text}
      validationStatus={validationStatus ?? (wrong ? 'error' : undefined)}
      aria-invalid={rest['aria-invalid'] ?? (wrong ? true : undefined)}
      onChange={(e) => {
        const typed = e.target.value;
        const parsed = parseDateText(typed, withTime);
        const next =
          typed.trim() === '' ? '' : parsed ? `${parsed}${suffix}` : typed.trim().replace(' ', 'T');
        setText(typed);
        setShown(next);
        onChange(next);
      }}
    />
  );
}
