import { Heading, Text } from '@primer/react';
import { useActorRef } from '@xstate/react';
import { Link } from 'wouter';
import type { AlertDto } from '../../domain/analysis/dto';
import type { Page } from '../../domain/api';
import { dashboardAlertsMachine } from '../../machines/analysis/provided';
import { FetchState } from '../shared/FetchState';
import { useAreaText } from '../shared/useAreaText';
import { alertLines } from './alertLines';
import { formatDate } from '../../i18n/format';

/**
 * The dashboard's recent consumption alerts: the newest few of the last 90 days
 * in the caller's scope (`GET /api/alerts`), each linking to its ship's voyages where the voyage
 * and leg carry the alert's mark; an empty list says so, a failed read offers Retry.
 */
export default function AlertsPanel({ canOpenVoyages }: { canOpenVoyages: boolean }) {
  const { t, lang } = useAreaText('analysis');
  const actor = useActorRef(dashboardAlertsMachine);
  return (
    <section aria-labelledby="dash-alerts" style={{ marginTop: 24 }}>
      <Heading as="h2" id="dash-alerts" style={{ fontSize: 16 }}>
        {t('alerts.title')}
      </Heading>
      <FetchState<Page<AlertDto>> actor={actor}>
        {(data) =>
          data.items.length === 0 ? (
            <Text as="p">{t('alerts.empty')}</Text>
          ) : (
            <>
              <ul aria-label={t('alerts.title')} style={{ paddingLeft: 16 }}>
                {alertLines(data.items, (w) => t(`alerts.where.${w}`), lang).map((a) => (
                  <li key={a.key} style={{ marginBottom: 4 }}>
                    <Text as="span" style={{ color: 'var(--fgColor-muted)', marginRight: 8 }}>
                      {formatDate(a.at)}
                    </Text>
                    {t('alerts.line', a.text)}{' '}
                    {canOpenVoyages && <Link href={a.href}>{t('alerts.open')}</Link>}
                  </li>
                ))}
              </ul>
              {data.total > data.items.length && (
                <Text as="p">{t('alerts.more', { count: data.total })}</Text>
              )}
            </>
          )
        }
      </FetchState>
    </section>
  );
}
