import { useState } from 'react';
import { useActorRef } from '@xstate/react';
import type { Lang, Row } from '../../domain/api';
import type { AssessmentFlag } from '../../domain/analysis/assessment';
import type { ClassFuel } from '../../domain/statistics/types';
import type { SegmentIssue } from '../../domain/analysis/segments';
import { assessmentListMachine, segmentsListMachine } from '../../machines/analysis/provided';
import { useCan } from '../shared/permission';
import { ListFormView } from '../listForm/ListFormView';
import type { ColumnSpec, FilterSpec, ScreenConfig } from '../listForm/types';
import { companies, shipOptions } from '../shared/ships';
import { fig, findingsOf, instant } from './qualityText';

/**
 * Data assessment (`/MRVReport/DataAssessment`) and leg monitoring (`/MRVReport/Segmentdetection`)
 * of the legacy system, on the list-and-form kit: the filters of the original, the
 * "abnormal data" switch applied by the server before paging, and the xlsx export of every row.
 */
const q = (key: string) => `analysis:quality.${key}`;

const FILTERS: FilterSpec[] = [
  { name: 'shipId', label: q('ship'), type: 'select', options: shipOptions },
  { name: 'companyId', label: q('company'), type: 'select', options: companies },
  { name: 'year', label: q('year'), type: 'text' },
  {
    name: 'kind',
    label: q('kind'),
    type: 'select',
    options: {
      kind: 'static',
      options: [
        { value: 'imo', label: q('kinds.imo') },
        { value: 'eu', label: q('kinds.eu') },
      ],
    },
  },
  { name: 'voyageNo', label: q('voyageNo'), type: 'text' },
  {
    name: 'abnormal',
    label: q('abnormal'),
    type: 'select',
    options: { kind: 'static', options: [{ value: 'true', label: q('abnormalOnly.true') }] },
  },
];

const LEG_COLUMNS: ColumnSpec[] = [
  { key: 'shipName', label: q('ship') },
  { key: 'voyageNo', label: q('voyageNo') },
  { key: 'fromPort', label: q('from') },
  { key: 'toPort', label: q('to') },
  {
    key: 'departureAt',
    label: q('departure'),
    render: (r) => instant(r.departureAt),
    text: (r) => instant(r.departureAt),
  },
  {
    key: 'arrivalAt',
    label: q('arrival'),
    render: (r) => instant(r.arrivalAt),
    text: (r) => instant(r.arrivalAt),
  },
];

const metric = (key: string): ColumnSpec => ({
  key,
  label: q(key),
  render: (r) => fig((r.metrics as Record<string, unknown>)[key]),
  text: (r) => fig((r.metrics as Record<string, unknown>)[key]),
});

const findings = (row: Row, lang: Lang) =>
  findingsOf(row as { flags?: AssessmentFlag[]; issues?: SegmentIssue[] }, lang);

const FINDINGS: ColumnSpec = {
  key: 'findings',
  label: q('findings'),
  render: (row, lang) => (
    <span style={{ color: 'var(--fgColor-danger)' }}>
      {findings(row, lang).map((f) => (
        <div key={f}>{f}</div>
      ))}
    </span>
  ),
  text: (row, lang) => findings(row, lang).join('; '),
};

export const assessmentConfig: ScreenConfig = {
  resource: 'quality/assessment',
  title: q('assessmentTitle'),
  columns: [
    ...LEG_COLUMNS,
    ...[
      'fuelPerNmKg',
      'co2PerNmKg',
      'fuelPerTwG',
      'co2PerTwG',
      'dailyFuelAtSeaT',
      'dailyFuelInPortT',
      'speedKn',
    ].map(metric),
    FINDINGS,
  ],
  filters: FILTERS,
  fields: [],
  permissions: { export: 'mrv:assessment:export' },
};

/** The legacy system's three fuel families at sea and in port. */
const FAMILIES = ['HFO', 'LFO', 'MDO_MGO'] as const;
const fuelOf = (row: Row, cls: string, where: 'atSeaT' | 'inPortT') =>
  fig((row.fuels as ClassFuel[]).find((f) => f.fuelClass === cls)?.[where] ?? 0);

export const segmentsConfig: ScreenConfig = {
  resource: 'quality/segments',
  title: q('segmentsTitle'),
  columns: [
    ...LEG_COLUMNS,
    {
      key: 'distanceNm',
      label: q('distanceNm'),
      render: (r) => fig(r.distanceNm),
      text: (r) => fig(r.distanceNm),
    },
    { key: 'cargoT', label: q('cargoT'), render: (r) => fig(r.cargoT), text: (r) => fig(r.cargoT) },
    {
      key: 'hoursUnderway',
      label: q('hoursUnderway'),
      render: (r) => fig(r.hoursUnderway),
      text: (r) => fig(r.hoursUnderway),
    },
    {
      key: 'hoursStopped',
      label: q('hoursStopped'),
      render: (r) => fig(r.hoursStopped),
      text: (r) => fig(r.hoursStopped),
    },
    ...FAMILIES.flatMap((cls): ColumnSpec[] => [
      {
        key: `sea${cls}`,
        label: q(`fuelCols.sea${cls}`),
        render: (r) => fuelOf(r, cls, 'atSeaT'),
        text: (r) => fuelOf(r, cls, 'atSeaT'),
      },
      {
        key: `port${cls}`,
        label: q(`fuelCols.port${cls}`),
        render: (r) => fuelOf(r, cls, 'inPortT'),
        text: (r) => fuelOf(r, cls, 'inPortT'),
      },
    ]),
    FINDINGS,
  ],
  filters: FILTERS,
  fields: [],
  permissions: { export: 'mrv:segment:export' },
};

function QualityScreen({ config, machine }: { config: ScreenConfig; machine: typeof assessmentListMachine }) {
  const button = useCan();
  const [filters] = useState(() => ({
    shipId: '',
    companyId: '',
    year: String(new Date().getFullYear()),
    kind: 'imo',
    voyageNo: '',
    abnormal: '',
  }));
  const list = useActorRef(machine, { input: { resource: config.resource, filters } });
  return <ListFormView actorRef={list} config={config} can={button} />;
}

export function DataAssessmentScreen() {
  return <QualityScreen config={assessmentConfig} machine={assessmentListMachine} />;
}

export function SegmentDetectionScreen() {
  return <QualityScreen config={segmentsConfig} machine={segmentsListMachine} />;
}
