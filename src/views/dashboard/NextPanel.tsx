import type { DashboardNext, ReturnedReport } from '../../domain/api';
import { Heading, Text } from '@primer/react';
import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { upcomingDeadlines } from '../../domain/reports/deadline';
import { dashboardNextMachine } from '../../machines/documents/provided';
import { FetchState } from '../shared/FetchState';
import { USER_MARK, WithUserText } from '../shared/UserText';
import { NEXT_TILES, type NextTile } from './nextTiles';

/**
 * "What to do next": one tile per entry of the registry (nextTiles.ts) whose
 * screen is in the user's menu. A tile with a source shows its real count and links to the screen;
 * one without says which screen it waits for. The report tile lists the next deadlines (domain).
 */
/** What a tile with a figure asks the user to do. */
const HINTS = {
  voyagesUnlocked: 'dashboard.tiles.voyagesUnlockedHint',
  reports: 'dashboard.tiles.reportsHint',
  verifier: 'dashboard.tiles.verifierHint',
  returned: 'dashboard.tiles.returnedHint',
  alerts: 'dashboard.tiles.alertsHint',
} as const;

export function NextPanel({ menuUrls, today }: { menuUrls: ReadonlySet<string>; today: Date }) {
  const tiles = NEXT_TILES.filter((tile) => menuUrls.has(tile.url));
  // No tile for this user: nothing is shown and nothing is asked of the server.
  return tiles.length === 0 ? null : <NextTiles tiles={tiles} today={today} />;
}

function NextTiles({ tiles, today }: { tiles: readonly NextTile[]; today: Date }) {
  const { t } = useTranslation();
  const actor = useActorRef(dashboardNextMachine);
  return (
    <section aria-labelledby="dash-next" style={{ marginTop: 24 }}>
      <Heading as="h2" id="dash-next" style={{ fontSize: 16 }}>
        {t('dashboard.todo')}
      </Heading>
      <FetchState<DashboardNext> actor={actor}>
        {(next) => (
          <ul
            style={{
              listStyle: 'none',
              padding: 0,
              display: 'grid',
              gap: 12,
              gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
            }}
          >
            {tiles.map((tile) => {
              const count = tile.count?.(next);
              // A source the server did not answer for this user (no right to it): no tile at all.
              if (tile.count && count === undefined) return null;
              return (
                <li
                  key={tile.key}
                  aria-label={t(`dashboard.tiles.${tile.key}`)}
                  style={{ border: '1px solid var(--borderColor-default)', borderRadius: 6, padding: 12 }}
                >
                  <Text as="div" style={{ fontWeight: 600 }}>
                    {t(`dashboard.tiles.${tile.key}`)}
                  </Text>
                  {count !== undefined ? (
                    <>
                      <strong style={{ display: 'block', fontSize: 28 }}>{count}</strong>
                      <Text as="p" style={{ color: 'var(--fgColor-muted)', fontSize: 12, margin: 0 }}>
                        {tile.key in HINTS && t(HINTS[tile.key as keyof typeof HINTS])}
                        {tile.key === 'cii' &&
                          // No rating stored yet: no empty "()" after the count.
                          t(next.ciiRated ? 'dashboard.tiles.ciiHint' : 'dashboard.tiles.ciiHintNone', {
                            rated: next.ciiRated ?? 0,
                            byRating: Object.entries(next.ciiByRating ?? {})
                              .sort(([a], [b]) => a.localeCompare(b))
                              .map(([r, k]) => `${r} ${k}`)
                              .join(' · '),
                          })}
                      </Text>
                      {tile.key === 'returned' ? (
                        <ReturnedList items={next.reportsReturned ?? []} />
                      ) : (
                        <Link href={tile.href ?? tile.url}>{t('dashboard.open')}</Link>
                      )}
                    </>
                  ) : (
                    <Text as="p" style={{ color: 'var(--fgColor-muted)', margin: 0 }}>
                      {t('dashboard.notBuilt', {
                        screen: t(`dashboard.screens.${tile.waitsFor ?? 'reports'}`),
                      })}
                    </Text>
                  )}
                  {tile.key === 'reports' && <Deadlines today={today} />}
                </li>
              );
            })}
          </ul>
        )}
      </FetchState>
    </section>
  );
}

/** Each returned report with the verifier's reason, linked to the report itself. */
function ReturnedList({ items }: { items: ReturnedReport[] }) {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('dashboard.tiles.returned')}
      style={{ margin: '8px 0 0', paddingLeft: 16, fontSize: 12 }}
    >
      {items.map((x) => (
        <li key={x.id}>
          <Link
            href={`/MRVReport/EmissionReport?report=${x.id}`}
            aria-label={t('dashboard.returned.open', { ship: x.shipName })}
          >
            {/* The verifier's words stay as written, in whichever language. */}
            <WithUserText
              words={t('dashboard.returned.item', {
                ship: x.shipName,
                regime: t(`dashboard.regimes.${x.regime}`),
                year: x.year,
                reason: x.comment ? USER_MARK : t('dashboard.returned.noReason'),
              })}
              user={x.comment ?? ''}
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}

function Deadlines({ today }: { today: Date }) {
  const { t } = useTranslation();
  return (
    <>
      <Text as="div" style={{ marginTop: 8, fontSize: 12, fontWeight: 600 }}>
        {t('dashboard.deadlines')}
      </Text>
      <ul style={{ margin: 0, paddingLeft: 16, fontSize: 12 }}>
        {upcomingDeadlines(today).map((d) => (
          <li key={d.key}>
            <time dateTime={d.date}>{d.date}</time>{' '}
            {t(`dashboard.deadline.${d.key}`, { year: d.reportingYear })}
          </li>
        ))}
      </ul>
    </>
  );
}
