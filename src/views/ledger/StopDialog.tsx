import { LedgerFormDialog, type LedgerDialogProps } from './LedgerFormDialog';
import { RecordTimesTab } from './RecordTimesTab';
import { RobTab } from './RobTab';
import { COLUMNS, RowsTab } from './RowsTab';

/**
 * Add or edit a stop en route (the legacy system's "Anchor/Drift dialog"): anchoring or drifting, its
 * start and end with offsets, distance, ROB, bunkers, transfers and sludge. A stop has no port and
 * is never within port limits (docs/ledger.md §1).
 */
export function StopDialog(props: LedgerDialogProps) {
  return (
    <LedgerFormDialog
      {...props}
      form="stop"
      renderTab={(tab, actorRef) => {
        if (tab === 'times') return <RecordTimesTab actorRef={actorRef} ship={props.ship} stop />;
        if (tab === 'rob') return <RobTab actorRef={actorRef} />;
        const list = tab as keyof typeof COLUMNS;
        return <RowsTab actorRef={actorRef} list={list} columns={COLUMNS[list]} />;
      }}
    />
  );
}
