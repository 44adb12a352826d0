import type { ReactNode } from 'react';
import { Button } from '@primer/react';
import { useSelector } from '@xstate/react';
import { CONSUMERS } from '../../domain/schemas/voyageData';
import type { RowList } from '../../machines/ledger/ledgerDraft';
import type { LedgerFormActor } from '../../machines/ledger/ledgerFormMachine';
import {
  ChoiceField,
  Fields,
  FuelField,
  NumField,
  TextField,
  TimeField,
  useBusy,
  useError,
  type FieldName,
} from './fields';
import { useAreaText } from '../shared/useAreaText';
import { InlineError } from '../shared/ErrorText';

type Column = { key: FieldName; kind: 'fuel' | 'num' | 'text' | 'time' | 'consumer' };
const timed: Column[] = [
  { key: 'fuel', kind: 'fuel' },
  { key: 'tonnes', kind: 'num' },
  { key: 'time', kind: 'time' },
];
/** The columns of each list tab (docs/ledger.md §1 Record: bunkers with their BDN, transfers, sludge, consumer split). */
export const COLUMNS: Record<Exclude<RowList, 'fuels'>, Column[]> = {
  bunkers: [
    ...timed,
    { key: 'sulphurPct', kind: 'num' },
    { key: 'viscosityCSt', kind: 'num' },
    { key: 'isoGrade', kind: 'text' },
    { key: 'bdnNo', kind: 'text' },
    { key: 'lcvMJperKg', kind: 'num' },
  ],
  transfers: timed,
  sludge: timed,
  consumers: [
    { key: 'fuel', kind: 'fuel' },
    { key: 'consumer', kind: 'consumer' },
    { key: 'atSeaT', kind: 'num' },
    { key: 'inPortT', kind: 'num' },
  ],
};

/** Episode fuel lines: the fuel and what the episode consumed of it. */
export const EPISODE_FUEL_COLUMNS: Column[] = [
  { key: 'fuel', kind: 'fuel' },
  { key: 'consumedT', kind: 'num' },
];

/** One list of a record (or an episode's fuels): a group of fields per row, add and delete. */
export function RowsTab({
  actorRef,
  list,
  columns,
}: {
  actorRef: LedgerFormActor;
  list: RowList;
  columns: Column[];
}) {
  const { t } = useAreaText('ledgerForms');
  return (
    <RowGroups
      actorRef={actorRef}
      list={list}
      intro={(count) => count === 0 && <p>{t('rows.none')}</p>}
      fields={(i) =>
        columns.map((c) => {
          const args = { actorRef, path: `${list}[${i}].${c.key}`, label: `fields.${c.key}` as const };
          if (c.kind === 'fuel') return <FuelField key={c.key} {...args} />;
          if (c.kind === 'num') return <NumField key={c.key} {...args} />;
          if (c.kind === 'time') return <TimeField key={c.key} {...args} />;
          if (c.kind === 'consumer')
            return <ChoiceField key={c.key} {...args} choices={CONSUMERS} prefix="consumers" />;
          return <TextField key={c.key} {...args} />;
        })
      }
    />
  );
}

/**
 * The frame of every row list of the dialog: `intro` (given the row count) above, then per row a
 * numbered group with its `fields` and a Remove button, the list's own error, and Add.
 */
export function RowGroups({
  actorRef,
  list,
  intro,
  fields,
}: {
  actorRef: LedgerFormActor;
  list: RowList;
  intro: (count: number) => ReactNode;
  fields: (index: number) => ReactNode;
}) {
  const { t } = useAreaText('ledgerForms');
  const busy = useBusy(actorRef);
  const count = useSelector(actorRef, (s) => ((s.context.draft[list] as unknown[] | undefined) ?? []).length);
  const listError = useError(actorRef, list);
  return (
    <>
      {intro(count)}
      {Array.from({ length: count }, (_, i) => (
        <fieldset
          key={i}
          style={{ border: '1px solid var(--borderColor-muted)', borderRadius: 6, marginBottom: 12 }}
        >
          <legend>{t('rows.row', { n: i + 1 })}</legend>
          <Fields>{fields(i)}</Fields>
          <Button
            size="small"
            variant="danger"
            disabled={busy}
            onClick={() => actorRef.send({ type: 'row.remove', list, index: i })}
          >
            {t('rows.remove', { n: i + 1 })}
          </Button>
        </fieldset>
      ))}
      {listError && <InlineError>{listError}</InlineError>}
      <Button disabled={busy} onClick={() => actorRef.send({ type: 'row.add', list })}>
        {t('rows.add')}
      </Button>
    </>
  );
}
