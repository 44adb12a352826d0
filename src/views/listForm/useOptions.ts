import type { Row } from '../../domain/api';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { fetchMachine } from '../../machines/fetchMachine';
import { listRows } from '../../services/dictionariesApi';
import type { OptionsSource } from './types';
import { useSystemText } from './useSystemText';

export interface Option {
  value: string;
  label: string;
  /** The value as the API has it (a number id, a code), which the field sends back. */
  raw: string | number;
}

/** Largest page the server serves; every options list (ship types, roles) is far smaller. */
const OPTIONS_SIZE = 500;

/**
 * The choices of a select: static ones translated, resource ones loaded once with the shell's
 * fetch machine. Values are strings, as <select> gives them; fields convert them back.
 */
export function useOptions(source: OptionsSource | undefined): Option[] {
  const { t, lang } = useSystemText();
  const actorRef = useActorRef(
    fetchMachine.provide({
      actors: {
        fetch: fromPromise<unknown>(async ({ signal }): Promise<Row[]> => {
          if (source?.kind !== 'resource') return [];
          if (source.load) return source.load(signal);
          return (await listRows(source.resource, { ...source.query, page: 1, size: OPTIONS_SIZE }, signal))
            .items;
        }),
      },
    }),
  );
  const rows = useSelector(actorRef, (s) => s.context.data as Row[] | null);
  if (!source) return [];
  if (source.kind === 'static')
    return source.options.map((o) => ({ value: String(o.value), label: t(o.label), raw: o.value }));
  return (rows ?? []).map((row) => ({
    value: String(row[source.value]),
    label: source.label(row, lang),
    raw: row[source.value] as string | number,
  }));
}
