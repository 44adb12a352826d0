import type { Lang } from '../../../../domain/api.js';
import type { EuMrvFigures } from '../../../../domain/euMrv/index.js';
import type { EuPartsDto } from '../../../../domain/schemas/euParts.js';
import { correctedLines, correctedTotal } from '../../../../domain/imoDcs/index.js';
import { EXPORT_ROUNDING, figure } from '../../../../domain/reports/exportRounding.js';
import { FUEL_LABELS } from '../../../i18n/reportExportMessages.js';
import { euLabel as t, euReasonText } from '../../../i18n/euExportMessages.js';
import type { ExportFile, ReportExport, StoredReport } from '../generator.js';
import { fileStem, xlsxBook, type Cell } from './xlsxFile.js';

const GASES = ['co2', 'ch4', 'n2o', 'co2e'] as const;
const LINES = ['total', 'between', 'departing', 'arriving', 'atBerth'] as const;
const GAS_NAMES = { co2: 'CO2', ch4: 'CH4', n2o: 'N2O', co2e: 'CO2e' } as const;
const R = EXPORT_ROUNDING.euMrv;
/** The last day inside a period whose end is exclusive. */
const lastDay = (iso: string) => new Date(Date.parse(iso) - 1).toISOString().slice(0, 10);
const tonnes = (x: number) => figure(x, R.tonnes);
const measure = (x: number) => figure(x, R.measure);
/** Distance, time and transport work are measures; every other line of the report is tonnes. */
const MEASURE_LINES = new Set([
  'reports.euMrv.distance',
  'reports.euMrv.hoursAtSea',
  'reports.euMrv.transportWork',
]);
const na = (v: number | null, lang: Lang): Cell =>
  v === null ? t('notApplicable', lang) : figure(v, R.indicator);
/** A corrected total of the report, rounded by what it measures. */
const lineValue = (ls: ReturnType<typeof correctedLines>, key: string) =>
  figure(correctedTotal(ls, key), MEASURE_LINES.has(key) ? R.measure : R.tonnes);

/**
 * The ship emissions report (docs/reports-eu.md §3, 2024+ template parts) as sheet rows: Part A, the
 * reporting period, Part D fuel with the factors actually used, per gas the Art. 10 aggregates
 * (corrected totals: value + correction), ETS, distance, time, transport work, indicators.
 * Part B (verifier) and Part C (monitoring methods, uncertainty per emission source) are the
 * user-entered details of the report (docs/reports-eu.md §3.1), printed after Part A.
 */
function reportRows(r: StoredReport, lang: Lang): Cell[][] {
  const f = r.figures as EuMrvFigures;
  const ls = correctedLines(r.totals, r.corrections);
  const v = (key: string) => lineValue(ls, key);
  const s = f.ship;
  const last = lastDay(f.period.end);
  return [
    [t(f.partial ? 'partialTitle' : 'title', lang)],
    [t('period', lang), f.period.start.slice(0, 10), last],
    [t('partA', lang)],
    [t('shipName', lang), lang === 'zh' ? (s.nameZh ?? s.nameEn) : s.nameEn],
    [t('imo', lang), s.imo ?? ''],
    [t('portOfRegistry', lang), s.portOfRegistry ?? ''],
    [t('category', lang), s.category],
    [t('flag', lang), s.flag],
    [t('iceClass', lang), s.iceClass ?? t('notApplicable', lang)],
    [t('efficiency', lang), s.eedi === null ? t('notApplicable', lang) : `EEDI (${s.eedi} gCO2/t·nm)`],
    [t('company', lang), (lang === 'zh' ? (s.companyNameZh ?? s.companyName) : s.companyName) ?? ''],
    [t('companyImo', lang), s.companyImo ?? ''],
    ...partBRows(r.euParts, lang),
    ...partCRows(r.euParts, lang),
    [t('partD', lang)],
    [t('fuel', lang), t('tonnes', lang), t('efCo2', lang), t('efCh4', lang), t('efN2o', lang)],
    ...f.fuels.map((l): Cell[] => [
      FUEL_LABELS[l.fuel][lang],
      v(`reports.euMrv.fuel.${l.fuel}`),
      figure(l.co2PerT, R.factor),
      figure(l.ch4PerT, R.factor),
      figure(l.n2oPerT, R.factor),
    ]),
    [t('gas', lang), ...LINES.map((k) => t(k, lang))],
    ...GASES.map((g): Cell[] => [GAS_NAMES[g], ...LINES.map((k) => v(`reports.euMrv.${g}.${k}`))]),
    [t('etsSubject', lang), v('reports.euMrv.etsSubject')],
    [t('basis', lang), t(f.ets.basis === 'co2' ? 'co2Only' : 'co2e', lang)],
    [t('derogated', lang), tonnes(f.ets.derogatedT)],
    [t('phaseIn', lang), measure(f.ets.phaseIn)],
    [t('surrender', lang), v('reports.euMrv.surrender')],
    [t('distance', lang), v('reports.euMrv.distance')],
    [t('iceDistance', lang), measure(f.iceDistanceNm)],
    [t('hoursAtSea', lang), v('reports.euMrv.hoursAtSea')],
    [t('transportWork', lang), v('reports.euMrv.transportWork')],
    [t('indicators', lang)],
    ...(
      [
        'fuelPerDistance',
        'co2PerDistance',
        'co2ePerDistance',
        'fuelPerTransportWork',
        'co2PerTransportWork',
        'co2ePerTransportWork',
        'co2PerTimeAtSea',
      ] as const
    ).map((k): Cell[] => [t(k, lang), na(f.indicators[k], lang)]),
  ];
}

/** Part B: the verifier, or "not filled in" (it is often completed at verification). */
function partBRows(p: EuPartsDto | undefined, lang: Lang): Cell[][] {
  const v = p?.verifier;
  if (!v) return [[t('partB', lang)], [t('notFilledIn', lang)]];
  return [
    [t('partB', lang)],
    [t('verifierName', lang), v.name],
    [t('verifierAddress', lang), v.address],
    [t('accreditationNumber', lang), v.accreditationNumber],
    [t('accreditationBody', lang), v.accreditationBody],
  ];
}

/** Part C: per emission source the monitoring methods (A–D) and the level of uncertainty. */
function partCRows(p: EuPartsDto | undefined, lang: Lang): Cell[][] {
  const lines = p?.sources ?? [];
  if (lines.length === 0) return [[t('partC', lang)], [t('notFilledIn', lang)]];
  return [
    [t('partC', lang)],
    [t('emissionSource', lang), t('monitoringMethod', lang), t('uncertainty', lang)],
    ...lines.map((l): Cell[] => [
      t(`source.${l.source}`, lang),
      l.methods.map((m) => t(`method.${m}`, lang)).join('; '),
      measure(l.uncertaintyPct),
    ]),
  ];
}

/** The per-voyage list (Art. 9) with each voyage's and berth stay's share and reason in words. */
function voyageRows(f: EuMrvFigures, lang: Lang): Cell[][] {
  const head = [
    'voyageNo',
    'from',
    'to',
    'departure',
    'arrival',
    'distance',
    'hoursAtSea',
    'cargo',
    'transportWork',
    'tonnes',
    'gas',
    'mrvShare',
    'etsShare',
    'reason',
  ] as const;
  const rows: Cell[][] = [
    [
      ...head.slice(0, 10).map((k) => t(k, lang)),
      'CO2 (t)',
      'CH4 (t)',
      'N2O (t)',
      'CO2e (t)',
      t('mrvShare', lang),
      t('etsShare', lang),
      t('reason', lang),
      t('stops', lang),
    ],
  ];
  const sum = (x: Partial<Record<string, number>>) =>
    Object.values(x).reduce<number>((a, b) => a + (b ?? 0), 0);
  for (const v of f.voyages) {
    rows.push([
      v.voyageNo,
      v.from ?? '',
      v.to ?? '',
      v.departure.slice(0, 16).replace('T', ' '),
      v.arrival.slice(0, 16).replace('T', ' '),
      measure(v.distanceNm),
      measure(v.hoursAtSea),
      tonnes(v.cargoT),
      measure(v.transportWorkTnm),
      tonnes(sum(v.voyage.fuelT)),
      tonnes(v.voyage.co2),
      tonnes(v.voyage.ch4),
      tonnes(v.voyage.n2o),
      tonnes(v.voyage.co2e),
      measure(v.voyage.mrvShare * 100),
      measure(v.voyage.etsShare * 100),
      euReasonText(v.voyage.reason, lang),
      v.stops.map((s) => euReasonText(s.reason, lang)).join('; '),
    ]);
    rows.push([
      v.voyageNo,
      `${t('berthAt', lang)} ${v.to ?? ''}`,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      tonnes(sum(v.berth.fuelT)),
      tonnes(v.berth.co2),
      tonnes(v.berth.ch4),
      tonnes(v.berth.n2o),
      tonnes(v.berth.co2e),
      measure(v.berth.mrvShare * 100),
      measure(v.berth.etsShare * 100),
      euReasonText(v.berth.reason, lang),
      null,
    ]);
  }
  return rows;
}

function berthRows(f: EuMrvFigures, lang: Lang): Cell[][] {
  return [
    [t('port', lang), t('hours', lang), 'CO2 (t)', 'CH4 (t)', 'N2O (t)', 'CO2e (t)'],
    ...f.atBerthByPort.map((b): Cell[] => [
      `${b.port} ${b.name}`,
      measure(b.hours),
      tonnes(b.co2),
      tonnes(b.ch4),
      tonnes(b.n2o),
      tonnes(b.co2e),
    ]),
  ];
}

const book = (fileName: string, sheets: [string, Cell[][]][]): ExportFile =>
  xlsxBook(fileName, sheets, R.tonnes);

const stem = (prefix: string, r: StoredReport) => {
  const f = r.figures as EuMrvFigures;
  const last = lastDay(f.period.end);
  return fileStem(prefix, f.ship.imo, r.shipId, f.period.start.slice(0, 10), last);
};

export const euMrvExports: Record<string, ReportExport> = {
  xlsx: async (r, lang) => {
    const f = r.figures as EuMrvFigures;
    return book(`${stem('EUMRV', r)}_${lang}.xlsx`, [
      ['Report', reportRows(r, lang)],
      ['Voyages', voyageRows(f, lang)],
      ['Berth', berthRows(f, lang)],
    ]);
  },
};

/** The ETS file: the ETS lines of the report and the per-voyage ETS shares with their reasons. */
export const euEtsExports: Record<string, ReportExport> = {
  xlsx: async (r, lang) => {
    const f = r.figures as EuMrvFigures;
    const ls = correctedLines(r.totals, r.corrections);
    const v = (key: string) => lineValue(ls, key);
    return book(`${stem('EUETS', r)}_${lang}.xlsx`, [
      [
        'ETS',
        [
          [t('period', lang), f.period.start.slice(0, 10), lastDay(f.period.end)],
          [t('shipName', lang), f.ship.nameEn],
          [t('imo', lang), f.ship.imo ?? ''],
          [t('basis', lang), t(f.ets.basis === 'co2' ? 'co2Only' : 'co2e', lang)],
          [t('etsSubject', lang), v('reports.euMrv.etsSubject')],
          [t('derogated', lang), tonnes(f.ets.derogatedT)],
          [t('phaseIn', lang), measure(f.ets.phaseIn)],
          [t('surrender', lang), v('reports.euMrv.surrender')],
        ],
      ],
      ['Voyages', voyageRows(f, lang)],
    ]);
  },
};
