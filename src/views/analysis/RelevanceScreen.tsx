import { lazy } from 'react';
import { Select, Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { RelevanceDto } from '../../domain/analysis/dto';
import { RELEVANCE_VARIABLES } from '../../domain/schemas/analysis';
import { relevanceMachine } from '../../machines/analysis/provided';
import { blankSubject, Field, subjectChosen, SubjectFields } from './AnalysisParts';
import { useAreaText } from '../shared/useAreaText';
import { AnalysisScreen, useQueryFields } from './AnalysisScreen';
import { fitFigures, heatmapRows, relevanceTable, scatterSeries } from './relevanceData';

const RelevanceChart = lazy(() => import('./RelevanceChart'));

/**
 * Relevance analysis (`/energyAnalysis/RelevanceAnalysis`, docs/analysis.md §3): for a ship, a
 * company or a ship type over years, the heatmap of Pearson r between the operating variables and
 * the indicators, and the scatter of a chosen pair with its least-squares curve (a power fit for
 * speed against daily fuel) and, for one ship, its theoretical curve. Data tab and export as shown.
 */
export default function RelevanceScreen() {
  const { t } = useAreaText('analysis');
  const actorRef = useActorRef(relevanceMachine);
  const state = useSelector(actorRef, (s) => s);
  const { form, set, reset } = useQueryFields(() => ({
    ...blankSubject(),
    x: 'speedKn',
    y: 'dailyFuelAtSeaT',
  }));
  const data = state.context.data as RelevanceDto | null;
  const title = t('relevance.title');
  const label = (v: string) => t(`relevance.variables.${v}`, { defaultValue: v });
  // The bucket is the trend's field; relevance takes every leg of the years.
  const run = () => {
    const { bucket: _bucket, ...query } = form;
    actorRef.send({ type: 'query.run', query, complete: subjectChosen(form) });
  };
  const table = data
    ? relevanceTable(data, label, { variable: t('relevance.variable'), pairs: t('relevance.pairs') })
    : [];
  const names = {
    legs: t('relevance.legs'),
    fitted: t('relevance.fitted'),
    theoretical: t('relevance.theoretical'),
  };
  const fit = data ? fitFigures(data) : null;
  const pick = (name: 'x' | 'y') => (
    <Field label={t(`relevance.${name}`)}>
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
    <AnalysisScreen
      title={title}
      actorRef={actorRef}
      state={state}
      onRun={run}
      onReset={reset}
      fields={
        <>
          <SubjectFields form={form} set={set} />
          {pick('x')}
          {pick('y')}
        </>
      }
      table={table}
      empty={!data || data.points.length === 0}
      chart={() =>
        data && (
          <RelevanceChart
            heatmap={heatmapRows(data, label)}
            scatter={scatterSeries(data, names)}
            lines={[names.fitted, names.theoretical]}
            heatmapLabel={t('relevance.heatmap')}
            scatterLabel={t('relevance.scatter')}
            axes={{ x: label(data.x), y: label(data.y) }}
            heads={{ variable: t('relevance.variable'), series: t('relevance.series') }}
          />
        )
      }
    >
      {data && state.context.tab === 'chart' && (
        <Text as="p" aria-label={t('relevance.fitted')}>
          {fit
            ? t(fit.kind === 'power' ? 'relevance.fitPower' : 'relevance.fitLinear', fit)
            : t('relevance.noFit')}
        </Text>
      )}
    </AnalysisScreen>
  );
}
