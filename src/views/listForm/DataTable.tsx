import type { Lang, Row } from '../../domain/api';
import { DataTable as PrimerDataTable, Table, type Column } from '@primer/react/experimental';
import { useSelector } from '@xstate/react';
import { hasRowActions, RowActions, useCommandFocus } from './RowActions';
import { StatusBadge } from './StatusBadge';
import type { ColumnSpec, ListBodyProps } from './types';
import { useSystemText } from './useSystemText';

type Numbered = Row & { __sn: number };

/** The text a column shows for a row: per-language field, custom render, or the raw value. */
export function cellValue(col: ColumnSpec, row: Row, lang: Lang, t: (key: string) => string) {
  if (col.render) return col.render(row, lang);
  if (col.codes)
    return row[col.key] === null || row[col.key] === undefined ? '' : t(`${col.codes}.${row[col.key]}`);
  const v = col.bilingual
    ? row[col.bilingual[lang]] || row[col.bilingual[lang === 'zh' ? 'en' : 'zh']]
    : row[col.key];
  if (col.key === 'status') return <StatusBadge status={v} />;
  if (typeof v === 'boolean') return v ? '✓' : '';
  return Array.isArray(v) ? v.join(', ') : v === null || v === undefined ? '' : String(v);
}

/**
 * The rows, with the original's serial-number column first and an Operate column last whose
 * buttons appear only with their permission and are enabled only when the machine can take them.
 */
export function DataTable({ actorRef, config, can, onRowDialog }: ListBodyProps) {
  const { t, lang } = useSystemText();
  const rows = useSelector(actorRef, (s) => s.context.rows);
  const offset = useSelector(actorRef, (s) => (s.context.page - 1) * s.context.size);
  const data: Numbered[] = rows.map((r, i) => ({ ...r, __sn: offset + i + 1 }));
  const { containerRef, mark } = useCommandFocus(actorRef);
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
    ...config.columns.map((c): Column<Numbered> => ({
      id: c.key,
      header: t(c.label),
      renderCell: (row) => cellValue(c, row, lang, t),
    })),
    ...(hasRowActions(config, can)
      ? [{ id: 'operate', header: t('listForm.operate'), renderCell: operate }]
      : []),
  ];
  return (
    <Table.Container ref={containerRef}>
      <Table.Title as="h3" id={`${config.resource}-table`}>
        {t(config.title)}
      </Table.Title>
      <PrimerDataTable
        aria-labelledby={`${config.resource}-table`}
        data={data}
        columns={columns}
        cellPadding="condensed"
      />
    </Table.Container>
  );
}
