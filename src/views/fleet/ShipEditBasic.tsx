import { useId } from 'react';
import { Text } from '@primer/react';
import { useSelector } from '@xstate/react';
import { PHOTO_TYPES } from '../../domain/schemas/fleet';
import type { ShipEditActor } from '../../machines/fleet/shipEditMachine';
import { BASIC_FIELDS } from './shipEditFields';
import { ShipEditFields } from './ShipEditFields';
import { ShipEditFuels } from './ShipEditFuels';
import { useShipEditText } from './useShipEditText';

/**
 * Basic information: the ship's particulars, its fuels with their measurement methods, and the
 * photo, which uploads as soon as it is chosen (the machine checks type and size first).
 */
export function ShipEditBasic({ actorRef, editable }: { actorRef: ShipEditActor; editable: boolean }) {
  const { t } = useShipEditText();
  const photoId = useId();
  const isNew = useSelector(actorRef, (s) => s.context.shipId === null);
  const hasPhoto = useSelector(actorRef, (s) => Boolean(s.context.ship?.hasPhoto));
  const canUpload = useSelector(actorRef, (s) =>
    s.can({ type: 'photo.upload', file: new File([], 'probe.png', { type: 'image/png' }) }),
  );
  return (
    <>
      {isNew && (
        <Text as="p" style={{ marginTop: 0 }}>
          {t('fleet:shipEdit.saveFirst')}
        </Text>
      )}
      <ShipEditFields actorRef={actorRef} fields={BASIC_FIELDS} />
      <div style={{ marginTop: 16 }}>
        <ShipEditFuels actorRef={actorRef} disabled={!editable} />
      </div>
      {!isNew && (
        <div style={{ marginTop: 16 }}>
          <Text as="label" htmlFor={photoId} style={{ display: 'block', fontWeight: 600 }}>
            {t('fleet:shipEdit.photo')}
          </Text>
          <input
            id={photoId}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            disabled={!canUpload}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) actorRef.send({ type: 'photo.upload', file });
              e.target.value = ''; // choosing the same file again must upload again
            }}
          />
          <Text as="p">{t(hasPhoto ? 'fleet:shipEdit.hasPhoto' : 'fleet:shipEdit.noPhoto')}</Text>
        </div>
      )}
    </>
  );
}
