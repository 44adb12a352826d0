import { Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { CSSProperties } from 'react';
import { fetched } from '../../machines/fetchMachine';
import { shipPhotoMachine } from '../../machines/fleet/provided';
import { BlobImage } from '../shared/BlobImage';
import { useAreaText } from '../shared/useAreaText';

/** The photo on file, loaded once per mount; the parent remounts it to load a replaced photo. */
export function ShipStoredPhoto({ shipId, style }: { shipId: number; style: CSSProperties }) {
  const { t } = useAreaText('fleet');
  const actorRef = useActorRef(shipPhotoMachine(shipId));
  const failed = useSelector(actorRef, (s) => s.matches('failed'));
  const blob = useSelector(actorRef, (s) => fetched<Blob>(s));
  if (failed) return <Text as="p">{t('shipEdit.photoLoadFailed')}</Text>;
  if (!blob) return <Text as="p">{t('shipEdit.photoLoading')}</Text>;
  return <BlobImage blob={blob} alt={t('shipEdit.photoCurrent')} style={style} />;
}
