import { XMLBuilder } from 'fast-xml-parser';
import { FUEL_CLASSES } from '../../../../domain/ledger/types.js';
import {
  UK_AER_SHIPS_PER_FILE,
  UK_FUEL_TYPE,
  ukAerParts,
  type UkAerShip,
  type UkCompanyAer,
  type UkGhg,
} from '../../../../domain/ukMrv/index.js';
import type { ExportFile } from '../generator.js';

/**
 * The UK company AER as the UK service's XML files (docs/reports-uk-and-cross-regime.md
 * §7.2): `emissions-aggregated-data-v1.1` (element names as the UK service writes them, with the Greek
 * omicron in `tn2οeqTotal`) and the ship details & emissions list (`emissionReportsList/emissionReport`;
 * inside it the AER field names (docs/reports-uk-and-cross-regime.md §7.2), since the XSD's own child names are not in our reference).
 * Amounts 5 decimals, gases 7. At most 1000 ships per file: `part` picks one file of several.
 */
export const UK_XML_KINDS = ['aggregated', 'ships'] as const;
export type UkXmlKind = (typeof UK_XML_KINDS)[number];

/** `tn2οeqTotal` with U+03BF GREEK SMALL LETTER OMICRON, exactly as the XSD spells it. */
export const TN2O_EQ_TOTAL = 'tn2\u03bfeqTotal';

const d5 = (x: number) => x.toFixed(5);
const d7 = (x: number) => x.toFixed(7);
const gases = (g: UkGhg) => ({ tco2Total: d7(g.co2), tch4eqTotal: d7(g.ch4), [TN2O_EQ_TOTAL]: d7(g.n2o) });
const block = (g: UkGhg) => ({ co2: d7(g.co2), ch4: d7(g.ch4), n2o: d7(g.n2o), total: d7(g.total) });

function aggregatedShip(s: UkAerShip) {
  return {
    '@_shipImoNumber': s.imo,
    annualEmission: {
      emissions: FUEL_CLASSES.filter((c) => s.fuelT[c]).map((c) => ({
        fuelOriginCode: 'FOSSIL',
        fuelTypeCode: UK_FUEL_TYPE[c],
        amount: d5(s.fuelT[c]!),
      })),
      etsEmissionsWithinUkPort: gases(s.withinUkPorts),
      etsEmissionsBetweenUkPort: gases(s.betweenUkPorts),
      etsEmissionsBetweenUkAndNiPort: gases(s.betweenUkAndNi),
    },
  };
}

function shipReport(s: UkAerShip) {
  return {
    imoNumber: s.imo,
    name: s.name,
    allYear: String(s.allYear),
    ...(s.allYear ? {} : { from: s.from, to: s.to }),
    emissionsWithinUKPorts: block(s.withinUkPorts),
    emissionsBetweenUKPorts: block(s.betweenUkPorts),
    emissionsBetweenUKAndNIVoyages: block(s.betweenUkAndNi),
    totalEmissionsFromVoyagesAndPorts: block(s.totalFromVoyagesAndPorts),
    lessVoyagesInNorthernIrelandDeduction: block(s.lessNiDeduction),
    totalShipEmissions: block(s.totalShipEmissions),
    surrenderEmissions: block(s.surrenderEmissions),
  };
}

const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: false });

/** How many files the AER needs (≥ 1). */
export const ukXmlPartCount = (aer: UkCompanyAer, per = UK_AER_SHIPS_PER_FILE) =>
  ukAerParts(aer.ships, per).length;

/** One XML file of the AER; `part` is 1-based and must be ≤ `ukXmlPartCount` (the route checks). */
export function ukAerXml(
  aer: UkCompanyAer,
  kind: UkXmlKind,
  part = 1,
  per = UK_AER_SHIPS_PER_FILE,
): ExportFile {
  const parts = ukAerParts(aer.ships, per);
  const ships = parts[part - 1];
  if (!ships) throw new RangeError(`part ${part} of ${parts.length}`);
  const doc =
    kind === 'aggregated'
      ? { emissions: { shipEmissions: ships.map(aggregatedShip) } }
      : { emissionReportsList: { emissionReport: ships.map(shipReport) } };
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(doc) as string}`;
  const suffix = parts.length > 1 ? `_part${part}of${parts.length}` : '';
  const stem = kind === 'aggregated' ? 'UK_AER_aggregated_data' : 'UK_AER_ship_details_and_emissions';
  return {
    fileName: `${stem}_${aer.company.imo}_${aer.year}${suffix}.xml`,
    contentType: 'application/xml',
    body: Buffer.from(xml, 'utf8'),
  };
}
