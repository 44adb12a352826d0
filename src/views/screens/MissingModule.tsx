import { useEffect } from 'react';
import { Banner } from '@primer/react';
import { useTranslation } from 'react-i18next';
import { useApp } from '../AppContext';

/** A menu url with no registered screen: an error page and an error-log entry, not a crash (docs/product-rules.md §8). */
export default function MissingModule({ url }: { url: string }) {
  const { t } = useTranslation();
  const { errorLog } = useApp();
  useEffect(() => {
    errorLog.send({
      type: 'errorLog.add',
      message: `Module not found: ${url}`,
      info: 'route',
      url,
      stack: '',
    });
  }, [errorLog, url]);
  return (
    <Banner
      variant="critical"
      title={t('pages.missingModule', { url })}
      hideTitle
      description={t('pages.missingModule', { url })}
    />
  );
}
