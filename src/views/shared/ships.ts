import type { Lang, Row } from '../../domain/api';
import { useActorRef, useSelector } from '@xstate/react';
import { optionRowsMachine } from '../../machines/listForm/provided';
import type { OptionsSource } from '../listForm/types';

/*
 * The fleet as every area shows it: a ship's name and reference, and the choices of ships,
 * companies and fleet dictionaries that filters and pickers offer.
 */

/** A ship's name in the UI language (the other when it has none). */
export const shipName = (row: object, lang: Lang) => {
  const r = row as Record<string, unknown>;
  const en = String(r.shipNameEn ?? r.nameEn ?? '');
  const zh = String(r.shipNameZh ?? r.nameZh ?? '');
  return lang === 'zh' ? zh || en : en || zh;
};

/** The contract's name of a ship: its IMO number, or its registration number when it has none. */
export const shipRef = (row: Row) => String(row.imo || row.registrationNo || '');

/** The ships the user may see, as rows (id, names, IMO, registration number), loaded once. */
export function useShipRows(): Row[] {
  const actorRef = useActorRef(optionRowsMachine({ resource: 'fleet/ships' }));
  return useSelector(actorRef, (s) => (s.context.data as Row[] | null) ?? []);
}

/** The ships a user may see, for a filter or a picker: the fleet's list route. */
export const shipOptions: OptionsSource = {
  kind: 'resource',
  resource: 'fleet/ships',
  value: 'id',
  label: (row: Row, lang: Lang) => `${shipName(row, lang)} ${row.imo ?? row.registrationNo ?? ''}`.trim(),
};

/** The companies a user may see, for a filter or a picker. */
export const companies: OptionsSource = {
  kind: 'resource',
  resource: 'fleet/companies/options',
  value: 'id',
  label: (row, lang) => String(lang === 'zh' ? row.nameZh : row.nameEn),
};

const codeLabel = (row: Row, lang: Lang) =>
  `${row.code} ${lang === 'zh' ? (row.cnName ?? '') : (row.enName ?? '')}`.trim();
/** Dictionary choices from the fleet's own lookups, which every ship editor may read. */
export const lookup = (name: string): OptionsSource => ({
  kind: 'resource',
  resource: `fleet/lookups/${name}`,
  value: 'code',
  label: codeLabel,
});
