import { useId, useState } from 'react';
import { Text } from '@primer/react';
import { useSelector } from '@xstate/react';
import { PHOTO_TYPES } from '../../domain/schemas/fleet';
import type { ShipEditActor } from '../../machines/fleet/shipEditMachine';
import { BlobImage } from '../shared/BlobImage';
import { ShipStoredPhoto } from './ShipStoredPhoto';
import { useAreaText } from '../shared/useAreaText';

const PICTURE = {
  display: 'block',
  maxWidth: 240,
  maxHeight: 160,
  objectFit: 'contain',
  marginTop: 8,
  border: '1px solid var(--borderColor-default)',
  borderRadius: 6,
} as const;

/**
 * The ship photo: the one on file, and the chosen file at once while it uploads (it uploads as soon
 * as it is chosen; the machine checks type and size first). A refused or failed upload shows the
 * photo on file again; so does the next edit after a good one, fetched anew.
 */
export function ShipEditPhoto({ actorRef }: { actorRef: ShipEditActor }) {
  const { t } = useAreaText('fleet');
  const inputId = useId();
  const shipId = useSelector(actorRef, (s) => s.context.shipId);
  const hasPhoto = useSelector(actorRef, (s) => Boolean(s.context.ship?.hasPhoto));
  const canUpload = useSelector(actorRef, (s) =>
    s.can({ type: 'photo.upload', file: new File([], 'probe.png', { type: 'image/png' }) }),
  );
  const uploading = useSelector(actorRef, (s) => s.matches('uploading'));
  const uploaded = useSelector(actorRef, (s) => s.context.notice === 'photo');
  // The file itself is not in the machine's context (only the upload's input holds it).
  const [chosen, setChosen] = useState<File | null>(null);
  const preview = chosen && (uploading || uploaded) ? chosen : null;
  if (shipId === null) return null;
  return (
    <div style={{ marginTop: 16 }}>
      <Text as="label" htmlFor={inputId} style={{ display: 'block', fontWeight: 600 }}>
        {t('shipEdit.photo')}
      </Text>
      <input
        id={inputId}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        disabled={!canUpload}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) {
            setChosen(file);
            actorRef.send({ type: 'photo.upload', file });
          }
          e.target.value = ''; // choosing the same file again must upload again
        }}
      />
      <Text as="p">{t(hasPhoto ? 'shipEdit.hasPhoto' : 'shipEdit.noPhoto')}</Text>
      {preview ? (
        <BlobImage
          blob={preview}
          alt={t(uploading ? 'shipEdit.photoPreview' : 'shipEdit.photoCurrent')}
          style={PICTURE}
        />
      ) : (
        hasPhoto && <ShipStoredPhoto shipId={shipId} style={PICTURE} />
      )}
    </div>
  );
}
