import { Button, Heading, Text, Textarea } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { CiiRatingFigures } from '../../domain/cii/adjustmentApi';
import type { CiiAdjustKind } from '../../domain/cii/adjustments';
import type { CiiAdjustScreenActor, ciiAdjustScreenMachine } from '../../machines/cii/ciiAdjustScreenMachine';
import type { CiiRecordFormInput } from '../../machines/cii/ciiRecordFormMachine';
import { ciiAdjustScreenClient, ciiRecordFormClient } from '../../machines/cii/provided';
import { formatInstant, formatPeriod } from '../../i18n/format';
import { ShipYearFilter } from '../shared/ShipYearFilter';
import { ErrorBanner } from '../shared/ErrorText';
import { CiiRecordFormView } from './CiiRecordForm';
import { useAreaText } from '../shared/useAreaText';
import { fuelNameText } from '../shared/labels/FuelName';
import { roleNameText } from '../shared/labels/RoleName';
import { Th, Td } from '../shared/Table';

const fmt = (n: number, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : '');

/** The screen of one kind (`/cii/adjust` or `/cii/correct`), on the client's actors. */
export function ciiAdjustScreen(kind: CiiAdjustKind) {
  return function CiiAdjustRoute() {
    return <CiiAdjustScreen kind={kind} />;
  };
}

export function CiiAdjustScreen({
  kind,
  machine = ciiAdjustScreenClient,
  formMachine = ciiRecordFormClient,
}: {
  kind: CiiAdjustKind;
  machine?: typeof ciiAdjustScreenMachine;
  formMachine?: typeof ciiRecordFormClient;
}) {
  const actorRef = useActorRef(machine, { input: { kind, year: new Date().getFullYear() - 1 } });
  return <CiiAdjustView actorRef={actorRef} formMachine={formMachine} />;
}

function FormHost({
  formMachine,
  input,
  onClose,
}: {
  formMachine: typeof ciiRecordFormClient;
  input: CiiRecordFormInput;
  onClose: (changed: boolean) => void;
}) {
  const ref = useActorRef(formMachine, { input });
  return <CiiRecordFormView actorRef={ref} onClose={onClose} />;
}

export function CiiAdjustView({
  actorRef,
  formMachine = ciiRecordFormClient,
}: {
  actorRef: CiiAdjustScreenActor;
  formMachine?: typeof ciiRecordFormClient;
}) {
  const { t: c, errorText } = useAreaText('cii');
  const kit = useAreaText('kit').t;
  const state = useSelector(actorRef, (s) => s);
  const ctx = state.context;
  const busy = state.hasTag('busy');
  const figure = (f: CiiRatingFigures | null | undefined) =>
    !f
      ? '–'
      : f.ok
        ? c('adjust.ratings.figure', { rating: f.rating, attained: fmt(f.attained, 3) })
        : f.error;
  const alone = new Map(ctx.comparison.flatMap((p) => p.each.map((e) => [e.id, e.figures] as const)));
  return (
    <div>
      <Heading as="h2">{c(`adjust.title.${ctx.kind}`)}</Heading>
      <Text as="p" style={{ color: 'var(--fgColor-muted)' }}>
        {c(`adjust.hint.${ctx.kind}`)}
      </Text>
      <ShipYearFilter
        shipId={ctx.shipId}
        year={ctx.year}
        onShip={(shipId) => actorRef.send({ type: 'ship.select', shipId })}
        onYear={(year) => actorRef.send({ type: 'year.change', year })}
        disabled={busy}
      />
      {state.matches('noShip') && <Text as="p">{c('adjust.chooseShip')}</Text>}
      {state.matches('failed') && (
        <div>
          <ErrorBanner text={`${c('adjust.loadFailed')} ${errorText(ctx.errorCode, ctx.errorMessage)}`} />
          <Button onClick={() => actorRef.send({ type: 'retry' })}>{c('adjust.retry')}</Button>
        </div>
      )}
      {state.matches('ready') && (
        <>
          <ErrorBanner text={errorText(ctx.errorCode, ctx.errorMessage)} />
          <section aria-label={c('adjust.ratings.title')}>
            <Heading as="h3" style={{ marginTop: 16 }}>
              {c('adjust.ratings.title')}
            </Heading>
            <table aria-label={c('adjust.ratings.title')} style={{ borderCollapse: 'collapse' }}>
              <thead>
                <tr>
                  <Th>{c('adjust.ratings.period')}</Th>
                  <Th>{c('adjust.ratings.without')}</Th>
                  <Th>{c('adjust.ratings.withAll')}</Th>
                </tr>
              </thead>
              <tbody>
                {ctx.comparison.map((p) => (
                  <tr key={p.period.start}>
                    <Td>{`${formatPeriod(p.period)}`}</Td>
                    {p.unavailable ? (
                      <Td colSpan={2}>{c('adjust.ratings.unavailable', { reason: p.unavailable })}</Td>
                    ) : (
                      <>
                        <Td>{figure(p.without)}</Td>
                        <Td>{figure(p.all ?? p.without)}</Td>
                      </>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
          {ctx.proposals && (
            <section aria-label={c('adjust.proposals.title')}>
              <Heading as="h3" style={{ marginTop: 16 }}>
                {c('adjust.proposals.title')}
              </Heading>
              {ctx.proposals.proposals.length === 0 && <Text as="p">{c('adjust.proposals.none')}</Text>}
              <ul>
                {ctx.proposals.proposals.map((p) => (
                  <li key={p.episodeRef}>
                    {`${c(`adjust.types.${p.type}`)} ${p.episodeRef} · ${formatInstant(p.begin)} – ${formatInstant(p.end)} · ${p.distanceNm} nm · ${p.fuels.map((f) => `${fuelNameText(kit, f.fuel)} ${f.tonnes} t`).join(', ')} `}
                    {p.warnings.map((w) => (
                      <Text key={w} as="span" style={{ color: 'var(--fgColor-attention)' }}>
                        {c(`adjust.proposals.${w}`)}{' '}
                      </Text>
                    ))}
                    <Button size="small" onClick={() => actorRef.send({ type: 'record.new', proposal: p })}>
                      {`${c('adjust.proposals.use')} ${p.episodeRef}`}
                    </Button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <Heading as="h3" style={{ marginTop: 16 }}>
            {c('adjust.records')}
          </Heading>
          <Button onClick={() => actorRef.send({ type: 'record.new' })}>{c(`adjust.new.${ctx.kind}`)}</Button>
          {ctx.records.length === 0 ? (
            <Text as="p">{c('adjust.noRecords')}</Text>
          ) : (
            <table
              aria-label={c('adjust.records')}
              style={{ width: '100%', borderCollapse: 'collapse', marginTop: 8 }}
            >
              <thead>
                <tr>
                  {(
                    [
                      'type',
                      'span',
                      'voyage',
                      'distance',
                      'fuels',
                      'factor',
                      'evidence',
                      'status',
                      'alone',
                      'actions',
                    ] as const
                  ).map((k) => (
                    <Th key={k}>{c(`adjust.columns.${k}`)}</Th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {ctx.records.map((r) => (
                  <tr key={r.id} aria-label={`${c(`adjust.types.${r.type}`)} ${r.id}`}>
                    <Td>{c(`adjust.types.${r.type}`)}</Td>
                    <Td>{`${formatInstant(r.begin)} – ${formatInstant(r.end)}`}</Td>
                    <Td>{r.voyageNo ?? ''}</Td>
                    <Td>{r.distanceNm || ''}</Td>
                    <Td>{r.fuels.map((f) => `${fuelNameText(kit, f.fuel)} ${f.tonnes} t`).join(', ')}</Td>
                    <Td>{r.iceClass ?? r.factor ?? ''}</Td>
                    <Td>
                      {r.evidence ? (
                        <a href={`/api/cii/adjustments/${r.id}/evidence`} target="_blank" rel="noreferrer">
                          {r.evidence.name}
                        </a>
                      ) : (
                        '–'
                      )}
                    </Td>
                    <Td>{c(`adjust.status.${r.status}`)}</Td>
                    <Td>{figure(alone.get(r.id))}</Td>
                    <Td>
                      <div style={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
                        {r.editable && (
                          <Button
                            size="small"
                            disabled={busy}
                            onClick={() => actorRef.send({ type: 'record.edit', id: r.id })}
                          >
                            {c('adjust.edit')}
                          </Button>
                        )}
                        {r.allowedEvents.map((e) => (
                          <Button
                            key={e}
                            size="small"
                            disabled={busy}
                            variant={
                              e === 'confirm' || e === 'submit'
                                ? 'primary'
                                : e === 'return' || e === 'cancel'
                                  ? 'danger'
                                  : 'default'
                            }
                            onClick={() => actorRef.send({ type: 'record.event', id: r.id, event: e })}
                          >
                            {c(`adjust.events.${e}`, { defaultValue: e })}
                          </Button>
                        ))}
                        <Button
                          size="small"
                          variant="invisible"
                          onClick={() => actorRef.send({ type: 'record.select', id: r.id })}
                        >
                          {c('adjust.history')}
                        </Button>
                      </div>
                    </Td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div style={{ marginTop: 8, maxWidth: 480 }}>
            <label>
              {c('adjust.comment')}
              <Textarea
                block
                value={ctx.comment}
                onChange={(e) => actorRef.send({ type: 'comment.change', value: e.target.value })}
              />
            </label>
          </div>
          {ctx.selectedId !== null && ctx.history.length > 0 && (
            <section aria-label={c('adjust.historyOf', { id: ctx.selectedId })}>
              <Heading as="h3" style={{ marginTop: 16 }}>
                {c('adjust.historyOf', { id: ctx.selectedId })}
              </Heading>
              <ol>
                {ctx.history.map((h) => (
                  <li key={h.id}>
                    {`${formatInstant(h.at)} · ${h.actorUsername ?? ''} (${roleNameText(kit, h.role)}) · ${c(`adjust.events.${h.event}`, { defaultValue: h.event })}: ${c(`adjust.status.${h.from}`, { defaultValue: h.from })} → ${c(`adjust.status.${h.to}`, { defaultValue: h.to })}${h.comment ? ` · ${h.comment}` : ''}`}
                  </li>
                ))}
              </ol>
            </section>
          )}
          {ctx.form && state.matches({ ready: 'form' }) && ctx.shipId !== null && (
            <FormHost
              formMachine={formMachine}
              input={{
                kind: ctx.kind,
                shipId: ctx.shipId,
                year: ctx.year,
                record: ctx.form.record,
                proposal: ctx.form.proposal,
              }}
              onClose={(changed) => actorRef.send({ type: 'form.closed', changed })}
            />
          )}
        </>
      )}
    </div>
  );
}
