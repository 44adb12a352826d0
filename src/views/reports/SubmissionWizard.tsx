import type { CandidatePeriod, Regime } from '../../domain/reports/types';
import { REGIME_TABLE } from '../../domain/reports/regimes';
import { Button, Heading, Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { submissionWizardClient, wizardPlaceOf } from '../../machines/reports/provided';
import {
  chosenCandidate,
  unlockedVoyagesOf,
  type WizardActor,
} from '../../machines/reports/submissionWizardMachine';
import {
  candidatesPhase,
  lockAllPhase,
  submitAsking,
  wizardBusy,
  wizardGenerating,
  wizardStep,
} from '../../machines/reports/submissionWizardMachine.selectors';
import { CandidateTable } from './CandidateTable';
import { FiguresTable } from './FiguresTable';
import { ShipYearFilter } from '../shared/ShipYearFilter';
import { ErrorBanner } from '../shared/ErrorText';
import { ConfirmationDialog } from '../shared/Dialog';
import { useCan } from '../shared/permission';
import { fixLinkOf, reportWords } from './reportText';
import { useAreaText } from '../shared/useAreaText';
import { OperationProgress } from '../shared/OperationProgress';

/** What the completeness step lists: why the period cannot be generated, then what Lock would refuse for. */
const missingOf = (p: CandidatePeriod) => [...p.reasons, ...(p.blockers ?? [])];

/** The wizard for a regime, started where this browser session left it. */
export function SubmissionWizard({ regime, onOpen }: { regime: Regime; onOpen: (id: number) => void }) {
  const actorRef = useActorRef(submissionWizardClient, {
    input: { regime, year: new Date().getUTCFullYear() - 1, saved: wizardPlaceOf(regime) },
  });
  const canLockVoyages = useCan()('energy:voyage:lock');
  return <SubmissionWizardView actorRef={actorRef} onOpen={onOpen} canLockVoyages={canLockVoyages} />;
}

/**
 * The guided submission, one step at a time with the steps listed on top. Each
 * completeness item links to the screen that fixes it; after fixing, "Check again". The period's
 * unlocked voyages can be locked in one go, offered only to a user who may lock voyages.
 */
export function SubmissionWizardView({
  actorRef,
  onOpen,
  canLockVoyages,
}: {
  actorRef: WizardActor;
  onOpen: (id: number) => void;
  /** The user holds the voyage lock permission (the server checks it again). */
  canLockVoyages: boolean;
}) {
  const c = useSelector(actorRef, (s) => s.context);
  const step = useSelector(actorRef, wizardStep);
  const candidates = useSelector(actorRef, candidatesPhase);
  const busy = useSelector(actorRef, wizardBusy);
  const lockAll = useSelector(actorRef, lockAllPhase);
  const asking = useSelector(actorRef, submitAsking);
  const generating = useSelector(actorRef, wizardGenerating);
  const reportsText = useAreaText('reports');
  const { word, periodText, reasonText, errorText } = reportWords(reportsText);
  const r = reportsText.t;
  const t = useAreaText('kit').t;
  const send = actorRef.send;
  const candidate = chosenCandidate(c);
  const unlocked = unlockedVoyagesOf(c);
  const error = c.errorCode && <ErrorBanner text={errorText(c.errorCode, c.errorMessage)} />;
  const nav = (next?: {
    label: string;
    event: 'wizard.next' | 'wizard.lock' | 'wizard.submit';
    disabled?: boolean;
  }) => (
    <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
      {step !== 'choose' && step !== 'submit' && step !== 'done' && (
        <Button disabled={busy} onClick={() => send({ type: 'wizard.back' })}>
          {r('wizard.back')}
        </Button>
      )}
      {next && (
        <Button variant="primary" disabled={busy || next.disabled} onClick={() => send({ type: next.event })}>
          {next.label}
        </Button>
      )}
    </div>
  );

  return (
    <section aria-label={r('tabs.wizard')} aria-busy={busy}>
      <ol
        aria-label={r('wizard.label')}
        style={{ display: 'flex', gap: 16, listStyle: 'decimal inside', padding: 0 }}
      >
        {REGIME_TABLE[c.regime].wizardSteps.map((s) => (
          <li
            key={s}
            aria-current={s === step ? 'step' : undefined}
            style={{ fontWeight: s === step ? 700 : 400 }}
          >
            {r(`wizard.steps.${s}`)}
          </li>
        ))}
      </ol>
      <Heading as="h3" style={{ fontSize: 18 }}>
        {r(`wizard.steps.${step}`)}
      </Heading>
      {/* Generation takes seconds: a running bar says the work is under way. */}
      {generating ? (
        <OperationProgress label={r('wizard.generating')} />
      ) : (
        busy && <Text as="p">{t('listForm.busy')}</Text>
      )}
      {error}

      {step === 'choose' && (
        <>
          <ShipYearFilter
            shipId={c.shipId}
            year={c.year}
            onShip={(shipId) => send({ type: 'ship.change', shipId })}
            onYear={(year) => send({ type: 'year.change', year })}
          />
          {candidates === 'idle' && <Text as="p">{r('candidate.chooseShip')}</Text>}
          {candidates === 'failed' && (
            <Button onClick={() => send({ type: 'candidates.retry' })}>{r('page.retry')}</Button>
          )}
          {candidates === 'ready' && (
            <CandidateTable
              candidates={c.candidates}
              action={(p) => (
                <Button size="small" onClick={() => send({ type: 'period.choose', start: p.start })}>
                  {r('wizard.choosePeriod')}
                </Button>
              )}
            />
          )}
        </>
      )}

      {step === 'completeness' && candidate && (
        <>
          <Text as="p">{`${periodText(candidate)} · ${r(`candidate.${candidate.status}`)}`}</Text>
          {missingOf(candidate).length === 0 ? (
            <Text as="p">{r('wizard.complete')}</Text>
          ) : (
            <>
              <Heading as="h4" style={{ fontSize: 14 }}>
                {r('wizard.missing')}
              </Heading>
              <ul aria-label={r('wizard.missing')}>
                {missingOf(candidate).map((reason, i) => {
                  const fix = fixLinkOf(reason, c.shipId);
                  return (
                    <li key={i}>
                      {reasonText(reason)} <a href={fix.href}>{r(fix.label)}</a>
                    </li>
                  );
                })}
              </ul>
            </>
          )}
          {lockAll === 'locking' && (
            <Text as="p" role="status">
              {r('wizard.lockAll.running', { count: unlocked.length })}
            </Text>
          )}
          <div style={{ display: 'flex', gap: 8 }}>
            <Button disabled={busy} onClick={() => send({ type: 'wizard.recheck' })}>
              {r('wizard.recheck')}
            </Button>
            {canLockVoyages && unlocked.length > 0 && (
              <Button disabled={busy} onClick={() => send({ type: 'wizard.lockAll' })}>
                {r('wizard.lockAll.button', { count: unlocked.length })}
              </Button>
            )}
          </div>
          {lockAll === 'confirming' && (
            <ConfirmationDialog
              title={r('wizard.lockAll.title', { count: unlocked.length })}
              confirmButtonContent={r('wizard.lockAll.confirm')}
              cancelButtonContent={r('wizard.lockAll.cancel')}
              onClose={(gesture) =>
                send({ type: gesture === 'confirm' ? 'wizard.lockAll.confirm' : 'wizard.lockAll.cancel' })
              }
            >
              {r('wizard.lockAll.body', { voyages: unlocked.map((v) => v.voyageNo).join(', ') })}
            </ConfirmationDialog>
          )}
          {nav({ label: r('wizard.next'), event: 'wizard.next', disabled: candidate.status === 'blocked' })}
        </>
      )}

      {(step === 'figures' || step === 'corrections' || step === 'review') && c.report && (
        <>
          {step === 'figures' && <Text as="p">{r('wizard.derivation')}</Text>}
          {step === 'review' && <Text as="p">{r('wizard.reviewText')}</Text>}
          <FiguresTable
            reportId={c.report.id}
            shipId={c.report.shipId}
            totals={c.report.totals}
            rows={c.corrections}
            editable={step === 'corrections'}
            onChange={(e) => send(e)}
          />
          {nav(
            step === 'review'
              ? { label: r('wizard.lock'), event: 'wizard.lock' }
              : { label: r('wizard.next'), event: 'wizard.next' },
          )}
        </>
      )}

      {step === 'submit' && c.report && (
        <>
          <Text as="p">{r('wizard.submitText')}</Text>
          {nav({ label: r('wizard.submit'), event: 'wizard.submit' })}
          {asking && (
            <ConfirmationDialog
              title={r('wizard.submitAsk.title')}
              confirmButtonContent={r('wizard.submitAsk.confirm')}
              cancelButtonContent={r('wizard.submitAsk.cancel')}
              onClose={(gesture) =>
                send({ type: gesture === 'confirm' ? 'wizard.submit.confirm' : 'wizard.submit.cancel' })
              }
            >
              {r('wizard.submitAsk.body', { id: c.report.id })}
            </ConfirmationDialog>
          )}
        </>
      )}

      {step === 'done' && c.report && (
        <>
          <Text as="p" role="status">
            {r('wizard.doneText', { id: c.report.id, status: word('status', c.report.status) })}
          </Text>
          <div style={{ display: 'flex', gap: 8 }}>
            <Button onClick={() => onOpen(c.report!.id)}>{r('wizard.openReport')}</Button>
            <Button onClick={() => send({ type: 'wizard.restart' })}>{r('wizard.restart')}</Button>
          </div>
        </>
      )}
    </section>
  );
}
