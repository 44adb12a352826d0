import { useState, type ReactNode } from 'react';
import { Button, Heading } from '@primer/react';
import type { ActorRefFrom } from 'xstate';
import type { analysisMachine, ExportTable } from '../../machines/analysis/analysisMachine';
import { useAreaText } from '../shared/useAreaText';
import { AnalysisResult, AnalysisStatus, type AnalysisSnapshot } from './AnalysisParts';

/**
 * An analysis screen (trend, fuel, comparison, relevance, fleet charts): its heading, the one query
 * form (the screen's `fields` in a row, then Statistics and Reset), `notice` under the form, the
 * status line, what the screen adds (`children`), then the result: Chart and Data tabs over `table`
 * (`chart`, and `dataTab` where the Data tab is more than the one table). Statistics runs `onRun`;
 * Reset clears the screen's fields (`onReset`) and the machine.
 */
export function AnalysisScreen({
  title,
  actorRef,
  state,
  onRun,
  onReset,
  fields,
  notice,
  children,
  table,
  empty,
  chart,
  dataTab,
}: {
  title: string;
  actorRef: ActorRefFrom<typeof analysisMachine>;
  state: AnalysisSnapshot;
  onRun: () => void;
  onReset: () => void;
  fields: ReactNode;
  notice?: ReactNode;
  children?: ReactNode;
  table: ExportTable;
  empty: boolean;
  chart: () => ReactNode;
  dataTab?: ReactNode;
}) {
  const { t } = useAreaText('analysis');
  return (
    <section aria-label={title}>
      <Heading as="h2" style={{ fontSize: 20, marginBottom: 8 }}>
        {title}
      </Heading>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onRun();
        }}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}
      >
        {fields}
        <Button type="submit" variant="primary">
          {t('form.run')}
        </Button>
        <Button
          type="button"
          onClick={() => {
            onReset();
            actorRef.send({ type: 'query.reset' });
          }}
        >
          {t('form.reset')}
        </Button>
      </form>
      {notice}
      <AnalysisStatus state={state} onRetry={onRun} />
      {children}
      <AnalysisResult
        actorRef={actorRef}
        state={state}
        title={title}
        table={table}
        empty={empty}
        chart={chart}
        data={dataTab}
      />
    </section>
  );
}

/** A form's values with a setter per field and a reset to the blank values. */
export function useQueryFields<F extends Record<string, string>>(blank: () => F) {
  const [form, setForm] = useState(blank);
  const set = (name: keyof F) => (value: string) => setForm((f) => ({ ...f, [name]: value }));
  const reset = () => setForm(blank());
  return { form, set, reset };
}
