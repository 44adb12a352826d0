import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../i18n/format';
import type { ErrorLogEntry } from '../../machines/errorLogMachine';

/**
 * Message, info, url and stack of each logged error, as the header dialog and /cssLog show them;
 * the page, which stays open longer, also shows when each happened.
 */
export function ErrorLogTable({
  entries,
  withTime = false,
}: {
  entries: ErrorLogEntry[];
  withTime?: boolean;
}) {
  const { t } = useTranslation();
  if (entries.length === 0) return <p>{t('errorLog.empty')}</p>;
  return (
    <table style={{ width: '100%', fontSize: 12 }}>
      <thead>
        <tr>
          {withTime && <th>{t('errorLog.time')}</th>}
          <th>{t('errorLog.message')}</th>
          <th>{t('errorLog.info')}</th>
          <th>{t('errorLog.url')}</th>
          <th>{t('errorLog.stack')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e, i) => (
          <tr key={i}>
            {withTime && <td style={{ whiteSpace: 'nowrap' }}>{formatInstant(e.time)}</td>}
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
  );
}
