import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Button, FormControl, Heading, Select, Text, TextInput } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { TrendDto } from '../../domain/analysis/dto';
import { STAT_BUCKETS } from '../../domain/statistics/types';
import { trendMachine } from '../../machines/analysis/provided';
import { companies, lookup } from '../fleet/shipFieldSpecs';
import { shipOptions } from '../ledgerAdmin/common';
import { useOptions } from '../listForm/useOptions';
import { useSystemText } from '../listForm/useSystemText';
import { LoadFailed } from '../shared/LoadFailed';
import { trendSeries, trendTable, type TrendIndicator } from './trendData';

const TrendChart = lazy(() => import('./TrendChart'));

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <FormControl id={id}>
      <FormControl.Label>{label}</FormControl.Label>
      {children(id)}
    </FormControl>
  );
}

function Choice({
  label,
  source,
  value,
  onChange,
}: {
  label: string;
  source: Parameters<typeof useOptions>[0];
  value: string;
  onChange: (v: string) => void;
}) {
  const { t } = useSystemText();
  const options = useOptions(source);
  return (
    <Field label={label}>
      {() => (
        <Select value={value} onChange={(e) => onChange(e.target.value)}>
          <Select.Option value="">{t('analysis:form.all')}</Select.Option>
          {options.map((o) => (
            <Select.Option key={o.value} value={o.value}>
              {o.label}
            </Select.Option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/**
 * Trend analysis (`/energyAnalysis/TrendAnalysis`, original-system.md §1.9, docs/analysis.md §2):
 * a ship, a company or a ship type over years, by month, quarter, year or voyage, with a rolling
 * window; the seven indicators in a Chart tab and a Data tab, exported as shown.
 */
export default function TrendScreen() {
  const { t, lang, errorText } = useSystemText();
  const ta = (key: string, o?: Record<string, unknown>) => t(`analysis:${key}`, o);
  const actorRef = useActorRef(trendMachine);
  const state = useSelector(actorRef, (s) => s);
  const year = String(new Date().getFullYear());
  const blank = {
    shipId: '',
    companyId: '',
    shipTypeCode: '',
    fromYear: year,
    toYear: year,
    bucket: 'month',
    window: '1',
  };
  const [form, setForm] = useState(blank);
  const set = (name: keyof typeof blank) => (value: string) => setForm((f) => ({ ...f, [name]: value }));
  const label = (i: TrendIndicator) => ta(`trend.indicators.${i}`);
  const data = state.context.data as TrendDto | null;
  const title = ta('trend.title');
  const run = () =>
    actorRef.send({
      type: 'query.run',
      query: form,
      complete: Boolean(form.shipId || form.companyId || form.shipTypeCode),
    });
  const table = data
    ? trendTable(data, lang, { period: ta('trend.period'), legs: ta('trend.legs') }, label)
    : [];
  return (
    <section aria-label={title}>
      <Heading as="h2" style={{ fontSize: 20, marginBottom: 8 }}>
        {title}
      </Heading>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          run();
        }}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}
      >
        <Choice label={ta('form.ship')} source={shipOptions} value={form.shipId} onChange={set('shipId')} />
        <Choice
          label={ta('form.company')}
          source={companies}
          value={form.companyId}
          onChange={set('companyId')}
        />
        <Choice
          label={ta('form.shipType')}
          source={lookup('shipType')}
          value={form.shipTypeCode}
          onChange={set('shipTypeCode')}
        />
        <Field label={ta('form.fromYear')}>
          {() => <TextInput value={form.fromYear} onChange={(e) => set('fromYear')(e.target.value)} />}
        </Field>
        <Field label={ta('form.toYear')}>
          {() => <TextInput value={form.toYear} onChange={(e) => set('toYear')(e.target.value)} />}
        </Field>
        <Field label={ta('form.bucket')}>
          {() => (
            <Select value={form.bucket} onChange={(e) => set('bucket')(e.target.value)}>
              {STAT_BUCKETS.filter((b) => b !== 'voyage' || form.shipId).map((b) => (
                <Select.Option key={b} value={b}>
                  {ta(`buckets.${b}`)}
                </Select.Option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={ta('form.window')}>
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
        <Button type="submit" variant="primary">
          {ta('form.run')}
        </Button>
        <Button
          type="button"
          onClick={() => {
            setForm(blank);
            actorRef.send({ type: 'query.reset' });
          }}
        >
          {ta('form.reset')}
        </Button>
      </form>
      <div role="status" style={{ margin: '12px 0' }}>
        {state.matches('idle') && <Text>{ta('states.idle')}</Text>}
        {state.matches('incomplete') && <Text>{ta('states.incomplete')}</Text>}
        {state.hasTag('busy') && <Text>{ta('states.busy')}</Text>}
        {state.context.exported !== null && (
          <Text>{ta('states.exported', { count: state.context.exported })}</Text>
        )}
        {state.matches('ready') && state.context.errorCode && (
          <Text>{errorText(state.context.errorCode)}</Text>
        )}
      </div>
      {state.matches('failed') && (
        <LoadFailed
          text={`${ta('states.failed')} ${errorText(state.context.errorCode)}`}
          retryLabel={ta('form.run')}
          onRetry={run}
        />
      )}
      {data && (state.matches('ready') || state.matches('exporting')) && (
        <div>
          <div role="toolbar" style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
            {(['chart', 'data'] as const).map((tab) => (
              <Button
                key={tab}
                aria-pressed={state.context.tab === tab}
                onClick={() => actorRef.send({ type: 'tab.select', tab })}
              >
                {ta(`tabs.${tab}`)}
              </Button>
            ))}
            <Button
              disabled={!state.matches('ready')}
              onClick={() => actorRef.send({ type: 'data.export', fileName: title, table })}
            >
              {ta('form.export')}
            </Button>
          </div>
          {data.points.every((p) => p.legs === 0) ? (
            <Text as="p">{ta('states.empty')}</Text>
          ) : state.context.tab === 'chart' ? (
            <Suspense fallback={<Text>{ta('states.busy')}</Text>}>
              <TrendChart series={trendSeries(data, lang, label)} label={title} />
            </Suspense>
          ) : (
            <div style={{ overflowX: 'auto' }}>
              <table
                aria-label={ta('tabs.data')}
                style={{ borderCollapse: 'collapse', whiteSpace: 'nowrap' }}
              >
                <thead>
                  <tr>
                    {table[0].map((h) => (
                      <th key={String(h)} style={{ textAlign: 'left', padding: '4px 8px' }}>
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.slice(1).map((row) => (
                    <tr key={String(row[0])}>
                      {row.map((v, i) => (
                        <td key={i} style={{ padding: '4px 8px', borderTop: '1px solid #d0d7de' }}>
                          {v}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      )}
    </section>
  );
}
