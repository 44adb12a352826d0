import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Dialog } from './Dialog';
import { useApp } from '../AppContext';
import { idleWarningShown } from '../../machines/sessionMachine';

/**
 * Two minutes before the server would end an unused session (the session machine's `warning`):
 * "Stay signed in" asks the server, which counts as use; closing the dialog means the same, since
 * whoever closes it is there. Left alone, the session ends and the login page says why.
 */
export default function IdleWarning() {
  const { t } = useTranslation();
  const { session } = useApp();
  const shown = useSelector(session, idleWarningShown);
  const renewing = useSelector(session, (s) => s.hasTag('busy'));
  if (!shown) return null;
  const stay = () => session.send({ type: 'session.stay' });
  return (
    <Dialog
      role="alertdialog"
      title={t('idle.title')}
      onClose={stay}
      footerButtons={[
        { content: t('idle.logout'), onClick: () => session.send({ type: 'session.logout' }) },
        { content: t('idle.stay'), buttonType: 'primary', loading: renewing, onClick: stay },
      ]}
    >
      {t('idle.body')}
    </Dialog>
  );
}
