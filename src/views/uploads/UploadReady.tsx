import { Button, Text } from '@primer/react';
import type { TFunction } from 'i18next';
import type { UploadCheckResult } from '../../domain/schemas/uploads';
import type { UploadActor } from '../../machines/upload/uploadMachine';
import { useAreaText } from '../shared/useAreaText';
import { Td, Th } from '../shared/Table';
import { formatInstant } from '../../i18n/format';
import { fuelNameText } from '../shared/labels/FuelName';
import { portNameText } from '../shared/labels/PortName';

const fuelText = (kit: TFunction<'kit'>, f: Record<string, number>) =>
  Object.entries(f)
    .map(([code, t]) => `${fuelNameText(kit, code)}: ${t.toFixed(2)}`)
    .join(', ');

/** Ready: what the upload will write (counts, new/changed/unchanged) and the legs it will make. */
export function UploadReady({
  actorRef,
  check,
  fileName,
}: {
  actorRef: UploadActor;
  check: UploadCheckResult;
  fileName: string;
}) {
  const { t, lang } = useAreaText('uploads');
  const kit = useAreaText('kit').t;
  const { kind } = actorRef.getSnapshot().context;
  const items =
    kind === 'ships'
      ? ([['ships', check.counts.ships]] as const)
      : ([
          ['records', check.counts.records],
          ['episodes', check.counts.episodes],
          ['snapshots', check.counts.snapshots],
          ['voyages', check.counts.voyages],
        ] as const);
  const figures = [
    ...items,
    ['new', check.diff.new],
    ['changed', check.diff.changed],
    ['unchanged', check.diff.unchanged],
  ] as const;
  return (
    <section aria-label={t('ready.heading', { name: fileName })}>
      <h3 style={{ fontSize: 15 }}>{t('ready.heading', { name: fileName })}</h3>
      <dl style={{ display: 'grid', gridTemplateColumns: `repeat(${figures.length}, auto)`, gap: 8 }}>
        {figures.map(([k, v]) => (
          <div key={k}>
            <dt style={{ color: 'var(--fgColor-muted)' }}>{t(`ready.${k}`)}</dt>
            <dd style={{ margin: 0, fontWeight: 600 }} data-figure={k}>
              {v}
            </dd>
          </div>
        ))}
      </dl>
      <h4 style={{ fontSize: 14 }}>{t('ready.legs')}</h4>
      {check.legsPreview.length === 0 ? (
        <Text as="p">{t('ready.noLegs')}</Text>
      ) : (
        <table aria-label={t('ready.legs')} style={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              {(['from', 'to', 'departure', 'arrival', 'distance', 'fuel'] as const).map((k) => (
                <Th key={k}>{t(`ready.${k}`)}</Th>
              ))}
            </tr>
          </thead>
          <tbody>
            {check.legsPreview.map((l) => (
              <tr key={`${l.fromRefCode}-${l.toRefCode}`}>
                <Td>
                  {portNameText(lang, { code: l.from, nameEn: l.fromNames?.[0], nameZh: l.fromNames?.[1] })}
                </Td>
                <Td>{portNameText(lang, { code: l.to, nameEn: l.toNames?.[0], nameZh: l.toNames?.[1] })}</Td>
                <Td>{formatInstant(l.departure)}</Td>
                <Td>{formatInstant(l.arrival)}</Td>
                <Td>{l.distanceNm.toFixed(1)}</Td>
                <Td>{fuelText(kit, l.fuelT)}</Td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div style={{ display: 'flex', gap: 8, marginTop: 12 }}>
        <Button variant="primary" onClick={() => actorRef.send({ type: 'upload.submit' })}>
          {t('submit')}
        </Button>
        <Button onClick={() => actorRef.send({ type: 'upload.reset' })}>{t('reset')}</Button>
      </div>
    </section>
  );
}
