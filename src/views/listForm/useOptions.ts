import type { Row } from '../../domain/api';
import { useActorRef, useSelector } from '@xstate/react';
import { optionRowsMachine } from '../../machines/listForm/provided';
import type { OptionsSource } from './types';
import { useAreaText } from '../shared/useAreaText';
import { configText } from './configText';

export interface Option {
  value: string;
  label: string;
  /** The value as the API has it (a number id, a code), which the field sends back. */
  raw: string | number;
}

/**
 * The choices of a select: static ones translated, resource ones loaded once with the shell's
 * fetch machine. Values are strings, as <select> gives them; fields convert them back.
 */
export function useOptions(source: OptionsSource | undefined): Option[] {
  const { t, lang } = useAreaText('kit');
  const actorRef = useActorRef(optionRowsMachine(source?.kind === 'resource' ? source : null));
  const rows = useSelector(actorRef, (s) => s.context.data as Row[] | null);
  if (!source) return [];
  if (source.kind === 'static')
    return source.options.map((o) => ({
      value: String(o.value),
      label: configText(t, o.label),
      raw: o.value,
    }));
  return (rows ?? []).map((row) => ({
    value: String(row[source.value]),
    label: source.label(row, lang),
    raw: row[source.value] as string | number,
  }));
}
