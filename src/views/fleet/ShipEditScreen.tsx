import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { shipEditClientMachine } from '../../machines/fleet/provided';
import { ShipEditDialog } from './ShipEditDialog';

export interface ShipEditScreenProps {
  /** null: add a ship. */
  shipId: number | null;
  readOnly: boolean;
  /** `changed`: something was saved or deleted, so the ship list should reload. */
  onClose: (changed: boolean) => void;
}

/** One ship edit machine per opening; its final state closes the screen. */
export function ShipEditScreen({ shipId, readOnly, onClose }: ShipEditScreenProps) {
  const actorRef = useActorRef(shipEditClientMachine, { input: { shipId, readOnly } });
  const closed = useSelector(actorRef, (s) => s.status === 'done');
  const changed = useSelector(actorRef, (s) => s.context.changed);
  useEffect(() => {
    if (closed) onClose(changed);
  }, [closed, changed, onClose]);
  return closed ? null : <ShipEditDialog actorRef={actorRef} />;
}
