import { useCallback, useEffect, useRef } from 'react';
import { Button, FormControl, Select, Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { Row } from '../../domain/api';
import { downloadTemplate, providedUploadMachine } from '../../machines/upload/provided';
import type { UploadActor, UploadTarget } from '../../machines/upload/uploadMachine';
import { shipName, shipRef, useShipRows } from '../shared/ships';
import { ConfirmationDialog } from '../shared/Dialog';
import { WithUserTexts } from '../shared/UserText';
import { UploadHistory } from './UploadHistory';
import { RecheckBar, UploadIssues } from './UploadIssues';
import { UploadReady } from './UploadReady';
import { useLeaveGuard } from './useLeaveGuard';
import { useAreaText } from '../shared/useAreaText';
import { codeText } from './uploadText';
import { InlineError } from '../shared/ErrorText';
import { formatInstant, formatPercent } from '../../i18n/format';

const KINDS = ['voyage', 'snapshots', 'ships'] as const;
const STEPS = ['choose', 'reading', 'checking', 'errors', 'ready', 'submitting', 'done'] as const;
const refsOf = (row: Row | undefined) =>
  row
    ? [row.imo, row.registrationNo].filter((v) => v !== null && v !== undefined && v !== '').map(String)
    : [];

/** The step of the pipeline a state is at, for the step list. */
function stepOf(state: ReturnType<UploadActor['getSnapshot']>): (typeof STEPS)[number] {
  if (state.matches({ working: 'reading' })) return 'reading';
  if (state.matches({ working: 'checking' }) || state.matches('serverCheck')) return 'checking';
  if (state.matches('errors') || state.matches('failed')) return 'errors';
  if (state.matches('ready') || state.matches('confirmDuplicate')) return 'ready';
  if (state.matches('submitting')) return 'submitting';
  if (state.matches('done')) return 'done';
  return 'choose';
}

/**
 * The upload centre `/MRVReport/UploadMRVReport`: kind and ship (preselected by
 * `?kind=&shipId=` from the Energy efficiency screen), the template, the step-by-step pipeline of
 * the upload machine, and the upload history.
 */
export default function UploadScreen() {
  const query = new URLSearchParams(useSearch());
  const asked = query.get('kind');
  const kind = KINDS.find((k) => k === asked) ?? 'voyage';
  const shipId = Number(query.get('shipId'));
  const actorRef = useActorRef(providedUploadMachine, {
    input: { kind, shipId: Number.isInteger(shipId) && shipId > 0 ? shipId : null, shipRefs: [] },
  });
  return <UploadScreenView actorRef={actorRef} />;
}

export function UploadScreenView({ actorRef }: { actorRef: UploadActor }) {
  const text = useAreaText('uploads');
  const { t, lang } = text;
  const { t: shell } = useTranslation();
  const state = useSelector(actorRef, (s) => s);
  const c = state.context;
  const duplicateOf = c.check?.duplicateOf;
  const ships = useShipRows();
  const send = actorRef.send;
  const root = useRef<HTMLDivElement>(null);
  const within = useCallback(() => root.current, []);
  useLeaveGuard(state.hasTag('dirty'), t('leave'), within);
  // The history reads again when an upload ends (accepted or refused, both are recorded).
  const ended = state.matches('done') || state.matches('failed');
  const revision = ended ? `${c.sha256}|${String(state.value)}` : 'open';

  const configure = (target: Partial<UploadTarget>) =>
    send({
      type: 'upload.configure',
      target: { kind: c.kind, shipId: c.shipId, shipRefs: c.shipRefs, ...target },
    });
  // A ship preselected by the URL gets its IMO/registration numbers once the ship list is in.
  const preselected = ships.find((r) => Number(r.id) === c.shipId);
  useEffect(() => {
    if (preselected && c.shipRefs.length === 0 && state.matches('idle'))
      send({
        type: 'upload.configure',
        target: { kind: c.kind, shipId: c.shipId, shipRefs: refsOf(preselected) },
      });
  }, [preselected, c.shipRefs.length, c.kind, c.shipId, send, state]);

  const idle = state.matches('idle');
  // A ships file names its ships by IMO number; the other kinds are for one chosen ship.
  const needsShip = c.kind !== 'ships';
  const busy = state.hasTag('busy');
  const step = stepOf(state);
  const message = codeText(text, c.errorCode, c.errorParams);

  return (
    <div ref={root}>
      <h2 style={{ fontSize: 18 }}>{t('title')}</h2>
      <Text as="p">{t('intro')}</Text>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}>
        <FormControl disabled={!idle}>
          <FormControl.Label>{t('kind.label')}</FormControl.Label>
          <Select
            value={c.kind}
            onChange={(e) => configure({ kind: e.target.value as UploadTarget['kind'] })}
          >
            {KINDS.map((k) => (
              <Select.Option key={k} value={k}>
                {t(`kind.${k}`)}
              </Select.Option>
            ))}
          </Select>
        </FormControl>
        {needsShip && (
          <FormControl disabled={!idle} required>
            <FormControl.Label>{t('ship.label')}</FormControl.Label>
            <Select
              value={c.shipId === null ? '' : String(c.shipId)}
              onChange={(e) => {
                const row = ships.find((r) => String(r.id) === e.target.value);
                configure({ shipId: row ? Number(row.id) : null, shipRefs: refsOf(row) });
              }}
            >
              <Select.Option value="" disabled>
                {t('ship.placeholder')}
              </Select.Option>
              {ships.map((r) => (
                <Select.Option key={String(r.id)} value={String(r.id)}>
                  {`${shipName(r, lang)} ${shipRef(r)}`.trim()}
                </Select.Option>
              ))}
            </Select>
          </FormControl>
        )}
        <Button onClick={() => void downloadTemplate(c.kind, `${c.kind}-template.xlsx`)}>
          {t('template')}
        </Button>
        <FormControl disabled={busy || (needsShip && c.shipId === null)}>
          <FormControl.Label>{state.matches('errors') ? t('another') : t('file')}</FormControl.Label>
          <input
            type="file"
            accept=".xlsx,.xls,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
            disabled={busy || (needsShip && c.shipId === null)}
            onChange={(e) => {
              const file = e.target.files?.[0];
              // Cleared, so choosing the same (corrected) file again fires a change.
              e.target.value = '';
              if (file) send({ type: 'upload.file.choose', file });
            }}
          />
        </FormControl>
      </div>

      <ol
        aria-label={t('steps.label')}
        style={{ display: 'flex', gap: 16, listStyle: 'decimal inside', padding: 0 }}
      >
        {STEPS.map((s) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            style={{ fontWeight: s === step ? 700 : 400 }}
          >
            {t(`steps.${s}`)}
          </li>
        ))}
      </ol>

      <div role="status" aria-live="polite" style={{ minHeight: 24 }}>
        {state.matches('working') && (
          <>
            <progress
              max={100}
              value={c.pct}
              aria-label={t('progress', { name: c.fileName, pct: formatPercent(c.pct / 100, text.lang, 0) })}
            />{' '}
            {t('progress', { name: c.fileName, pct: formatPercent(c.pct / 100, text.lang, 0) })}
          </>
        )}
        {state.matches('serverCheck') && t('serverCheck')}
        {state.matches('submitting') && t('submitting')}
        {state.matches('done') &&
          c.result &&
          (needsShip
            ? t('done', {
                ...c.result.diff,
                records: t('counted.records', { count: c.result.counts.records }),
                episodes: t('counted.episodes', { count: c.result.counts.episodes }),
                snapshots: t('counted.snapshots', { count: c.result.counts.snapshots }),
              })
            : t('doneShips', { ...c.result.diff, count: c.result.counts.ships ?? 0 }))}
      </div>
      {(state.matches('working') || state.matches('serverCheck')) && (
        <Button onClick={() => send({ type: 'upload.cancel' })}>{t('cancel')}</Button>
      )}

      {(state.matches('refused') || state.matches('failed')) && (
        <InlineError as="div" style={{ margin: '8px 0' }}>
          {t(state.matches('refused') ? 'refused' : 'failed', { message })}
        </InlineError>
      )}
      {(state.matches('errors') || (state.matches('failed') && c.issues.length > 0)) && (
        <section aria-label={t('errors.heading', { count: c.issues.length })}>
          <h3 style={{ fontSize: 15 }}>{t('errors.heading', { count: c.issues.length })}</h3>
          <UploadIssues
            actorRef={actorRef}
            issues={c.issues}
            workbook={c.workbook}
            editable={state.matches('errors')}
          />
          {state.matches('errors') && <RecheckBar actorRef={actorRef} />}
        </section>
      )}
      {(state.matches('ready') || state.matches('confirmDuplicate')) && c.check && (
        <UploadReady actorRef={actorRef} check={c.check} fileName={c.fileName} />
      )}
      {state.matches('confirmDuplicate') && duplicateOf && (
        <ConfirmationDialog
          title={t('duplicate.title')}
          confirmButtonContent={t('duplicate.accept')}
          cancelButtonContent={shell('common.cancel')}
          onClose={(gesture) =>
            send({ type: gesture === 'confirm' ? 'duplicate.accept' : 'duplicate.cancel' })
          }
        >
          {/* Who uploaded it and the file's name are data, in whatever language they were written. */}
          <WithUserTexts
            sentence={(marks) => t('duplicate.body', { ...marks, at: formatInstant(duplicateOf.at) })}
            users={{ user: duplicateOf.userName, file: duplicateOf.fileName }}
          />
        </ConfirmationDialog>
      )}
      {(state.matches('done') || state.matches('failed') || state.matches('refused')) && (
        <Button onClick={() => send({ type: 'upload.reset' })}>{t('reset')}</Button>
      )}
      <UploadHistory revision={revision} />
    </div>
  );
}
