import { useId } from 'react';
import { FormControl, Select, TextInput } from '@primer/react';
import { useSelector } from '@xstate/react';
import type { ListFormActor } from '../../machines/listForm/listFormMachine';
import type { FilterSpec, OptionsSource } from './types';
import { useOptions } from './useOptions';
import { useAreaText } from '../shared/useAreaText';
import { configText } from './configText';
import { DateInput } from '../shared/DateInput';

interface SelectProps {
  id: string;
  source: OptionsSource | undefined;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** A filter's choices, loaded once per mount: a dependent filter is remounted per parent value. */
function FilterSelect({ id, source, value, disabled, onChange }: SelectProps) {
  const { t } = useAreaText('kit');
  const options = useOptions(source);
  return (
    <Select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
      <Select.Option value="">{t('listForm.all')}</Select.Option>
      {options.map((o) => (
        <Select.Option key={o.value} value={o.value}>
          {o.label}
        </Select.Option>
      ))}
    </Select>
  );
}

/**
 * One filter bound to the list's machine. `dependents` are the filters whose choices follow this
 * one: a change here clears them, since their value belongs to the old choice (a sub-type of
 * another ship type would match nothing).
 */
export function FilterInput({
  actorRef,
  filter,
  dependents,
}: {
  actorRef: ListFormActor;
  filter: FilterSpec;
  dependents: string[];
}) {
  const { t } = useAreaText('kit');
  // FormControl wires its label only to an input that is its direct child; the select is not.
  const id = useId();
  const value = useSelector(actorRef, (s) => s.context.filters[filter.name] ?? '');
  const parent = useSelector(actorRef, (s) =>
    filter.dependsOn ? (s.context.filters[filter.dependsOn.filter] ?? '') : '',
  );
  // A dependent filter waits for its parent: its choices are those of the parent's value.
  const waiting = Boolean(filter.dependsOn) && !parent;
  const change = (v: string) => {
    actorRef.send({ type: 'filter.change', name: filter.name, value: v });
    for (const name of dependents) actorRef.send({ type: 'filter.change', name, value: '' });
  };
  return (
    <FormControl id={id} disabled={waiting}>
      <FormControl.Label>{configText(t, filter.label)}</FormControl.Label>
      {filter.type === 'select' ? (
        <FilterSelect
          key={parent}
          id={id}
          source={filter.dependsOn ? filter.dependsOn.options(parent) : filter.options}
          value={value}
          disabled={waiting}
          onChange={change}
        />
      ) : filter.type === 'datetime' ? (
        <DateInput withTime systemZone value={value} onChange={change} />
      ) : (
        <TextInput value={value} onChange={(e) => change(e.target.value)} />
      )}
    </FormControl>
  );
}
