import { Suspense, useId, type ReactNode } from 'react';
import { Button, FormControl, Select, Text, TextInput } from '@primer/react';
import type { SnapshotFrom, ActorRefFrom } from 'xstate';
import { STAT_BUCKETS } from '../../domain/statistics/types';
import type { analysisMachine, ExportTable } from '../../machines/analysis/analysisMachine';
import { companies, lookup, shipOptions } from '../shared/ships';
import { useOptions } from '../listForm/useOptions';
import { useAreaText } from '../shared/useAreaText';
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
  const { t } = useAreaText('analysis');
  const options = useOptions(source);
  return (
    <Field label={label}>
      {() => (
        <Select value={value} onChange={(e) => onChange(e.target.value)}>
          <Select.Option value="">{t('form.all')}</Select.Option>
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
  const { t } = useAreaText('analysis');
  const l = (label: string) => `${prefix}${label}`;
  return (
    <>
      <Choice label={l(t('form.ship'))} source={shipOptions} value={form.shipId} onChange={set('shipId')} />
      <Choice
        label={l(t('form.company'))}
        source={companies}
        value={form.companyId}
        onChange={set('companyId')}
      />
      <Choice
        label={l(t('form.shipType'))}
        source={lookup('shipType')}
        value={form.shipTypeCode}
        onChange={set('shipTypeCode')}
      />
      <Field label={l(t('form.fromYear'))}>
        {() => <TextInput value={form.fromYear} onChange={(e) => set('fromYear')(e.target.value)} />}
      </Field>
      <Field label={l(t('form.toYear'))}>
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
  const { t } = useAreaText('analysis');
  return (
    <Field label={t('form.bucket')}>
      {() => (
        <Select value={value} onChange={(e) => onChange(e.target.value)}>
          {STAT_BUCKETS.filter((b) => b !== 'voyage' || voyage).map((b) => (
            <Select.Option key={b} value={b}>
              {t(`buckets.${b}`)}
            </Select.Option>
          ))}
        </Select>
      )}
    </Field>
  );
}

export type AnalysisSnapshot = SnapshotFrom<typeof analysisMachine>;

/** The status line and the failure with its retry. */
export function AnalysisStatus({ state, onRetry }: { state: AnalysisSnapshot; onRetry: () => void }) {
  const { t, errorText } = useAreaText('analysis');
  return (
    <>
      <div role="status" style={{ margin: '12px 0' }}>
        {state.matches('idle') && <Text>{t('states.idle')}</Text>}
        {state.matches('incomplete') && <Text>{t('states.incomplete')}</Text>}
        {state.hasTag('busy') && <Text>{t('states.busy')}</Text>}
        {state.context.exported !== null && (
          <Text>{t('states.exported', { count: state.context.exported })}</Text>
        )}
        {state.matches('ready') && state.context.errorCode && (
          <Text>{errorText(state.context.errorCode)}</Text>
        )}
      </div>
      {state.matches('failed') && (
        <LoadFailed
          text={`${t('states.failed')} ${errorText(state.context.errorCode)}`}
          retryLabel={t('form.run')}
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
  const { t } = useAreaText('analysis');
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
            {t(`tabs.${tab}`)}
          </Button>
        ))}
        <Button
          disabled={!state.matches('ready')}
          onClick={() => actorRef.send({ type: 'data.export', fileName: title, table })}
        >
          {t('form.export')}
        </Button>
      </div>
      {empty ? (
        <Text as="p">{t('states.empty')}</Text>
      ) : state.context.tab === 'chart' ? (
        <Suspense fallback={<Text>{t('states.busy')}</Text>}>{chart()}</Suspense>
      ) : (
        (data ?? <DataTable table={table} label={t('tabs.data')} />)
      )}
    </div>
  );
}
