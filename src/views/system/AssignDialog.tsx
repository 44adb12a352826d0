import { useEffect, type ReactNode } from 'react';
import { Button, Spinner } from '@primer/react';
import { Dialog } from '../shared/Dialog';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { assignMachine } from '../../machines/listForm/assignMachine';
import { useAreaText } from '../shared/useAreaText';
import { ErrorBanner } from '../shared/ErrorText';

export type AssignActor = ActorRefFrom<typeof assignMachine>;

/**
 * The frame of a pick-many dialog (role functions, user ships): loading, failure with retry,
 * the refusal banner, Save / Cancel. Closes itself when the machine finishes.
 */
export function AssignDialog({
  actorRef,
  title,
  onClose,
  children,
}: {
  actorRef: AssignActor;
  title: string;
  onClose: (changed: boolean) => void;
  children: ReactNode;
}) {
  const { t: kit, errorText } = useAreaText('kit');
  const state = useSelector(actorRef, (s) => s);
  const error = errorText(state.context.errorCode, state.context.errorMessage);
  const saved = state.context.saved;
  useEffect(() => {
    if (state.status === 'done') onClose(Boolean(saved));
  }, [state.status, saved, onClose]);
  const cancel = () => actorRef.send({ type: 'assign.close' });
  return (
    <Dialog
      title={title}
      width="large"
      onClose={cancel}
      footerButtons={[
        { content: kit('listForm.cancel'), onClick: cancel },
        {
          content: kit('listForm.save'),
          buttonType: 'primary',
          onClick: () => actorRef.send({ type: 'assign.save' }),
          disabled: !state.matches('editing'),
          loading: state.matches('saving'),
        },
      ]}
    >
      {error && <ErrorBanner text={error} />}
      {state.matches('loading') && <Spinner aria-label={kit('listForm.busy')} />}
      {state.matches('failed') && (
        <Button onClick={() => actorRef.send({ type: 'assign.retry' })}>{kit('listForm.retry')}</Button>
      )}
      {(state.matches('editing') || state.matches('saving')) && children}
    </Dialog>
  );
}
