import type { ReportHistoryRow } from '../../domain/reports/types';
import { Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { reportHistoryMachine } from '../../machines/reports/provided';
import { LoadFailed } from '../shared/LoadFailed';
import { StateHistoryTable } from '../shared/StateHistoryTable';
import { reportWords } from './reportText';
import { useAreaText } from '../shared/useAreaText';
import { roleNameText } from '../shared/labels/RoleName';

/** The History tab: every transition with actor, role, time and comment. */
export function ReportHistory({ id }: { id: number }) {
  const actorRef = useActorRef(reportHistoryMachine(id));
  const state = useSelector(actorRef, (s) => s);
  const reportsText = useAreaText('reports');
  const { word, instant, errorText } = reportWords(reportsText);
  const r = reportsText.t;
  const t = useAreaText('kit').t;
  const rows = (state.context.data as ReportHistoryRow[] | null) ?? [];
  if (state.hasTag('busy')) return <Text as="p">{t('listForm.busy')}</Text>;
  if (state.matches('failed'))
    return (
      <LoadFailed
        text={errorText(state.context.errorCode)}
        retryLabel={r('page.retry')}
        onRetry={() => actorRef.send({ type: 'fetch.retry' })}
      />
    );
  if (rows.length === 0) return <Text as="p">{r('history.empty')}</Text>;
  return (
    <StateHistoryTable
      label={r('history.label')}
      columns={['at', 'event', 'change', 'actor', 'role', 'comment']}
      heading={(c) => r(`history.${c}`)}
      rows={rows.map((h) => ({
        id: h.id,
        at: instant(h.at),
        event: word('events', h.event),
        change: `${word('status', h.from)} → ${word('status', h.to)}`,
        actor: h.actorName ?? '',
        role: roleNameText(t, h.role),
        comment: h.comment ?? '',
      }))}
    />
  );
}
