import { XMLBuilder } from 'fast-xml-parser';
import type { Lang } from '../../../../domain/api.js';
import {
  correctedLines,
  correctedTotal,
  DCS_CONSUMERS,
  gisisShipTypeOf,
  type DcsFigures,
} from '../../../../domain/imoDcs/index.js';
import { EXPORT_ROUNDING, figure, roundFigure } from '../../../../domain/reports/exportRounding.js';
import { FUEL_CLASSES, type ByClass, type FuelClass } from '../../../../domain/ledger/index.js';
import { FUELS } from '../../../../domain/registry/fuels.js';
import {
  CONSUMER_LABELS,
  exportLabel as t,
  FUEL_LABELS,
  METHOD_LABELS,
} from '../../../i18n/reportExportMessages.js';
import { reportError } from '../../../i18n/reportMessages.js';
import type { ExportFile, ReportExport, StoredReport } from '../generator.js';
import { fileStem, xlsxFile, type Cell } from './xlsxFile.js';

/**
 * IMO DCS exports (docs/reports-dcs-cmsa.md §5): the standardized data reporting
 * format, the BDN summary and the collected-data summary as xlsx in zh or en, and the electronic
 * record as the GISIS FUEL/2018 XML and the Liberia XML. Every figure printed is the stored one with
 * its correction (value + correction = total), distance and hours included.
 */

const figuresOf = (r: StoredReport) => r.figures as DcsFigures;
const lines = (r: StoredReport) => correctedLines(r.totals, r.corrections);
const fuelCols = FUEL_CLASSES;
const R = EXPORT_ROUNDING.imoDcs;
/** A whole figure of the standardized format and the GISIS record (one rule for both). */
const whole = (x: number) => figure(x, R.integer);
const tonnes = (x: number) => figure(x, R.tonnes);
const measure = (x: number) => figure(x, R.measure);
const fuelRow = (c: ByClass): Cell[] => fuelCols.map((k) => tonnes(c[k] ?? 0));
const stem = (r: StoredReport, prefix: string) => {
  const f = figuresOf(r);
  return fileStem(prefix, f.ship.imo, r.shipId, f.reportingStartDate, f.reportingEndDate);
};
const dmy = (isoDate: string) => isoDate.split('-').reverse().join('/');
const shipName = (f: DcsFigures, lang: Lang) =>
  lang === 'zh' ? (f.ship.nameZh ?? f.ship.nameEn) : f.ship.nameEn;
const company = (f: DcsFigures, lang: Lang) => (lang === 'zh' ? f.companyNameZh : f.companyName) ?? '';
const orNot = (v: number | null, lang: Lang): Cell => (v === null ? t('notCollected', lang) : whole(v));
/** The ship type in the form's language: the dictionary's name, or the words of an `Other` type. */
const shipTypeName = (f: DcsFigures, lang: Lang) =>
  f.ship.shipTypeOther ?? (lang === 'zh' ? f.ship.typeNameZh : f.ship.typeNameEn) ?? f.ship.imoShipType;

/** The standardized data reporting format: labels in column B (sub-labels in C), values in D. */
function standardRows(r: StoredReport, lang: Lang): Cell[][] {
  const f = figuresOf(r);
  const ls = lines(r);
  const total = (key: string) => ls.find((l) => l.key === key)?.total ?? null;
  const kw = (list: number[]) =>
    list.map((k, i) => `No${i + 1}:${roundFigure(k, R.integer)}`).join('/') || 'N/A';
  const rows: Cell[][] = [
    [],
    [null, t('dcsTitle', lang)],
    [null, t('startDate', lang), null, dmy(f.reportingStartDate)],
    [null, t('endDate', lang), null, dmy(f.reportingEndDate)],
    [null, t('imo', lang), null, f.ship.imo ?? ''],
    [null, t('shipName', lang), null, shipName(f, lang)],
    [null, t('flag', lang), null, f.flag],
    [null, t('company', lang), null, company(f, lang)],
    [null, t('shipType', lang), null, shipTypeName(f, lang)],
    [null, t('gt', lang), null, whole(f.ship.gt)],
    [null, t('nt', lang), null, whole(f.ship.nt)],
    [null, t('dwt', lang), null, whole(f.ship.dwt)],
    [null, t('eedi', lang), null, f.ship.eedi === null ? 'N/A' : figure(f.ship.eedi, R.eedi)],
    [null, t('iceClass', lang), null, f.ship.iceClass ?? 'N/A'],
    [null, t('mainPower', lang), null, kw(f.ship.mainEnginesKw)],
    [null, t('auxPower', lang), null, kw(f.ship.auxEnginesKw)],
    [null, t('distance', lang), null, whole(correctedTotal(ls, 'reports.dcs.distance'))],
    [null, t('hours', lang), null, whole(correctedTotal(ls, 'reports.dcs.hoursUnderway'))],
    [null, t('fuelSection', lang)],
    ...FUEL_CLASSES.map((k): Cell[] => [
      null,
      FUEL_LABELS[k][lang],
      `Cf ${FUELS[k].cf.toFixed(R.cf.dp)}`,
      whole(correctedTotal(ls, `reports.dcs.fuel.${k}`)),
    ]),
    [
      null,
      t('method', lang),
      null,
      [...new Set(Object.values(f.methods))].map((m) => METHOD_LABELS[m][lang]).join(', ') ||
        METHOD_LABELS.BDN[lang],
    ],
    [null, t('co2', lang), null, whole(f.co2T)],
    [null, t('revisedSection', lang)],
    ...DCS_CONSUMERS.map((c): Cell[] => [
      null,
      t('consumer', lang),
      CONSUMER_LABELS[c][lang],
      orNot(total(`reports.dcs.consumer.${c}`), lang),
    ]),
    ...DCS_CONSUMERS.map((c): Cell[] => [
      null,
      t('notUnderway', lang),
      CONSUMER_LABELS[c][lang],
      orNot(total(`reports.dcs.notUnderway.${c}`), lang),
    ]),
    [null, t('shorePower', lang), null, orNot(total('reports.dcs.shorePower'), lang)],
    [null, t('ladenDistance', lang), null, orNot(total('reports.dcs.ladenDistance'), lang)],
    [null, t('transportWork', lang), null, orNot(total('reports.dcs.transportWork'), lang)],
    [null, t('teuNm', lang), null, orNot(total('reports.dcs.teuNm'), lang)],
    [null, t('passengerNm', lang), null, orNot(total('reports.dcs.passengerNm'), lang)],
  ];
  return rows;
}

const fuelHeader = (lang: Lang): Cell[] => fuelCols.map((k) => FUEL_LABELS[k][lang]);

/** BDN summary: ① bunkers, ② tank remainings, ③ other corrections, ①+②+③, as the legacy system printed it. */
function bdnRows(r: StoredReport, lang: Lang): Cell[][] {
  const f = figuresOf(r);
  const b = f.bdn;
  const day = (iso: string) => iso.slice(0, 10);
  return [
    [t('bdnTitle', lang)],
    [t('imo', lang), f.ship.imo ?? ''],
    [t('bdnDate', lang), ...fuelHeader(lang), t('bdnDescription', lang)],
    [t('bdnSection1', lang)],
    ...b.bunkers.map((x): Cell[] => [day(x.date), ...fuelRow(x.fuelT), x.bdnNo ?? x.refCode]),
    [t('bdnSupply', lang), ...fuelRow(b.supplyT)],
    [t('bdnSection2', lang)],
    [day(b.opening.date), ...fuelRow(b.opening.fuelT), t('bdnOpening', lang)],
    [day(b.closing.date), ...fuelRow(b.closing.fuelT), t('bdnClosing', lang)],
    [t('bdnTank', lang), ...fuelRow(b.tankCorrectionT)],
    [t('bdnSection3', lang)],
    ...b.others.map((x): Cell[] => [
      day(x.date),
      ...fuelRow(x.fuelT),
      `${t(x.kind === 'transfer' ? 'bdnTransfer' : 'bdnSludge', lang)} ${x.refCode}`,
    ]),
    [t('bdnOther', lang), ...fuelRow(b.otherCorrectionT)],
    [t('bdnConsumption', lang), ...fuelRow(b.consumptionT)],
  ];
}

/** Collected data: one row per leg part and the balancing row, then the total. */
function collectedRows(r: StoredReport, lang: Lang): Cell[][] {
  const f = figuresOf(r);
  const sum = (pick: (x: DcsFigures['collected'][number]) => number) =>
    f.collected.reduce((s, x) => s + pick(x), 0);
  const total: ByClass = {};
  for (const x of f.collected)
    for (const k of fuelCols) if (x.fuelT[k] !== undefined) total[k] = (total[k] ?? 0) + x.fuelT[k]!;
  return [
    [t('cdTitle', lang)],
    [t('imo', lang), f.ship.imo ?? ''],
    [
      t('cdFrom', lang),
      t('cdTo', lang),
      t('cdVoyage', lang),
      t('distance', lang),
      t('hours', lang),
      ...fuelHeader(lang),
    ],
    ...f.collected.map((x): Cell[] => [
      x.from.slice(0, 10),
      x.to.slice(0, 10),
      x.voyageNo ?? t('cdBalance', lang),
      measure(x.distanceNm),
      measure(x.hoursUnderway),
      ...fuelRow(x.fuelT),
    ]),
    [
      t('cdTotal', lang),
      null,
      null,
      measure(sum((x) => x.distanceNm)),
      measure(sum((x) => x.hoursUnderway)),
      ...fuelRow(total),
    ],
    ...evidenceRows(r, lang),
  ];
}

/** A total's name for the evidence list: the fuel or consumer label where there is one, else its key. */
function figureName(key: string, lang: Lang): string {
  const [, , group, item] = key.split('.');
  if (group === 'fuel' && item && Object.hasOwn(FUEL_LABELS, item))
    return FUEL_LABELS[item as FuelClass][lang];
  if ((group === 'consumer' || group === 'notUnderway') && item && Object.hasOwn(CONSUMER_LABELS, item))
    return `${CONSUMER_LABELS[item as keyof typeof CONSUMER_LABELS][lang]} (${key})`;
  return key;
}

/**
 * The evidence attached to the report (docs/reports-dcs-cmsa.md §8), after the collected data so
 * the verifier sees which file backs which figure: file name, kind, linked figure, upload time.
 */
function evidenceRows(r: StoredReport, lang: Lang): Cell[][] {
  const list = r.attachments ?? [];
  return [
    [],
    [t('cdEvidence', lang)],
    [t('cdFile', lang), t('cdKind', lang), t('cdFigure', lang), t('cdUploaded', lang)],
    ...(list.length
      ? list.map((a): Cell[] => [
          a.name,
          t(`kind_${a.kind}`, lang),
          a.figureKey ? figureName(a.figureKey, lang) : null,
          a.uploadedAt.slice(0, 16).replace('T', ' '),
        ])
      : [[t('cdNoEvidence', lang)]]),
  ];
}

/** GISIS ShipType/Consumption Type values (docs/reports-dcs-cmsa.md; the `LPGPropage` typo is the schema's). */
export const GISIS_FUEL_TYPE: Record<FuelClass, string> = {
  HFO: 'HeavyFuel',
  LFO: 'LightFuel',
  MDO_MGO: 'DieselGasOil',
  LPG_PROPANE: 'LPGPropage',
  LPG_BUTANE: 'LPGButane',
  LNG: 'LNG',
  METHANOL: 'Methanol',
  ETHANOL: 'Ethanol',
};

/** Why a report cannot be a GISIS record: what the schema requires and the report lacks. */
const BLOCKERS = ['imo', 'flag', 'gt', 'distance', 'hours', 'fuel'] as const;
type Blocker = (typeof BLOCKERS)[number];

/**
 * The GISIS record (GISIS FUEL/2018, docs/reports-exports.md): every figure a whole number by the
 * one DCS rule, the corrected totals, zero-quantity fuels left out, the end date inclusive. Optional
 * elements the ship has no value for are left out rather than sent empty: engine powers when no
 * engine is recorded, NT when none, EEDI and ice class when not applicable. The 2025 items
 * (consumers, not under way, shore power, laden distance, transport work) have no element in this
 * schema and stay in the standardized format.
 */
function gisisRecord(r: StoredReport, lang: Lang) {
  const f = figuresOf(r);
  const ls = lines(r);
  const up = (v: number) => roundFigure(v, R.integer);
  const consumption = FUEL_CLASSES.map((k) => ({ k, q: up(correctedTotal(ls, `reports.dcs.fuel.${k}`)) }))
    .filter((x) => x.q > 0)
    .map(({ k, q }) => ({
      Quantity: q,
      Type: GISIS_FUEL_TYPE[k],
      TypeCf: FUELS[k].cf.toFixed(R.cf.dp),
      DataCollectionMethod: f.methods[k] ?? 'BDN',
    }));
  const distance = up(correctedTotal(ls, 'reports.dcs.distance'));
  const hours = up(correctedTotal(ls, 'reports.dcs.hoursUnderway'));
  const gt = up(f.ship.gt);
  const nt = up(f.ship.nt);
  const missing: Record<Blocker, boolean> = {
    imo: !/^[0-9]{7}$/.test(f.ship.imo ?? ''),
    flag: !/^[A-Z]{3}$/.test(f.flag),
    gt: gt < 5000,
    distance: distance <= 0,
    hours: hours <= 0,
    fuel: consumption.length === 0,
  };
  const blockers = BLOCKERS.filter((b) => missing[b]);
  if (blockers.length)
    throw reportError(422, 'report.dcs_xml_blocked', lang, {
      reasons: blockers.map((b) => t(`dcsXml_${b}`, lang)).join(lang === 'zh' ? '；' : '; '),
    });
  const main = f.ship.mainEnginesKw.map(up);
  const aux = f.ship.auxEnginesKw.map(up);
  const type = gisisShipTypeOf({ calcType: null, imoType: f.ship.imoShipType });
  return {
    '@_ReferenceCode': r.referenceCode,
    ReportingStartDate: f.reportingStartDate,
    ReportingEndDate: f.reportingEndDate,
    ShipFlag: f.flag,
    ShipIMONumber: f.ship.imo ?? '',
    ShipType: type,
    ...(type === 'Other' ? { ShipTypeOther: (f.ship.shipTypeOther ?? 'Other').slice(0, 250) } : {}),
    ShipGrossTonnage: gt,
    ...(nt > 0 ? { ShipNetTonnage: nt } : {}),
    ShipDeadweight: up(f.ship.dwt),
    // The schema allows no empty power list (minOccurs 0, at least one power inside): no engine, no element.
    ...(main.length ? { ShipMainPropulsionPowers: { ShipMainPropulsionPower: main } } : {}),
    ...(aux.length ? { ShipAuxiliaryEnginesPowers: { ShipAuxiliaryEnginesPower: aux } } : {}),
    ...(f.ship.eedi ? { ShipEEDI: roundFigure(f.ship.eedi, R.eedi) } : {}),
    ...(f.ship.iceClass ? { ShipIceClass: f.ship.iceClass.slice(0, 250) } : {}),
    DistanceTravelled: distance,
    HoursUnderway: hours,
    ConsumptionData: { Consumption: consumption },
  };
}

const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: false });
export const GISIS_NAMESPACE = 'https://gisis.imo.org/XML/FUEL/2018';

function xmlFile(fileName: string, doc: unknown): ExportFile {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(doc) as string}`;
  return { fileName, contentType: 'application/xml', body: Buffer.from(xml, 'utf8') };
}

const xlsx =
  (prefix: string, sheet: string, rows: (r: StoredReport, lang: Lang) => Cell[][]): ReportExport =>
  async (r, lang) =>
    xlsxFile(`${stem(r, prefix)}_${lang}.xlsx`, sheet, rows(r, lang), R.tonnes);

export const dcsExports: Record<string, ReportExport> = {
  'xlsx-standard': xlsx('IMO_DCS', 'Sheet1', standardRows),
  'xlsx-bdn': xlsx('IMO_DCS_BDN', 'BDN', bdnRows),
  'xlsx-collected': xlsx('IMO_DCS_COLLECTED', 'Collected', collectedRows),
  xml: async (r, lang) =>
    xmlFile(`${stem(r, 'IMO_DCS')}.xml`, {
      Records: { '@_xmlns': GISIS_NAMESPACE, Record: [gisisRecord(r, lang)] },
    }),
  // Liberia: the same elements without a namespace, as the legacy system wrote them.
  'xml-liberia': async (r, lang) =>
    xmlFile(`${stem(r, 'LiberiaDcs')}.xml`, { Records: { Record: [gisisRecord(r, lang)] } }),
};
