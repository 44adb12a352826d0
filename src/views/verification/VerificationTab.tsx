import { Text } from '@primer/react';
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReportDto } from '../../domain/reports/types';
import { REPORT_BUTTONS } from '../../domain/reports/buttons';
import { REGIME_PAGE } from '../../domain/reports/types';
import { reportActorOf } from '../../machines/workflow/reportLifecycleMachine';
import { verificationTabClient } from '../../machines/verification/provided';
import { inVerification, mayAnswer, type TabRole } from '../../machines/verification/verificationTabMachine';
import { useApp, useLang } from '../AppContext';
import { reportWords } from '../reports/reportText';
import { LoadFailed } from '../shared/LoadFailed';
import { useCan } from '../shared/permission';
import { useAreaText } from '../shared/useAreaText';
import { AnswerDialog } from './AnswerDialog';
import { CarriedFindingsPanel } from './CarriedFindingsPanel';
import { CertificatePanel } from './CertificatePanel';
import { FindingDialog } from './FindingDialog';
import { FindingsPanel } from './FindingsPanel';
import { MaterialityPanel } from './MaterialityPanel';
import { OpinionDialog } from './OpinionDialog';
import { OpinionPanel } from './OpinionPanel';
import { SampleSection, useDrawnRefs, useSampleActor } from './SamplePanel';

/**
 * Who the user is on this report's verification: the verifier when the server offers the
 * verdict's events, the company with its submit button; the server checks every act again.
 */
const VERDICT_EVENTS: readonly string[] = ['verify', 'return', 'confirm'];
export function tabRoleOf(
  report: Pick<ReportDto, 'allowedEvents' | 'regime'>,
  roles: readonly string[],
  can: (perm: string) => boolean,
): TabRole {
  if (roles.some((r) => reportActorOf(r) === 'admin')) return 'admin';
  if (report.allowedEvents.some((e) => VERDICT_EVENTS.includes(e))) return 'verifier';
  const company = roles.some((r) => reportActorOf(r) === 'company');
  const submits = REPORT_BUTTONS.submit.some((b) => can(`${REGIME_PAGE[report.regime]}:${b}`));
  return company && submits ? 'company' : 'reader';
}

/** The Verification tab of a report in or after verification, for the signed-in user. */
interface TabProps {
  report: ReportDto;
  /** Called when an opinion moved the report past the version the page shows. */
  onReportMoved?: () => void;
}

export function VerificationTab({ report, onReportMoved }: TabProps) {
  const roles = useSelector(useApp().session, (s) => s.context.user?.roles ?? []);
  const role = tabRoleOf(report, roles, useCan());
  return <VerificationTabView report={report} role={role} onReportMoved={onReportMoved} />;
}

/** The tab for a user of `role`; its chart decides what shows. */
export function VerificationTabView({ report, role, onReportMoved }: TabProps & { role: TabRole }) {
  const actorRef = useActorRef(verificationTabClient, {
    input: {
      reportId: report.id,
      version: report.version,
      role,
      figureKeys: report.totals.map((t) => t.key),
    },
  });
  const state = useSelector(actorRef, (s) => s);
  // The sample's actor is the tab's, so the finding dialog offers the records drawn.
  const sampleRef = useSampleActor(report.id, role);
  const drawn = useDrawnRefs(sampleRef);
  const text = useAreaText('reports');
  const { errorText } = reportWords(text);
  const c = state.context;
  const send = actorRef.send;
  const busy = state.hasTag('busy');
  const lang = useLang();
  const error = errorText(c.errorCode, c.errorMessage, c.errorParams);
  // An opinion answers the report's new version: the page's header, status and actions follow it.
  const moved = c.version !== report.version && !busy;
  useEffect(() => {
    if (moved) onReportMoved?.();
  }, [moved, onReportMoved]);

  if (state.matches('failed'))
    return (
      <LoadFailed
        text={`${text.t('verification.loadFailed')} ${error}`}
        retryLabel={text.t('verification.retry')}
        onRetry={() => send({ type: 'tab.retry' })}
      />
    );
  if (!c.data) return <Text as="p">{text.t('verification.busy')}</Text>;
  const answering = c.answer && c.data.findings.find((f) => f.id === c.answer!.findingId);
  return (
    <div aria-busy={busy}>
      {role === 'reader' && <Text as="p">{text.t('verification.readOnly')}</Text>}
      <OpinionPanel
        data={c.data}
        canGive={inVerification(c)}
        busy={busy}
        onChoose={(outcome) => send({ type: 'opinion.choose', outcome })}
      />
      <MaterialityPanel data={c.data} />
      <CertificatePanel
        data={c.data}
        busy={busy}
        error={state.matches('ready') ? error : ''}
        onDownload={(doc, format) => send({ type: 'file.download', doc, format, lang })}
      />
      <FindingsPanel
        reportId={report.id}
        findings={c.data.findings}
        canRecord={inVerification(c)}
        canAnswer={mayAnswer(c)}
        busy={busy}
        onNew={() => send({ type: 'finding.new' })}
        onAnswer={(f, answer) => send({ type: 'answer.open', findingId: f.id, version: f.version, answer })}
      />
      <CarriedFindingsPanel reportId={report.id} role={role} status={report.status} />
      <SampleSection actorRef={sampleRef} role={role} />
      {(state.matches('opinion') || state.matches('givingOpinion')) && c.outcome && (
        <OpinionDialog
          outcome={c.outcome}
          statement={c.statement}
          problem={c.problem}
          error={error}
          team={c.team}
          siteVisit={c.siteVisit}
          onStatement={(value) => send({ type: 'statement.change', value })}
          onExtra={(field, value) => send({ type: 'opinionExtra.change', field, value })}
          onClose={(ok) => send({ type: ok ? 'opinion.confirm' : 'opinion.cancel' })}
        />
      )}
      {(state.matches('finding') || state.matches('savingFinding')) && (
        <FindingDialog
          draft={c.finding}
          figureKeys={c.figureKeys}
          sampleRefs={drawn}
          problem={c.problem}
          error={error}
          onChange={(field, value) => send({ type: 'finding.change', field, value })}
          onClose={(ok) => send({ type: ok ? 'finding.save' : 'finding.cancel' })}
        />
      )}
      {(state.matches('answer') || state.matches('savingAnswer')) && c.answer && (
        <AnswerDialog
          draft={c.answer}
          misstatement={answering?.kind === 'misstatement'}
          problem={c.problem}
          error={error}
          onChange={(change) => send({ type: 'answer.change', ...change })}
          onClose={(ok) => send({ type: ok ? 'answer.save' : 'answer.cancel' })}
        />
      )}
    </div>
  );
}
