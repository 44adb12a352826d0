import { factorsPerTonne } from '../euMrv/emissions';
import { FUEL_CLASSES, type FuelClass } from '../ledger/types';
import { DEFAULT_LNG_CONSUMER, LNG_SLIP_PERCENT } from '../registry/fuelEuFactors';
import { DEFAULT_GWP, GWP_SETS } from '../registry/gwp';
import type { UkFigures, UkPortRow, UkVoyageRow } from './report';

/**
 * The UK service's upload templates (docs/reports-uk-and-cross-regime.md, `Voyages_and_emission_details_template_v1`
 * and `Port_calls_and_emission_details_template_v1`): one row per in-scope voyage (or UK port stay)
 * and fuel, dates `d/m/yyyy`, times `HH:mm:ss` in UTC, amounts in tonnes, gases per fuel line.
 */
export const UK_VOYAGE_HEADERS = [
  'IMO Number',
  'Country code of departure',
  'Port code of departure',
  'Date of departure',
  'Actual time of departure (ATD)',
  'Country code of arrival',
  'Port code of arrival',
  'Date of arrival',
  'Actual time of arrival (ATA)',
  'Fuel origin',
  'Fuel type',
  'Other fuel (O)',
  'Unique emission source name (O)',
  'Methane slip (O)',
  'Amount',
  'Measuring unit',
  'Density (O)',
  'CO2 emissions (t)',
  'CH4 emissions (tCO2e)',
  'N2O emissions (tCO2e)',
] as const;

export const UK_PORT_HEADERS = [
  'IMO Number',
  'Country code of port',
  'Port code',
  'Date of arrival',
  'Actual time of arrival (ATA)',
  'Date of departure',
  'Actual time of departure (ATD)',
  'Fuel origin',
  'Fuel type',
  'Other fuel (O)',
  'Unique emission source name (O)',
  'Methane slip (O)',
  'Amount',
  'Measuring unit',
  'Density (O)',
  'CO2 emissions (t)',
  'CH4 emissions (tCO2e)',
  'N2O emissions (tCO2e)',
] as const;

/**
 * Our fuel classes → the UK fuel type codes. MDO/MGO is one class in the ledger and is written as
 * MDO (the UK list has both); the other names are the UK's own (decision UK_FUEL in the doc).
 */
export const UK_FUEL_TYPE: Record<FuelClass, string> = {
  HFO: 'HFO',
  LFO: 'LFO',
  MDO_MGO: 'MDO',
  LPG_PROPANE: 'LPG_PROPANE',
  LPG_BUTANE: 'LPG_BUTANE',
  LNG: 'LNG',
  METHANOL: 'METHANOL',
  ETHANOL: 'ETHANOL',
};

export type TemplateCell = string | number;

const pad = (n: number) => String(n).padStart(2, '0');
/** `d/m/yyyy` as the UK templates read dates (docs/reports-uk-and-cross-regime.md). */
export const ukDate = (iso: string) => {
  const d = new Date(iso);
  return `${d.getUTCDate()}/${d.getUTCMonth() + 1}/${d.getUTCFullYear()}`;
};
export const ukTime = (iso: string) => {
  const d = new Date(iso);
  return `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};
const round = (x: number, dp: number) => Number(x.toFixed(dp));

/** The fuel columns of one row: origin … N2O, gases by the row's regime (UK MRV: CO2 only). */
function fuelCells(row: UkVoyageRow | UkPortRow, fuel: FuelClass): TemplateCell[] {
  const tonnes = row.fuelT[fuel] ?? 0;
  const f = factorsPerTonne(fuel);
  const gwp = GWP_SETS[DEFAULT_GWP.ukEts];
  const withGases = row.regime === 'ukEts';
  return [
    'FOSSIL',
    UK_FUEL_TYPE[fuel],
    '',
    '',
    fuel === 'LNG' ? LNG_SLIP_PERCENT[DEFAULT_LNG_CONSUMER] : '',
    round(tonnes, 5),
    'TONNES',
    '',
    round(tonnes * f.co2, 7),
    withGases ? round(tonnes * f.ch4 * gwp.ch4, 7) : 0,
    withGases ? round(tonnes * f.n2o * gwp.n2o, 7) : 0,
  ];
}

const fuelsOf = (row: UkVoyageRow | UkPortRow) => FUEL_CLASSES.filter((c) => (row.fuelT[c] ?? 0) > 0);

/** Rows of the voyages template: in-scope voyages only (share > 0), one per fuel. */
export function ukVoyageTemplateRows(f: UkFigures, imo: string): TemplateCell[][] {
  return f.voyages
    .filter((v) => v.share > 0)
    .flatMap((v) =>
      fuelsOf(v).map((fuel) => [
        imo,
        v.fromCountry,
        v.fromPort ?? '',
        ukDate(v.departure),
        ukTime(v.departure),
        v.toCountry,
        v.toPort ?? '',
        ukDate(v.arrival),
        ukTime(v.arrival),
        ...fuelCells(v, fuel),
      ]),
    );
}

/** Rows of the port-calls template: stays in UK ports under a regime (share > 0), one per fuel. */
export function ukPortTemplateRows(f: UkFigures, imo: string): TemplateCell[][] {
  return f.ports
    .filter((p) => p.share > 0)
    .flatMap((p) =>
      fuelsOf(p).map((fuel) => [
        imo,
        p.country,
        p.port ?? '',
        ukDate(p.arrival),
        ukTime(p.arrival),
        p.departure ? ukDate(p.departure) : '',
        p.departure ? ukTime(p.departure) : '',
        ...fuelCells(p, fuel),
      ]),
    );
}
