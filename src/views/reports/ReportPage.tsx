import type { NextAction, ReportDto, ReportEventType } from '../../domain/reports/types';
import { REGIME_TABLE } from '../../domain/reports/regimes';
import { useEffect, useRef, useState } from 'react';
import { Button, Flash, Heading, Text, Textarea } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { downloadReport, reportPageClient } from '../../machines/reports/provided';
import {
  COMMENT_REQUIRED,
  PAGE_EVENTS,
  type ReportPageActor,
} from '../../machines/reports/reportPageMachine';
import { ConfirmationDialog } from '../shared/Dialog';
import { reportPageBusy, reportPagePhase } from '../../machines/reports/reportPageMachine.selectors';
import { LoadFailed } from '../shared/LoadFailed';
import { ErrorBanner, InlineError } from '../shared/ErrorText';
import { EuPartsSection } from './EuPartsSection';
import { EuVoyageList, isEuFigures } from './EuVoyageList';
import { FiguresTable } from './FiguresTable';
import { ReportHistory } from './ReportHistory';
import { reportWords } from './reportText';
import { useAreaText } from '../shared/useAreaText';
import { Td, Th } from '../shared/Table';
import { TabStrip } from '../shared/TabStrip';
import { ReturnedNotice } from './ReturnedNotice';
import { VerificationTab } from '../verification/VerificationTab';

/**
 * The page's tabs: the figures (with their corrections), the verification once the report is in
 * or past it (submitted, verified, confirmed, accepted), and the report's history.
 */
const PAGE_TABS = ['figures', 'verification', 'history'] as const;
type PageTab = (typeof PAGE_TABS)[number];
// Confirmed and accepted too: the authority reads the opinion and the findings it reviews.
const VERIFICATION_STATUSES: readonly string[] = ['submitted', 'verified', 'confirmed', 'accepted'];
const tabsOf = (report: ReportDto): PageTab[] =>
  PAGE_TABS.filter((k) => k !== 'verification' || VERIFICATION_STATUSES.includes(report.status));

/** The report page of one id, with its own machine; `startNext` starts its next action once loaded. */
export function ReportPage({
  id,
  onBack,
  startNext,
}: {
  id: number;
  onBack: () => void;
  startNext?: boolean;
}) {
  const actorRef = useActorRef(reportPageClient, { input: { id } });
  return <ReportPageView actorRef={actorRef} onBack={onBack} startNext={startNext} />;
}

/**
 * The page's event for a next action: its confirmation (lock, submit) or the regeneration's; the
 * verdict has its own two buttons (confirm, return) and nothing to start for it.
 */
function nextActionEvent(report: ReportDto, action: NextAction) {
  if (action === 'regenerate' || (action === 'lock' && report.stale))
    return { type: 'regenerate.ask' } as const;
  if (action === 'lock' || action === 'submit') return { type: 'action.choose', event: action } as const;
  return null;
}

/**
 * One report: header, the server's allowed events as buttons (each confirmed,
 * with a comment where the history needs one), the stale banner with the diff and Regenerate,
 * figures with corrections and "why this number", exports, and the History tab.
 */
export function ReportPageView({
  actorRef,
  onBack,
  startNext = false,
}: {
  actorRef: ReportPageActor;
  onBack: () => void;
  /** Start the report's next action as soon as it is shown (a list's Next action button). */
  startNext?: boolean;
}) {
  const { report, corrections, pending, comment, errorCode, errorMessage, errorParams } = useSelector(
    actorRef,
    (s) => s.context,
  );
  const phase = useSelector(actorRef, reportPagePhase);
  const busy = useSelector(actorRef, reportPageBusy);
  const reportsText = useAreaText('reports');
  const { word, periodText, errorText, amount, lineText, deadlineText } = reportWords(reportsText);
  const r = reportsText.t;
  const t = useAreaText('kit').t;
  const { lang } = reportsText;
  const [chosenTab, setTab] = useState<PageTab>('figures');
  const send = actorRef.send;
  // The list's Next action asked for this once: its confirmation opens when the report is shown.
  const started = useRef(!startNext);
  useEffect(() => {
    if (started.current || phase !== 'ready' || !report) return;
    started.current = true;
    const e = report.nextAction && nextActionEvent(report, report.nextAction);
    if (e) send(e);
  }, [phase, report, send]);

  if (phase === 'loading' && !report) return <Text as="p">{t('listForm.busy')}</Text>;
  if (phase === 'failed')
    return (
      <LoadFailed
        text={`${r('page.loadFailed')} ${errorText(errorCode, errorMessage, errorParams)}`}
        retryLabel={r('page.retry')}
        onRetry={() => send({ type: 'page.retry' })}
      />
    );
  if (!report) return null;
  const editable = report.allowedEvents.includes('lock') && report.status === 'draft';
  const asking = phase === 'asking';
  const needsComment = pending !== null && COMMENT_REQUIRED.includes(pending);
  const events = PAGE_EVENTS.filter((e) => report.allowedEvents.includes(e));
  const tabs = tabsOf(report);
  // A tab the report's state no longer has (verification after a return) falls back to the figures.
  const tab = tabs.includes(chosenTab) ? chosenTab : 'figures';

  return (
    <section aria-label={r('titles.report')} aria-busy={busy}>
      <Button variant="invisible" onClick={onBack}>
        {r('page.back')}
      </Button>
      <Heading as="h2" style={{ fontSize: 20 }}>
        {`${r(`regimes.${report.regime}`)} · ${report.shipName} ${report.imo ?? ''} · ${periodText(report.period)}`}
      </Heading>
      <Text as="p">
        <strong>{r('list.status')}: </strong>
        <span data-testid="report-status">{word('status', report.status)}</span>
        {report.substate && ` (${word('status', report.substate)})`}
        {report.returned && (
          <>
            {' '}
            <ReturnedNotice returned={report.returned} />
          </>
        )}
        {' · '}
        {r('page.reportVersion', { n: report.reportVersion })}
        {' · '}
        {`${r('list.deadline')}: ${deadlineText(report)}`}
        {report.supersedes && ` · ${r('page.supersedes', { id: report.supersedes })}`}
        {report.supersededBy && ` · ${r('page.supersededBy', { id: report.supersededBy })}`}
      </Text>
      <Text as="p" style={{ fontSize: 12, color: 'var(--fgColor-muted)' }}>
        {`${r('page.paramVersion')}: ${report.paramVersion} · ${r('page.fingerprint')}: ${report.fingerprint.slice(0, 12)}`}
      </Text>

      {report.returned && <ReturnedNotice returned={report.returned} banner />}

      {errorCode && !asking && <ErrorBanner text={errorText(errorCode, errorMessage, errorParams)} />}

      {report.stale && (
        <Flash variant="warning" role="status">
          <Text as="p" style={{ fontWeight: 'bold' }}>
            {r('page.staleTitle')}
          </Text>
          {report.diff && report.diff.length > 0 && (
            <>
              <Text as="p">{r('page.staleText')}</Text>
              <table aria-label={r('page.staleTitle')} style={{ borderCollapse: 'collapse' }}>
                <thead>
                  <tr>
                    {(['line', 'old', 'new'] as const).map((c) => (
                      <Th key={c} scope="col">
                        {r(`page.${c}`)}
                      </Th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {report.diff.map((d) => (
                    <tr key={d.key}>
                      <Td>{lineText(d.key)}</Td>
                      <Td style={{ textAlign: 'right' }}>{amount(d.old)}</Td>
                      <Td style={{ textAlign: 'right' }}>{amount(d.new)}</Td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
          {report.allowedEvents.includes('regenerate') && (
            <Button disabled={busy} onClick={() => send({ type: 'regenerate.ask' })}>
              {r('page.regenerate')}
            </Button>
          )}
        </Flash>
      )}

      <div
        role="toolbar"
        aria-label={r('page.actions')}
        style={{ display: 'flex', gap: 8, flexWrap: 'wrap', margin: '8px 0' }}
      >
        {events.map((e) => (
          <Button
            key={e}
            disabled={busy}
            variant={
              e === 'cancel'
                ? 'danger'
                : e === 'submit' || e === 'confirm' || e === 'accept'
                  ? 'primary'
                  : 'default'
            }
            onClick={() => send({ type: 'action.choose', event: e })}
          >
            {r(`events.${e}`)}
          </Button>
        ))}
        {editable && (
          <Button disabled={busy} onClick={() => send({ type: 'corrections.save' })}>
            {r('page.saveCorrections')}
          </Button>
        )}
      </div>

      {REGIME_TABLE[report.regime].exportFormats.length > 0 && (
        <div
          role="group"
          aria-label={r('page.exportsLabel')}
          style={{ display: 'flex', gap: 8, flexWrap: 'wrap', margin: '8px 0' }}
        >
          {REGIME_TABLE[report.regime].exportFormats.flatMap((format) =>
            (format.startsWith('xml') ? [lang] : (['zh', 'en'] as const)).map((l) => (
              <Button
                key={`${format}-${l}`}
                size="small"
                onClick={() => void downloadReport(report.id, format, l)}
              >
                {`${r(`exports.${format}`, { defaultValue: format })}${format.startsWith('xml') ? '' : ` · ${r(`exports.${l}`)}`}`}
              </Button>
            )),
          )}
        </div>
      )}

      <TabStrip
        id="report-tabs"
        label={r('tabs.label')}
        tabs={tabs.map((k) => ({ key: k, label: r(`tabs.${k}`) }))}
        selected={tab}
        onSelect={setTab}
      />
      {tab === 'figures' ? (
        <div role="tabpanel" id="report-tabs-panel" aria-label={r('tabs.figures')}>
          <FiguresTable
            reportId={report.id}
            shipId={report.shipId}
            totals={report.totals}
            rows={corrections}
            editable={editable}
            onChange={(e) => send(e)}
          />
          {isEuFigures(report.figures) && <EuVoyageList figures={report.figures} />}
          {report.regime === 'euMrv' && (
            <EuPartsSection
              key={`${report.id}-${report.status}`}
              reportId={report.id}
              status={report.status}
              editable={report.status === 'draft' && report.allowedEvents.includes('saveCorrections')}
            />
          )}
        </div>
      ) : tab === 'verification' ? (
        <div role="tabpanel" id="report-tabs-panel" aria-label={r('tabs.verification')}>
          <VerificationTab
            key={`${report.id}-${report.version}`}
            report={report}
            onReportMoved={() => send({ type: 'page.reload' })}
          />
        </div>
      ) : (
        <div role="tabpanel" id="report-tabs-panel" aria-label={r('tabs.history')}>
          <ReportHistory key={`${report.id}-${report.version}`} id={report.id} />
          <Text as="p" style={{ fontSize: 12 }}>
            {r('history.voyageLink')}{' '}
            <a href={`/energyEfficiency/index?shipId=${report.shipId}`}>{r('fix.voyage')}</a>
          </Text>
        </div>
      )}

      {asking && pending && (
        <ConfirmationDialog
          title={r(`events.${pending}`)}
          onClose={(gesture) => send({ type: gesture === 'confirm' ? 'action.confirm' : 'action.cancel' })}
          // The button says what it does ("Lock", "Return to company"), not a generic "Send".
          confirmButtonContent={r(`events.${pending}`)}
          cancelButtonContent={r('ask.back')}
          confirmButtonType={pending === 'cancel' ? 'danger' : 'normal'}
        >
          <Text as="p">{r(`ask.${pending}`, { defaultValue: r(`events.${pending}`) })}</Text>
          <label htmlFor="report-comment">{r(needsComment ? 'ask.commentRequired' : 'ask.comment')}</label>
          <Textarea
            id="report-comment"
            block
            value={comment}
            required={needsComment}
            onChange={(e) => send({ type: 'comment.change', value: e.target.value })}
          />
          {errorCode && <InlineError>{errorText(errorCode, errorMessage, errorParams)}</InlineError>}
        </ConfirmationDialog>
      )}
      {phase === 'confirmingRegenerate' && (
        <ConfirmationDialog
          title={r('page.regenerateTitle')}
          onClose={(gesture) =>
            send({ type: gesture === 'confirm' ? 'regenerate.confirm' : 'regenerate.cancel' })
          }
          confirmButtonContent={r('page.regenerate')}
          cancelButtonContent={r('ask.back')}
        >
          {r('page.regenerateText')}
        </ConfirmationDialog>
      )}
    </section>
  );
}

export type { ReportEventType };
