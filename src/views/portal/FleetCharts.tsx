import type { FleetStats } from '../../domain/api';
import { Heading } from '@primer/react';
import { ResponsiveBar } from '@nivo/bar';
import { useActorRef } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fleetStatsMachine } from '../../machines/documents/provided';
import { FetchState } from '../shared/FetchState';
import { PortalLayout } from './PortalLayout';
import { formatNumber } from '../../i18n/format';

/** Every year from the first to the last given, so a year without figures shows and is not skipped. */
const yearsOf = (years: readonly number[]) => {
  if (years.length === 0) return [];
  const [lo, hi] = [Math.min(...years), Math.max(...years)];
  return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
};

/** CO2 per year, every year of the range (a year without opted-in legs is 0 t, a sum). */
const emissionRows = (rows: FleetStats['emissionsByYear']) =>
  yearsOf(rows.map((r) => r.year)).map(
    (year) => rows.find((r) => r.year === year) ?? { year, ships: 0, co2T: 0 },
  );

/** Whole tonnes, grouped in the UI language's way. */
const tonnes = (v: number, lang: string) => formatNumber(v, lang, 0);

/**
 * `/exchart`: CO2 per year of the ships whose owners opted in, and the distribution of their stored
 * CII ratings per year (each a chart and the same figures as a table for screen readers).
 */
export default function FleetCharts() {
  const { t, i18n } = useTranslation('documents');
  const actor = useActorRef(fleetStatsMachine);
  return (
    <PortalLayout title={t('portal.charts.title')}>
      <p>{t('portal.charts.intro')}</p>
      <FetchState<FleetStats> actor={actor}>
        {(stats) => (
          <>
            <section aria-labelledby="chart-co2">
              <Heading as="h2" id="chart-co2" style={{ fontSize: 18 }}>
                {t('portal.charts.emissions')}
              </Heading>
              {stats.emissionsByYear.length === 0 ? (
                <p>{t('portal.charts.empty')}</p>
              ) : (
                <>
                  <div style={{ height: 320 }} aria-hidden="true">
                    <ResponsiveBar
                      data={emissionRows(stats.emissionsByYear).map((r) => ({
                        year: String(r.year),
                        co2: Math.round(r.co2T),
                      }))}
                      keys={['co2']}
                      indexBy="year"
                      margin={{ top: 16, right: 16, bottom: 40, left: 80 }}
                      axisBottom={{
                        legend: t('portal.charts.year'),
                        legendPosition: 'middle',
                        legendOffset: 32,
                      }}
                      axisLeft={{
                        legend: t('portal.charts.co2'),
                        legendPosition: 'middle',
                        legendOffset: -70,
                      }}
                      enableLabel={false}
                      colors={{ scheme: 'category10' }}
                    />
                  </div>
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">{t('portal.charts.year')}</th>
                        <th scope="col">{t('portal.charts.co2')}</th>
                        <th scope="col">{t('portal.charts.ships')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {emissionRows(stats.emissionsByYear).map((r) => (
                        <tr key={r.year}>
                          <td>{r.year}</td>
                          <td style={{ textAlign: 'right' }}>{tonnes(r.co2T, i18n.language)}</td>
                          <td style={{ textAlign: 'right' }}>{r.ships}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </>
              )}
            </section>
            <section aria-labelledby="chart-cii" style={{ marginTop: 24 }}>
              <Heading as="h2" id="chart-cii" style={{ fontSize: 18 }}>
                {t('portal.charts.ciiTitle')}
              </Heading>
              {stats.ciiDistribution.length === 0 ? (
                <p>{t('portal.charts.ciiEmpty')}</p>
              ) : (
                <CiiDistribution rows={stats.ciiDistribution} />
              )}
            </section>
          </>
        )}
      </FetchState>
    </PortalLayout>
  );
}

const RATINGS = ['A', 'B', 'C', 'D', 'E'] as const;

/** Ships per year and CII rating, stacked by rating; the table repeats the counts. */
function CiiDistribution({ rows }: { rows: FleetStats['ciiDistribution'] }) {
  const { t } = useTranslation('documents');
  const years = yearsOf(rows.map((r) => r.year));
  const count = (y: number, r: string) => rows.find((x) => x.year === y && x.rating === r)?.ships ?? 0;
  return (
    <>
      <div style={{ height: 280 }} aria-hidden="true">
        <ResponsiveBar
          data={years.map((y) => ({
            year: String(y),
            ...Object.fromEntries(RATINGS.map((r) => [r, count(y, r)])),
          }))}
          keys={[...RATINGS]}
          indexBy="year"
          margin={{ top: 16, right: 80, bottom: 40, left: 60 }}
          axisBottom={{ legend: t('portal.charts.year'), legendPosition: 'middle', legendOffset: 32 }}
          axisLeft={{ legend: t('portal.charts.ships'), legendPosition: 'middle', legendOffset: -48 }}
          colors={['#1a7f37', '#4ac26b', '#d4a72c', '#e16f24', '#cf222e']}
          legends={[
            {
              dataFrom: 'keys',
              anchor: 'right',
              direction: 'column',
              translateX: 70,
              itemWidth: 40,
              itemHeight: 18,
            },
          ]}
        />
      </div>
      <table aria-label={t('portal.charts.ciiTitle')}>
        <thead>
          <tr>
            <th scope="col">{t('portal.charts.year')}</th>
            {RATINGS.map((r) => (
              <th key={r} scope="col">
                {t('portal.charts.ciiRating')} {r}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {years.map((y) => (
            <tr key={y}>
              <td>{y}</td>
              {RATINGS.map((r) => (
                <td key={r} style={{ textAlign: 'right' }}>
                  {count(y, r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
