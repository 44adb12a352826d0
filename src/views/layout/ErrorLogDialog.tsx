import { Dialog } from '@primer/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../AppContext';

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
      {entries.length === 0 ? (
        <p>{t('errorLog.empty')}</p>
      ) : (
        <table style={{ width: '100%', fontSize: 12 }}>
          <thead>
            <tr>
              <th>{t('errorLog.message')}</th>
              <th>{t('errorLog.info')}</th>
              <th>{t('errorLog.url')}</th>
              <th>{t('errorLog.stack')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e, i) => (
              <tr key={i}>
                <td>{e.message}</td>
                <td>{e.info}</td>
                <td>{e.url}</td>
                <td>
                  <pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{e.stack}</pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Dialog>
  );
}
