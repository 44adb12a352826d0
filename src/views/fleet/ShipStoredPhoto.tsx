import { Text } from '@primer/react';
import { useActorRef, useSelector } from '@xstate/react';
import type { CSSProperties } from 'react';
import { fromPromise } from 'xstate';
import { fetchMachine, fetched } from '../../machines/fetchMachine';
import { getShipPhoto } from '../../services/fleetApi';
import { BlobImage } from '../shared/BlobImage';
import { useShipEditText } from './useShipEditText';

/** The photo on file, loaded once per mount; the parent remounts it to load a replaced photo. */
export function ShipStoredPhoto({ shipId, style }: { shipId: number; style: CSSProperties }) {
  const { t } = useShipEditText();
  const actorRef = useActorRef(
    fetchMachine.provide({
      actors: { fetch: fromPromise<unknown>(({ signal }) => getShipPhoto(shipId, signal)) },
    }),
  );
  const failed = useSelector(actorRef, (s) => s.matches('failed'));
  const blob = useSelector(actorRef, (s) => fetched<Blob>(s));
  if (failed) return <Text as="p">{t('fleet:shipEdit.photoLoadFailed')}</Text>;
  if (!blob) return <Text as="p">{t('fleet:shipEdit.photoLoading')}</Text>;
  return <BlobImage blob={blob} alt={t('fleet:shipEdit.photoCurrent')} style={style} />;
}
