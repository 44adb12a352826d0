import { Text } from '@primer/react';
import { useSelector } from '@xstate/react';
import type { ShipEditActor } from '../../machines/fleet/shipEditMachine';
import { BASIC_FIELDS } from './shipFieldSpecs';
import { ShipEditFields } from './ShipEditFields';
import { ShipEditFuels } from './ShipEditFuels';
import { ShipEditPhoto } from './ShipEditPhoto';
import { useAreaText } from '../shared/useAreaText';

/**
 * Basic information: the ship's particulars, its fuels with their measurement methods, and the
 * photo, which uploads as soon as it is chosen (the machine checks type and size first).
 */
export function ShipEditBasic({ actorRef, editable }: { actorRef: ShipEditActor; editable: boolean }) {
  const { t } = useAreaText('fleet');
  const isNew = useSelector(actorRef, (s) => s.context.shipId === null);
  return (
    <>
      {isNew && (
        <Text as="p" style={{ marginTop: 0 }}>
          {t('shipEdit.saveFirst')}
        </Text>
      )}
      <ShipEditFields actorRef={actorRef} fields={BASIC_FIELDS} />
      <div style={{ marginTop: 16 }}>
        <ShipEditFuels actorRef={actorRef} disabled={!editable} />
      </div>
      <ShipEditPhoto actorRef={actorRef} />
    </>
  );
}
