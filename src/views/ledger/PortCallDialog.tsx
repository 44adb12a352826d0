import { CargoTab } from './CargoTab';
import { LedgerFormDialog, type LedgerDialogProps } from './LedgerFormDialog';
import { RecordTimesTab } from './RecordTimesTab';
import { RobTab } from './RobTab';
import { COLUMNS, RowsTab } from './RowsTab';

/**
 * Add or edit a port call (the legacy system's "Arrival/departure dialog"): port and times with their
 * UTC offsets, cargo, ROB with corrections and the live in-port consumption, bunkers, transfers,
 * sludge and the consumer split. Saves one record through the voyage-data write.
 */
export function PortCallDialog(props: LedgerDialogProps) {
  return (
    <LedgerFormDialog
      {...props}
      form="port"
      renderTab={(tab, actorRef) => {
        if (tab === 'times') return <RecordTimesTab actorRef={actorRef} ship={props.ship} />;
        if (tab === 'cargo') return <CargoTab actorRef={actorRef} />;
        if (tab === 'rob') return <RobTab actorRef={actorRef} />;
        const list = tab as keyof typeof COLUMNS;
        return <RowsTab actorRef={actorRef} list={list} columns={COLUMNS[list]} />;
      }}
    />
  );
}
