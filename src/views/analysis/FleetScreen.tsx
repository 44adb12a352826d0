import { lazy, useState } from 'react';
import { Select, TextInput } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { FleetDto } from '../../domain/analysis/dto';
import { FLEET_GROUPS } from '../../domain/schemas/analysis';
import { fleetMachine } from '../../machines/analysis/provided';
import { companies, lookup } from '../shared/ships';
import { Choice, Field } from './AnalysisParts';
import {
  DIAGRAM_ITEMS,
  FLEET_ITEMS,
  fleetBars,
  fleetTable,
  SHIP_STAT_ITEMS,
  type FleetItem,
} from './fleetData';
import { useAreaText } from '../shared/useAreaText';
import { AnalysisScreen, useQueryFields } from './AnalysisScreen';
import { InlineError } from '../shared/ErrorText';

const FuelChart = lazy(() => import('../shared/FuelChart'));

/** The two fleet-chart pages: which items they chart and their title. */
const PAGES = {
  diagram: { title: 'diagramTitle', items: DIAGRAM_ITEMS },
  shipStatistics: { title: 'shipStatisticsTitle', items: SHIP_STAT_ITEMS },
} as const;
export type FleetPage = keyof typeof PAGES;

/**
 * Fleet charts (docs/analysis.md §6): the ships in scope, optionally of one company or ship type,
 * grouped by ship type, gross-tonnage range or age range for one year. Diagram exhibition
 * (`/MRVReport/DiagramExhibition`) charts one of the original's six analysis items per group; ship
 * statistics (`/cmsashipManage/shipStatistics`) the ships per group, those that sailed, and their
 * CO2 and fuel. The Data tab holds every item of every group.
 */
export function fleetScreen(page: FleetPage) {
  return function FleetScreen() {
    const { t, lang } = useAreaText('analysis');
    const { title, items } = PAGES[page];
    const actorRef = useActorRef(fleetMachine);
    const state = useSelector(actorRef, (s) => s);
    const { form, set, reset } = useQueryFields(() => ({
      year: String(new Date().getFullYear()),
      groupBy: 'shipType',
      companyId: '',
      shipTypeCode: '',
    }));
    const [item, setItem] = useState<FleetItem>(items[0]);
    const data = state.context.data as FleetDto | null;
    const label = (i: FleetItem) => t(`fleet.items.${i}`);
    const heading = t(`fleet.${title}`);
    const run = () => actorRef.send({ type: 'query.run', query: form, complete: /^\d{4}$/.test(form.year) });
    const table = data
      ? fleetTable(
          data,
          lang,
          t(`fleet.groups.${data.groupBy}`, { defaultValue: data.groupBy }),
          FLEET_ITEMS,
          label,
        )
      : [];
    return (
      <AnalysisScreen
        title={heading}
        actorRef={actorRef}
        state={state}
        onRun={run}
        onReset={() => {
          reset();
          setItem(items[0]);
        }}
        notice={state.matches('incomplete') && <InlineError>{t('fleet.yearRequired')}</InlineError>}
        fields={
          <>
            <Choice
              label={t('form.company')}
              source={companies}
              value={form.companyId}
              onChange={set('companyId')}
            />
            <Choice
              label={t('form.shipType')}
              source={lookup('shipType')}
              value={form.shipTypeCode}
              onChange={set('shipTypeCode')}
            />
            <Field label={t('fleet.year')}>
              {() => <TextInput value={form.year} onChange={(e) => set('year')(e.target.value)} />}
            </Field>
            <Field label={t('fleet.groupBy')}>
              {() => (
                <Select value={form.groupBy} onChange={(e) => set('groupBy')(e.target.value)}>
                  {FLEET_GROUPS.map((g) => (
                    <Select.Option key={g} value={g}>
                      {t(`fleet.groups.${g}`)}
                    </Select.Option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label={t('fleet.item')}>
              {() => (
                <Select value={item} onChange={(e) => setItem(e.target.value as FleetItem)}>
                  {items.map((i) => (
                    <Select.Option key={i} value={i}>
                      {label(i)}
                    </Select.Option>
                  ))}
                </Select>
              )}
            </Field>
          </>
        }
        table={table}
        empty={!data || data.groups.length === 0}
        chart={() =>
          data && (
            <FuelChart
              {...fleetBars(data, lang, [item], label)}
              indexBy="group"
              label={heading}
              axes={{ x: t(`fleet.groups.${data.groupBy}`, { defaultValue: data.groupBy }), y: label(item) }}
            />
          )
        }
      />
    );
  };
}
