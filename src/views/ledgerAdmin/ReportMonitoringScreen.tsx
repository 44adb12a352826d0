import { SYSTEM_OFFSET_TEXT, systemFieldValue } from '../../domain/systemZone';
import { formatInstant, formatTime, zoneLabel } from '../../i18n/format';
import { parseLocalTime } from '../../domain/schemas/voyageData';
import type { FuelClassTonnes, Row } from '../../domain/api';
import type { MonitoringRecordDto } from '../../services/ledgerAdminApi';
import { useState } from 'react';
import { Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { AnyStateMachine } from 'xstate';
import {
  monitoringListMachine,
  monitoringRecordsMachine,
  withInstants,
} from '../../machines/ledgerAdmin/provided';
import { useCan } from '../shared/permission';
import { ListFormView } from '../listForm/ListFormView';
import type { ScreenConfig } from '../listForm/types';
import { companies, shipName } from '../shared/ships';
import { Dialog } from '../shared/Dialog';
import { LoadFailed } from '../shared/LoadFailed';
import type { TFunction } from 'i18next';
import { useAreaText } from '../shared/useAreaText';
import { Th, Td } from '../shared/Table';

const PAGE = 'energy:report';

/** The default period: 1 January of this year to now, at UTC+8 as the period filters hold it. */
export function defaultPeriod(now = new Date()) {
  const to = systemFieldValue(now);
  return { from: `${to.slice(0, 4)}-01-01T00:00${SYSTEM_OFFSET_TEXT}`, to: `${to}${SYSTEM_OFFSET_TEXT}` };
}

export const monitoringConfig: ScreenConfig = {
  resource: 'ledger/monitoring',
  title: 'ledgerAdmin:monitoring.title',
  columns: [
    {
      key: 'shipName',
      label: 'ledgerAdmin:monitoring.ship',
      render: (row, lang) => shipName(row, lang),
      text: (row, lang) => shipName(row, lang),
    },
    { key: 'ship', label: 'ledgerAdmin:monitoring.imo' },
    { key: 'records', label: 'ledgerAdmin:monitoring.records' },
    { key: 'episodes', label: 'ledgerAdmin:monitoring.episodes' },
    { key: 'snapshots', label: 'ledgerAdmin:monitoring.snapshots' },
    {
      key: 'lastArrival',
      label: 'ledgerAdmin:monitoring.lastReportAt',
      render: (row) => formatInstant(row.lastArrival as string | null),
    },
  ],
  filters: [
    { name: 'companyId', label: 'ledgerAdmin:monitoring.company', type: 'select', options: companies },
    { name: 'keyword', label: 'ledgerAdmin:monitoring.keyword', type: 'text' },
    { name: 'from', label: 'ledgerAdmin:monitoring.from', type: 'datetime' },
    { name: 'to', label: 'ledgerAdmin:monitoring.to', type: 'datetime' },
  ],
  fields: [],
  permissions: {},
  rowDialogs: [],
};

/** Original §1.6b shows HFO, MDO/MGO and LFO; the server sums them per fuel class. */
const FAMILIES = [
  ['HFO', 'HFO'],
  ['LFO', 'LFO'],
  ['MDO', 'MDO_MGO'],
] as const;
const tonnes = (byClass: FuelClassTonnes, cls: string) =>
  byClass[cls] === undefined ? '' : String(Math.round(byClass[cls]! * 1000) / 1000);

/** A port time in the port's own time, its zone in the next column as the original lays it out. */
const splitLocal = (time: string) => {
  const local = parseLocalTime(time);
  if (!local) return { at: time, zone: '' };
  return {
    at: formatTime(local.utc, 'YYYY-MM-DD HH:mm:ss', 'en', local.offsetMin / 60),
    zone: zoneLabel(local.offsetMin),
  };
};

/** One raw record as the original's table shows it: times local with their zones, fuels by family. */
export function recordCells(r: MonitoringRecordDto, t: TFunction<'ledgerAdmin'>): string[] {
  const arrival = splitLocal(r.arrival);
  const departure = splitLocal(r.departure);
  return [
    r.voyageNo,
    r.portNameZh ?? r.port ?? '',
    r.portNameEn ?? r.port ?? '',
    t(`monitoring.kinds.${r.kind}`),
    arrival.at,
    arrival.zone,
    departure.at,
    departure.zone,
    String(r.distanceNm),
    ...FAMILIES.flatMap(([, cls]) => [
      tonnes(r.robArrivalT, cls),
      tonnes(r.robDepartureT, cls),
      tonnes(r.bunkeredT, cls),
      tonnes(r.transferredT, cls),
    ]),
  ];
}

export function recordHeaders(t: TFunction<'ledgerAdmin'>): string[] {
  const base = (
    [
      'voyageNo',
      'portZh',
      'portEn',
      'kind',
      'arrival',
      'arrivalZone',
      'departure',
      'departureZone',
      'distanceNm',
    ] as const
  ).map((k) => t(`monitoring.cols.${k}`));
  return [
    ...base,
    ...FAMILIES.flatMap(([f]) => {
      const family = t(`monitoring.families.${f}`);
      return (['robArrival', 'robDeparture', 'bunkered', 'transferred'] as const).map((k) =>
        t(`monitoring.cols.${k}`, { family }),
      );
    }),
  ];
}

/** The table of one ship's raw records in the period ("View reports"). */
export function ShipRecords({ machine, label }: { machine: AnyStateMachine; label: string }) {
  const actorRef = useActorRef(machine);
  const { t, errorText } = useAreaText('ledgerAdmin');
  const kit = useAreaText('kit').t;
  const state = useSelector(actorRef, (s) => s);
  const rows = (state.context.data as MonitoringRecordDto[] | null) ?? [];
  if (state.hasTag('busy')) return <Text as="p">{kit('listForm.busy')}</Text>;
  if (state.matches('failed'))
    return (
      <LoadFailed
        text={`${t('monitoring.failed')} ${errorText(state.context.errorCode as string | null)}`}
        retryLabel={kit('listForm.retry')}
        onRetry={() => actorRef.send({ type: 'fetch.retry' })}
      />
    );
  if (rows.length === 0) return <Text as="p">{t('monitoring.noRecords')}</Text>;
  return (
    <div style={{ overflowX: 'auto' }}>
      <table aria-label={label} style={{ borderCollapse: 'collapse', whiteSpace: 'nowrap' }}>
        <thead>
          <tr>
            {recordHeaders(t).map((h) => (
              <Th key={h}>{h}</Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id}>
              {recordCells(r, t).map((v, i) => (
                <Td key={i}>{v}</Td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RecordsDialog({
  row,
  period,
  onClose,
}: {
  row: Row;
  period: { from?: string; to?: string };
  onClose: () => void;
}) {
  const { t, lang } = useAreaText('ledgerAdmin');
  const [machine] = useState(() => monitoringRecordsMachine(row.id, period));
  const title = t('monitoring.recordsTitle', { ship: shipName(row, lang) || String(row.ship) });
  return (
    <Dialog
      title={title}
      width="xlarge"
      onClose={onClose}
      footerButtons={[{ content: t('snapshots.close'), onClick: onClose }]}
    >
      <ShipRecords machine={machine} label={title} />
    </Dialog>
  );
}

/**
 * Report monitoring (`/report/list`, the legacy system): what each ship reported in a period (default
 * 1 January to now), and the raw records of one ship on "View reports".
 */
export default function ReportMonitoringScreen() {
  const button = useCan();
  const can = (perm: string | undefined) => perm === PAGE || button(perm);
  const [initial] = useState(() => ({ companyId: '', keyword: '', ...defaultPeriod() }));
  const list = useActorRef(monitoringListMachine, {
    input: { resource: monitoringConfig.resource, filters: initial },
  });
  // The records dialog shows the period the list was loaded with, not one half-typed in the filters.
  const query = useSelector(list, (s) => s.context.query);
  const config: ScreenConfig = {
    ...monitoringConfig,
    rowDialogs: [
      {
        name: 'records',
        label: 'ledgerAdmin:monitoring.view',
        perm: PAGE,
        render: (row, done) => {
          const { from, to } = withInstants({ from: query.from || undefined, to: query.to || undefined }) as {
            from?: string;
            to?: string;
          };
          return <RecordsDialog row={row} period={{ from, to }} onClose={() => done(false)} />;
        },
      },
    ],
  };
  return <ListFormView actorRef={list} config={config} can={can} />;
}
