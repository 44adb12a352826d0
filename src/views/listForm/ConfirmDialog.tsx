import { ConfirmationDialog } from '../shared/Dialog';
import { useAreaText } from '../shared/useAreaText';

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
  const { t } = useAreaText('kit');
  return (
    <ConfirmationDialog
      title={t('listForm.confirmTitle')}
      confirmButtonContent={t('listForm.confirm')}
      cancelButtonContent={t('listForm.cancel')}
      confirmButtonType="danger"
      confirmButtonLoading={busy}
      onClose={(gesture) => (gesture === 'confirm' ? onAccept() : onCancel())}
    >
      {message}
    </ConfirmationDialog>
  );
}
