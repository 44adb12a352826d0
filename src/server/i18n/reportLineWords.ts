import type { Lang } from '../../domain/api.js';
import { FUELS, isFuelCode } from '../../domain/registry/fuels.js';
import { euLabel, type EuLabel } from './euExportMessages.js';
import { fuelEuLabel } from './fuelEuMessages.js';
import { CONSUMER_LABELS, exportLabel, FUEL_LABELS, type ExportLabel } from './reportExportMessages.js';
import { UK_AGGREGATE_LABELS } from './ukMrvMessages.js';

/**
 * A report line (a totals key the regime generators write, `reports.dcs.co2`,
 * `reports.euMrv.fuel.HFO`, …) in zh or en, for the files the server writes (the verification
 * report and the certificate). The words are the regimes' export labels wherever an export names
 * the same line, so a regulator reads a line alike in the export and in the certificate; the
 * client names lines from its own bundles, which the server may not import.
 */

type Words = (lang: Lang) => string;

// A plain unit the file prints in its own column; work units stay, they tell transport work apart.
const PLAIN_UNIT = /\s*[(（](t|nm|h|kWh|MJ|EUR|t CO2e|g CO2e\/MJ)[)）]$/;
const bare = (label: string) => label.replace(PLAIN_UNIT, '');
const dcs =
  (k: ExportLabel): Words =>
  (lang) =>
    bare(exportLabel(k, lang));
const eu =
  (k: EuLabel): Words =>
  (lang) =>
    bare(euLabel(k, lang));
const fuelEu =
  (k: string): Words =>
  (lang) =>
    bare(fuelEuLabel(k, lang));
const both =
  (en: string, zh: string): Words =>
  (lang) =>
    lang === 'en' ? en : zh;
const sep = (lang: Lang) => (lang === 'en' ? ': ' : '：');

/** A fuel class by the exports' names (the DCS template's), else the fuel registry's. */
function fuelName(code: string, lang: Lang): string | undefined {
  if (Object.hasOwn(FUEL_LABELS, code)) return FUEL_LABELS[code as keyof typeof FUEL_LABELS][lang];
  if (isFuelCode(code)) return lang === 'en' ? FUELS[code].nameEn : FUELS[code].nameZh;
  return undefined;
}

/** The lines named one by one, by the key without its `reports.` prefix. */
const LINES: Readonly<Record<string, Words>> = {
  'dcs.co2': dcs('co2'),
  'dcs.distance': dcs('distance'),
  'dcs.hoursUnderway': dcs('hours'),
  'dcs.shorePower': dcs('shorePower'),
  'dcs.ladenDistance': dcs('ladenDistance'),
  'dcs.transportWork': dcs('transportWork'),
  'dcs.teuNm': dcs('teuNm'),
  'dcs.passengerNm': dcs('passengerNm'),
  'cmsa.co2': dcs('co2'),
  // The CMSA form's English column heads are bare units ("TEU·nm"): the line says what it counts.
  'cmsa.cargoWork': both('Cargo transport work (kt·nm)', exportLabel('cmsaCargoWork', 'zh')),
  'cmsa.teuWork': both('Container transport work (TEU·nm)', exportLabel('cmsaTeuWork', 'zh')),
  'cmsa.passengerWork': both(
    'Passenger transport work (passenger·nm)',
    exportLabel('cmsaPassengerWork', 'zh'),
  ),
  'cmsa.distance': dcs('distance'),
  'cmsa.hoursUnderway': dcs('hours'),
  'cmsa.operatingHours': dcs('cmsaOperatingHours'),
  'cmsa.shorePower': dcs('cmsaShorePower'),
  'euMrv.distance': eu('distance'),
  'euMrv.hoursAtSea': eu('hoursAtSea'),
  'euMrv.transportWork': eu('transportWork'),
  'euMrv.etsSubject': eu('etsSubject'),
  'euMrv.surrender': eu('surrender'),
  ...Object.fromEntries(
    Object.entries(UK_AGGREGATE_LABELS).map(([k, w]): [string, Words] => [`uk.${k}`, (lang) => w[lang]]),
  ),
  'uk.co2': both('CO2 emissions in scope', '范围内 CO2 排放'),
  'fuelEu.energyInScope': fuelEu('energy'),
  'fuelEu.opsEnergy': fuelEu('ops'),
  'fuelEu.ghgIntensity': fuelEu('ghgie'),
  'fuelEu.target': fuelEu('target'),
  'fuelEu.complianceBalance': fuelEu('cb'),
  'fuelEu.adjustedBalance': fuelEu('adjusted'),
  'fuelEu.borrowingCap': fuelEu('cap'),
  'fuelEu.penalty': fuelEu('penalty'),
};

const GASES: Readonly<Record<string, string>> = { co2: 'CO2', ch4: 'CH4', n2o: 'N2O', co2e: 'CO2e' };
const EU_GAS_LINES = new Set<string>(['total', 'between', 'departing', 'arriving', 'atBerth']);

/** The words of a report line in `lang`; undefined for a key no table names. */
export function reportLineWords(key: string, lang: Lang): string | undefined {
  const bareKey = key.replace(/^reports\./, '');
  const named = LINES[bareKey];
  if (named) return named(lang);
  const [regime, group, item, ...rest] = bareKey.split('.');
  if (!regime || !group || !item || rest.length) return undefined;
  // Every regime names its fuel lines alike: the template's section, then the fuel.
  if (group === 'fuel') {
    const fuel = fuelName(item, lang);
    return fuel && `${dcs('fuelSection')(lang)}${sep(lang)}${fuel}`;
  }
  if (
    regime === 'dcs' &&
    (group === 'consumer' || group === 'notUnderway') &&
    Object.hasOwn(CONSUMER_LABELS, item)
  )
    return `${dcs(group)(lang)}${sep(lang)}${CONSUMER_LABELS[item as keyof typeof CONSUMER_LABELS][lang]}`;
  // The EU Art. 10 aggregates: a gas, then the export's column of voyages or berths.
  if (regime === 'euMrv' && GASES[group] && EU_GAS_LINES.has(item))
    return `${GASES[group]}${sep(lang)}${euLabel(item as EuLabel, lang)}`;
  return undefined;
}

/** `lineLabel` of the verification files: a line's words, its key only where no table names it. */
export const reportLineLabel =
  (lang: Lang) =>
  (key: string): string =>
    reportLineWords(key, lang) ?? key;
