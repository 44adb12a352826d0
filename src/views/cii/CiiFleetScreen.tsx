import { Button, Flash, Heading, Spinner, VisuallyHidden } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { CiiFleetDto, CiiFleetRowDto } from '../../domain/ciiApi';
import type { FleetSortKey } from '../../machines/cii/ciiFleetMachine';
import { ciiFleetScreenMachine } from '../../machines/cii/provided';
import { useErrorText } from '../shared/ErrorText';
import { LoadFailed } from '../shared/LoadFailed';
import { OperationProgress } from '../shared/OperationProgress';
import { CiiShipPanel } from './CiiShipPanel';
import { sortFleet } from './fleetRows';
import { RatingBadge } from './RatingBadge';

/**
 * `/cii/fleet` (docs/cii-ratings.md §4): the stored ratings of every ship in scope per year, the
 * trend, at-risk and the corrective plan duty, sortable by column, recomputed on demand and
 * exported as xlsx; a ship's name opens its page. Renders the fleet machine's state only.
 */
export default function CiiFleetScreen() {
  const { t, i18n } = useTranslation('cii');
  const errorText = useErrorText();
  const actor = useActorRef(ciiFleetScreenMachine);
  const state = useSelector(actor, (s) => s);
  const { sort, shipId, refreshed, exported, errorCode } = state.context;
  const data = state.context.data as CiiFleetDto | null;
  const lang = i18n.language === 'zh' ? 'zh' : 'en';
  const name = (r: CiiFleetRowDto) => (lang === 'zh' ? (r.nameZh ?? r.nameEn) : r.nameEn);

  if (state.matches('failed'))
    return (
      <LoadFailed
        text={errorText(errorCode)}
        retryLabel={t('common.retry', { ns: 'translation' })}
        onRetry={() => actor.send({ type: 'fleet.retry' })}
      />
    );
  if (!data) return <Spinner aria-label={t('app.loading', { ns: 'translation' })} />;

  const open = data.ships.find((s) => s.shipId === shipId);
  if (open)
    return (
      <CiiShipPanel
        key={open.shipId}
        ship={open}
        name={name(open)}
        onClose={() => actor.send({ type: 'ship.close' })}
      />
    );

  const busy = state.hasTag('busy');
  const header = (key: FleetSortKey, label: string) => (
    <th
      key={key}
      scope="col"
      aria-sort={sort.key === key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <Button variant="invisible" size="small" onClick={() => actor.send({ type: 'fleet.sort', key })}>
        {label}
        {sort.key === key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ''}
      </Button>
    </th>
  );
  const rows = sortFleet(data.ships, sort, name);
  return (
    <section aria-labelledby="cii-fleet-title">
      <Heading as="h1" id="cii-fleet-title" style={{ fontSize: 20 }}>
        {t('fleet.title')}
      </Heading>
      <p>{t('fleet.intro')}</p>
      <div style={{ display: 'flex', gap: 8, marginBottom: 12 }}>
        <Button disabled={busy} onClick={() => actor.send({ type: 'fleet.refresh' })}>
          {t('fleet.refresh')}
        </Button>
        <Button disabled={busy} onClick={() => actor.send({ type: 'fleet.export', lang })}>
          {t('fleet.export')}
        </Button>
        {busy && <Spinner size="small" aria-label={t('app.loading', { ns: 'translation' })} />}
      </div>
      {/* A recompute of the fleet takes seconds: a running bar says it is under way. */}
      {state.matches('refreshing') && (
        <OperationProgress label={t('fleet.refreshing', { count: data.ships.length })} />
      )}
      {refreshed && (
        <Flash variant="success">
          {t('fleet.refreshed', { recomputed: refreshed.recomputed, count: refreshed.ships })}
        </Flash>
      )}
      {exported && <Flash variant="success">{t('fleet.exported')}</Flash>}
      {state.matches('ready') && errorCode && <Flash variant="danger">{errorText(errorCode)}</Flash>}
      {data.ships.some((r) => r.recomputing?.length) && <p role="status">{t('fleet.recomputingNote')}</p>}
      {data.ships.some((r) => r.yearToDate?.length) && <p>{t('fleet.yearToDateNote')}</p>}
      {rows.length === 0 ? (
        <p>{t('fleet.empty')}</p>
      ) : (
        <table aria-label={t('fleet.title')}>
          <thead>
            <tr>
              {header('name', t('fleet.ship'))}
              <th scope="col">{t('fleet.imo')}</th>
              {data.years.map((y) => header(`year:${y}`, String(y)))}
              {header('trend', t('fleet.trend'))}
              {header('risk', t('fleet.risk'))}
              <th scope="col">{t('fleet.plan')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.shipId}>
                <th scope="row">
                  <Button
                    variant="invisible"
                    size="small"
                    aria-label={t('fleet.open', { name: name(r) })}
                    onClick={() => actor.send({ type: 'ship.open', shipId: r.shipId })}
                  >
                    {name(r)}
                  </Button>
                </th>
                <td>{r.imo ?? t('fleet.none')}</td>
                {data.years.map((y) => (
                  <td key={y} style={{ textAlign: 'center' }}>
                    <RatingBadge rating={r.ratings[y] ?? null} />
                    {r.ratings[y] && r.yearToDate?.includes(y) && (
                      <span title={t('fleet.yearToDate')}>
                        <span aria-hidden="true"> *</span>
                        <VisuallyHidden>{t('fleet.yearToDate')}</VisuallyHidden>
                      </span>
                    )}
                    {r.recomputing?.includes(y) && (
                      <span title={t('fleet.recomputing')}>
                        <span aria-hidden="true"> ⟳</span>
                        <VisuallyHidden>{t('fleet.recomputing')}</VisuallyHidden>
                      </span>
                    )}
                  </td>
                ))}
                <td>{r.risk.trend ? t(`fleet.trends.${r.risk.trend}`) : t('fleet.none')}</td>
                <td>{r.risk.atRisk ? t('fleet.atRisk') : t('fleet.none')}</td>
                <td>
                  {r.risk.planRequired
                    ? r.planRecorded
                      ? t('fleet.planRecorded')
                      : t('fleet.planMissing')
                    : t('fleet.none')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
