import { Button, Flash, FormControl, Heading, Select, Spinner, TextInput } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { CiiFleetRowDto, CiiShipDto } from '../../domain/ciiApi';
import type { PlanDraft } from '../../machines/cii/ciiShipMachine';
import { ciiShipScreenMachine } from '../../machines/cii/provided';
import { useErrorText } from '../shared/ErrorText';
import { LoadFailed } from '../shared/LoadFailed';
import { RatingBadge } from './RatingBadge';
import { formatPeriod } from '../../i18n/format';
import { DateInput } from '../shared/DateInput';

const STATUSES = ['planned', 'inProgress', 'done', 'cancelled'] as const;
const TARGETS = ['A', 'B', 'C'] as const;
const fix = (v: number | null, digits = 3) => (v === null ? '—' : v.toFixed(digits));

/**
 * A ship's CII page (docs/cii-ratings.md §4): year history, the rated periods with their source,
 * the SEEMP Part III items and the corrective action plans with one form at a time. Renders the
 * ship machine's state only.
 */
export function CiiShipPanel({
  ship,
  name,
  onClose,
}: {
  ship: CiiFleetRowDto;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('cii');
  const errorText = useErrorText();
  const actor = useActorRef(ciiShipScreenMachine, { input: { shipId: ship.shipId } });
  const state = useSelector(actor, (s) => s);
  const data = state.context.data as CiiShipDto | null;
  const { draft, fieldErrors, notice, errorCode, errorMessage } = state.context;

  const heading = (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Heading as="h1" style={{ fontSize: 20 }}>
        {t('ship.title', { name })}
      </Heading>
      <Button onClick={onClose}>{t('ship.close')}</Button>
    </div>
  );
  if (state.matches('failed'))
    return (
      <section>
        {heading}
        <LoadFailed
          text={errorText(errorCode)}
          retryLabel={t('common.retry', { ns: 'translation' })}
          onRetry={() => actor.send({ type: 'ship.retry' })}
        />
      </section>
    );
  if (!data)
    return (
      <section>
        {heading}
        <Spinner aria-label={t('app.loading', { ns: 'translation' })} />
      </section>
    );
  const busy = state.hasTag('busy');
  const thisYear = data.history.at(-1)?.year ?? new Date().getUTCFullYear();
  return (
    <section aria-label={t('ship.title', { name })}>
      {heading}
      {notice === 'conflict' && <Flash variant="warning">{t('ship.conflict')}</Flash>}

      <Heading as="h2" style={{ fontSize: 16 }}>
        {t('ship.history')}
      </Heading>
      <table aria-label={t('ship.history')}>
        <thead>
          <tr>
            {data.history.map((h) => (
              <th key={h.year} scope="col">
                {h.year}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {data.history.map((h) => (
              <td key={h.year} style={{ textAlign: 'center' }}>
                <RatingBadge rating={h.rating} />
              </td>
            ))}
          </tr>
        </tbody>
      </table>

      <Heading as="h2" style={{ fontSize: 16 }}>
        {t('ship.periods')}
      </Heading>
      <table aria-label={t('ship.periods')}>
        <thead>
          <tr>
            <th scope="col">{t('ship.period')}</th>
            <th scope="col">{t('ship.rating')}</th>
            <th scope="col">{t('ship.attained')}</th>
            <th scope="col">{t('ship.required')}</th>
            <th scope="col">{t('ship.distance')}</th>
            <th scope="col">{t('ship.source')}</th>
          </tr>
        </thead>
        <tbody>
          {data.periods.map((p) => (
            <tr key={p.id}>
              <td>{formatPeriod({ start: p.periodStart, end: p.periodEnd })}</td>
              <td>
                {p.rating ? (
                  <RatingBadge rating={p.rating} />
                ) : (
                  `${t('ship.reason')}: ${p.reason ? t(`ship.reasons.${p.reason.code}`, { defaultValue: p.reason.code }) : ''}`
                )}
              </td>
              <td style={{ textAlign: 'right' }}>{fix(p.attained)}</td>
              <td style={{ textAlign: 'right' }}>{fix(p.required)}</td>
              <td style={{ textAlign: 'right' }}>{p.distanceNm === null ? '—' : Math.round(p.distanceNm)}</td>
              <td>{t(`ship.sources.${p.source}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <Heading as="h2" style={{ fontSize: 16 }}>
        {t('ship.seemp')}
      </Heading>
      <p>
        {data.risk.planRequired ? t('ship.planDuty', { year: data.risk.planYear }) : t('ship.noPlanDuty')}
      </p>
      {data.requiredAhead.length > 0 && (
        <table aria-label={t('ship.requiredAhead')}>
          <thead>
            <tr>
              <th scope="col">{t('ship.year')}</th>
              <th scope="col">{t('ship.required')}</th>
            </tr>
          </thead>
          <tbody>
            {data.requiredAhead.map((r) => (
              <tr key={r.year}>
                <td>{r.year}</td>
                <td style={{ textAlign: 'right' }}>{fix(r.required)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <Heading as="h2" style={{ fontSize: 16 }}>
        {t('ship.plans')}
      </Heading>
      {state.matches('ready') && errorCode && <Flash variant="danger">{errorText(errorCode)}</Flash>}
      {data.plans.length === 0 && <p>{t('ship.noPlans')}</p>}
      <ul aria-label={t('ship.plans')}>
        {data.plans.map((p) => (
          <li key={p.id}>
            {p.year} · {p.target} → {p.targetRating ?? '—'} ·{' '}
            {t(`plan.statuses.${p.status}`, { defaultValue: p.status })} · {p.owner} · {p.dueDate}{' '}
            <Button
              size="small"
              disabled={busy || draft !== null}
              onClick={() =>
                actor.send({
                  type: 'plan.edit',
                  draft: {
                    id: p.id,
                    version: p.version,
                    year: String(p.year),
                    target: p.target,
                    targetRating: p.targetRating ?? '',
                    status: p.status,
                    owner: p.owner,
                    dueDate: p.dueDate,
                    note: p.note ?? '',
                  },
                })
              }
            >
              {t('ship.edit')}
            </Button>{' '}
            <Button
              size="small"
              variant="danger"
              disabled={busy || draft !== null}
              onClick={() => actor.send({ type: 'plan.delete', id: p.id })}
            >
              {t('ship.delete')}
            </Button>
          </li>
        ))}
      </ul>
      {draft ? (
        <PlanForm
          draft={draft}
          errors={fieldErrors}
          refused={
            state.matches('editing') && errorCode && Object.keys(fieldErrors).length === 0
              ? (errorMessage ?? errorText(errorCode))
              : null
          }
          busy={busy}
          onSet={(field, value) => actor.send({ type: 'plan.set', field, value })}
          onSave={() => actor.send({ type: 'plan.save' })}
          onCancel={() => actor.send({ type: 'plan.cancel' })}
        />
      ) : (
        <Button
          disabled={busy}
          onClick={() => actor.send({ type: 'plan.new', year: data.risk.planYear ?? thisYear })}
        >
          {t('ship.addPlan')}
        </Button>
      )}
    </section>
  );
}

type Field = keyof Omit<PlanDraft, 'id' | 'version'>;

function PlanForm(props: {
  draft: PlanDraft;
  errors: Record<string, string>;
  refused: string | null;
  busy: boolean;
  onSet: (field: Field, value: string) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('cii');
  const { draft, errors, onSet } = props;
  const text = (field: Field, type = 'text') => (
    <FormControl key={field}>
      <FormControl.Label>{t(`plan.${field}`)}</FormControl.Label>
      <TextInput
        type={type}
        value={draft[field]}
        validationStatus={errors[field] ? 'error' : undefined}
        onChange={(e) => onSet(field, e.target.value)}
      />
      {errors[field] && <FormControl.Validation variant="error">{errors[field]}</FormControl.Validation>}
    </FormControl>
  );
  const date = (field: Field) => (
    <FormControl key={field}>
      <FormControl.Label>{t(`plan.${field}`)}</FormControl.Label>
      <DateInput
        value={draft[field]}
        validationStatus={errors[field] ? 'error' : undefined}
        onChange={(value) => onSet(field, value)}
      />
      {errors[field] && <FormControl.Validation variant="error">{errors[field]}</FormControl.Validation>}
    </FormControl>
  );
  const select = <V extends string>(field: Field, values: readonly V[], label: (v: V) => string) => (
    <FormControl key={field}>
      <FormControl.Label>{t(`plan.${field}`)}</FormControl.Label>
      <Select value={draft[field]} onChange={(e) => onSet(field, e.target.value)}>
        {values.map((v) => (
          <Select.Option key={v} value={v}>
            {label(v)}
          </Select.Option>
        ))}
      </Select>
      {errors[field] && <FormControl.Validation variant="error">{errors[field]}</FormControl.Validation>}
    </FormControl>
  );
  return (
    <form
      aria-label={t('ship.addPlan')}
      onSubmit={(e) => {
        e.preventDefault();
        props.onSave();
      }}
      style={{ display: 'grid', gap: 8, maxWidth: 480 }}
    >
      {props.refused && <Flash variant="danger">{props.refused}</Flash>}
      {text('year', 'number')}
      {text('target')}
      {select('targetRating', TARGETS, (v) => v)}
      {select('status', STATUSES, (v) => t(`plan.statuses.${v}`))}
      {text('owner')}
      {date('dueDate')}
      {text('note')}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button type="submit" variant="primary" disabled={props.busy}>
          {t('plan.save')}
        </Button>
        <Button onClick={props.onCancel} disabled={props.busy}>
          {t('plan.cancel')}
        </Button>
      </div>
    </form>
  );
}
