import { useId } from 'react';
import { Checkbox, FormControl, Select, TextInput } from '@primer/react';
import { useSelector } from '@xstate/react';
import {
  getIn,
  joinLocalTime,
  OFFSETS_MIN,
  offsetText,
  splitLocalTime,
  browserOffset,
} from '../../machines/ledger/ledgerDraft';
import { shownErrors, type LedgerFormActor } from '../../machines/ledger/ledgerFormMachine';
import type { Resources } from 'i18next';
import { useAreaText } from '../shared/useAreaText';
import { formMessage } from './formMessage';
import { DateInput } from '../shared/DateInput';
import { fuelNameText } from '../shared/labels/FuelName';

type FormTexts = Resources['ledgerForms'];
/** A field the entry dialogs name in their `fields.*` texts. */
export type FieldName = Exclude<keyof FormTexts['fields'], 'offset'>;
/** A field's label. */
export type FieldLabel = `fields.${FieldName}`;
/** The texts a choice's values are named by. */
type ChoicePrefix = 'consumers' | 'kinds';

export interface FieldArgs {
  actorRef: LedgerFormActor;
  /** The draft path the field edits (`fuels[1].robArrivalT`): the same path a server error names. */
  path: string;
  label: FieldLabel;
  disabled?: boolean;
}

export const useValue = (actorRef: LedgerFormActor, path: string) =>
  useSelector(actorRef, (s) => getIn(s.context.draft, path));
/** The translated message at a path, or '' (the mass balance of a fuel shows at its `.stay`). */
export function useError(actorRef: LedgerFormActor, path: string) {
  const { t } = useAreaText('ledgerForms');
  const code = useSelector(actorRef, (s) => shownErrors(s.context)[path]);
  return code ? formMessage(t, code) : '';
}
export const useBusy = (actorRef: LedgerFormActor) => useSelector(actorRef, (s) => s.hasTag('busy'));

const Validation = ({ error }: { error: string }) =>
  error ? <FormControl.Validation variant="error">{error}</FormControl.Validation> : null;

/** A text or number box; numbers stay text while typed (the draft parses them on save). */
export function TextField({ actorRef, path, label, disabled, numeric }: FieldArgs & { numeric?: boolean }) {
  const { t } = useAreaText('ledgerForms');
  const value = useValue(actorRef, path);
  const error = useError(actorRef, path);
  const busy = useBusy(actorRef);
  return (
    <FormControl disabled={disabled || busy}>
      <FormControl.Label>{t(label)}</FormControl.Label>
      <TextInput
        block
        inputMode={numeric ? 'decimal' : undefined}
        value={value === undefined || value === null ? '' : String(value)}
        validationStatus={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(e) => actorRef.send({ type: 'field', path, value: e.target.value })}
      />
      <Validation error={error} />
    </FormControl>
  );
}

export const NumField = (args: FieldArgs) => <TextField {...args} numeric />;

export function CheckField({ actorRef, path, label, disabled }: FieldArgs) {
  const { t } = useAreaText('ledgerForms');
  const value = Boolean(useValue(actorRef, path));
  const error = useError(actorRef, path);
  const busy = useBusy(actorRef);
  return (
    <FormControl disabled={disabled || busy}>
      <Checkbox
        checked={value}
        onChange={(e) => actorRef.send({ type: 'field', path, value: e.target.checked })}
      />
      <FormControl.Label>{t(label)}</FormControl.Label>
      <Validation error={error} />
    </FormControl>
  );
}

/** A select over fixed choices, each labelled by `${prefix}.${value}`. */
export function ChoiceField({
  actorRef,
  path,
  label,
  disabled,
  choices,
  prefix,
}: FieldArgs & { choices: readonly string[]; prefix: ChoicePrefix | 'fuel' }) {
  const { t } = useAreaText('ledgerForms');
  const kit = useAreaText('kit').t;
  const value = String(useValue(actorRef, path) ?? '');
  const error = useError(actorRef, path);
  const busy = useBusy(actorRef);
  return (
    <FormControl disabled={disabled || busy}>
      <FormControl.Label>{t(label)}</FormControl.Label>
      <Select
        block
        value={value}
        validationStatus={error ? 'error' : undefined}
        onChange={(e) => actorRef.send({ type: 'field', path, value: e.target.value })}
      >
        {choices.map((c) => (
          <Select.Option key={c} value={c}>
            {prefix === 'fuel' ? fuelNameText(kit, c) : t(`${prefix}.${c}`, { defaultValue: c })}
          </Select.Option>
        ))}
      </Select>
      <Validation error={error} />
    </FormControl>
  );
}

/** The fuel of a line: the ship's fuels, plus the stored one if the ship no longer lists it. */
export function FuelField(args: FieldArgs) {
  const fuels = useSelector(args.actorRef, (s) => s.context.fuels);
  const value = String(useValue(args.actorRef, args.path) ?? '');
  const choices = value && !fuels.includes(value) ? [...fuels, value] : fuels;
  return <ChoiceField {...args} choices={choices} prefix="fuel" />;
}

/**
 * A local date-time with its UTC offset (−12:00 … +14:00 in quarter hours), kept as one contract
 * text (`2025-03-02T14:30+05:30`): what the ship's clock said, and where.
 */
export function TimeField({ actorRef, path, label, disabled }: FieldArgs) {
  const { t } = useAreaText('ledgerForms');
  const offsetId = useId();
  const value = String(useValue(actorRef, path) ?? '');
  const error = useError(actorRef, path);
  const busy = useBusy(actorRef);
  const { local, offsetMin } = splitLocalTime(value, browserOffset());
  const send = (l: string, o: number) => actorRef.send({ type: 'field', path, value: joinLocalTime(l, o) });
  return (
    <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
      <FormControl disabled={disabled || busy}>
        <FormControl.Label>{t(label)}</FormControl.Label>
        <DateInput
          withTime
          value={local}
          validationStatus={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(l) => send(l, offsetMin)}
        />
        <Validation error={error} />
      </FormControl>
      {/* Never narrower than its longest text ("UTC+12:45"): the date box takes what is left. */}
      <div style={{ flex: '0 0 auto' }} data-offset-field>
        <FormControl disabled={disabled || busy} id={offsetId}>
          <FormControl.Label>
            {t(label)} · {t('fields.offset')}
          </FormControl.Label>
          <Select
            value={String(offsetMin)}
            style={{ minWidth: '12ch' }}
            onChange={(e) => send(local, Number(e.target.value))}
          >
            {OFFSETS_MIN.map((o) => (
              <Select.Option key={o} value={String(o)}>
                {`UTC${offsetText(o)}`}
              </Select.Option>
            ))}
          </Select>
        </FormControl>
      </div>
    </div>
  );
}

/** A row of fields that wraps on narrow dialogs. */
export const Fields = ({ children }: { children: React.ReactNode }) => (
  <div
    style={{
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      gap: 12,
      alignItems: 'start',
      marginBottom: 12,
    }}
  >
    {children}
  </div>
);
