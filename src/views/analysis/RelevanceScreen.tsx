import { lazy } from 'react';
import { Heading, Select, Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { RelevanceDto } from '../../domain/analysis/dto';
import { RELEVANCE_VARIABLES } from '../../domain/schemas/analysis';
import { relevanceMachine } from '../../machines/analysis/provided';
import {
  AnalysisResult,
  AnalysisStatus,
  blankSubject,
  Field,
  subjectChosen,
  SubjectFields,
  useAnalysisText,
} from './AnalysisParts';
import { QueryForm, useQueryFields } from './QueryForm';
import { fitFigures, heatmapRows, relevanceTable, scatterSeries } from './relevanceData';

const RelevanceChart = lazy(() => import('./RelevanceChart'));

/**
 * Relevance analysis (`/energyAnalysis/RelevanceAnalysis`, docs/analysis.md §3): for a ship, a
 * company or a ship type over years, the heatmap of Pearson r between the operating variables and
 * the indicators, and the scatter of a chosen pair with its least-squares curve (a power fit for
 * speed against daily fuel) and, for one ship, its theoretical curve. Data tab and export as shown.
 */
export default function RelevanceScreen() {
  const { t } = useAnalysisText();
  const tr = (key: string, o?: Record<string, unknown>) => t(`analysis:relevance.${key}`, o);
  const actorRef = useActorRef(relevanceMachine);
  const state = useSelector(actorRef, (s) => s);
  const { form, set, reset } = useQueryFields(() => ({
    ...blankSubject(),
    x: 'speedKn',
    y: 'dailyFuelAtSeaT',
  }));
  const data = state.context.data as RelevanceDto | null;
  const title = tr('title');
  const label = (v: string) => tr(`variables.${v}`);
  // The bucket is the trend's field; relevance takes every leg of the years.
  const run = () => {
    const { bucket: _bucket, ...query } = form;
    actorRef.send({ type: 'query.run', query, complete: subjectChosen(form) });
  };
  const table = data ? relevanceTable(data, label, { variable: tr('variable'), pairs: tr('pairs') }) : [];
  const names = { legs: tr('legs'), fitted: tr('fitted'), theoretical: tr('theoretical') };
  const fit = data ? fitFigures(data) : null;
  const pick = (name: 'x' | 'y') => (
    <Field label={tr(name)}>
      {() => (
        <Select value={form[name]} onChange={(e) => set(name)(e.target.value)}>
          {RELEVANCE_VARIABLES.map((v) => (
            <Select.Option key={v} value={v}>
              {label(v)}
            </Select.Option>
          ))}
        </Select>
      )}
    </Field>
  );
  return (
    <section aria-label={title}>
      <Heading as="h2" style={{ fontSize: 20, marginBottom: 8 }}>
        {title}
      </Heading>
      <QueryForm
        onRun={run}
        onReset={() => {
          reset();
          actorRef.send({ type: 'query.reset' });
        }}
      >
        <SubjectFields form={form} set={set} />
        {pick('x')}
        {pick('y')}
      </QueryForm>
      <AnalysisStatus state={state} onRetry={run} />
      {data && state.context.tab === 'chart' && (
        <Text as="p" aria-label={tr('fitted')}>
          {fit ? tr(fit.kind === 'power' ? 'fitPower' : 'fitLinear', fit) : tr('noFit')}
        </Text>
      )}
      <AnalysisResult
        actorRef={actorRef}
        state={state}
        title={title}
        table={table}
        empty={!data || data.points.length === 0}
        chart={() =>
          data && (
            <RelevanceChart
              heatmap={heatmapRows(data, label)}
              scatter={scatterSeries(data, names)}
              lines={[names.fitted, names.theoretical]}
              heatmapLabel={tr('heatmap')}
              scatterLabel={tr('scatter')}
              axes={{ x: label(data.x), y: label(data.y) }}
            />
          )
        }
      />
    </section>
  );
}
