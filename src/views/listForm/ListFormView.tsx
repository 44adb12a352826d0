import type { Row } from '../../domain/api';
import { useState } from 'react';
import { Button, Text } from '@primer/react';
import { Blankslate } from '@primer/react/experimental';
import { useSelector } from '@xstate/react';
import type { EditDialogActor } from '../../machines/listForm/editDialogMachine';
import type { ListFormActor } from '../../machines/listForm/listFormMachine';
import { ConfirmDialog } from './ConfirmDialog';
import { DataTable } from './DataTable';
import { FilterBar } from './FilterBar';
import { Pagination } from './Pagination';
import { DialogStatus, RecordDialog } from './RecordDialog';
import type { ScreenConfig } from './types';
import { useAreaText } from '../shared/useAreaText';
import { configText } from './configText';
import { ErrorBanner } from '../shared/ErrorText';
import { today } from '../../i18n/format';

export interface ListFormViewProps {
  actorRef: ListFormActor;
  config: ScreenConfig;
  can: (perm: string | undefined) => boolean;
}

/** Renders a list-and-edit machine for one resource: filters, rows, pager, and its dialogs. */
export function ListFormView({ actorRef, config, can }: ListFormViewProps) {
  const { t, lang, errorText } = useAreaText('kit');
  const state = useSelector(actorRef, (s) => s);
  // Which row dialog is open is the view's own business: the machine never waits on it.
  const [rowDialog, setRowDialog] = useState<{ name: string; row: Row } | null>(null);
  const { context: c } = state;
  // The open record's dialog runs in its own machine, the list's child while it is open.
  const dialog = state.children.editDialog as EditDialogActor | undefined;
  const inDialog = state.matches('dialog');
  const error = errorText(c.errorCode, c.errorMessage);
  const command = config.commands?.find((x) => x.name === c.target?.command);
  // A whole number is also the count a plural text reads ("Exported 1 row.").
  const notice =
    c.notice &&
    t(`notices.${c.notice.code}`, {
      value: c.notice.value,
      ...(/^\d+$/.test(c.notice.value ?? '') ? { count: Number(c.notice.value) } : {}),
      defaultValue: `notices.${c.notice.code}`,
    });
  const Body = config.body ?? DataTable;

  const exportList = () =>
    actorRef.send({
      type: 'list.export',
      fileName: `${configText(t, config.title)}-${today()}`,
      columns: config.columns.map((col) => ({
        key: col.key,
        label: configText(t, col.label),
        format: (row: Row) => {
          if (col.text) return col.text(row, lang);
          // Same fallback as the table: the other language's text when the UI language's is empty.
          const v = col.bilingual
            ? row[col.bilingual[lang]] || row[col.bilingual[lang === 'zh' ? 'en' : 'zh']]
            : row[col.key];
          if (v === null || v === undefined) return '';
          if (col.codes) return configText(t, `${col.codes}.${v}`);
          // The list shows status as a badge: the file gets its words, not 1 / 0.
          if (col.key === 'status') return t(Number(v) === 1 ? 'status.enabled' : 'status.frozen');
          return typeof v === 'number' ? v : String(v);
        },
      })),
    });

  return (
    <section aria-label={configText(t, config.title)}>
      {config.intro && (
        <Text as="p" style={{ marginTop: 0, color: 'var(--fgColor-muted)' }}>
          {configText(t, config.intro)}
        </Text>
      )}
      <FilterBar actorRef={actorRef} config={config} can={can} onExport={exportList} />
      {dialog ? (
        <DialogStatus actorRef={dialog} />
      ) : (
        <Text as="p" role="status" style={{ minHeight: 20 }}>
          {state.hasTag('busy') ? t('listForm.busy') : notice || ''}
        </Text>
      )}
      {error && !inDialog && <ErrorBanner text={error} />}
      {state.matches('failed') && (
        <Blankslate>
          <Blankslate.Heading as="h3">{t('listForm.loadFailed')}</Blankslate.Heading>
          <Button onClick={() => actorRef.send({ type: 'list.retry' })}>{t('listForm.retry')}</Button>
        </Blankslate>
      )}
      {state.matches('empty') && (
        <Blankslate>
          <Blankslate.Heading as="h3">{t('listForm.noData')}</Blankslate.Heading>
        </Blankslate>
      )}
      {c.rows.length > 0 && !state.matches('failed') && !state.matches('empty') && (
        <>
          <Body
            actorRef={actorRef}
            config={config}
            can={can}
            onRowDialog={(name, row) => setRowDialog({ name, row })}
          />
          {/* A screen's own body (the function tree) shows all of its rows at once: no pages. */}
          {!config.body && <Pagination actorRef={actorRef} />}
        </>
      )}
      {dialog && <RecordDialog actorRef={dialog} fields={config.fields} />}
      {(state.matches('confirmingDelete') || state.matches('deleting')) && (
        <ConfirmDialog
          message={t('listForm.confirmDelete')}
          busy={state.matches('deleting')}
          onAccept={() => actorRef.send({ type: 'confirm.accept' })}
          onCancel={() => actorRef.send({ type: 'confirm.cancel' })}
        />
      )}
      {command?.confirm && (state.matches('confirmingCommand') || state.matches('runningCommand')) && (
        <ConfirmDialog
          message={configText(t, command.confirm)}
          busy={state.matches('runningCommand')}
          onAccept={() => actorRef.send({ type: 'confirm.accept' })}
          onCancel={() => actorRef.send({ type: 'confirm.cancel' })}
        />
      )}
      {rowDialog &&
        config.rowDialogs
          ?.find((d) => d.name === rowDialog.name)
          ?.render(rowDialog.row, (changed) => {
            setRowDialog(null);
            if (changed) actorRef.send({ type: 'filter.search' });
          })}
    </section>
  );
}
