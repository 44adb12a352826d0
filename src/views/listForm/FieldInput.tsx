import { DateInput } from '../shared/DateInput';
import { useId } from 'react';
import {
  Checkbox,
  CheckboxGroup,
  FormControl,
  Select,
  TextInput,
  Textarea,
  VisuallyHidden,
} from '@primer/react';
import type { FieldProps } from './types';
import { useOptions } from './useOptions';
import { useAreaText } from '../shared/useAreaText';
import { configText } from './configText';

const STATUS = {
  kind: 'static' as const,
  options: [
    { value: 1, label: 'status.enabled' },
    { value: 0, label: 'status.frozen' },
  ],
};

/**
 * One edit-dialog field in a Primer FormControl, so label, required mark and error message are
 * tied to the input for screen readers. Sends typed values: numbers, booleans, id arrays, a File.
 */
export function FieldInput({ field, value, error, disabled, onChange }: FieldProps) {
  const { t } = useAreaText('kit');
  const options = useOptions(field.type === 'status' ? STATUS : field.options);
  const label = configText(t, field.label);
  const validation = error ? <FormControl.Validation variant="error">{error}</FormControl.Validation> : null;
  const text = value === null || value === undefined ? '' : String(value);
  // FormControl labels only the Primer inputs it knows; a native file input needs the id itself.
  const id = useId();
  const fileId = field.type === 'file' ? id : undefined;

  if (field.type === 'multiselect') {
    const selected = new Set(((value as unknown[]) ?? []).map(String));
    return (
      // Primer's own required group says ", required" to a screen reader in English whatever the UI
      // language: the mark and its words are ours.
      <CheckboxGroup disabled={disabled}>
        <CheckboxGroup.Label>
          {label}
          {field.required && (
            <>
              <span aria-hidden="true"> *</span>
              <VisuallyHidden>{`, ${t('validation.msg.required')}`}</VisuallyHidden>
            </>
          )}
        </CheckboxGroup.Label>
        {options.map((o) => (
          <FormControl key={o.value}>
            <Checkbox
              value={o.value}
              checked={selected.has(o.value)}
              onChange={(e) => {
                const next = options.filter((x) =>
                  x.value === o.value ? e.target.checked : selected.has(x.value),
                );
                onChange(next.map((x) => x.raw));
              }}
            />
            <FormControl.Label>{o.label}</FormControl.Label>
          </FormControl>
        ))}
        {error && <CheckboxGroup.Validation variant="error">{error}</CheckboxGroup.Validation>}
      </CheckboxGroup>
    );
  }
  if (field.type === 'checkbox')
    return (
      <FormControl disabled={disabled}>
        <Checkbox checked={Boolean(value)} onChange={(e) => onChange(e.target.checked)} />
        <FormControl.Label>{label}</FormControl.Label>
        {validation}
      </FormControl>
    );
  return (
    <FormControl required={field.required} disabled={disabled} id={fileId}>
      <FormControl.Label>{label}</FormControl.Label>
      {field.type === 'select' || field.type === 'status' ? (
        <Select
          value={text}
          onChange={(e) => onChange(options.find((o) => o.value === e.target.value)?.raw ?? null)}
        >
          <Select.Option value="">{t('listForm.choose')}</Select.Option>
          {options.map((o) => (
            <Select.Option key={o.value} value={o.value}>
              {o.label}
            </Select.Option>
          ))}
        </Select>
      ) : field.type === 'textarea' ? (
        <Textarea value={text} block onChange={(e) => onChange(e.target.value)} />
      ) : field.type === 'file' ? (
        <input
          type="file"
          id={fileId}
          aria-invalid={error ? true : undefined}
          accept={field.accept}
          disabled={disabled}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        />
      ) : field.type === 'date' ? (
        <DateInput block value={text} onChange={(v) => onChange(v)} />
      ) : (
        <TextInput
          block
          type={field.type === 'number' || field.type === 'password' ? field.type : 'text'}
          autoComplete={field.type === 'password' ? 'new-password' : undefined}
          value={value instanceof File ? '' : text}
          onChange={(e) =>
            onChange(
              field.type === 'number'
                ? e.target.value === ''
                  ? null
                  : Number(e.target.value)
                : e.target.value,
            )
          }
        />
      )}
      {validation}
    </FormControl>
  );
}
