import type { Row } from '../../domain/api';
import { useState } from 'react';
import { Banner, Button, FormControl, Heading, Select, Text, TextInput } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { TARGET_INDICATORS, type TargetIndicator } from '../../domain/statistics/types';
import { optionRowsMachine } from '../../machines/listForm/provided';
import { statisticsClientMachine } from '../../machines/statistics/provided';
import type { ActorRefFrom } from 'xstate';
import type {
  StatConditions,
  StatMode,
  statisticsMachine,
} from '../../machines/statistics/statisticsMachine';
import { useCan } from '../shared/permission';
import { useSystemText } from '../listForm/useSystemText';
import { LoadFailed } from '../shared/LoadFailed';
import { exportRows, statTable, targetOf, type StatKind } from './statTable';
import { TargetChartPanel } from './TargetChartPanel';

/** The four statistics pages (original-system.md §1.8): which rows, which table, which permission. */
export const STAT_PAGES = {
  '/energyStatistics/AnnualData': {
    mode: 'ship',
    kind: 'data',
    page: 'statistics:shipData',
    title: 'shipData',
  },
  '/energyStatistics/AnnualTarget': {
    mode: 'ship',
    kind: 'indicators',
    page: 'statistics:shipTarget',
    title: 'shipTarget',
  },
  '/energyStatistics/CompanyAnnualData': {
    mode: 'company',
    kind: 'data',
    page: 'statistics:companyData',
    title: 'companyData',
  },
  '/energyStatistics/CompanyAnnualTarget': {
    mode: 'company',
    kind: 'indicators',
    page: 'statistics:companyTarget',
    title: 'companyTarget',
  },
  // The MRV menu's annual target (original-system.md §1.8: a copy of the ship indicator page there):
  // the same rows and targets, with the chart of an indicator against its target; targets are set
  // on the energy-statistics page (this page has no Edit button).
  '/MRVReport/AnnualTarget': {
    mode: 'ship',
    kind: 'indicators',
    page: 'mrv:annual',
    title: 'mrvAnnual',
    chart: true,
  },
} as const satisfies Record<
  string,
  { mode: StatMode; kind: StatKind; page: string; title: string; chart?: boolean }
>;
export type StatPageUrl = keyof typeof STAT_PAGES;

const cellStyle = { textAlign: 'left' as const, padding: '4px 8px', borderBottom: '1px solid #d0d7de' };

/** Rows of a picker's resource (ships, companies, ship types), loaded once. */
function useOptions(resource: string): Row[] {
  const [machine] = useState(() => optionRowsMachine({ resource }));
  const ref = useActorRef(machine);
  return useSelector(ref, (s) => (s.context.data as Row[] | null) ?? []);
}

const nameOf = (r: Row, lang: 'zh' | 'en') =>
  String(
    (lang === 'zh' ? r.nameZh || r.nameEn : r.nameEn || r.nameZh) ?? r.cnName ?? r.enName ?? r.code ?? '',
  );

/** The pickers' rows: companies, ships and ship types the user may see. */
export interface StatOptions {
  companies: Row[];
  ships: Row[];
  shipTypes: Row[];
}

/** One statistics page: its machine with the real calls, and the pickers' rows. */
export function StatisticsScreen({ url }: { url: StatPageUrl }) {
  const cfg = STAT_PAGES[url];
  const can = useCan();
  const [year] = useState(() => new Date().getFullYear());
  const actorRef = useActorRef(statisticsClientMachine, {
    input: { mode: cfg.mode, withTargets: cfg.kind === 'indicators', year },
  });
  const options = {
    companies: useOptions('fleet/companies/options'),
    ships: useOptions('fleet/ships'),
    shipTypes: useOptions('fleet/lookups/shipType'),
  };
  return <StatisticsView url={url} actorRef={actorRef} options={options} can={can} />;
}

/** Renders the statistics machine's state: conditions, messages, the table, the target form. */
export function StatisticsView({
  url,
  actorRef,
  options,
  can,
}: {
  url: StatPageUrl;
  actorRef: ActorRefFrom<typeof statisticsMachine>;
  options: StatOptions;
  can: (perm: string) => boolean;
}) {
  const cfg = STAT_PAGES[url];
  const { t: tStat } = useTranslation('statistics');
  const tx = tStat as unknown as (key: string, o?: Record<string, unknown>) => string;
  const { t, lang, errorText } = useSystemText();
  const state = useSelector(actorRef, (s) => s);
  const { conditions, rows, targets, ran } = state.context;
  const { companies, ships, shipTypes } = options;
  const busy = state.hasTag('busy');
  const table = statTable(
    cfg.mode,
    cfg.kind,
    rows,
    tx,
    targets,
    ran?.companyId ? Number(ran.companyId) : undefined,
  );
  const title = tx(`titles.${cfg.title}`);

  const change = (name: keyof StatConditions) => (e: { target: { value: string } }) =>
    actorRef.send({ type: 'conditions.change', name, value: e.target.value });
  const select = (
    name: keyof StatConditions,
    label: string,
    options: Row[],
    value: string,
    text: (r: Row) => string,
  ) => (
    <FormControl>
      <FormControl.Label>{label}</FormControl.Label>
      <Select value={conditions[name]} onChange={change(name)} disabled={busy}>
        <Select.Option value="">{tx('conditions.any')}</Select.Option>
        {options.map((o) => (
          <Select.Option key={String(o[value])} value={String(o[value])}>
            {text(o)}
          </Select.Option>
        ))}
      </Select>
    </FormControl>
  );
  const yearInput = (name: 'fromYear' | 'toYear') => (
    <FormControl>
      <FormControl.Label>{tx(`conditions.${name}`)}</FormControl.Label>
      <TextInput inputMode="numeric" value={conditions[name]} onChange={change(name)} disabled={busy} />
    </FormControl>
  );

  return (
    <section aria-label={title}>
      <Heading as="h2" style={{ fontSize: 18, marginBottom: 8 }}>
        {title}
      </Heading>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          actorRef.send({ type: 'run' });
        }}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}
      >
        {select('companyId', tx('conditions.company'), companies, 'id', (r) => nameOf(r, lang))}
        {cfg.mode === 'ship' &&
          select('shipId', tx('conditions.ship'), ships, 'id', (r) =>
            `${nameOf(r, lang)} ${r.imo ?? ''}`.trim(),
          )}
        {select('shipTypeCode', tx('conditions.shipType'), shipTypes, 'code', (r) =>
          `${r.code} ${lang === 'zh' ? (r.cnName ?? '') : (r.enName ?? '')}`.trim(),
        )}
        {yearInput('fromYear')}
        {yearInput('toYear')}
        <Button type="submit" variant="primary" disabled={busy}>
          {tx('actions.run')}
        </Button>
        <Button type="button" onClick={() => actorRef.send({ type: 'reset' })} disabled={busy}>
          {tx('actions.reset')}
        </Button>
        {can(`${cfg.page}:export`) && (
          <Button
            type="button"
            disabled={busy || !state.matches('ready') || rows.length === 0}
            onClick={() => actorRef.send({ type: 'export', fileName: title, rows: exportRows(table) })}
          >
            {tx('actions.export')}
          </Button>
        )}
      </form>

      <div style={{ marginTop: 12 }}>
        {state.matches('idle') && <Text as="p">{tx('messages.intro')}</Text>}
        {state.matches('incomplete') && (
          <Banner variant="warning" title={tx('messages.selectConditions')} hideTitle>
            <Banner.Description>{tx('messages.selectConditions')}</Banner.Description>
          </Banner>
        )}
        {busy && (
          <Text as="p" role="status">
            {tx('messages.busy')}
          </Text>
        )}
        {state.matches('failed') && (
          <LoadFailed
            text={`${tx('messages.failed')} ${errorText(state.context.errorCode)}`}
            retryLabel={t('listForm.retry')}
            onRetry={() => actorRef.send({ type: 'run' })}
          />
        )}
        {state.matches('ready') && state.context.errorCode && (
          <div role="alert">
            <Text as="p">{errorText(state.context.errorCode)}</Text>
            <Button size="small" onClick={() => actorRef.send({ type: 'dismiss' })}>
              OK
            </Button>
          </div>
        )}
        {state.matches('ready') && rows.length === 0 && <Text as="p">{tx('messages.empty')}</Text>}
        {rows.length > 0 && !state.matches('loading') && (
          <div style={{ overflowX: 'auto' }}>
            <table aria-label={title} style={{ borderCollapse: 'collapse', whiteSpace: 'nowrap' }}>
              <thead>
                <tr>
                  {table.headers.map((h) => (
                    <th key={h} scope="col" style={cellStyle}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.body.map((row, r) => (
                  <tr key={r}>
                    {row.map((v, c) => (
                      <td key={c} style={cellStyle}>
                        {v}
                        {table.notes[r][c] && (
                          <Text as="div" style={{ fontSize: 12, color: '#57606a' }}>
                            {table.notes[r][c]}
                          </Text>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {'chart' in cfg && rows.length > 0 && !state.matches('loading') && (
          <TargetChartPanel
            rows={rows}
            targets={targets}
            mode={cfg.mode}
            companyId={ran?.companyId ? Number(ran.companyId) : undefined}
            tx={tx}
          />
        )}
        {cfg.kind === 'indicators' &&
          rows.length > 0 &&
          !state.matches('loading') &&
          can(`${cfg.page}:edit`) && (
            <TargetForm
              tx={tx}
              disabled={busy}
              rows={rows.map((r) => ({
                key: `${r.shipId ?? ''}|${r.year}`,
                label: `${r.name} ${r.year}`,
                subjectId: cfg.mode === 'ship' ? r.shipId! : Number(ran?.companyId),
                year: r.year,
                version: (k: TargetIndicator) =>
                  targetOf(targets, r, cfg.mode, k, Number(ran?.companyId))?.version,
              }))}
              onSave={(row, indicator, value) =>
                actorRef.send({
                  type: 'target.save',
                  target: {
                    subject: cfg.mode,
                    subjectId: row.subjectId,
                    year: row.year,
                    indicator,
                    value,
                    version: row.version(indicator),
                  },
                })
              }
            />
          )}
      </div>
    </section>
  );
}

interface TargetRow {
  key: string;
  label: string;
  subjectId: number;
  year: number;
  version: (k: TargetIndicator) => number | undefined;
}

/** Sets a target for one row (ship or company and year) and indicator. */
function TargetForm({
  tx,
  rows,
  disabled,
  onSave,
}: {
  tx: (key: string, o?: Record<string, unknown>) => string;
  rows: TargetRow[];
  disabled: boolean;
  onSave: (row: TargetRow, indicator: TargetIndicator, value: number) => void;
}) {
  const [rowKey, setRowKey] = useState(rows[0]?.key ?? '');
  const [indicator, setIndicator] = useState<TargetIndicator>('eeoi');
  const [value, setValue] = useState('');
  const row = rows.find((r) => r.key === rowKey) ?? rows[0];
  const number = Number(value);
  const valid = value.trim() !== '' && Number.isFinite(number) && number >= 0;
  return (
    <form
      aria-label={tx('targets.title')}
      onSubmit={(e) => {
        e.preventDefault();
        if (row && valid) onSave(row, indicator, number);
      }}
      style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end', marginTop: 16 }}
    >
      <FormControl>
        <FormControl.Label>{tx('targets.row')}</FormControl.Label>
        <Select value={row?.key ?? ''} onChange={(e) => setRowKey(e.target.value)}>
          {rows.map((r) => (
            <Select.Option key={r.key} value={r.key}>
              {r.label}
            </Select.Option>
          ))}
        </Select>
      </FormControl>
      <FormControl>
        <FormControl.Label>{tx('targets.indicator')}</FormControl.Label>
        <Select value={indicator} onChange={(e) => setIndicator(e.target.value as TargetIndicator)}>
          {TARGET_INDICATORS.map((k) => (
            <Select.Option key={k} value={k}>
              {tx(`cols.${k}`)}
            </Select.Option>
          ))}
        </Select>
      </FormControl>
      <FormControl>
        <FormControl.Label>{tx('targets.value')}</FormControl.Label>
        <TextInput inputMode="decimal" value={value} onChange={(e) => setValue(e.target.value)} />
      </FormControl>
      <Button type="submit" disabled={disabled || !valid}>
        {tx('actions.saveTarget')}
      </Button>
    </form>
  );
}

/** The screen of one of the four urls (registry.ts). */
export const statisticsScreen = (url: StatPageUrl) =>
  function StatisticsPage() {
    return <StatisticsScreen url={url} />;
  };
