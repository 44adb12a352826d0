import type { Lang, Row } from '../../domain/api';
import { DataTable as PrimerDataTable, Table, type Column } from '@primer/react/experimental';
import { useActorRef, useSelector } from '@xstate/react';
import css from './DataTable.module.css';
import { visibleKeys } from '../../machines/listForm/columnsMachine';
import { columnsInput, storedColumnsMachine } from '../../machines/listForm/provided';
import { ColumnChooser } from './ColumnChooser';
import { hasRowActions, RowActions, useCommandFocus } from './RowActions';
import { StatusBadge } from './StatusBadge';
import type { ColumnSpec, ListBodyProps } from './types';
import type { TFunction } from 'i18next';
import { useAreaText, type AreaNamespace } from '../shared/useAreaText';
import { configText } from './configText';

type Numbered = Row & { __sn: number };

/** The text a column shows for a row: per-language field, custom render, or the raw value. */
export function cellValue<N extends AreaNamespace>(col: ColumnSpec, row: Row, lang: Lang, t: TFunction<N>) {
  if (col.render) return col.render(row, lang);
  if (col.codes)
    return row[col.key] === null || row[col.key] === undefined
      ? ''
      : configText(t, `${col.codes}.${row[col.key]}`);
  const v = col.bilingual
    ? row[col.bilingual[lang]] || row[col.bilingual[lang === 'zh' ? 'en' : 'zh']]
    : row[col.key];
  if (col.key === 'status') return <StatusBadge status={v} />;
  if (typeof v === 'boolean') return v ? '✓' : '';
  return Array.isArray(v) ? v.join(', ') : v === null || v === undefined ? '' : String(v);
}

/**
 * The table scrolls sideways inside the page rather than widening it, and the Operate column stays
 * pinned at the right edge, so a row's buttons are always in view however many columns are shown.
 * `data-pinned` is set when the last column is Operate.
 */

/**
 * The rows, with the original's serial-number column first and an Operate column last whose
 * buttons appear only with their permission and are enabled only when the machine can take them.
 * A Columns menu shows or hides the list's optional columns; the choice is kept in this browser.
 */
export function DataTable({ actorRef, config, can, onRowDialog }: ListBodyProps) {
  const { t, lang } = useAreaText('kit');
  const rows = useSelector(actorRef, (s) => s.context.rows);
  const offset = useSelector(actorRef, (s) => (s.context.page - 1) * s.context.size);
  const data: Numbered[] = rows.map((r, i) => ({ ...r, __sn: offset + i + 1 }));
  const { containerRef, mark } = useCommandFocus(actorRef);
  const chooser = useActorRef(storedColumnsMachine, {
    input: columnsInput(
      config.resource,
      config.columns.map((c) => ({ key: c.key, optional: c.optional === true })),
    ),
  });
  const shown = useSelector(chooser, (s) => visibleKeys(s.context));
  const operate = (row: Row) => (
    <RowActions
      actorRef={actorRef}
      config={config}
      can={can}
      row={row}
      onRowDialog={onRowDialog}
      onReload={mark}
    />
  );
  const columns: Column<Numbered>[] = [
    { header: t('listForm.sn'), field: '__sn', rowHeader: true, width: 'auto' },
    ...config.columns
      .filter((c) => shown.includes(c.key))
      .map((c): Column<Numbered> => ({
        id: c.key,
        header: configText(t, c.label),
        renderCell: (row) => cellValue(c, row, lang, t),
      })),
    ...(hasRowActions(config, can)
      ? [{ id: 'operate', header: t('listForm.operate'), renderCell: operate }]
      : []),
  ];
  return (
    <Table.Container ref={containerRef}>
      <Table.Title as="h3" id={`${config.resource}-table`}>
        {configText(t, config.title)}
      </Table.Title>
      <Table.Actions>
        <ColumnChooser actorRef={chooser} columns={config.columns} />
      </Table.Actions>
      <div className={css.scroller} data-pinned={hasRowActions(config, can) ? '' : undefined}>
        <PrimerDataTable
          aria-labelledby={`${config.resource}-table`}
          data={data}
          columns={columns}
          cellPadding="condensed"
        />
      </div>
    </Table.Container>
  );
}
