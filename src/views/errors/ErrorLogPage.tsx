import { Button, Heading } from '@primer/react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../AppContext';
import { ErrorLogTable } from './ErrorLogTable';

/**
 * /cssLog (docs/product-rules.md §2, a static route): the client error log as a page, the same entries as the
 * header's error-log dialog, for a user who sends them to support. The entries live in this
 * browser tab's memory only (the errorLog machine); nothing is sent to the server.
 */
export default function ErrorLogPage() {
  const { t } = useTranslation();
  const { errorLog } = useApp();
  const entries = useSelector(errorLog, (s) => s.context.entries);
  return (
    <section aria-labelledby="error-log-title">
      <Heading as="h1" id="error-log-title" style={{ fontSize: 20 }}>
        {t('errorLog.title')}
      </Heading>
      <p>{t('errorLog.pageIntro')}</p>
      <ErrorLogTable entries={entries} withTime />
      {entries.length > 0 && (
        <Button variant="danger" onClick={() => errorLog.send({ type: 'errorLog.clear' })}>
          {t('errorLog.clearAll')}
        </Button>
      )}
    </section>
  );
}
