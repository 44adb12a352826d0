import type { Regime } from '../../domain/reports/types';
import type { AuthorityQueueItem } from '../../domain/verification/dto';
import { Heading, Spinner, Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'wouter';
import { fetched } from '../../machines/fetchMachine';
import { authorityQueueMachine } from '../../machines/verification/authorityQueueProvided';
import { formatInstant, formatPeriod } from '../../i18n/format';
import { OpinionName } from '../shared/labels/OpinionName';
import { LoadFailed } from '../shared/LoadFailed';
import { shipName } from '../shared/ships';
import { Table, Td, Th } from '../shared/Table';
import { useAreaText } from '../shared/useAreaText';

/** The report screen of each regime, where `?report=ID` opens the report's page. */
const REGIME_SCREEN: Record<Regime, string> = {
  imoDcs: '/MRVReport/ImoDcsRreport-list',
  chinaMsa: '/MRVReport/CmsaRreport-list',
  euMrv: '/MRVReport/reportManagement-list',
  euEts: '/MRVReport/reportManagement-list',
  fuelEu: '/MRVReport/fuelEuReport-list',
  ukMrv: '/MRVReport/ukMrvReport-list',
};

/**
 * What waits for the authority (docs/verification.md §8): the confirmed reports of the ships under
 * it, oldest confirmation first, each opening the report's page where it accepts the report or
 * asks for amendments. Loaded after the dashboard has painted, with the reports area's texts.
 */
export default function AuthorityQueuePanel({ menuUrls }: { menuUrls: ReadonlySet<string> }) {
  const { t, lang, errorText } = useAreaText('reports');
  const actor = useActorRef(authorityQueueMachine);
  const state = useSelector(actor, (s) => s);
  const items = fetched<AuthorityQueueItem[]>(state);
  return (
    <section aria-labelledby="dash-authority" style={{ marginTop: 24 }}>
      <Heading as="h2" id="dash-authority" style={{ fontSize: 16 }}>
        {t('verification.authority.title')}
      </Heading>
      <Text as="p" style={{ color: 'var(--fgColor-muted)', margin: '4px 0 8px' }}>
        {t('verification.authority.intro')}
      </Text>
      {state.hasTag('busy') ? (
        <Spinner aria-label={t('verification.authority.title')} />
      ) : state.matches('failed') || items === null ? (
        <LoadFailed
          text={`${t('verification.authority.failed')} ${errorText(state.context.errorCode)}`}
          retryLabel={t('verification.retry')}
          onRetry={() => actor.send({ type: 'fetch.retry' })}
        />
      ) : items.length === 0 ? (
        <Text as="p">{t('verification.authority.empty')}</Text>
      ) : (
        <Table label={t('verification.authority.title')}>
          <thead>
            <tr>
              <Th>{t('verification.authority.ship')}</Th>
              <Th>{t('verification.authority.regime')}</Th>
              <Th>{t('verification.authority.period')}</Th>
              <Th>{t('verification.authority.opinion')}</Th>
              <Th>{t('verification.authority.confirmedAt')}</Th>
              <Th>{t('verification.authority.open')}</Th>
            </tr>
          </thead>
          <tbody>
            {items.map((x) => {
              const regime = t(`regimes.${x.regime}`);
              const ship = shipName(x, lang);
              const screen = REGIME_SCREEN[x.regime];
              return (
                <tr key={x.reportId}>
                  <Td>{x.imo ? `${ship} (${x.imo})` : ship}</Td>
                  <Td>{regime}</Td>
                  <Td>{formatPeriod(x.period)}</Td>
                  <Td>
                    {x.opinion ? <OpinionName code={x.opinion} /> : t('verification.authority.noOpinion')}
                  </Td>
                  <Td>
                    <time dateTime={x.confirmedAt}>{formatInstant(x.confirmedAt)}</time>
                  </Td>
                  <Td>
                    {menuUrls.has(screen) && (
                      <Link
                        href={`${screen}?report=${x.reportId}`}
                        aria-label={t('verification.authority.openReport', {
                          ship,
                          regime,
                          year: x.year,
                        })}
                      >
                        {t('verification.authority.open')}
                      </Link>
                    )}
                  </Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </section>
  );
}
