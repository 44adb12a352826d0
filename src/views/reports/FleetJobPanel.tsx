import { Button, Heading, ProgressBar, Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { Regime } from '../../domain/reports/types';
import { fleetJobClient } from '../../machines/reports/provided/fleetJob';
import { ErrorBanner } from '../shared/ErrorText';
import { Table, Td, Th } from '../shared/Table';
import { useAreaText } from '../shared/useAreaText';
import { YearInput } from '../shared/YearInput';

/**
 * The whole fleet at once (docs/jobs.md): start a background fleet job for a year, follow its
 * progress, and see each failed ship with its reason and send them again with Retry. Renders the
 * fleet job machine's state; `machine` lets a test give it other calls or a shorter poll.
 */
export function FleetJobPanel({
  regime,
  year,
  machine = fleetJobClient,
  pollMs,
}: {
  regime: Regime;
  year: number;
  machine?: typeof fleetJobClient;
  pollMs?: number;
}) {
  const actor = useActorRef(machine, { input: { regime, year, pollMs } });
  const state = useSelector(actor, (s) => s);
  const { t, errorText } = useAreaText('reports');
  const c = state.context;
  const busy = state.hasTag('busy');
  const running = state.hasTag('running');
  const job = c.job;
  const counts = job ? { done: job.done, count: job.total, failed: job.failed } : undefined;
  return (
    <section aria-labelledby={`fleet-job-${regime}`} style={{ marginTop: 16 }}>
      <Heading as="h3" id={`fleet-job-${regime}`} style={{ fontSize: 16 }}>
        {t('fleetJob.title')}
      </Heading>
      <Text as="p">{t('fleetJob.intro')}</Text>
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
        <YearInput
          label={t('fleetJob.year')}
          value={c.year}
          min={2018}
          disabled={busy || running}
          onYear={(y) => actor.send({ type: 'year.change', year: y })}
        />
        <Button disabled={busy || running} onClick={() => actor.send({ type: 'job.start' })}>
          {t('fleetJob.start')}
        </Button>
      </div>
      {c.errorCode && <ErrorBanner text={errorText(c.errorCode)} />}
      {(running || state.matches('finished')) && (
        <p role="status">
          {running && (counts ? t('fleetJob.progress', counts) : t('fleetJob.running'))}
          {state.matches('finished') && counts && t('fleetJob.finished', counts)}
        </p>
      )}
      {/* The job's own figures fill the bar: ships finished (failed ones included) of all its ships. */}
      {running && counts && counts.count > 0 && (
        <ProgressBar
          aria-label={t('fleetJob.running')}
          aria-valuetext={t('fleetJob.progress', counts)}
          progress={Math.round((Math.min(counts.done, counts.count) / counts.count) * 100)}
          barSize="small"
          style={{ maxWidth: 480 }}
        />
      )}
      {job && job.failures.length > 0 && (
        <>
          <Table label={t('fleetJob.failures')}>
            <thead>
              <tr>
                <Th scope="col">{t('fleetJob.ship')}</Th>
                <Th scope="col">{t('fleetJob.reason')}</Th>
                <Th scope="col">{t('fleetJob.attempts')}</Th>
              </tr>
            </thead>
            <tbody>
              {job.failures.map((f) => (
                <tr key={f.shipId}>
                  <Th scope="row">{f.shipName}</Th>
                  <Td>{f.error || t('fleetJob.noReason')}</Td>
                  <Td>{f.attempts}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Button
            disabled={!state.matches('finished')}
            onClick={() => actor.send({ type: 'job.retry' })}
            style={{ marginTop: 8 }}
          >
            {t('fleetJob.retry')}
          </Button>
        </>
      )}
    </section>
  );
}
