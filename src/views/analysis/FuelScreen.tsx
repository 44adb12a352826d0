import { lazy } from 'react';
import { Heading } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { FuelAnalysisDto } from '../../domain/analysis/dto';
import { fuelMachine } from '../../machines/analysis/provided';
import {
  AnalysisResult,
  AnalysisStatus,
  blankSubject,
  BucketField,
  DataTable,
  subjectChosen,
  SubjectFields,
  useAnalysisText,
} from './AnalysisParts';
import { QueryForm, useQueryFields } from './QueryForm';
import { consumerTable, fuelBars, fuelTable, type FuelLabels } from './fuelData';

const FuelChart = lazy(() => import('../shared/FuelChart'));

/**
 * Fuel consumption analysis (`/energyAnalysis/FuelConsumptionAnalysis`, docs/analysis.md §3): fuel
 * per class at sea and in port per bucket, and the metered split per consumer where ships meter
 * it. The export holds both tables, one under the other.
 */
export default function FuelScreen() {
  const { t, ta, lang } = useAnalysisText();
  const actorRef = useActorRef(fuelMachine);
  const state = useSelector(actorRef, (s) => s);
  const { form, set, reset } = useQueryFields(blankSubject);
  const data = state.context.data as FuelAnalysisDto | null;
  const title = ta('fuel.title');
  const labels: FuelLabels = {
    period: ta('trend.period'),
    consumer: ta('fuel.consumer'),
    total: ta('fuel.total'),
    atSea: (fuel) => ta('fuel.atSea', { fuel }),
    inPort: (fuel) => ta('fuel.inPort', { fuel }),
    fuel: (c) => t(`statistics:fuels.${c}`),
    consumerName: (c) => ta(`fuel.consumers.${c}`),
  };
  const run = () => actorRef.send({ type: 'query.run', query: form, complete: subjectChosen(form) });
  const perBucket = data ? fuelTable(data, lang, labels) : [];
  const perConsumer = data ? consumerTable(data, labels) : [];
  const table = perConsumer.length ? [...perBucket, [], ...perConsumer] : perBucket;
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
        <BucketField value={form.bucket} onChange={set('bucket')} voyage={Boolean(form.shipId)} />
      </QueryForm>
      <AnalysisStatus state={state} onRetry={run} />
      <AnalysisResult
        actorRef={actorRef}
        state={state}
        title={title}
        table={table}
        empty={!data || perBucket[0].length <= 2}
        chart={() => data && <FuelChart {...fuelBars(data, lang, labels)} label={title} />}
        data={
          <>
            <DataTable table={perBucket} label={ta('tabs.data')} />
            {perConsumer.length > 0 && <DataTable table={perConsumer} label={ta('fuel.byConsumer')} />}
          </>
        }
      />
    </section>
  );
}
