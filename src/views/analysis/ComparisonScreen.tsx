import { lazy, useState } from 'react';
import { Select } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ComparisonDto } from '../../domain/analysis/comparison';
import { comparisonMachine } from '../../machines/analysis/provided';
import { comparisonSetsMachine, type ComparisonSet } from '../../machines/analysis/comparisonSetsMachine';
import { BucketField, Field, subjectChosen, SubjectFields } from './AnalysisParts';
import { comparisonSeries, comparisonTable, setNames, type SetSubject } from './comparisonData';
import { companies, shipName } from '../shared/ships';
import { useOptions } from '../listForm/useOptions';
import type { OptionsSource } from '../listForm/types';
import { useAreaText } from '../shared/useAreaText';
import { AnalysisScreen } from './AnalysisScreen';
import { TREND_INDICATORS, type TrendIndicator } from './trendData';

const TrendChart = lazy(() => import('./TrendChart'));

/** The ships by name alone (the pickers add the IMO number), for the legend. */
const shipNames: OptionsSource = {
  kind: 'resource',
  resource: 'fleet/ships',
  value: 'id',
  label: (row, lang) => shipName(row, lang),
};
/** Ship types by name without the code, for the legend. */
const shipTypeNames: OptionsSource = {
  kind: 'resource',
  resource: 'fleet/lookups/shipType',
  value: 'code',
  label: (row, lang) => String((lang === 'zh' ? row.cnName : row.enName) ?? row.code),
};
const named = (options: Array<{ value: string; label: string }>) => (v: string) =>
  options.find((o) => o.value === v)?.label || v;

/**
 * Comparison analysis (`/energyAnalysis/ComparisonAnalysis`, docs/analysis.md §2): up to three
 * condition sets (a ship, a company or a ship type, and the years each), one indicator, by month,
 * quarter or year; one line per set on the Chart tab, the sets side by side on the Data tab.
 */
export default function ComparisonScreen() {
  const { t, lang } = useAreaText('analysis');
  const actorRef = useActorRef(comparisonMachine);
  const state = useSelector(actorRef, (s) => s);
  const conditionsRef = useActorRef(comparisonSetsMachine, { input: { year: new Date().getFullYear() } });
  const sets = useSelector(conditionsRef, (s) => s.context.sets);
  const bucket = useSelector(conditionsRef, (s) => s.context.bucket);
  const setBucket = (value: string) => conditionsRef.send({ type: 'bucket.change', bucket: value });
  const [indicator, setIndicator] = useState<TrendIndicator>('eeoi');
  const setOf = (index: number) => (name: keyof ComparisonSet) => (value: string) =>
    conditionsRef.send({ type: 'set.change', index, name, value });
  const data = state.context.data as ComparisonDto | null;
  const title = t('comparison.title');
  const numbered = (n: number) => t('comparison.set', { n });
  // The legend names what each set compared when it ran, not what the form holds since.
  const [ran, setRan] = useState<readonly SetSubject[]>([]);
  const ships = useOptions(shipNames);
  const companyNames = useOptions(companies);
  const types = useOptions(shipTypeNames);
  const setLabel = setNames(
    ran,
    { ship: named(ships), company: named(companyNames), shipType: named(types) },
    numbered,
  );
  const run = () => {
    setRan(sets.map((f) => ({ ...f })));
    actorRef.send({
      type: 'query.run',
      query: {
        bucket,
        ...Object.fromEntries(
          sets.flatMap((f, i) =>
            Object.entries(f)
              .filter(([k]) => k !== 'bucket')
              .map(([k, v]) => [`s${i + 1}.${k}`, subjectChosen(f) ? v : '']),
          ),
        ),
      },
      complete: sets.some(subjectChosen),
    });
  };
  const unit = t(`trend.indicators.${indicator}`);
  const table = data
    ? comparisonTable(
        data,
        lang,
        indicator,
        {
          period: t('trend.period'),
          legs: (set) => `${set} · ${t('trend.legs')}`,
          value: (set) => `${set} · ${unit}`,
        },
        setLabel,
      )
    : [];
  return (
    <AnalysisScreen
      title={title}
      actorRef={actorRef}
      state={state}
      onRun={run}
      onReset={() => conditionsRef.send({ type: 'sets.reset' })}
      fields={
        <>
          {sets.map((f, i) => (
            <fieldset
              key={i}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 12,
                alignItems: 'flex-end',
                flexBasis: '100%',
              }}
            >
              <legend>{numbered(i + 1)}</legend>
              <SubjectFields form={f} set={setOf(i)} prefix={`${numbered(i + 1)} · `} />
            </fieldset>
          ))}
          {/* Voyage buckets of different subjects do not line up: periods only. */}
          <BucketField value={bucket} onChange={setBucket} voyage={false} />
          <Field label={t('comparison.indicator')}>
            {() => (
              <Select value={indicator} onChange={(e) => setIndicator(e.target.value as TrendIndicator)}>
                {TREND_INDICATORS.map((i) => (
                  <Select.Option key={i} value={i}>
                    {t(`trend.indicators.${i}`)}
                  </Select.Option>
                ))}
              </Select>
            )}
          </Field>
        </>
      }
      table={table}
      empty={!data || data.sets.every((s) => s.trend.points.every((p) => p.legs === 0))}
      chart={() =>
        data && (
          <TrendChart
            panels={[{ axis: unit, series: comparisonSeries(data, lang, indicator, setLabel) }]}
            period={t('trend.period')}
            label={title}
          />
        )
      }
    />
  );
}
