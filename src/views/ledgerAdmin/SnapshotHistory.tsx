import type { StateHistoryDto } from '../../domain/api';
import { Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { AnyStateMachine } from 'xstate';
import { formatInstant } from '../../i18n/format';
import { LoadFailed } from '../shared/LoadFailed';
import { StateHistoryTable } from '../shared/StateHistoryTable';
import { useAreaText } from '../shared/useAreaText';
import { roleNameText } from '../shared/labels/RoleName';

/**
 * A snapshot's lock history (who locked or unlocked, when, why), newest first as the server
 * answers it, from a fetch machine made for one snapshot; busy, failed with Retry, empty, or the rows.
 */
export function SnapshotHistory({ machine, label }: { machine: AnyStateMachine; label: string }) {
  const actorRef = useActorRef(machine);
  const { t, errorText } = useAreaText('ledgerAdmin');
  const kit = useAreaText('kit').t;
  const state = useSelector(actorRef, (s) => s);
  const items = (state.context.data as StateHistoryDto[] | null) ?? [];
  // A word the texts do not hold is shown as the server names it.
  const word = (group: 'events' | 'states', key: string) =>
    t(`snapshots.${group}.${key}`, { defaultValue: key });
  if (state.hasTag('busy')) return <Text as="p">{kit('listForm.busy')}</Text>;
  if (state.matches('failed'))
    return (
      <LoadFailed
        text={`${t('history.failed')} ${errorText(state.context.errorCode as string | null)}`}
        retryLabel={kit('listForm.retry')}
        onRetry={() => actorRef.send({ type: 'fetch.retry' })}
      />
    );
  if (items.length === 0) return <Text as="p">{t('history.empty')}</Text>;
  return (
    <StateHistoryTable
      label={label}
      columns={['at', 'event', 'change', 'actor', 'role', 'comment']}
      heading={(c) => t(`history.${c}`)}
      rows={items.map((e) => ({
        id: e.id,
        at: formatInstant(e.at),
        event: word('events', e.event),
        change: `${word('states', e.fromState)} → ${word('states', e.toState)}`,
        actor: e.actorName ?? '',
        role: roleNameText(kit, e.role),
        comment: e.comment ?? '',
      }))}
    />
  );
}
