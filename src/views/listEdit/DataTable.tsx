import { useEffect, useRef } from 'react';
import { Button } from '@primer/react';
import { DataTable as PrimerDataTable, Table, type Column } from '@primer/react/experimental';
import { useSelector } from '@xstate/react';
import type { ListEditActor } from '../../machines/listEdit/listEditMachine';
import type { Row } from '../../services/dictionariesApi';
import { StatusBadge } from './StatusBadge';
import type { ColumnSpec, Lang, ScreenConfig } from './types';
import { useAdminText } from './useAdminText';

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
export function DataTable({
  actorRef,
  config,
  can,
  onRowDialog,
}: {
  actorRef: ListEditActor;
  config: ScreenConfig;
  can: (perm: string | undefined) => boolean;
  onRowDialog: (name: string, row: Row) => void;
}) {
  const { t, lang } = useAdminText();
  const rows = useSelector(actorRef, (s) => s.context.rows);
  const offset = useSelector(actorRef, (s) => (s.context.page - 1) * s.context.size);
  const idle = useSelector(actorRef, (s) => s.matches('loaded'));
  const { permissions: p, commands = [], rowDialogs = [] } = config;
  const data: Numbered[] = rows.map((r, i) => ({ ...r, __sn: offset + i + 1 }));
  const send = actorRef.send;
  const detail = config.fields.length > 0 && config.detail !== false && !can(p.edit);
  // A command that reloads the list (a move) leaves its button disabled meanwhile, which drops
  // keyboard focus: give it back once the list is idle, so Space can press "Move up" again.
  const refocus = useRef<string | null>(null);
  const tableRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!idle || !refocus.current) return;
    const button = tableRef.current?.querySelector<HTMLButtonElement>(
      `[data-command="${refocus.current}"]:not([disabled])`,
    );
    refocus.current = null;
    button?.focus();
  }, [idle, rows]);

  const operate = (row: Row) => (
    <div style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      {detail && (
        <Button size="small" disabled={!idle} onClick={() => send({ type: 'row.view', id: row.id })}>
          {t('listEdit.detail')}
        </Button>
      )}
      {config.fields.length > 0 && can(p.edit) && (
        <Button size="small" disabled={!idle} onClick={() => send({ type: 'row.edit', id: row.id })}>
          {t('listEdit.edit')}
        </Button>
      )}
      {can(p.status) && row.status !== undefined && (
        <Button
          size="small"
          disabled={!idle}
          onClick={() =>
            send({
              type: 'row.status',
              id: row.id,
              status: Number(row.status) === 1 ? 0 : 1,
              version: row.version,
            })
          }
        >
          {t(Number(row.status) === 1 ? 'listEdit.freeze' : 'listEdit.enable')}
        </Button>
      )}
      {rowDialogs
        .filter((d) => can(d.perm))
        .map((d) => (
          <Button key={d.name} size="small" disabled={!idle} onClick={() => onRowDialog(d.name, row)}>
            {t(d.label)}
          </Button>
        ))}
      {commands
        .filter((c) => can(c.perm))
        .map((c) => (
          <Button
            key={c.name}
            size="small"
            data-command={`${row.id}:${c.name}`}
            disabled={!idle || (c.enabled ? !c.enabled(row) : false)}
            onClick={() => {
              if (c.reload) refocus.current = `${row.id}:${c.name}`;
              send({
                type: 'row.command',
                id: row.id,
                command: c.name,
                ...(c.confirm ? {} : { confirm: false }),
                ...(c.reload ? { reload: true } : {}),
              });
            }}
          >
            {t(c.label)}
          </Button>
        ))}
      {can(p.delete) && (
        <Button
          size="small"
          variant="danger"
          disabled={!idle}
          onClick={() => send({ type: 'row.delete', id: row.id, version: row.version })}
        >
          {t('listEdit.delete')}
        </Button>
      )}
    </div>
  );
  const hasOperate =
    [p.edit, p.status, p.delete, ...commands.map((c) => c.perm), ...rowDialogs.map((d) => d.perm)].some(
      (perm) => perm && can(perm),
    ) || detail;
  const columns: Column<Numbered>[] = [
    { header: t('listEdit.sn'), field: '__sn', rowHeader: true, width: 'auto' },
    ...config.columns.map((c): Column<Numbered> => ({
      id: c.key,
      header: t(c.label),
      renderCell: (row) => cellValue(c, row, lang, t),
    })),
    ...(hasOperate ? [{ id: 'operate', header: t('listEdit.operate'), renderCell: operate }] : []),
  ];
  return (
    <Table.Container ref={tableRef}>
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
