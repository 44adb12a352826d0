import { Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { FindingEventDto } from '../../domain/verification/dto';
import { findingHistoryMachine } from '../../machines/verification/provided';
import { reportWords } from '../reports/reportText';
import { roleNameText } from '../shared/labels/RoleName';
import { LoadFailed } from '../shared/LoadFailed';
import { StateHistoryTable } from '../shared/StateHistoryTable';
import { useAreaText } from '../shared/useAreaText';

/** One finding's history (recorded, accepted, disputed), oldest first, read when it is opened. */
export function FindingHistory({ reportId, findingId }: { reportId: number; findingId: number }) {
  const actorRef = useActorRef(findingHistoryMachine(reportId, findingId));
  const state = useSelector(actorRef, (s) => s);
  const text = useAreaText('reports');
  const { instant, errorText } = reportWords(text);
  const kit = useAreaText('kit').t;
  const f = (k: 'event' | 'at' | 'actor' | 'role' | 'comment' | 'historyEmpty' | 'history') =>
    text.t(`verification.findings.${k}`);
  const rows = (state.context.data as FindingEventDto[] | null) ?? [];
  if (state.hasTag('busy')) return <Text as="p">{text.t('verification.busy')}</Text>;
  if (state.matches('failed'))
    return (
      <LoadFailed
        text={errorText(state.context.errorCode)}
        retryLabel={text.t('verification.retry')}
        onRetry={() => actorRef.send({ type: 'fetch.retry' })}
      />
    );
  if (rows.length === 0) return <Text as="p">{f('historyEmpty')}</Text>;
  return (
    <StateHistoryTable
      label={`${f('history')} #${findingId}`}
      columns={['at', 'event', 'actor', 'role', 'comment']}
      heading={(c) => f(c as 'event')}
      rows={rows.map((e, i) => ({
        id: i,
        at: instant(e.at),
        event: text.t(`verification.findings.events.${e.event}`),
        actor: e.actorName ?? '',
        role: roleNameText(kit, e.role),
        comment: e.comment ?? '',
      }))}
    />
  );
}
