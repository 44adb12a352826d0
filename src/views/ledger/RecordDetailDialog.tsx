import type { LedgerEpisodeDto, LedgerRecordDto } from '../../domain/api';
import { Dialog } from '../shared/Dialog';
import { Th, Td } from '../shared/Table';
import { formatPortTime, formatWrittenAtSystemZone } from '../../i18n/format';
import { num } from './voyageText';
import { useAreaText } from '../shared/useAreaText';
import { fuelNameText } from '../shared/labels/FuelName';
import { portNameText } from '../shared/labels/PortName';
import { purposeText } from '../shared/labels/PurposeName';

type Rows = (string | number | null | undefined)[][];

function Table({ label, head, rows }: { label: string; head: string[]; rows: Rows }) {
  const { t } = useAreaText('ledger');
  if (rows.length === 0) return null;
  return (
    <table
      aria-label={t(label, { defaultValue: label })}
      style={{ width: '100%', borderCollapse: 'collapse', marginTop: 12 }}
    >
      <caption style={{ textAlign: 'left', fontWeight: 600 }}>{t(label, { defaultValue: label })}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <Th key={h} scope="col">
              {t(h, { defaultValue: h })}
            </Th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i}>
            {r.map((v, j) => (
              <Td key={j}>{v ?? ''}</Td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A port call, stop or ice/rescue episode read-only, as stored: the Detail of the lower panel,
 * offered on locked voyages too (an auditor reads what was reported without changing it).
 */
export function RecordDetailDialog({
  item,
  onClose,
}: {
  item: LedgerRecordDto | LedgerEpisodeDto;
  onClose: () => void;
}) {
  const { t, lang } = useAreaText('ledger');
  const kit = useAreaText('kit').t;
  const fuelName = (code: string) => fuelNameText(kit, code);
  if ('episode' in item) {
    const e = item.episode;
    const fields: [string, string][] = [
      ['detail.refCode', e.refCode],
      ['detail.voyageNo', e.voyageNo],
      ['episodes.kind', t(`episodes.kinds.${e.kind}`)],
      // An episode happens at sea: it reads in the system zone, as on the voyage's Episodes tab.
      ['episodes.begin', formatWrittenAtSystemZone(e.begin)],
      ['episodes.end', formatWrittenAtSystemZone(e.end)],
      ['episodes.distance', num(e.distanceNm, 1)],
    ];
    return (
      <Dialog
        title={t('detail.episodeTitle')}
        onClose={onClose}
        footerButtons={[{ content: t('detail.close'), onClick: onClose }]}
      >
        <Fields fields={fields} />
        <Table
          label="detail.fuels"
          head={['detail.fuel', 'detail.consumed']}
          rows={e.fuels.map((f) => [fuelName(f.fuel), num(f.consumedT, 3)])}
        />
      </Dialog>
    );
  }
  const r = item.record;
  const fields: [string, string][] = [
    ['detail.refCode', r.refCode],
    ['detail.voyageNo', r.voyageNo],
    ...(r.nextVoyageNo ? ([['detail.nextVoyageNo', r.nextVoyageNo]] as [string, string][]) : []),
    ['records.kind', t(`records.kinds.${r.kind}`)],
    ['detail.port', portNameText(lang, { code: r.port, nameEn: item.portNameEn, nameZh: item.portNameZh })],
    ['records.inPortLimits', t(r.inPortLimits ? 'records.yes' : 'records.no')],
    ['records.arrival', formatPortTime(r.arrival)],
    ['records.departure', formatPortTime(r.departure)],
    ['records.distance', num(r.distanceNm, 1)],
    ['records.purposes', (r.purposes ?? []).map((p) => purposeText(kit, p)).join(', ')],
    ['detail.cargoArrival', num(r.cargo.arrival.cargoT, 3)],
    ['detail.cargoDeparture', num(r.cargo.departure.cargoT, 3)],
    ...(r.shorePowerKWh !== undefined
      ? ([['detail.shorePower', num(r.shorePowerKWh, 1)]] as [string, string][])
      : []),
  ];
  return (
    <Dialog
      title={t('detail.title')}
      onClose={onClose}
      width="large"
      footerButtons={[{ content: t('detail.close'), onClick: onClose }]}
    >
      <Fields fields={fields} />
      <Table
        label="detail.fuels"
        head={['detail.fuel', 'detail.robArrival', 'detail.robDeparture', 'detail.correction']}
        rows={r.fuels.map((f) => [
          fuelName(f.fuel),
          num(f.robArrivalT, 3),
          num(f.robDepartureT, 3),
          num(f.correctionT ?? null, 3),
        ])}
      />
      <Table
        label="detail.bunkers"
        head={['detail.fuel', 'detail.tonnes', 'detail.time', 'detail.bdnNo']}
        rows={(r.bunkers ?? []).map((b) => [
          fuelName(b.fuel),
          num(b.tonnes, 3),
          formatPortTime(b.time),
          b.bdnNo,
        ])}
      />
      <Table
        label="detail.transfers"
        head={['detail.fuel', 'detail.tonnes', 'detail.time']}
        rows={(r.transfers ?? []).map((b) => [fuelName(b.fuel), num(b.tonnes, 3), formatPortTime(b.time)])}
      />
      <Table
        label="detail.sludge"
        head={['detail.fuel', 'detail.tonnes', 'detail.time']}
        rows={(r.sludge ?? []).map((b) => [fuelName(b.fuel), num(b.tonnes, 3), formatPortTime(b.time)])}
      />
    </Dialog>
  );
}

function Fields({ fields }: { fields: [string, string][] }) {
  const { t } = useAreaText('ledger');
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr max-content 1fr', gap: '4px 12px' }}>
      {fields.map(([k, v]) => (
        <div key={k} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600 }}>{t(k, { defaultValue: k })}</dt>
          <dd style={{ margin: 0 }}>{v}</dd>
        </div>
      ))}
    </dl>
  );
}
