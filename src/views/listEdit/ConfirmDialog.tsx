import { ConfirmationDialog } from '../shared/Dialog';
import { useAdminText } from './useAdminText';

/** A yes/no question: confirm sends `confirm.accept`; Cancel, Escape and the close button send `confirm.cancel`. */
export function ConfirmDialog({
  message,
  busy,
  onAccept,
  onCancel,
}: {
  message: string;
  busy: boolean;
  onAccept: () => void;
  onCancel: () => void;
}) {
  const { t } = useAdminText();
  return (
    <ConfirmationDialog
      title={t('listEdit.confirmTitle')}
      confirmButtonContent={t('listEdit.confirm')}
      cancelButtonContent={t('listEdit.cancel')}
      confirmButtonType="danger"
      confirmButtonLoading={busy}
      onClose={(gesture) => (gesture === 'confirm' ? onAccept() : onCancel())}
    >
      {message}
    </ConfirmationDialog>
  );
}
