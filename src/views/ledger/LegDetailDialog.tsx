import type { FuelClassTonnes, LegDto } from '../../domain/api';
import { Dialog } from '../shared/Dialog';
import { Th, Td } from '../shared/Table';
import { formatInstant } from '../../i18n/format';
import { num } from './voyageText';
import { useAreaText } from '../shared/useAreaText';
import { legPort } from '../shared/labels/PortName';

const FUEL_CLASSES = ['HFO', 'LFO', 'MDO_MGO', 'LPG_PROPANE', 'LPG_BUTANE', 'LNG', 'METHANOL', 'ETHANOL'];
const COLUMNS = ['atSea', 'inPort', 'ice', 'rescue'] as const;

/** The leg's figures and its fuel per class at sea, in port, in ice and in rescue (the legacy system's "Leg Information"). */
export function LegDetailDialog({
  voyageNo,
  leg,
  onClose,
}: {
  voyageNo: string;
  leg: LegDto;
  onClose: () => void;
}) {
  const { t, lang } = useAreaText('ledger');
  const fuel: Record<(typeof COLUMNS)[number], FuelClassTonnes> = {
    atSea: leg.fuelAtSeaT,
    inPort: leg.fuelInPortT,
    ice: leg.fuelIceT,
    rescue: leg.fuelRescueT,
  };
  const speed = leg.hoursUnderway > 0 ? leg.distanceNm / leg.hoursUnderway : null;
  const fields: [string, string][] = [
    ['voyageNo', voyageNo],
    ['legNo', String(leg.seq)],
    ['kind', t(`kind.${leg.kind}`)],
    ...(leg.kind === 'imo'
      ? []
      : ([['euCategory', t(`euCategory.${leg.euCategory ?? 'none'}`)]] as [string, string][])),
    ['fromPort', legPort(lang, leg, 'from')],
    ['toPort', legPort(lang, leg, 'to')],
    ['departure', formatInstant(leg.departure)],
    ['arrival', formatInstant(leg.arrival)],
    ['distance', num(leg.distanceNm)],
    ['hoursUnderway', num(leg.hoursUnderway)],
    ['hoursStopped', num(leg.hoursStopped)],
    ['speed', num(speed)],
    ['cargo', num(leg.cargoT)],
    ['ballast', num(leg.ballastT)],
    ['teu', String(leg.teu)],
    ['teuLaden', String(leg.teuLaden)],
    ['vehicles', String(leg.vehicles)],
    ['passengers', String(leg.passengers)],
    ['co2', num(leg.co2T, 3)],
    ['eeoi', num(leg.eeoi)],
  ];
  // Only the classes the leg burnt anywhere: a table of eight zero rows says nothing.
  const classes = FUEL_CLASSES.filter((c) => COLUMNS.some((k) => (fuel[k][c] ?? 0) !== 0));
  return (
    <Dialog
      title={t('leg.title')}
      onClose={onClose}
      width="large"
      footerButtons={[{ content: t('leg.close'), onClick: onClose }]}
    >
      <dl
        style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr max-content 1fr', gap: '4px 12px' }}
      >
        {fields.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt style={{ fontWeight: 600 }}>{t(`leg.${k}`, { defaultValue: k })}</dt>
            <dd style={{ margin: 0 }}>{v}</dd>
          </div>
        ))}
      </dl>
      <table
        aria-label={t('leg.fuelTable')}
        style={{ width: '100%', borderCollapse: 'collapse', marginTop: 12 }}
      >
        <thead>
          <tr>
            <Th scope="col">{t('leg.fuelClass')}</Th>
            {COLUMNS.map((k) => (
              <Th key={k} scope="col">
                {t(`leg.${k}`, { defaultValue: k })}
              </Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {classes.map((c) => (
            <tr key={c}>
              <Th scope="row">{t(`fuelClass.${c}`, { defaultValue: c })}</Th>
              {COLUMNS.map((k) => (
                <Td key={k}>{num(fuel[k][c] ?? 0, 3)}</Td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
