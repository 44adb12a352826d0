import type { LedgerFormActor } from '../../machines/ledger/ledgerFormMachine';
import { ChoiceField, Fields, NumField, TextField, TimeField } from './fields';
import { ShipLine, type DialogShip } from './ShipLine';

/** Kind, voyage, begin and end with offsets, and distance of an ice or rescue episode. */
export function EpisodeTimesTab({ actorRef, ship }: { actorRef: LedgerFormActor; ship: DialogShip }) {
  return (
    <>
      <ShipLine ship={ship} />
      <Fields>
        <ChoiceField
          actorRef={actorRef}
          path="kind"
          label="fields.kind"
          choices={['ice', 'rescue']}
          prefix="kinds"
        />
        <TextField actorRef={actorRef} path="voyageNo" label="fields.voyageNo" />
      </Fields>
      <Fields>
        <TimeField actorRef={actorRef} path="begin" label="fields.begin" />
        <TimeField actorRef={actorRef} path="end" label="fields.end" />
      </Fields>
      <Fields>
        <NumField actorRef={actorRef} path="distanceNm" label="fields.episodeDistanceNm" />
      </Fields>
    </>
  );
}
