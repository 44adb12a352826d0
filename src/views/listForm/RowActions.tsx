import type { Row } from '../../domain/api';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '@primer/react';
import { useSelector } from '@xstate/react';
import type { ListFormActor } from '../../machines/listForm/listFormMachine';
import type { ScreenConfig } from './types';
import { useAreaText } from '../shared/useAreaText';
import { configText } from './configText';

type Can = (perm: string | undefined) => boolean;

/** Detail is offered instead of Edit to those who may list but not edit. */
const offersDetail = (config: ScreenConfig, can: Can) =>
  config.fields.length > 0 && config.detail !== false && !can(config.permissions.edit);

/** Whether any row button is permitted: the table leaves out its Operate column otherwise. */
export function hasRowActions(config: ScreenConfig, can: Can) {
  const { permissions: p, commands = [], rowDialogs = [] } = config;
  return (
    [p.edit, p.status, p.delete, ...commands.map((c) => c.perm), ...rowDialogs.map((d) => d.perm)].some(
      (perm) => perm && can(perm),
    ) || offersDetail(config, can)
  );
}

/**
 * A command that reloads the list (a move) leaves its button disabled meanwhile, which drops
 * keyboard focus: this gives it back once the list is idle, so Space can press "Move up" again.
 * `containerRef` goes on the element holding the buttons; `mark` takes the pressed button's key.
 */
export function useCommandFocus(actorRef: ListFormActor) {
  const idle = useSelector(actorRef, (s) => s.matches('loaded'));
  const rows = useSelector(actorRef, (s) => s.context.rows);
  const pending = useRef<string | null>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!idle || !pending.current) return;
    // The same button, or, when the move made it unavailable (now last), that row's other one.
    const [rowId] = pending.current.split(':');
    const button =
      containerRef.current?.querySelector<HTMLButtonElement>(
        `[data-command="${pending.current}"]:not([disabled])`,
      ) ??
      containerRef.current?.querySelector<HTMLButtonElement>(`[data-command^="${rowId}:"]:not([disabled])`);
    pending.current = null;
    button?.focus();
  }, [idle, rows]);
  return { containerRef, mark: (key: string) => void (pending.current = key) };
}

/**
 * One row's buttons: each appears only with its permission and is enabled only when the machine
 * can take it. `children` (a screen's own buttons) come before Delete.
 */
export function RowActions({
  actorRef,
  config,
  can,
  row,
  onRowDialog,
  onReload,
  children,
}: {
  actorRef: ListFormActor;
  config: ScreenConfig;
  can: Can;
  row: Row;
  onRowDialog: (name: string, row: Row) => void;
  /** A reloading command was pressed: its button's key, for useCommandFocus. */
  onReload: (key: string) => void;
  children?: ReactNode;
}) {
  const { t } = useAreaText('kit');
  const idle = useSelector(actorRef, (s) => s.matches('loaded'));
  const { permissions: p, commands = [], rowDialogs = [] } = config;
  const send = actorRef.send;
  const locked = config.rowEditable ? !config.rowEditable(row) : false;
  const detail = offersDetail(config, can) || (locked && config.fields.length > 0 && config.detail !== false);
  return (
    <div style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
      {detail && (
        <Button size="small" disabled={!idle} onClick={() => send({ type: 'row.view', id: row.id })}>
          {t('listForm.detail')}
        </Button>
      )}
      {config.fields.length > 0 && can(p.edit) && !locked && (
        <Button size="small" disabled={!idle} onClick={() => send({ type: 'row.edit', id: row.id })}>
          {t('listForm.edit')}
        </Button>
      )}
      {can(p.status) && row.status !== undefined && !locked && (
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
          {t(Number(row.status) === 1 ? 'listForm.freeze' : 'listForm.enable')}
        </Button>
      )}
      {rowDialogs
        .filter((d) => can(d.perm))
        .map((d) => (
          <Button key={d.name} size="small" disabled={!idle} onClick={() => onRowDialog(d.name, row)}>
            {configText(t, d.label)}
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
              if (c.reload) onReload(`${row.id}:${c.name}`);
              send({
                type: 'row.command',
                id: row.id,
                command: c.name,
                ...(c.confirm ? {} : { confirm: false }),
                ...(c.reload ? { reload: true } : {}),
              });
            }}
          >
            {configText(t, c.label)}
          </Button>
        ))}
      {children}
      {can(p.delete) && !locked && (
        <Button
          size="small"
          variant="danger"
          disabled={!idle}
          onClick={() => send({ type: 'row.delete', id: row.id, version: row.version })}
        >
          {t('listForm.delete')}
        </Button>
      )}
    </div>
  );
}
