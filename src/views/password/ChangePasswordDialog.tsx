import { Dialog } from '../shared/Dialog';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine } from '../../machines/changePasswordMachine';
import { useApp } from '../AppContext';
import { ErrorBanner, useErrorText } from '../shared/ErrorText';
import { PasswordForm } from './PasswordForm';

type Ref = ActorRefFrom<typeof changePasswordMachine>;

/**
 * The change-password dialog, a renderer of its machine: 50 % wide; only Escape or the close button
 * close it (never an outside click), and not at all while the change is forced.
 */
export function ChangePasswordDialogView({ actorRef }: { actorRef: Ref }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const state = useSelector(actorRef, (s) => s);
  const send = actorRef.send;
  if (state.matches('closed')) return null;
  const cancel = () => send({ type: 'password.cancel' });

  if (state.matches('success'))
    return (
      <Dialog
        role="alertdialog"
        title={t('password.successTitle')}
        onClose={() => send({ type: 'password.later' })}
        footerButtons={[
          { content: t('password.later'), onClick: () => send({ type: 'password.later' }) },
          {
            content: t('password.now'),
            buttonType: 'primary',
            onClick: () => send({ type: 'password.logoutNow' }),
          },
        ]}
      >
        <p role="status">{state.context.serverMessage}</p>
        <p>{t('password.relogin')}</p>
      </Dialog>
    );

  const footer = [
    ...(state.context.forced ? [] : [{ content: t('common.cancel'), onClick: cancel }]),
    {
      content: t('password.submit'),
      buttonType: 'primary' as const,
      loading: state.hasTag('busy'),
      onClick: () => send({ type: 'password.submit' }),
    },
  ];
  return (
    <Dialog title={t('password.title')} width="50%" onClose={cancel} footerButtons={footer}>
      {state.context.forced && <p>{t('password.forced')}</p>}
      {state.matches('failure') && (
        <ErrorBanner text={state.context.serverMessage || errorText(state.context.errorCode)} />
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'password.submit' });
        }}
      >
        <PasswordForm actorRef={actorRef} />
      </form>
    </Dialog>
  );
}

/** The app's instance, opened from the user menu, the profile, or forced after login. */
export default function ChangePasswordDialog() {
  return <ChangePasswordDialogView actorRef={useApp().changePassword} />;
}
