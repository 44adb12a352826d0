import { EpisodeTimesTab } from './EpisodeTimesTab';
import { LedgerFormDialog, type LedgerDialogProps } from './LedgerFormDialog';
import { EPISODE_FUEL_COLUMNS, RowsTab } from './RowsTab';

/**
 * Add or edit an ice navigation or rescue episode (the legacy system's "Ice/Rescue dialog"): its times,
 * distance and the fuel consumed per fuel. The fuel is kept (the original lost it: [BUG] §1.6).
 */
export function EpisodeDialog(props: LedgerDialogProps) {
  return (
    <LedgerFormDialog
      {...props}
      form="episode"
      renderTab={(tab, actorRef) =>
        tab === 'times' ? (
          <EpisodeTimesTab actorRef={actorRef} ship={props.ship} />
        ) : (
          <RowsTab actorRef={actorRef} list="fuels" columns={EPISODE_FUEL_COLUMNS} />
        )
      }
    />
  );
}
