import { lazy } from 'react';
import { Select } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { TrendDto } from '../../domain/analysis/dto';
import { trendMachine } from '../../machines/analysis/provided';
import { blankSubject, BucketField, Field, subjectChosen, SubjectFields } from './AnalysisParts';
import { useAreaText } from '../shared/useAreaText';
import { AnalysisScreen, useQueryFields } from './AnalysisScreen';
import { trendPanels, trendTable, type TrendIndicator } from './trendData';

const TrendChart = lazy(() => import('./TrendChart'));

/**
 * Trend analysis (`/energyAnalysis/TrendAnalysis`, the legacy system, docs/analysis.md §2):
 * a ship, a company or a ship type over years, by month, quarter, year or voyage, with a rolling
 * window; the seven indicators in a Chart tab and a Data tab, exported as shown.
 */
export default function TrendScreen() {
  const { t, lang } = useAreaText('analysis');
  const actorRef = useActorRef(trendMachine);
  const state = useSelector(actorRef, (s) => s);
  const { form, set, reset } = useQueryFields(() => ({ ...blankSubject(), window: '1' }));
  const label = (i: TrendIndicator) => t(`trend.indicators.${i}`);
  const data = state.context.data as TrendDto | null;
  const title = t('trend.title');
  const run = () => actorRef.send({ type: 'query.run', query: form, complete: subjectChosen(form) });
  const table = data
    ? trendTable(data, lang, { period: t('trend.period'), legs: t('trend.legs') }, label)
    : [];
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
          <BucketField value={form.bucket} onChange={set('bucket')} voyage={Boolean(form.shipId)} />
          <Field label={t('form.window')}>
            {() => (
              <Select value={form.window} onChange={(e) => set('window')(e.target.value)}>
                {['1', '2', '3', '4', '5'].map((w) => (
                  <Select.Option key={w} value={w}>
                    {w}
                  </Select.Option>
                ))}
              </Select>
            )}
          </Field>
        </>
      }
      table={table}
      empty={!data || data.points.every((p) => p.legs === 0)}
      chart={() =>
        data && (
          <TrendChart
            panels={trendPanels(data, lang, label, (u) => t(`trend.axes.${u}`))}
            period={t('trend.period')}
            label={title}
          />
        )
      }
    />
  );
}
