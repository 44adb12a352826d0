import type { Row } from '../../domain/api';
import { useState } from 'react';
import { Banner, Button, FormControl, Heading, Select, Text, TextInput } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { TargetIndicator } from '../../domain/statistics/types';
import { optionRowsMachine } from '../../machines/listForm/provided';
import { statisticsClientMachine } from '../../machines/statistics/provided';
import type { ActorRefFrom } from 'xstate';
import type { StatConditions, statisticsMachine } from '../../machines/statistics/statisticsMachine';
import { isBusy, phaseOf } from '../../machines/statistics/statisticsMachine.selectors';
import { useCan } from '../shared/permission';
import { useAreaText } from '../shared/useAreaText';
import { LoadFailed } from '../shared/LoadFailed';
import { ErrorBanner } from '../shared/ErrorText';
import { exportRows, statTable, targetOf, type Tx } from './statTable';
import { STAT_PAGES, type StatPageUrl } from './statPages';
import { TargetChartPanel } from './TargetChartPanel';
import { TargetForm } from './TargetForm';
import { Td, Th } from '../shared/Table';

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
  const { t: tStat } = useAreaText('statistics');
  // The table's headings and the target form's words are keyed by the page's config at run time.
  const tx: Tx = (key, options) => tStat(key, { ...options, defaultValue: key });
  const { t, lang, errorText } = useAreaText('kit');
  const context = useSelector(actorRef, (s) => s.context);
  const phase = useSelector(actorRef, phaseOf);
  const { conditions, rows, targets, ran } = context;
  const { companies, ships, shipTypes } = options;
  const busy = useSelector(actorRef, isBusy);
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
        <Select.Option value="">{tStat('conditions.any')}</Select.Option>
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
        {select('companyId', tStat('conditions.company'), companies, 'id', (r) => nameOf(r, lang))}
        {cfg.mode === 'ship' &&
          select('shipId', tStat('conditions.ship'), ships, 'id', (r) =>
            `${nameOf(r, lang)} ${r.imo ?? ''}`.trim(),
          )}
        {select('shipTypeCode', tStat('conditions.shipType'), shipTypes, 'code', (r) =>
          `${r.code} ${lang === 'zh' ? (r.cnName ?? '') : (r.enName ?? '')}`.trim(),
        )}
        {yearInput('fromYear')}
        {yearInput('toYear')}
        <Button type="submit" variant="primary" disabled={busy}>
          {tStat('actions.run')}
        </Button>
        <Button type="button" onClick={() => actorRef.send({ type: 'reset' })} disabled={busy}>
          {tStat('actions.reset')}
        </Button>
        {can(`${cfg.page}:export`) && (
          <Button
            type="button"
            disabled={busy || phase !== 'ready' || rows.length === 0}
            onClick={() => actorRef.send({ type: 'export', fileName: title, rows: exportRows(table) })}
          >
            {tStat('actions.export')}
          </Button>
        )}
      </form>

      <div style={{ marginTop: 12 }}>
        {phase === 'idle' && <Text as="p">{tStat('messages.intro')}</Text>}
        {phase === 'incomplete' && (
          <Banner variant="warning" title={tStat('messages.selectConditions')} hideTitle>
            <Banner.Description>{tStat('messages.selectConditions')}</Banner.Description>
          </Banner>
        )}
        {busy && (
          <Text as="p" role="status">
            {tStat('messages.busy')}
          </Text>
        )}
        {phase === 'failed' && (
          <LoadFailed
            text={`${tStat('messages.failed')} ${errorText(context.errorCode)}`}
            retryLabel={t('listForm.retry')}
            onRetry={() => actorRef.send({ type: 'run' })}
          />
        )}
        {phase === 'ready' && context.errorCode && (
          <ErrorBanner text={errorText(context.errorCode)}>
            <Button size="small" onClick={() => actorRef.send({ type: 'dismiss' })}>
              OK
            </Button>
          </ErrorBanner>
        )}
        {phase === 'ready' && rows.length === 0 && <Text as="p">{tStat('messages.empty')}</Text>}
        {rows.length > 0 && phase !== 'loading' && (
          <div style={{ overflowX: 'auto' }}>
            <table aria-label={title} style={{ borderCollapse: 'collapse', whiteSpace: 'nowrap' }}>
              <thead>
                <tr>
                  {table.headers.map((h) => (
                    <Th key={h} scope="col">
                      {h}
                    </Th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.body.map((row, r) => (
                  <tr key={r}>
                    {row.map((v, c) => (
                      <Td key={c}>
                        {v}
                        {table.notes[r][c] && (
                          <Text as="div" style={{ fontSize: 12, color: 'var(--fgColor-muted)' }}>
                            {table.notes[r][c]}
                          </Text>
                        )}
                      </Td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {'chart' in cfg && rows.length > 0 && phase !== 'loading' && (
          <TargetChartPanel
            rows={rows}
            targets={targets}
            mode={cfg.mode}
            companyId={ran?.companyId ? Number(ran.companyId) : undefined}
            tx={tx}
          />
        )}
        {cfg.kind === 'indicators' && rows.length > 0 && phase !== 'loading' && can(`${cfg.page}:edit`) && (
          <TargetForm
            actorRef={actorRef}
            tx={tx}
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

/** The screen of one of the four urls (registry.ts). */
export const statisticsScreen = (url: StatPageUrl) =>
  function StatisticsPage() {
    return <StatisticsScreen url={url} />;
  };
