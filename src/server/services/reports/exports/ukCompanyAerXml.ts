import { XMLBuilder } from 'fast-xml-parser';
import { FUEL_CLASSES } from '../../../../domain/ledger/types.js';
import {
  UK_AER_SHIPS_PER_FILE,
  UK_FUEL_TYPE,
  ukAerParts,
  type UkAerShip,
  type UkAerShipDetails,
  type UkCompanyAer,
  type UkGhg,
} from '../../../../domain/ukMrv/index.js';
import type { ExportFile } from '../generator.js';

/**
 * The UK company AER as the UK service's two XML files (docs/reports-uk-and-cross-regime.md §7.2),
 * each built from its official schema (copies in test/fixtures/schemas/, validated by the tests):
 * `emissions-aggregated-data-v1.1` (per ship: fuel amounts and the three UK ETS emission groups;
 * `tn2οeqTotal` with the Greek omicron, as the schema spells it) and
 * `aer-ship-details-and-emissions-v1.4` (per ship: register details, company nature, fuel types,
 * emission sources, monitoring methods). Neither schema has a place for the NI deduction, the
 * totals or the emissions reduction claims: the UK service computes those itself (§7.2).
 * Amounts 5 decimals, gases 7. At most 1000 ships per file: `part` picks one file of several.
 */
export const UK_XML_KINDS = ['aggregated', 'ships'] as const;
export type UkXmlKind = (typeof UK_XML_KINDS)[number];

/** `tn2οeqTotal` with U+03BF GREEK SMALL LETTER OMICRON, exactly as the XSD spells it. */
export const TN2O_EQ_TOTAL = 'tn2\u03bfeqTotal';

const d5 = (x: number) => x.toFixed(5);
const d7 = (x: number) => x.toFixed(7);
const gases = (g: UkGhg) => ({ tco2Total: d7(g.co2), tch4eqTotal: d7(g.ch4), [TN2O_EQ_TOTAL]: d7(g.n2o) });

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

/** We apply the default (Annex) factors of every gas: `DEFAULT`, the value left to the service. */
const defaultFactors = ['CO2', 'CH4', 'N2O'].map((ghgCode) => ({ factorReferenceCode: 'DEFAULT', ghgCode }));

/** One `emissionReport` in the schema's element order (`shipUpdateDTO` then its extension). */
function shipReport(d: UkAerShipDetails) {
  return {
    shipImoNumber: d.imo,
    name: d.name,
    shipType: d.shipType,
    grossTonnage: String(d.grossTonnage),
    flag: d.flag,
    iceClassPolarCode: d.iceClass,
    allYear: String(d.allYear),
    ...(d.allYear ? {} : { partialPeriodFromDate: d.from, partialPeriodToDate: d.to }),
    company: { nature: d.companyNature },
    fuelTypes: {
      fuelTypeEntry: d.fuelTypes.map((fuelTypeCode) => ({
        fuelOriginCode: 'FOSSIL',
        fuelTypeCode,
        emissionFactors: defaultFactors,
      })),
    },
    emissionSources: {
      emissionSourceEntry: d.sources.map((x) => ({
        name: x.name,
        emissionSourceTypeCode: x.type,
        emissionSourceClassCode: x.class,
        monitoringMethodCode: x.methods,
        fuelTypeCodes: x.fuelTypes.map((fuelTypeCode) => ({ fuelTypeCode })),
      })),
    },
    monitoringMethods: {
      monitoringMethodEntry: d.methods.map((monitoringMethodCode) => ({
        monitoringMethodCode,
        levelOfUncertaintyTypeCode: 'DEFAULT',
      })),
    },
    additionalInformation: { exemptionPerVoyageMonitoring: String(d.exemptionPerVoyageMonitoring) },
  };
}

const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: false });

/** How many files the AER needs (≥ 1). */
export const ukXmlPartCount = (aer: UkCompanyAer, per = UK_AER_SHIPS_PER_FILE) =>
  ukAerParts(aer.ships, per).length;

/**
 * One XML file of the AER; `part` is 1-based and must be ≤ `ukXmlPartCount` (the route checks).
 * The ship details file needs each ship's details, in the AER's ship order.
 */
export function ukAerXml(
  aer: UkCompanyAer,
  kind: UkXmlKind,
  part = 1,
  per = UK_AER_SHIPS_PER_FILE,
  details: readonly UkAerShipDetails[] = [],
): ExportFile {
  const parts = ukAerParts(aer.ships, per);
  const ships = parts[part - 1];
  if (!ships) throw new RangeError(`part ${part} of ${parts.length}`);
  let doc: object;
  if (kind === 'aggregated') doc = { emissions: { shipEmissions: ships.map(aggregatedShip) } };
  else {
    const byImo = new Map(details.map((d) => [d.imo, d]));
    const missing = ships.filter((s) => !byImo.has(s.imo)).map((s) => s.imo);
    if (missing.length) throw new RangeError(`no ship details for ${missing.join(', ')}`);
    doc = { emissionReportsList: { emissionReport: ships.map((s) => shipReport(byImo.get(s.imo)!)) } };
  }
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(doc) as string}`;
  const suffix = parts.length > 1 ? `_part${part}of${parts.length}` : '';
  const stem = kind === 'aggregated' ? 'UK_AER_aggregated_data' : 'UK_AER_ship_details_and_emissions';
  return {
    fileName: `${stem}_${aer.company.imo}_${aer.year}${suffix}.xml`,
    contentType: 'application/xml',
    body: Buffer.from(xml, 'utf8'),
  };
}
