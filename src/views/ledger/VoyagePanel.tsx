import { useMemo } from 'react';
import { Button, Text } from '@primer/react';
import { UnderlinePanels } from '@primer/react/experimental';
import { useActorRef, useSelector } from '@xstate/react';
import type { LedgerEpisodeDto, LedgerRecordDto, StateHistoryDto, VoyageDto } from '../../domain/api';
import { voyageDetailMachine, type VoyageDetail } from '../../machines/ledger/provided';
import { isEditable } from '../../machines/ledger/voyageScreenMachine';
import { LoadFailed } from '../shared/LoadFailed';
import { StateHistoryTable } from '../shared/StateHistoryTable';
import { Th, Td } from '../shared/Table';
import { formatInstant, formatPortTime, formatWrittenAtSystemZone } from '../../i18n/format';
import { num } from './voyageText';
import { useAreaText } from '../shared/useAreaText';
import { purposeText } from '../shared/labels/PurposeName';
import { fuelNameText } from '../shared/labels/FuelName';
import { roleNameText } from '../shared/labels/RoleName';

/** What the lower panel may do with a record or an episode; absent callbacks hide their buttons. */
export interface PanelActions {
  onEdit?: (item: LedgerRecordDto | LedgerEpisodeDto) => void;
  onView?: (item: LedgerRecordDto | LedgerEpisodeDto) => void;
  onDeleteRecord?: (ship: string, refCode: string) => void;
}

/**
 * The selected voyage's records, ice/rescue episodes and lock history (the legacy system's lower panel).
 * One read per voyage and revision: the screen bumps the revision after every write.
 */
export function VoyagePanel({
  voyage,
  revision,
  ...actions
}: { voyage: VoyageDto; revision: number } & PanelActions) {
  // A new machine per voyage and revision: the key of the component that renders it.
  return <VoyagePanelLoaded key={`${voyage.id}:${revision}:${voyage.status}`} voyage={voyage} {...actions} />;
}

function VoyagePanelLoaded({ voyage, ...actions }: { voyage: VoyageDto } & PanelActions) {
  const { t, errorText } = useAreaText('ledger');
  const machine = useMemo(() => voyageDetailMachine(voyage.id), [voyage.id]);
  const actorRef = useActorRef(machine);
  const state = useSelector(actorRef, (s) => s);
  const detail = state.context.data as VoyageDetail | null;
  // The chart's answer, not the status text: a locked voyage offers no edit and no delete.
  const editable = isEditable(voyage.status);

  let body: (tab: 'records' | 'episodes' | 'history') => React.ReactNode;
  if (state.matches('loading')) body = () => <Text as="p">{t('states.loading')}</Text>;
  else if (state.matches('failed') || !detail)
    body = () => (
      <LoadFailed
        text={`${t('states.detailFailed')} ${errorText(state.context.errorCode)}`}
        retryLabel={t('actions.retry')}
        onRetry={() => actorRef.send({ type: 'fetch.retry' })}
      />
    );
  else
    body = (tab) =>
      tab === 'records' ? (
        <Records records={detail.records} voyage={voyage} editable={editable} {...actions} />
      ) : tab === 'episodes' ? (
        <Episodes episodes={detail.episodes} voyage={voyage} editable={editable} {...actions} />
      ) : (
        <History rows={detail.history} />
      );

  return (
    <section aria-label={t('tabs.label', { voyageNo: voyage.voyageNo })} style={{ marginTop: 16 }}>
      <UnderlinePanels aria-label={t('tabs.label', { voyageNo: voyage.voyageNo })} defaultValue="records">
        {(['records', 'episodes', 'history'] as const).map((k) => (
          <UnderlinePanels.Tab key={k} value={k}>
            {t(`tabs.${k}`)}
          </UnderlinePanels.Tab>
        ))}
        {(['records', 'episodes', 'history'] as const).map((k) => (
          <UnderlinePanels.Panel key={k} value={k}>
            {body(k)}
          </UnderlinePanels.Panel>
        ))}
      </UnderlinePanels>
    </section>
  );
}

function RowButtons({
  item,
  editable,
  onEdit,
  onView,
  onDelete,
}: {
  item: LedgerRecordDto | LedgerEpisodeDto;
  editable: boolean;
  onEdit?: PanelActions['onEdit'];
  onView?: PanelActions['onView'];
  onDelete?: () => void;
}) {
  const { t } = useAreaText('ledger');
  return (
    <Td style={{ whiteSpace: 'nowrap' }}>
      {onView && (
        <Button size="small" onClick={() => onView(item)}>
          {t('actions.detail')}
        </Button>
      )}
      {editable && onEdit && (
        <Button size="small" style={{ marginLeft: 4 }} onClick={() => onEdit(item)}>
          {t('actions.edit')}
        </Button>
      )}
      {editable && onDelete && (
        <Button size="small" variant="danger" style={{ marginLeft: 4 }} onClick={onDelete}>
          {t('actions.delete')}
        </Button>
      )}
    </Td>
  );
}

/**
 * The column headings of the records or episodes table (a fixed list, so keyed by place: two
 * headings may read alike in one language), with the Actions column when rows have buttons.
 */
function HeadRow({ headings, hasActions }: { headings: string[]; hasActions: boolean }) {
  const { t } = useAreaText('ledger');
  return (
    <thead>
      <tr>
        {headings.map((h, i) => (
          <Th key={i} scope="col">
            {h}
          </Th>
        ))}
        {hasActions && <Th scope="col">{t('columns.actions')}</Th>}
      </tr>
    </thead>
  );
}

function Records({
  records,
  voyage,
  editable,
  onEdit,
  onView,
  onDeleteRecord,
}: { records: LedgerRecordDto[]; voyage: VoyageDto; editable: boolean } & PanelActions) {
  const { t } = useAreaText('ledger');
  const kit = useAreaText('kit').t;
  if (records.length === 0) return <Text as="p">{t('states.noRecords')}</Text>;
  const columns = [
    'kind',
    'portZh',
    'portEn',
    'inPortLimits',
    'arrival',
    'arrivalSystem',
    'departure',
    'departureSystem',
    'purposes',
    'distance',
  ];
  const hasActions = Boolean(onView || (editable && (onEdit || onDeleteRecord)));
  return (
    <table aria-label={t('tabs.records')} style={{ width: '100%', borderCollapse: 'collapse' }}>
      <HeadRow
        headings={columns.map((c) => t(`records.${c}`, { defaultValue: c }))}
        hasActions={hasActions}
      />
      <tbody>
        {records.map((r) => {
          const rec = r.record;
          return (
            <tr key={r.id}>
              <Td>{t(`records.kinds.${rec.kind}`)}</Td>
              <Td>{r.portNameZh ?? rec.port ?? ''}</Td>
              <Td>{r.portNameEn ?? rec.port ?? ''}</Td>
              <Td>{t(rec.inPortLimits ? 'records.yes' : 'records.no')}</Td>
              <Td>{formatPortTime(rec.arrival)}</Td>
              <Td>{formatWrittenAtSystemZone(rec.arrival)}</Td>
              <Td>{formatPortTime(rec.departure)}</Td>
              <Td>{formatWrittenAtSystemZone(rec.departure)}</Td>
              <Td>{(rec.purposes ?? []).map((p) => purposeText(kit, p)).join(', ')}</Td>
              <Td>{num(rec.distanceNm, 1)}</Td>
              {hasActions && (
                <RowButtons
                  item={r}
                  editable={editable}
                  onEdit={onEdit}
                  onView={onView}
                  onDelete={onDeleteRecord && (() => onDeleteRecord(voyage.ship, rec.refCode))}
                />
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

function Episodes({
  episodes,
  voyage,
  editable,
  onEdit,
  onView,
  onDeleteRecord,
}: { episodes: LedgerEpisodeDto[]; voyage: VoyageDto; editable: boolean } & PanelActions) {
  const { t } = useAreaText('ledger');
  const kit = useAreaText('kit').t;
  if (episodes.length === 0) return <Text as="p">{t('states.noEpisodes')}</Text>;
  const hasActions = Boolean(onView || (editable && (onEdit || onDeleteRecord)));
  return (
    <table aria-label={t('tabs.episodes')} style={{ width: '100%', borderCollapse: 'collapse' }}>
      <HeadRow
        headings={['kind', 'begin', 'end', 'distance', 'fuel'].map((c) =>
          t(`episodes.${c}`, { defaultValue: c }),
        )}
        hasActions={hasActions}
      />
      <tbody>
        {episodes.map((e) => (
          <tr key={e.id}>
            <Td>{t(`episodes.kinds.${e.episode.kind}`)}</Td>
            <Td>{formatWrittenAtSystemZone(e.episode.begin)}</Td>
            <Td>{formatWrittenAtSystemZone(e.episode.end)}</Td>
            <Td>{num(e.episode.distanceNm, 1)}</Td>
            <Td>
              {e.episode.fuels.map((f) => `${fuelNameText(kit, f.fuel)}: ${num(f.consumedT, 3)}`).join(', ')}
            </Td>
            {hasActions && (
              <RowButtons
                item={e}
                editable={editable}
                onEdit={onEdit}
                onView={onView}
                onDelete={onDeleteRecord && (() => onDeleteRecord(voyage.ship, e.episode.refCode))}
              />
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function History({ rows }: { rows: StateHistoryDto[] }) {
  const { t } = useAreaText('ledger');
  const kit = useAreaText('kit').t;
  if (rows.length === 0) return <Text as="p">{t('states.noHistory')}</Text>;
  const state = (s: string) => (s === 'locked' || s === 'unlocked' ? t(`status.${s}`) : s);
  return (
    <StateHistoryTable
      label={t('tabs.history')}
      columns={['at', 'actor', 'role', 'change', 'comment']}
      heading={(c) => t(`history.${c}`, { defaultValue: c })}
      rows={rows.map((h) => ({
        id: h.id,
        at: formatInstant(h.at),
        actor: h.actorName ?? '',
        role: roleNameText(kit, h.role),
        change: `${state(h.fromState)} → ${state(h.toState)}`,
        comment: h.comment ?? '',
      }))}
    />
  );
}
