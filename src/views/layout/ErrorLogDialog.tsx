import { Dialog } from '../shared/Dialog';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../AppContext';
import { ErrorLogTable } from '../errors/ErrorLogTable';

/** Message, info, url and stack of each logged error, with Clear All (docs/product-rules.md §2). */
export function ErrorLogDialog() {
  const { t } = useTranslation();
  const { errorLog } = useApp();
  const open = useSelector(errorLog, (s) => s.matches('open'));
  const entries = useSelector(errorLog, (s) => s.context.entries);
  if (!open) return null;
  return (
    <Dialog
      title={t('errorLog.title')}
      width="xlarge"
      onClose={() => errorLog.send({ type: 'errorLog.close' })}
      footerButtons={[
        {
          content: t('errorLog.clearAll'),
          buttonType: 'danger',
          onClick: () => errorLog.send({ type: 'errorLog.clear' }),
        },
      ]}
    >
      <ErrorLogTable entries={entries} />
    </Dialog>
  );
}
