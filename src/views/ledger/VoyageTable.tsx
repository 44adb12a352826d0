import { Button } from '@primer/react';
import type { LegDto, VoyageDto } from '../../domain/api';
import { isEditable, lockEventOf } from '../../machines/ledger/voyageScreenMachine';
import type { AlertDto } from '../../domain/analysis/dto';
import { AlertFigure } from './AlertFigure';
import { ConsumptionAlerts } from './ConsumptionAlerts';
import { formatInstant } from '../../i18n/format';
import { num } from './voyageText';
import { useAreaText } from '../shared/useAreaText';
import { legPort } from '../shared/labels/PortName';
import { Th, Td } from '../shared/Table';

const KIND_ORDER = { imo: 0, eu: 1, uk: 2 } as const;

/** IMO legs first, then EU voyages, then UK voyages (as in the legacy system), each in sailing order. */
export const orderedLegs = (legs: LegDto[]) =>
  [...legs].sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.seq - b.seq);

/** CO₂ per nautical mile in kg (the original fed tonnes under this kg/nm header). */
const kgPerNm = (co2T: number, distanceNm: number) => (distanceNm > 0 ? (co2T * 1000) / distanceNm : null);

export interface VoyageTableProps {
  voyages: VoyageDto[];
  selectedId: number | null;
  expanded: number[];
  /** Lock and delete are offered (not the inland fleet's read-only view, and the user holds the key). */
  canLock: boolean;
  canDelete: boolean;
  busy: boolean;
  /** Consumption alerts of the listed voyages: an icon on the voyage and on the leg they belong to. */
  alerts?: readonly AlertDto[];
  onSelect: (id: number) => void;
  onToggle: (id: number) => void;
  onLock: (id: number) => void;
  onDelete: (id: number) => void;
  onDetail: (voyage: VoyageDto, leg: LegDto) => void;
}

/** The voyage tree: one row per voyage, its legs below it when expanded. */
export function VoyageTable(props: VoyageTableProps) {
  const { t, lang } = useAreaText('ledger');
  const columns = [
    'voyageNo',
    'ship',
    'shipName',
    'fromPort',
    'toPort',
    'start',
    'end',
    'eeoi',
    'co2PerNm',
    'speedReduction',
    'loadUtilisation',
    'status',
    'actions',
  ];
  return (
    <div style={{ overflowX: 'auto' }}>
      <table aria-label={t('title')} style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <Th />
            {columns.map((c) => (
              <Th key={c} scope="col">
                {t(`columns.${c}`, { defaultValue: c })}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.voyages.flatMap((v) => {
            const open = props.expanded.includes(v.id);
            const selected = props.selectedId === v.id;
            const name = (lang === 'zh' ? v.shipNameZh : null) || v.shipNameEn;
            const legs = orderedLegs(v.legs);
            const first = legs.find((l) => l.kind === 'imo');
            const last = [...legs].reverse().find((l) => l.kind === 'imo');
            const event = lockEventOf(v.status);
            const alerts = (props.alerts ?? []).filter((a) => a.voyageId === v.id);
            const row = (
              <tr
                key={`v${v.id}`}
                aria-selected={selected}
                onClick={() => props.onSelect(v.id)}
                style={{
                  background: selected ? 'var(--bgColor-accent-muted)' : undefined,
                  cursor: 'pointer',
                }}
              >
                <Td>
                  <input
                    type="radio"
                    name="voyage"
                    checked={selected}
                    onChange={() => props.onSelect(v.id)}
                    aria-label={t('actions.select', { voyageNo: v.voyageNo })}
                  />
                </Td>
                <Td>
                  {legs.length > 0 && (
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-label={t(open ? 'actions.collapse' : 'actions.expand', { voyageNo: v.voyageNo })}
                      onClick={(e) => {
                        e.stopPropagation();
                        props.onToggle(v.id);
                      }}
                      style={{ border: 'none', background: 'none', cursor: 'pointer', padding: '0 4px' }}
                    >
                      {open ? '▾' : '▸'}
                    </button>
                  )}
                  {v.voyageNo}
                  <ConsumptionAlerts alerts={alerts} />
                </Td>
                <Td>{v.ship}</Td>
                <Td>{name}</Td>
                <Td>{legPort(lang, first, 'from')}</Td>
                <Td>{legPort(lang, last, 'to')}</Td>
                <Td>{formatInstant(v.start)}</Td>
                <Td>{formatInstant(v.end)}</Td>
                <Td>{num(v.eeoi)}</Td>
                <Td>{num(v.co2PerNmKg)}</Td>
                <Td>
                  <AlertFigure value={v.speedReductionPct} limit={100} warning={t('alerts.speedReduction')} />
                </Td>
                <Td>
                  <AlertFigure
                    value={v.loadUtilisationPct}
                    limit={150}
                    warning={t('alerts.loadUtilisation')}
                  />
                </Td>
                <Td>{t(`status.${v.status}`)}</Td>
                <Td style={{ whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
                  {props.canLock && (
                    <Button size="small" disabled={props.busy} onClick={() => props.onLock(v.id)}>
                      {t(`actions.${event}`)}
                    </Button>
                  )}
                  {props.canDelete && (
                    <Button
                      size="small"
                      variant="danger"
                      style={{ marginLeft: 4 }}
                      disabled={props.busy || !isEditable(v.status)}
                      title={isEditable(v.status) ? undefined : t('actions.lockedNoDelete')}
                      onClick={() => props.onDelete(v.id)}
                    >
                      {t('actions.delete')}
                    </Button>
                  )}
                </Td>
              </tr>
            );
            if (!open) return [row];
            return [
              row,
              ...legs.map((l) => (
                <tr key={`l${l.id}`} style={{ background: 'var(--bgColor-muted)' }}>
                  <Td />
                  <Td style={{ paddingLeft: 28 }}>
                    {`${t(`kind.${l.kind}`)} ${l.seq}`}
                    {l.kind !== 'imo' && ` · ${t(`euCategory.${l.euCategory ?? 'none'}`)}`}
                    <ConsumptionAlerts alerts={alerts.filter((a) => a.legId === l.id)} />
                  </Td>
                  <Td>{v.ship}</Td>
                  <Td>{name}</Td>
                  <Td>{legPort(lang, l, 'from')}</Td>
                  <Td>{legPort(lang, l, 'to')}</Td>
                  <Td>{formatInstant(l.departure)}</Td>
                  <Td>{formatInstant(l.arrival)}</Td>
                  <Td>{num(l.eeoi)}</Td>
                  <Td>{num(kgPerNm(l.co2T, l.distanceNm))}</Td>
                  <Td />
                  <Td />
                  <Td />
                  <Td>
                    <Button size="small" onClick={() => props.onDetail(v, l)}>
                      {t('actions.detail')}
                    </Button>
                  </Td>
                </tr>
              )),
            ];
          })}
        </tbody>
      </table>
    </div>
  );
}
