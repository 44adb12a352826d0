import { Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { formatInstant } from '../../i18n/format';
import type { AccountHistoryActor } from '../../machines/system/accountHistoryMachine';
import { accountHistoryClient } from '../../machines/system/provided';
import type { AccountKind, HistoryEntry } from '../../services/system/historyApi';
import type { FieldProps } from '../listForm/types';
import { LoadFailed } from '../shared/LoadFailed';
import { StateHistoryTable } from '../shared/StateHistoryTable';
import { configText } from '../listForm/configText';
import { useAreaText } from '../shared/useAreaText';
import { roleNameText } from '../shared/labels/RoleName';

/**
 * An account's freeze / enable history, newest first: when, what, from which state to which, who
 * (in which role) and why. Read-only; it loads with the dialog and only shows what the server wrote.
 */
export function AccountHistory({ kind, id, label }: { kind: AccountKind; id: number; label: string }) {
  const actorRef = useActorRef(accountHistoryClient, { input: { kind, id } });
  return <AccountHistoryView actorRef={actorRef} label={label} />;
}

/** What the history machine's state shows: busy, the failure with Retry, nothing yet, or the rows. */
export function AccountHistoryView({ actorRef, label }: { actorRef: AccountHistoryActor; label: string }) {
  const { t, lang, errorText } = useAreaText('system');
  const kit = useAreaText('kit').t;
  const state = useSelector(actorRef, (s) => s);
  const { items, total, errorCode } = state.context;
  const word = (group: string, key: string) => {
    // A word the texts do not hold (a field added later) is shown as the server names it.
    return t(`history.${group}.${key}`, { defaultValue: key });
  };
  const who = (e: HistoryEntry) =>
    e.actorUsername === null
      ? t('history.deletedActor')
      : `${(lang === 'zh' ? e.actorNameZh || e.actorNameEn : e.actorNameEn || e.actorNameZh) || e.actorUsername} (${e.actorUsername})`;

  if (state.hasTag('busy')) return <Text as="p">{kit('listForm.busy')}</Text>;
  if (state.matches('failed'))
    return (
      <LoadFailed
        text={`${t('history.failed')} ${errorText(errorCode)}`}
        retryLabel={kit('listForm.retry')}
        onRetry={() => actorRef.send({ type: 'history.retry' })}
      />
    );
  if (items.length === 0) return <Text as="p">{t('history.empty')}</Text>;
  return (
    <>
      <StateHistoryTable
        label={label}
        columns={['at', 'event', 'change', 'actor', 'role', 'comment']}
        heading={(c) => t(`history.${c}`)}
        rows={items.map((e) => ({
          id: e.id,
          at: formatInstant(e.at),
          event: word('events', e.event),
          change: `${word('states', e.from)} → ${word('states', e.to)}`,
          actor: who(e),
          role: roleNameText(kit, e.role),
          comment: e.comment ?? '',
        }))}
      />
      {total > items.length && <Text as="p">{t('history.more', { count: items.length, total })}</Text>}
    </>
  );
}

/**
 * The history as a section of a user's or role's Edit and Detail dialogs: a screen field whose
 * value is the record's id, so the generic dialogs show it without knowing about it. A new record
 * has no id and no history yet, so nothing is shown.
 */
function historyField(kind: AccountKind) {
  return function AccountHistoryField({ field, value, readOnly }: FieldProps) {
    const { t } = useAreaText('system');
    if (typeof value !== 'number') return null;
    const label = configText(t, field.label);
    return (
      <section aria-label={label} style={{ gridColumn: '1 / -1' }}>
        {!readOnly && <h3 style={{ fontSize: 14, margin: '8px 0' }}>{label}</h3>}
        <AccountHistory kind={kind} id={value} label={label} />
      </section>
    );
  };
}

export const UserHistoryField = historyField('users');
export const RoleHistoryField = historyField('roles');
