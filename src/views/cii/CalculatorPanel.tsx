import { useId, useState } from 'react';
import { Button, FormControl, Heading, Select, Text, TextInput } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { CiiResult } from '../../domain/cii';
import { calculatorComplete, fuelField } from '../../domain/cii/calculatorForm';
import { FUEL_CODES, FUELS } from '../../domain/registry/fuels';
import { SHIP_TYPES, SHIP_TYPE_INFO, isShipType } from '../../domain/registry/shipTypes';
import { ciiCalculatorClient } from '../../machines/cii/provided';
import { LoadFailed } from '../shared/LoadFailed';
import { useAreaText } from '../shared/useAreaText';
import { fmt } from './whatIfData';

type Form = Record<string, string>;
const blank = (): Form => ({
  shipType: 'bulk_carrier',
  dwt: '',
  gt: '',
  year: String(new Date().getFullYear()),
  distanceNm: '',
});

function Labelled({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <FormControl id={id}>
      <FormControl.Label>{label}</FormControl.Label>
      <TextInput inputMode="decimal" value={value} onChange={(e) => onChange(e.target.value)} />
    </FormControl>
  );
}

/** The plain calculator of POST /api/calc/cii (docs/api-calc.md §1): the figures the user types. */
export function CalculatorPanel() {
  const { t: tc, lang, errorText } = useAreaText('cii');
  const actorRef = useActorRef(ciiCalculatorClient);
  const state = useSelector(actorRef, (s) => s);
  const [form, setForm] = useState<Form>(blank);
  const set = (name: string) => (v: string) => setForm((f) => ({ ...f, [name]: v }));
  const capacity = isShipType(form.shipType) ? SHIP_TYPE_INFO[form.shipType].capacity : 'dwt';
  const run = () => actorRef.send({ type: 'query.run', query: form, complete: calculatorComplete(form) });
  const result = state.matches('ready') ? (state.context.data as CiiResult) : null;
  const typeId = useId();
  return (
    <section aria-label={tc('calculator.title')}>
      <Heading as="h3" style={{ fontSize: 16, margin: '8px 0' }}>
        {tc('calculator.title')}
      </Heading>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          run();
        }}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}
      >
        <FormControl id={typeId}>
          <FormControl.Label>{tc('calculator.shipType')}</FormControl.Label>
          <Select value={form.shipType} onChange={(e) => set('shipType')(e.target.value)}>
            {SHIP_TYPES.map((s) => (
              <Select.Option key={s} value={s}>
                {lang === 'zh' ? SHIP_TYPE_INFO[s].nameZh : SHIP_TYPE_INFO[s].nameEn}
              </Select.Option>
            ))}
          </Select>
        </FormControl>
        <Labelled label={tc(`calculator.${capacity}`)} value={form[capacity]} onChange={set(capacity)} />
        <Labelled label={tc('calculator.year')} value={form.year} onChange={set('year')} />
        <Labelled label={tc('calculator.distance')} value={form.distanceNm} onChange={set('distanceNm')} />
        {FUEL_CODES.map((f) => (
          <Labelled
            key={f}
            label={tc('calculator.fuel', { fuel: lang === 'zh' ? FUELS[f].nameZh : FUELS[f].nameEn })}
            value={form[fuelField(f)] ?? ''}
            onChange={set(fuelField(f))}
          />
        ))}
        <Button type="submit" variant="primary">
          {tc('calculator.run')}
        </Button>
        <Button
          type="button"
          onClick={() => {
            setForm(blank());
            actorRef.send({ type: 'query.reset' });
          }}
        >
          {tc('calculator.reset')}
        </Button>
      </form>
      {state.matches('incomplete') && <Text as="p">{tc('calculator.incomplete')}</Text>}
      {state.matches('failed') && (
        <LoadFailed text={errorText(state.context.errorCode)} retryLabel={tc('whatIf.retry')} onRetry={run} />
      )}
      {result && (
        <dl
          aria-label={tc('calculator.rating')}
          style={{ display: 'grid', gridTemplateColumns: 'max-content auto', gap: '4px 16px' }}
        >
          <dt>{tc('calculator.attained')}</dt>
          <dd>{fmt(result.attained, lang, 4)}</dd>
          <dt>{tc('calculator.required')}</dt>
          <dd>{fmt(result.required, lang, 4)}</dd>
          <dt>{tc('calculator.ratio')}</dt>
          <dd>{fmt(result.ratio, lang, 4)}</dd>
          <dt>{tc('calculator.co2')}</dt>
          <dd>{fmt(result.co2Tonnes, lang, 2)}</dd>
          <dt>{tc('calculator.rating')}</dt>
          <dd data-testid="calc-rating">{result.rating}</dd>
        </dl>
      )}
    </section>
  );
}
