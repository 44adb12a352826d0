import { useEffect, useState } from 'react';
import { Button, FormControl, Text, Textarea } from '@primer/react';
import { Link, useSearch } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import type { LedgerEpisodeDto, LedgerRecordDto, LegDto, VoyageDto } from '../../domain/api';
import type { EpisodeInput, RecordInput } from '../../domain/schemas/voyageData';
import { voyageScreenClientMachine } from '../../machines/ledger/provided';
import { isEditable, type VoyageScreenActor } from '../../machines/ledger/voyageScreenMachine';
import {
  pageCount,
  pendingVoyage,
  selectedVoyage,
  voyageRights,
} from '../../machines/ledger/voyageScreenMachine.selectors';
import type { AddKind, AddShip } from '../../machines/ledger/voyageScreenMachine.types';
import { ConfirmationDialog } from '../shared/Dialog';
import { ErrorBanner } from '../shared/ErrorText';
import { LoadFailed } from '../shared/LoadFailed';
import { useCan } from '../shared/permission';
import { AddChoiceDialog } from './AddChoiceDialog';
import { EpisodeDialog } from './EpisodeDialog';
import { LegDetailDialog } from './LegDetailDialog';
import { PortCallDialog } from './PortCallDialog';
import { RecordDetailDialog } from './RecordDetailDialog';
import { StopDialog } from './StopDialog';
import { VoyageFilterBar } from './VoyageFilterBar';
import { VoyagePanel } from './VoyagePanel';
import { VoyageTable } from './VoyageTable';
import { useAreaText } from '../shared/useAreaText';
import { useTranslation } from 'react-i18next';

export type { AddKind };

/** Whom an entry dialog writes for: the selected voyage's ship and number, or the chosen ones. */
export interface AddTarget {
  ship: AddShip;
  voyageNo: string;
}

export interface VoyageScreenProps {
  /** The inland fleet's view: no lock, delete, add or edit. */
  readOnly?: boolean;
  /**
   * Opens an add dialog for the selected voyage, or (none selected) for the ship and voyage number
   * the user chose first; without it the toolbar is not shown.
   */
  onAdd?: (kind: AddKind, target: AddTarget) => void;
  /** Opens a record's or an episode's edit dialog; without it there is no Edit button. */
  onEdit?: (item: LedgerRecordDto | LedgerEpisodeDto) => void;
  /** Opens a record's or an episode's dialog read-only; without it there is no Detail button. */
  onView?: (item: LedgerRecordDto | LedgerEpisodeDto) => void;
}

/** The upload centre, preselected for the voyage workbook and the selected voyage's ship. */
export const uploadHref = (shipId: number | null) =>
  `/MRVReport/UploadMRVReport?kind=voyage${shipId ? `&shipId=${shipId}` : ''}`;

/** Up to seven page numbers around the current one; clicking the current page reads it again. */
const pageWindow = (page: number, pages: number) => {
  const first = Math.max(1, Math.min(page - 3, pages - 6));
  return Array.from({ length: Math.min(7, pages) }, (_, i) => first + i);
};

/** Which entry dialog is open, for which ship and voyage, and the item it edits (none when adding). */
type OpenDialog = ({ kind: AddKind; initial?: RecordInput | EpisodeInput } & AddTarget) | null;

const targetOf = (voyage: VoyageDto): AddTarget => ({
  ship: { id: voyage.shipId, ref: voyage.ship, nameEn: voyage.shipNameEn, nameZh: voyage.shipNameZh },
  voyageNo: voyage.voyageNo,
});

/** The toolbar's words for adding each kind of record. */
const ADD_LABEL = {
  portCall: 'toolbar.addPortCall',
  stop: 'toolbar.addStop',
  episode: 'toolbar.addEpisode',
} as const satisfies Record<AddKind, string>;

const DIALOGS = { portCall: PortCallDialog, stop: StopDialog, episode: EpisodeDialog } as const;

/**
 * The energy-efficiency screen `/energyEfficiency/index` (as in the legacy system) with its own machine and
 * the entry dialogs of ledger-forms: Add opens the dialog for the selected voyage, Edit the one of
 * the record's kind. A save reads the current page again (the server has recomputed the legs).
 */
export default function VoyageScreen(props: VoyageScreenProps & { shipId?: number | null }) {
  // `?shipId=&voyageNo=` (the dashboard's alerts) open the list on that ship's voyage.
  const params = new URLSearchParams(useSearch());
  const urlShip = Number(params.get('shipId'));
  const actorRef = useActorRef(voyageScreenClientMachine, {
    input: {
      readOnly: props.readOnly,
      shipId: props.shipId ?? (Number.isInteger(urlShip) && urlShip > 0 ? urlShip : undefined),
      voyageNo: params.get('voyageNo') ?? undefined,
    },
  });
  const can = useCan();
  return <VoyageScreenWithDialogs actorRef={actorRef} can={can} {...props} />;
}

/** The screen's view with the entry dialogs it opens (the tests give it their own actor). */
export function VoyageScreenWithDialogs({
  actorRef,
  can,
  ...props
}: VoyageScreenProps & { actorRef: VoyageScreenActor; can: (perm: string) => boolean }) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const voyageOf = (voyageId: number) =>
    actorRef.getSnapshot().context.voyages.find((v) => v.id === voyageId);
  const onAdd = (kind: AddKind, target: AddTarget) => setDialog({ kind, ...target });
  const onEdit = (item: LedgerRecordDto | LedgerEpisodeDto) => {
    const voyage = voyageOf(item.voyageId);
    if (!voyage) return;
    const target = targetOf(voyage);
    if ('episode' in item) setDialog({ kind: 'episode', ...target, initial: item.episode });
    else
      setDialog({ kind: item.record.kind === 'port' ? 'portCall' : 'stop', ...target, initial: item.record });
  };
  const Open = dialog ? DIALOGS[dialog.kind] : null;
  return (
    <>
      <VoyageScreenView actorRef={actorRef} can={can} onAdd={onAdd} onEdit={onEdit} {...props} />
      {dialog && Open && (
        <Open
          open
          ship={dialog.ship}
          voyageNo={dialog.voyageNo}
          initial={dialog.initial}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            actorRef.send({ type: 'page.change', page: actorRef.getSnapshot().context.page });
          }}
        />
      )}
    </>
  );
}

/**
 * The screen read-only, for the inland fleet (`/cmsashipManage/cmsaEnergyEfficiency`); the inland
 * ship list opens it with `?shipId=` to show that ship's voyages only.
 */
export function ReadOnlyVoyageScreen() {
  const shipId = Number(new URLSearchParams(useSearch()).get('shipId'));
  return <VoyageScreen readOnly shipId={Number.isInteger(shipId) && shipId > 0 ? shipId : null} />;
}

/** What the screen's machine state shows; every button only sends an event. */
export function VoyageScreenView({
  actorRef,
  can,
  readOnly = false,
  onAdd,
  onEdit,
  onView,
}: VoyageScreenProps & { actorRef: VoyageScreenActor; can: (perm: string) => boolean }) {
  const { t, errorText } = useAreaText('ledger');
  const { t: shell } = useTranslation();
  const c = useSelector(actorRef, (s) => s.context);
  const failed = useSelector(actorRef, (s) => s.matches('failed'));
  const loading = useSelector(actorRef, (s) => s.matches('loading'));
  const choosingAdd = useSelector(actorRef, (s) => s.matches('choosingAdd'));
  const confirmingLock = useSelector(actorRef, (s) => s.matches('confirmLock') || s.matches('locking'));
  const locking = useSelector(actorRef, (s) => s.matches('locking'));
  const writing = useSelector(actorRef, (s) => s.hasTag('writing'));
  const busy = useSelector(actorRef, (s) => s.hasTag('busy'));
  const selected = useSelector(actorRef, selectedVoyage);
  const pages = useSelector(actorRef, pageCount);
  const pendingOn = useSelector(actorRef, pendingVoyage);
  const send = actorRef.send;
  // Which leg's detail dialog is open is view state only: the dialog reads nothing and writes nothing.
  const [leg, setLeg] = useState<{ voyageNo: string; leg: LegDto } | null>(null);
  // Likewise the read-only Detail of a record or episode, unless the mounting screen opens its own.
  const [detail, setDetail] = useState<LedgerRecordDto | LedgerEpisodeDto | null>(null);
  const rights = voyageRights(can, readOnly);
  const { canLock, canDelete, canEdit } = rights;
  const canAdd = rights.canAdd && onAdd !== undefined;
  const pending = c.pending;

  // Without a selected voyage Add asks for the ship and voyage number first (a ship's first record).
  const addReason = selected && !isEditable(selected.status) ? t('toolbar.locked') : null;
  const choice = c.choice;
  useEffect(
    () =>
      actorRef.on('add.chosen', (e) => onAdd?.(e.kind, { ship: e.ship, voyageNo: e.voyageNo })).unsubscribe,
    [actorRef, onAdd],
  );

  return (
    <div>
      <VoyageFilterBar actorRef={actorRef} />

      <div role="status" aria-live="polite" style={{ minHeight: 24 }}>
        {busy ? t('states.loading') : c.notice ? t(`notice.${c.notice}`) : ''}
      </div>
      {c.errorCode && !failed && <ErrorBanner text={errorText(c.errorCode, c.errorMessage)} />}

      <h2 style={{ fontSize: 16, margin: '8px 0' }}>{t('title')}</h2>
      {failed ? (
        <LoadFailed
          text={`${t('states.failed')} ${errorText(c.errorCode, c.errorMessage)}`}
          retryLabel={t('actions.retry')}
          onRetry={() => send({ type: 'list.retry' })}
        />
      ) : c.voyages.length === 0 ? (
        !loading && <Text as="p">{t('states.empty')}</Text>
      ) : (
        <>
          <VoyageTable
            voyages={c.voyages}
            selectedId={c.selectedId}
            expanded={c.expanded}
            canLock={canLock}
            canDelete={canDelete}
            busy={busy}
            alerts={c.alerts}
            onSelect={(id) => send({ type: 'voyage.select', id })}
            onToggle={(id) => send({ type: 'row.toggle', id })}
            onLock={(id) => send({ type: 'lock.request', id })}
            onDelete={(id) => send({ type: 'delete.request', id })}
            onDetail={(v, l) => setLeg({ voyageNo: v.voyageNo, leg: l })}
          />
          {pages > 1 && (
            <nav
              aria-label={t('pager.label')}
              style={{ marginTop: 8, display: 'flex', gap: 4, alignItems: 'center' }}
            >
              {pageWindow(c.page, pages).map((p) => (
                <Button
                  key={p}
                  size="small"
                  variant={p === c.page ? 'primary' : 'default'}
                  aria-current={p === c.page ? 'page' : undefined}
                  aria-label={t('pager.page', { page: p })}
                  disabled={busy}
                  onClick={() => send({ type: 'page.change', page: p })}
                >
                  {p}
                </Button>
              ))}
              <Text>{t('pager.of', { page: c.page, pages, count: c.total })}</Text>
            </nav>
          )}
        </>
      )}

      {canAdd && (
        <div
          role="toolbar"
          aria-label={t('toolbar.label')}
          style={{ display: 'flex', gap: 8, marginTop: 16 }}
        >
          {(['portCall', 'stop', 'episode'] as const).map((kind) => (
            <Button
              key={kind}
              disabled={addReason !== null || busy}
              title={addReason ?? undefined}
              aria-describedby={addReason ? 'ledger-add-reason' : undefined}
              onClick={() =>
                selected ? onAdd!(kind, targetOf(selected)) : send({ type: 'add.choose', kind })
              }
            >
              {t(ADD_LABEL[kind])}
            </Button>
          ))}
          {addReason && (
            <Text id="ledger-add-reason" style={{ color: 'var(--fgColor-muted)', alignSelf: 'center' }}>
              {addReason}
            </Text>
          )}
        </div>
      )}

      {rights.canUpload && (
        <p>
          <Link href={uploadHref(selected?.shipId ?? null)}>{t('toolbar.upload')}</Link>
        </p>
      )}

      {selected ? (
        <VoyagePanel
          voyage={selected}
          revision={c.revision}
          onView={onView ?? setDetail}
          onEdit={canEdit ? onEdit : undefined}
          onDeleteRecord={
            canDelete ? (ship, refCode) => send({ type: 'record.delete', ship, refCode }) : undefined
          }
        />
      ) : (
        c.voyages.length > 0 && <Text as="p">{t('states.noSelection')}</Text>
      )}

      {choice && choosingAdd && (
        <AddChoiceDialog
          title={t(ADD_LABEL[choice.kind])}
          ship={choice.ship}
          voyageNo={choice.voyageNo}
          tried={choice.tried}
          onShip={(ship) => send({ type: 'choice.ship', ship })}
          onVoyageNo={(value) => send({ type: 'choice.voyageNo', value })}
          onClose={(gesture) => send({ type: gesture === 'confirm' ? 'choice.accept' : 'choice.cancel' })}
        />
      )}
      {detail && <RecordDetailDialog item={detail} onClose={() => setDetail(null)} />}
      {leg && <LegDetailDialog voyageNo={leg.voyageNo} leg={leg.leg} onClose={() => setLeg(null)} />}

      {pending && confirmingLock && pending.kind === 'lock' && (
        <ConfirmationDialog
          title={t(`actions.${pending.event}`)}
          confirmButtonContent={t(`actions.${pending.event}`)}
          cancelButtonContent={shell('common.cancel')}
          confirmButtonLoading={locking}
          onClose={(gesture) => send({ type: gesture === 'confirm' ? 'confirm.accept' : 'confirm.cancel' })}
        >
          <Text as="p">{t(`confirm.${pending.event}`, { voyageNo: pendingOn?.voyageNo ?? '' })}</Text>
          <FormControl>
            <FormControl.Label>{t('confirm.comment')}</FormControl.Label>
            <Textarea
              block
              value={pending.comment}
              onChange={(e) => send({ type: 'lock.comment', value: e.target.value })}
            />
          </FormControl>
        </ConfirmationDialog>
      )}
      {pending && pending.kind !== 'lock' && (
        <ConfirmationDialog
          title={t('actions.delete')}
          confirmButtonContent={t('actions.delete')}
          cancelButtonContent={shell('common.cancel')}
          confirmButtonType="danger"
          confirmButtonLoading={writing}
          onClose={(gesture) => send({ type: gesture === 'confirm' ? 'confirm.accept' : 'confirm.cancel' })}
        >
          {pending.kind === 'delete'
            ? t('confirm.delete', { voyageNo: pendingOn?.voyageNo ?? '' })
            : t('confirm.deleteRecord', { refCode: pending.refCode })}
        </ConfirmationDialog>
      )}
    </div>
  );
}
