import type { HubRow, NextAction, Regime, ReportListItem } from '../../domain/reports/types';
import { REGIMES, REPORT_STATUSES } from '../../domain/reports/types';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { Button, FormControl, Heading, Select, Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { AnyStateMachine } from 'xstate';
import { hubGenerateMachine, reportHubMachine, reportInboxMachine } from '../../machines/reports/provided';
import { LoadFailed } from '../shared/LoadFailed';
import { RegimeComparisonView } from './RegimeComparisonView';
import { ReportPage } from './ReportPage';
import { ReportTable } from './ReportTable';
import { useReportParam } from './useReportParam';
import { cell, reportWords } from './reportText';
import { useReportTab } from './useReportTab';
import { TabStrip } from '../shared/TabStrip';
import { Td, Th } from '../shared/Table';
import { useAreaText } from '../shared/useAreaText';
import { reportStateText } from '../shared/labels/ReportStateName';
import { SearchFields } from '../shared/SearchFields';
import { YearInput } from '../shared/YearInput';
import { OperationProgress } from '../shared/OperationProgress';
import { NextActionButton } from './NextActionButton';
import { ReturnedNotice } from './ReturnedNotice';

/** A fetch machine's failure in the reports' words, with Retry. */
function FetchFailed({ errorCode, retry }: { errorCode: unknown; retry: () => void }) {
  const reportsText = useAreaText('reports');
  const { errorText } = reportWords(reportsText);
  return (
    <LoadFailed
      text={errorText(errorCode as string | null)}
      retryLabel={reportsText.t('page.retry')}
      onRetry={retry}
    />
  );
}

/** A fetched list: busy, failed with Retry, or its rows rendered by `children`. */
function Fetched<T>({
  machine,
  children,
}: {
  machine: AnyStateMachine;
  children: (rows: T[]) => React.ReactNode;
}) {
  const actorRef = useActorRef(machine);
  const state = useSelector(actorRef, (s) => s);
  const t = useAreaText('kit').t;
  if (state.hasTag('busy')) return <Text as="p">{t('listForm.busy')}</Text>;
  if (state.matches('failed'))
    return (
      <FetchFailed errorCode={state.context.errorCode} retry={() => actorRef.send({ type: 'fetch.retry' })} />
    );
  return <>{children((state.context.data as T[] | null) ?? [])}</>;
}

interface HubFilters {
  year: number;
  regime: Regime | '';
  status: string;
}

type OpenReport = (id: number, opts?: { next?: boolean }) => void;

/** A ship-year's Generate, running: the year's open period generated, then its report opened. */
function HubGenerate({ row, onOpen }: { row: HubRow; onOpen: OpenReport }) {
  const r = useAreaText('reports').t;
  const actorRef = useActorRef(useState(() => hubGenerateMachine(row))[0]);
  const state = useSelector(actorRef, (s) => s);
  const id = (state.context.data as { id?: number } | null)?.id;
  useEffect(() => {
    if (id) onOpen(id);
  }, [id, onOpen]);
  if (state.matches('failed'))
    return (
      <FetchFailed errorCode={state.context.errorCode} retry={() => actorRef.send({ type: 'fetch.retry' })} />
    );
  return <OperationProgress label={r('next.generating')} />;
}

/** Ship × year × regime with status, deadline and the next action as a button that does it. */
function HubTable({ filters, onOpen }: { filters: HubFilters; onOpen: OpenReport }) {
  const reportsText = useAreaText('reports');
  const { word, deadlineText } = reportWords(reportsText);
  const r = reportsText.t;
  // The rows whose Generate was pressed: each runs its own fetch chart (progress, failure, retry).
  const [generating, setGenerating] = useState<ReadonlySet<string>>(new Set());
  const keyOf = (h: HubRow) => `${h.shipId}-${h.year}-${h.regime}`;
  const act = (h: HubRow, action: NextAction) => {
    if (action === 'generate') setGenerating((g) => new Set(g).add(keyOf(h)));
    // Lock, submit and regenerate open the report with that action's confirmation; verify opens
    // it for the verdict, which needs the figures read.
    else if (h.reportId) onOpen(h.reportId, { next: action !== 'verify' });
  };
  const query = {
    year: filters.year,
    regime: filters.regime || undefined,
    status: filters.status || undefined,
  };
  return (
    <Fetched<HubRow> key={JSON.stringify(query)} machine={reportHubMachine(query)}>
      {(rows) =>
        rows.length === 0 ? (
          <Text as="p">{r('list.empty')}</Text>
        ) : (
          <table aria-label={r('titles.hub')} style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>
                {(['ship', 'year', 'regime', 'status', 'deadline', 'nextAction', 'actions'] as const).map(
                  (c) => (
                    <Th key={c} scope="col">
                      {r(`list.${c}`)}
                    </Th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((h) => (
                <tr key={keyOf(h)}>
                  <Td>{`${h.shipName} ${h.imo ?? ''}`}</Td>
                  <Td>{h.year}</Td>
                  <Td>{r(`regimes.${h.regime}`)}</Td>
                  <Td>
                    {word('status', h.status)}
                    {h.returned && (
                      <>
                        {' '}
                        <ReturnedNotice returned={h.returned} />
                      </>
                    )}
                  </Td>
                  <td
                    style={{
                      ...cell,
                      color:
                        h.deadlineState === 'overdue' || h.deadlineState === 'late'
                          ? 'var(--fgColor-danger)'
                          : undefined,
                    }}
                  >
                    {deadlineText(h)}
                  </td>
                  <Td>
                    {generating.has(keyOf(h)) ? (
                      <HubGenerate row={h} onOpen={onOpen} />
                    ) : (
                      <NextActionButton
                        action={h.nextAction}
                        subject={`${h.shipName} ${h.year} ${r(`regimes.${h.regime}`)}`}
                        onAct={(action) => act(h, action)}
                      />
                    )}
                  </Td>
                  <Td>
                    {h.reportId && (
                      <Button size="small" onClick={() => onOpen(h.reportId!)}>
                        {r('list.open')}
                      </Button>
                    )}
                  </Td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    </Fetched>
  );
}

/**
 * The emission report hub (`/MRVReport/EmissionReport`): every ship × year × regime of the
 * company with its status, deadline and next action, filterable; and the verifier's inbox of
 * submitted reports. `?report=ID` opens a report, where the verifier confirms or returns it. The
 * "Across regimes" tab shows one ship-year's voyages scored by every regime (RegimeComparisonView).
 */
export default function EmissionReportScreen() {
  const r = useAreaText('reports').t;
  const kit = useAreaText('kit').t;
  const [reportId, open, next] = useReportParam();
  // A link may name the tab it lands on (the dashboard's verifier tile opens the inbox).
  const linked = new URLSearchParams(useSearch()).get('tab');
  const [tab, setTab] = useReportTab<'overview' | 'inbox' | 'regimeComparison'>(
    linked === 'inbox' || linked === 'regimeComparison' ? linked : 'overview',
  );
  const [filters, setFilters] = useState<HubFilters>({
    year: new Date().getUTCFullYear() - 1,
    regime: '',
    status: '',
  });
  if (reportId !== null)
    return <ReportPage key={reportId} id={reportId} startNext={next} onBack={() => open(null)} />;
  return (
    <section aria-label={r('titles.hub')}>
      <Heading as="h2" style={{ fontSize: 20 }}>
        {r('titles.hub')}
      </Heading>
      <TabStrip
        label={r('tabs.label')}
        tabs={(['overview', 'inbox', 'regimeComparison'] as const).map((k) => ({
          key: k,
          label: r(`tabs.${k}`),
        }))}
        selected={tab}
        onSelect={setTab}
      />
      {tab === 'overview' ? (
        <div role="tabpanel" aria-label={r('tabs.overview')}>
          <SearchFields label={r('filters.label')}>
            <YearInput
              label={r('filters.year')}
              value={filters.year}
              min={2019}
              onYear={(year) => setFilters({ ...filters, year })}
            />
            <FormControl>
              <FormControl.Label>{r('filters.regime')}</FormControl.Label>
              <Select
                value={filters.regime}
                onChange={(e) => setFilters({ ...filters, regime: e.target.value as Regime | '' })}
              >
                <Select.Option value="">{r('filters.all')}</Select.Option>
                {REGIMES.map((g) => (
                  <Select.Option key={g} value={g}>
                    {r(`regimes.${g}`)}
                  </Select.Option>
                ))}
              </Select>
            </FormControl>
            <FormControl>
              <FormControl.Label>{r('filters.status')}</FormControl.Label>
              <Select
                value={filters.status}
                onChange={(e) => setFilters({ ...filters, status: e.target.value })}
              >
                <Select.Option value="">{r('filters.all')}</Select.Option>
                {([...REPORT_STATUSES, 'none'] as const).map((s) => (
                  <Select.Option key={s} value={s}>
                    {reportStateText(kit, s)}
                  </Select.Option>
                ))}
              </Select>
            </FormControl>
          </SearchFields>
          <HubTable filters={filters} onOpen={open} />
        </div>
      ) : tab === 'regimeComparison' ? (
        <div role="tabpanel" aria-label={r('tabs.regimeComparison')}>
          <RegimeComparisonView />
        </div>
      ) : (
        <div role="tabpanel" aria-label={r('tabs.inbox')}>
          <Fetched<ReportListItem> machine={reportInboxMachine()}>
            {(items) => (
              <ReportTable
                items={items}
                label={r('titles.inbox')}
                empty={r('list.inboxEmpty')}
                onOpen={open}
              />
            )}
          </Fetched>
        </div>
      )}
    </section>
  );
}
