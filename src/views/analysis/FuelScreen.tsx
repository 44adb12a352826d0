import { lazy } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { FuelAnalysisDto } from '../../domain/analysis/dto';
import { fuelMachine } from '../../machines/analysis/provided';
import { blankSubject, BucketField, DataTable, subjectChosen, SubjectFields } from './AnalysisParts';
import { useAreaText } from '../shared/useAreaText';
import { AnalysisScreen, useQueryFields } from './AnalysisScreen';
import { consumerTable, fuelBars, fuelTable, type FuelLabels } from './fuelData';

const FuelChart = lazy(() => import('../shared/FuelChart'));

/**
 * Fuel consumption analysis (`/energyAnalysis/FuelConsumptionAnalysis`, docs/analysis.md §3): fuel
 * per class at sea and in port per bucket, and the metered split per consumer where ships meter
 * it. The export holds both tables, one under the other.
 */
export default function FuelScreen() {
  const { t, lang } = useAreaText('analysis');
  const statistics = useAreaText('statistics').t;
  const actorRef = useActorRef(fuelMachine);
  const state = useSelector(actorRef, (s) => s);
  const { form, set, reset } = useQueryFields(blankSubject);
  const data = state.context.data as FuelAnalysisDto | null;
  const title = t('fuel.title');
  const labels: FuelLabels = {
    period: t('trend.period'),
    consumer: t('fuel.consumer'),
    total: t('fuel.total'),
    atSea: (fuel) => t('fuel.atSea', { fuel }),
    inPort: (fuel) => t('fuel.inPort', { fuel }),
    fuel: (c) => statistics(`fuels.${c}`),
    consumerName: (c) => t(`fuel.consumers.${c}`, { defaultValue: c }),
  };
  const run = () => actorRef.send({ type: 'query.run', query: form, complete: subjectChosen(form) });
  const perBucket = data ? fuelTable(data, lang, labels) : [];
  const perConsumer = data ? consumerTable(data, labels) : [];
  const table = perConsumer.length ? [...perBucket, [], ...perConsumer] : perBucket;
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
        </>
      }
      table={table}
      empty={!data || perBucket[0].length <= 2}
      chart={() =>
        data && (
          <FuelChart
            {...fuelBars(data, lang, labels)}
            label={title}
            axes={{ x: t('trend.period'), y: t('fuel.axis') }}
          />
        )
      }
      dataTab={
        <>
          <DataTable table={perBucket} label={t('tabs.data')} />
          {perConsumer.length > 0 && <DataTable table={perConsumer} label={t('fuel.byConsumer')} />}
        </>
      }
    />
  );
}
