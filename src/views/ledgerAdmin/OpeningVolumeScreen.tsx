import { formatPortTime, formatWrittenAtSystemZone } from '../../i18n/format';
import type { Row, SnapshotDto } from '../../domain/api';
import type { ReactNode } from 'react';
import { useCallback, useState } from 'react';
import { Button, Label } from '@primer/react';
import { useActorRef } from '@xstate/react';
import { lockEventsOf } from '../../machines/ledgerAdmin/lockDialogMachine';
import { snapshotHistoryMachine, snapshotListMachine } from '../../machines/ledgerAdmin/provided';
import { useCan } from '../shared/permission';
import { ListFormView } from '../listForm/ListFormView';
import type { ScreenConfig } from '../listForm/types';
import { Dialog } from '../shared/Dialog';
import type { TFunction } from 'i18next';
import { useAreaText } from '../shared/useAreaText';
import { fuelNameText } from '../shared/labels/FuelName';
import { kitText } from '../shared/labels/kitText';
import { SnapshotHistory } from './SnapshotHistory';
import { shipName, shipOptions } from '../shared/ships';
import { LockDialog } from './LockDialog';
import { SnapshotDialog } from './SnapshotDialog';

type Open = { kind: 'form'; snapshot: null } | { kind: 'lock'; snapshot: SnapshotDto };

/** Who locked or unlocked the snapshot, when and why. */
function HistoryDialog({ snapshot, onClose }: { snapshot: SnapshotDto; onClose: () => void }) {
  const { t, lang } = useAreaText('ledgerAdmin');
  const [machine] = useState(() => snapshotHistoryMachine(snapshot.id));
  return (
    <Dialog
      title={`${t('snapshots.historyTitle')} — ${shipName(snapshot, lang)} ${formatPortTime(snapshot.snapshot.time)}`}
      width="xlarge"
      onClose={onClose}
      footerButtons={[{ content: t('snapshots.close'), onClick: onClose }]}
    >
      <SnapshotHistory machine={machine} label={t('snapshots.history')} />
    </Dialog>
  );
}

const dto = (row: Row) => row as unknown as SnapshotDto;

/** The screen's list: ship, local time with its offset and UTC, the ROB per fuel, the lock state. */
export function openingVolumeConfig(
  t: TFunction<'ledgerAdmin'>,
  lockButton: (row: Row) => ReactNode,
): ScreenConfig {
  return {
    resource: 'snapshots',
    title: 'ledgerAdmin:snapshots.title',
    columns: [
      {
        key: 'ship',
        label: 'ledgerAdmin:snapshots.ship',
        render: (row, lang) => `${shipName(row, lang)} (${row.ship})`,
        text: (row, lang) => `${shipName(row, lang)} (${row.ship})`,
      },
      {
        key: 'time',
        label: 'ledgerAdmin:snapshots.time',
        render: (row) => formatPortTime(dto(row).snapshot.time),
      },
      {
        key: 'utc',
        label: 'ledgerAdmin:snapshots.timeSystem',
        render: (row) => formatWrittenAtSystemZone(dto(row).snapshot.time),
      },
      {
        key: 'fuels',
        label: 'ledgerAdmin:snapshots.fuels',
        render: (row, lang) =>
          dto(row)
            .snapshot.fuels.map((f) => `${fuelNameText(kitText(lang), f.fuel)}: ${f.robT} t`)
            .join('; '),
      },
      {
        key: 'lockState',
        label: 'ledgerAdmin:snapshots.status',
        render: (row) => (
          <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            <Label variant={dto(row).status === 'locked' ? 'attention' : 'secondary'}>
              {t(`snapshots.states.${dto(row).status === 'locked' ? 'locked' : 'unlocked'}`)}
            </Label>
            {lockButton(row)}
          </span>
        ),
      },
    ],
    filters: [
      { name: 'shipId', label: 'ledgerAdmin:snapshots.ship', type: 'select', options: shipOptions },
      { name: 'from', label: 'ledgerAdmin:snapshots.from', type: 'datetime' },
      { name: 'to', label: 'ledgerAdmin:snapshots.to', type: 'datetime' },
    ],
    // The form is the screen's own dialog (ROB rows follow the chosen ship), not the generic one.
    fields: [],
    permissions: { delete: 'energy:rob:delete' },
    // A locked snapshot offers no Delete: the server refuses it (409 snapshot_locked) anyway.
    rowEditable: (row) => dto(row).status !== 'locked',
    rowDialogs: [],
  };
}

/**
 * Opening volume (`/MRVReport/openingVolume`, the legacy system): the ROB snapshots that bound
 * reporting periods. Add / Edit write the snapshot through the ledger's write call; Lock / Unlock
 * follow the voyage-lock chart with a comment; History shows the lock transitions.
 */
export default function OpeningVolumeScreen() {
  const can = useCan();
  const { t } = useAreaText('ledgerAdmin');
  const [open, setOpen] = useState<Open | null>(null);
  const list = useActorRef(snapshotListMachine, {
    input: { resource: 'snapshots', filters: { shipId: '', from: '', to: '' } },
  });
  const close = useCallback(
    (changed: boolean) => {
      setOpen(null);
      if (changed) list.send({ type: 'filter.search' });
    },
    [list],
  );
  const lockButton = (row: Row) =>
    can('energy:rob:lock')
      ? lockEventsOf(dto(row).status).map((event) => (
          <Button key={event} size="small" onClick={() => setOpen({ kind: 'lock', snapshot: dto(row) })}>
            {t(`snapshots.${event}`)}
          </Button>
        ))
      : null;
  const config = openingVolumeConfig(t, lockButton);
  config.rowDialogs = [
    {
      name: 'edit',
      label: 'listForm.edit',
      perm: 'energy:rob:edit',
      // A locked snapshot opens read-only: its Detail.
      render: (row, done) => <SnapshotDialog snapshot={dto(row)} onClose={done} />,
    },
    {
      name: 'history',
      label: 'ledgerAdmin:snapshots.history',
      perm: 'energy:rob',
      render: (row, done) => <HistoryDialog snapshot={dto(row)} onClose={() => done(false)} />,
    },
  ];
  // Every reader of the screen holds its page key; History asks for it (allowButton lists buttons only).
  const canHere = (perm: string | undefined) => perm === 'energy:rob' || can(perm);
  return (
    <>
      {can('energy:rob:add') && (
        <Button style={{ marginBottom: 8 }} onClick={() => setOpen({ kind: 'form', snapshot: null })}>
          {t('snapshots.add')}
        </Button>
      )}
      <ListFormView actorRef={list} config={config} can={canHere} />
      {open?.kind === 'form' && <SnapshotDialog snapshot={open.snapshot} onClose={close} />}
      {open?.kind === 'lock' && (
        <LockDialog
          id={open.snapshot.id}
          version={open.snapshot.version}
          status={open.snapshot.status}
          onClose={close}
        />
      )}
    </>
  );
}
