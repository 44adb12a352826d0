import type { Lang } from '../../../../domain/api.js';
import type { FuelEuFigures } from '../../../../domain/fuelEu/index.js';
import { EXPORT_ROUNDING, figure } from '../../../../domain/reports/exportRounding.js';
import { fuelEuLabel as t } from '../../../i18n/fuelEuMessages.js';
import type { ReportExport, StoredReport } from '../generator.js';
import { fileStem, xlsxFile, type Cell } from './xlsxFile.js';

/** The ship's particulars the generator adds to the domain figures. */
export interface FuelEuStoredFigures extends FuelEuFigures {
  ship: { imo: string | null; nameEn: string; nameZh: string | null };
}

// Rounding of the report (docs/reports-exports.md): intensities, energy, balances and shares to
// 5 dp, the penalty to whole euros. Only the export rounds; stored figures keep full precision.
const R = EXPORT_ROUNDING.fuelEu;
const dp5 = (x: number | null) => (x === null ? null : figure(x, R.value));

/**
 * The FuelEU report as one xlsx sheet in zh or en (docs/reports-fueleu.md): ship and period, the
 * compliance block (energy, WtT, TtW, GHG intensity against the limit, balance, carry-over,
 * borrowing cap, penalty), fuel per class and slip class in the three scope columns, every EU
 * voyage with its shares, and the corrections with their reasons. Reads the frozen figures only.
 */
export function fuelEuRows(r: StoredReport, lang: Lang): Cell[][] {
  const f = r.figures as FuelEuStoredFigures;
  const rows: Cell[][] = [
    [t('title', lang)],
    [t('ship', lang), lang === 'zh' ? (f.ship.nameZh ?? f.ship.nameEn) : f.ship.nameEn],
    [t('imo', lang), f.ship.imo ?? ''],
    [t('period', lang), r.period.start.slice(0, 10), r.period.end.slice(0, 10)],
    [t('version', lang), r.reportVersion],
    [t('paramVersion', lang), r.paramVersion],
    [],
    [t('summary', lang)],
    [t('energy', lang), dp5(f.energyMJ)],
    [t('ops', lang), dp5(f.opsMJ)],
    [t('wtt', lang), dp5(f.wtt)],
    [t('ttw', lang), dp5(f.ttw)],
    [t('ghgie', lang), dp5(f.ghgIntensity)],
    [t('target', lang), dp5(f.target)],
    [t('cb', lang), dp5(f.complianceBalanceT)],
    [t('bankedIn', lang), dp5(f.bankedInT)],
    [t('repayment', lang), dp5(f.repaymentT)],
    [t('adjusted', lang), dp5(f.adjustedBalanceT)],
    [t('cap', lang), dp5(f.borrowingCapT)],
    [t('consecutive', lang), f.consecutivePeriods],
    [t('penalty', lang), figure(f.penaltyEur, R.penalty)],
    [],
    [t('fuels', lang)],
    [
      t('fuel', lang),
      t('consumer', lang),
      t('intra', lang),
      t('extra', lang),
      t('berth', lang),
      t('inScope', lang),
      t('energy', lang),
    ],
    ...f.fuels.map((x): Cell[] => [
      x.fuel,
      x.consumer ?? '',
      dp5(x.tonnesIntraEu),
      dp5(x.tonnesExtraEu),
      dp5(x.tonnesAtBerth),
      dp5(x.tonnesInScope),
      dp5(x.energyMJ),
    ]),
    [],
    [t('voyages', lang)],
    [
      t('from', lang),
      t('to', lang),
      t('departure', lang),
      t('arrival', lang),
      t('bucket', lang),
      t('seaShare', lang),
      t('berthShare', lang),
      t('seaT', lang),
      t('berthT', lang),
    ],
    ...f.voyages.map((v): Cell[] => [
      v.fromPort,
      v.toPort,
      v.departure.slice(0, 16).replace('T', ' '),
      v.arrival.slice(0, 16).replace('T', ' '),
      v.bucket,
      dp5(v.seaShare),
      dp5(v.berthShare),
      dp5(v.seaT),
      dp5(v.berthT),
    ]),
  ];
  if (r.corrections.length) {
    rows.push(
      [],
      [t('corrections', lang)],
      [t('line', lang), t('value', lang), t('correction', lang), t('reason', lang)],
    );
    for (const c of r.corrections) rows.push([c.key, dp5(c.value), dp5(c.correction), c.reason]);
  }
  return rows;
}

/** One format, the report in the language asked (`?lang=zh|en` of the export route). */
export const fuelEuExports: Record<string, ReportExport> = {
  'xlsx-standard': async (r, lang) => {
    const f = r.figures as FuelEuStoredFigures;
    const endInclusive = new Date(Date.parse(r.period.end) - 1).toISOString().slice(0, 10);
    const stem = fileStem('FuelEU', f.ship.imo, r.shipId, r.period.start.slice(0, 10), endInclusive);
    return xlsxFile(`${stem}_${lang}.xlsx`, 'FuelEU', fuelEuRows(r, lang), R.value);
  },
};
