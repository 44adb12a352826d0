import { Suspense, useId, type ReactNode } from 'react';
import { Button, FormControl, Select, Text, TextInput } from '@primer/react';
import type { SnapshotFrom, ActorRefFrom } from 'xstate';
import { STAT_BUCKETS } from '../../domain/statistics/types';
import type { analysisMachine, ExportTable } from '../../machines/analysis/analysisMachine';
import { companies, lookup, shipOptions } from '../shared/ships';
import { useOptions } from '../listForm/useOptions';
import { useSystemText } from '../listForm/useSystemText';
import { LoadFailed } from '../shared/LoadFailed';

/**
 * What the analysis screens share (docs/analysis.md §2–§3): the labelled fields, the subject and
 * period conditions, the status line, and the Chart / Data tabs with the export of the Data tab.
 */
export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <FormControl id={id}>
      <FormControl.Label>{label}</FormControl.Label>
      {children(id)}
    </FormControl>
  );
}

export function Choice({
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

/** The analysis namespace's `t`. */
export function useAnalysisText() {
  const { t, lang, errorText } = useSystemText();
  const ta = (key: string, o?: Record<string, unknown>) => t(`analysis:${key}`, o);
  return { t, ta, lang, errorText };
}

/** A subject and period: a ship, a company or a ship type, from one year to another, by a bucket. */
// A type (not an interface), so it is a `Query` as the machine takes it.
export type SubjectForm = {
  shipId: string;
  companyId: string;
  shipTypeCode: string;
  fromYear: string;
  toYear: string;
  bucket: string;
};

export const blankSubject = (): SubjectForm => {
  const year = String(new Date().getFullYear());
  return { shipId: '', companyId: '', shipTypeCode: '', fromYear: year, toYear: year, bucket: 'month' };
};

/** Nothing chosen is refused in the screen ("please select statistics conditions"). */
export const subjectChosen = (f: SubjectForm) => Boolean(f.shipId || f.companyId || f.shipTypeCode);

export function SubjectFields({
  form,
  set,
  prefix = '',
}: {
  form: SubjectForm;
  set: (name: keyof SubjectForm) => (value: string) => void;
  /** Names a condition set among several (comparison): "Set 2 · Ship". */
  prefix?: string;
}) {
  const { ta } = useAnalysisText();
  const l = (key: string) => `${prefix}${ta(key)}`;
  return (
    <>
      <Choice label={l('form.ship')} source={shipOptions} value={form.shipId} onChange={set('shipId')} />
      <Choice
        label={l('form.company')}
        source={companies}
        value={form.companyId}
        onChange={set('companyId')}
      />
      <Choice
        label={l('form.shipType')}
        source={lookup('shipType')}
        value={form.shipTypeCode}
        onChange={set('shipTypeCode')}
      />
      <Field label={l('form.fromYear')}>
        {() => <TextInput value={form.fromYear} onChange={(e) => set('fromYear')(e.target.value)} />}
      </Field>
      <Field label={l('form.toYear')}>
        {() => <TextInput value={form.toYear} onChange={(e) => set('toYear')(e.target.value)} />}
      </Field>
    </>
  );
}

export function BucketField({
  value,
  onChange,
  voyage,
}: {
  value: string;
  onChange: (v: string) => void;
  /** Voyage buckets need one ship. */
  voyage: boolean;
}) {
  const { ta } = useAnalysisText();
  return (
    <Field label={ta('form.bucket')}>
      {() => (
        <Select value={value} onChange={(e) => onChange(e.target.value)}>
          {STAT_BUCKETS.filter((b) => b !== 'voyage' || voyage).map((b) => (
            <Select.Option key={b} value={b}>
              {ta(`buckets.${b}`)}
            </Select.Option>
          ))}
        </Select>
      )}
    </Field>
  );
}

type AnalysisSnapshot = SnapshotFrom<typeof analysisMachine>;

/** The status line and the failure with its retry. */
export function AnalysisStatus({ state, onRetry }: { state: AnalysisSnapshot; onRetry: () => void }) {
  const { ta, errorText } = useAnalysisText();
  return (
    <>
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
          onRetry={onRetry}
        />
      )}
    </>
  );
}

/** A table as the Data tab shows it: header row first. */
export function DataTable({ table, label }: { table: ExportTable; label: string }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <table aria-label={label} style={{ borderCollapse: 'collapse', whiteSpace: 'nowrap' }}>
        <thead>
          <tr>
            {table[0].map((h, i) => (
              <th key={i} style={{ textAlign: 'left', padding: '4px 8px' }}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.slice(1).map((row, r) => (
            <tr key={r}>
              {row.map((v, i) => (
                <td key={i} style={{ padding: '4px 8px', borderTop: '1px solid var(--borderColor-default)' }}>
                  {v}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The result: Chart and Data tabs and the export of `table` (the Data tab as shown), or the empty
 * message. `chart` is rendered inside Suspense (the screens' charts are lazy).
 */
export function AnalysisResult({
  actorRef,
  state,
  title,
  table,
  empty,
  chart,
  data,
}: {
  actorRef: ActorRefFrom<typeof analysisMachine>;
  state: AnalysisSnapshot;
  title: string;
  table: ExportTable;
  empty: boolean;
  chart: () => ReactNode;
  data?: ReactNode;
}) {
  const { ta } = useAnalysisText();
  if (!(state.matches('ready') || state.matches('exporting')) || state.context.data == null) return null;
  return (
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
      {empty ? (
        <Text as="p">{ta('states.empty')}</Text>
      ) : state.context.tab === 'chart' ? (
        <Suspense fallback={<Text>{ta('states.busy')}</Text>}>{chart()}</Suspense>
      ) : (
        (data ?? <DataTable table={table} label={ta('tabs.data')} />)
      )}
    </div>
  );
}
