import type { LockState } from '../../domain/api';
import { FormControl, Text, Textarea } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { snapshotLockClient } from '../../machines/ledgerAdmin/provided';
import type { LockDialogActor, lockDialogMachine } from '../../machines/ledgerAdmin/lockDialogMachine';
import { Dialog } from '../shared/Dialog';
import { ErrorBanner } from '../shared/ErrorText';
import { useAreaText } from '../shared/useAreaText';
import { useCloseWhenEnded } from '../shared/useCloseWhenEnded';

/** Lock or unlock (as the lock chart allows from `status`) with a comment for the history. */
export function LockDialog({
  id,
  version,
  status,
  onClose,
  machine = snapshotLockClient,
}: {
  id: number;
  version?: number;
  status: LockState;
  onClose: (changed: boolean) => void;
  machine?: typeof lockDialogMachine;
}) {
  const actorRef = useActorRef(machine, { input: { id, version, status } });
  return <LockDialogView actorRef={actorRef} onClose={onClose} />;
}

export function LockDialogView({
  actorRef,
  onClose,
}: {
  actorRef: LockDialogActor;
  onClose: (changed: boolean) => void;
}) {
  const { t, errorText } = useAreaText('ledgerAdmin');
  const state = useSelector(actorRef, (s) => s);
  const c = state.context;
  const done = state.matches('done');
  const closed = state.matches('closed');
  useCloseWhenEnded(done, closed, onClose);
  const lock = c.event === 'lock';
  const error = errorText(c.errorCode, c.errorMessage);
  return (
    <Dialog
      title={t(lock ? 'snapshots.lockTitle' : 'snapshots.unlockTitle')}
      onClose={() => actorRef.send({ type: 'lock.cancel' })}
      footerButtons={[
        { content: t('snapshots.cancel'), onClick: () => actorRef.send({ type: 'lock.cancel' }) },
        {
          content: t(lock ? 'snapshots.lock' : 'snapshots.unlock'),
          buttonType: lock ? 'danger' : 'primary',
          loading: state.matches('sending'),
          disabled: !state.can({ type: 'lock.confirm' }),
          onClick: () => actorRef.send({ type: 'lock.confirm' }),
        },
      ]}
    >
      <Text as="p">{t(lock ? 'snapshots.lockHint' : 'snapshots.unlockHint')}</Text>
      <ErrorBanner text={error} />
      <FormControl disabled={state.matches('sending')}>
        <FormControl.Label>{t('snapshots.comment')}</FormControl.Label>
        <Textarea
          block
          value={c.comment}
          onChange={(e) => actorRef.send({ type: 'comment.change', value: e.target.value })}
        />
      </FormControl>
    </Dialog>
  );
}
