import { Dialog } from './Dialog';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../AppContext';

/** Shown when the server ends an idle session; 'OK' goes back to log in (the guard adds the redirect). */
export default function IdleExpiredDialog() {
  const { t } = useTranslation();
  const { session } = useApp();
  const expired = useSelector(session, (s) => s.matches('idleExpired'));
  if (!expired) return null;
  const relogin = () => session.send({ type: 'session.relogin' });
  return (
    <Dialog
      role="alertdialog"
      title={t('errors.session_idle')}
      onClose={relogin}
      footerButtons={[{ content: t('common.ok'), buttonType: 'primary', onClick: relogin }]}
    >
      {t('errors.session_idle')}
    </Dialog>
  );
}
