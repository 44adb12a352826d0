import type { ReportListItem, Regime } from '../../domain/reports/types';
import { REGIME_PAGE } from '../../domain/reports/types';
import { useState } from 'react';
import { Heading, Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { candidateListClient, reportListMachine, wizardPlaceOf } from '../../machines/reports/provided';
import { useCan } from '../shared/permission';
import { LoadFailed } from '../shared/LoadFailed';
import { CandidateListView } from './CandidateListView';
import { FleetJobPanel } from './FleetJobPanel';
import { ReportPage } from './ReportPage';
import { ReportTable } from './ReportTable';
import { SubmissionWizard } from './SubmissionWizard';
import { useReportParam } from './useReportParam';
import { reportWords } from './reportText';
import { TabStrip } from '../shared/TabStrip';
import { useAreaText } from '../shared/useAreaText';

type Tab = 'periods' | 'reports' | 'wizard';

/** Candidate periods of a ship-year with this user's buttons. */
function CandidatesTab({ regime, onOpen }: { regime: Regime; onOpen: (id: number) => void }) {
  const actorRef = useActorRef(candidateListClient, {
    input: { regime, year: new Date().getUTCFullYear() - 1 },
  });
  const can = useCan();
  const canGenerate = can(`${REGIME_PAGE[regime]}:generate`);
  return (
    <>
      <CandidateListView actorRef={actorRef} onOpen={onOpen} canGenerate={canGenerate} />
      {canGenerate && <FleetJobPanel regime={regime} year={new Date().getUTCFullYear() - 1} />}
    </>
  );
}

/** The regime's stored reports, every version. */
function ReportsTab({ regime, onOpen }: { regime: Regime; onOpen: (id: number) => void }) {
  const actorRef = useActorRef(reportListMachine({ regime }));
  const state = useSelector(actorRef, (s) => s);
  const reportsText = useAreaText('reports');
  const { errorText } = reportWords(reportsText);
  const r = reportsText.t;
  const t = useAreaText('kit').t;
  if (state.hasTag('busy')) return <Text as="p">{t('listForm.busy')}</Text>;
  if (state.matches('failed'))
    return (
      <LoadFailed
        text={errorText(state.context.errorCode)}
        retryLabel={r('page.retry')}
        onRetry={() => actorRef.send({ type: 'fetch.retry' })}
      />
    );
  return (
    <ReportTable
      items={(state.context.data as ReportListItem[] | null) ?? []}
      label={r('list.table')}
      empty={r('list.empty')}
      onOpen={onOpen}
    />
  );
}

/**
 * A regime's report screen (`/MRVReport/ImoDcsRreport-list`, `/MRVReport/CmsaRreport-list`; issue
 * 14 §5–6): candidate periods, stored reports and the guided submission as tabs; `?report=ID`
 * shows that report's page.
 */
export function RegimeReportsScreen({ regime }: { regime: Regime }) {
  const r = useAreaText('reports').t;
  const [reportId, open] = useReportParam();
  // A guided submission under way (kept across a reload or a detour to fix data) opens on its tab.
  const [tab, setTab] = useState<Tab>(() => {
    const step = wizardPlaceOf(regime)?.step;
    return step && step !== 'choose' && step !== 'done' ? 'wizard' : 'periods';
  });
  if (reportId !== null) return <ReportPage key={reportId} id={reportId} onBack={() => open(null)} />;
  return (
    <section aria-label={r(`titles.${regime}`)}>
      <Heading as="h2" style={{ fontSize: 20 }}>
        {r(`titles.${regime}`)}
      </Heading>
      <TabStrip
        label={r('tabs.label')}
        tabs={(['periods', 'reports', 'wizard'] as const).map((k) => ({ key: k, label: r(`tabs.${k}`) }))}
        selected={tab}
        onSelect={setTab}
      />
      <div role="tabpanel" aria-label={r(`tabs.${tab}`)}>
        {tab === 'periods' && <CandidatesTab regime={regime} onOpen={open} />}
        {tab === 'reports' && <ReportsTab regime={regime} onOpen={open} />}
        {tab === 'wizard' && <SubmissionWizard regime={regime} onOpen={open} />}
      </div>
    </section>
  );
}
