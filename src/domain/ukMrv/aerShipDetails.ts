import { FUEL_CLASSES, type ByClass, type FuelClass } from '../ledger/types';
import { DEFAULT_LNG_CONSUMER, type LngConsumer } from '../registry/fuelEuFactors';
import {
  UK_AER_FLAGS,
  UK_AER_ICE_CLASSES,
  type UkAerIceClass,
  type UkAerMonitoringMethod,
  type UkAerShipType,
  type UkAerSourceClass,
  type UkAerSourceType,
} from './aerCodes';
import { UK_FUEL_TYPE } from './template';

/**
 * A ship's entry of the UK "ship details and emissions" file from the fleet register
 * (docs/reports-uk-and-cross-regime.md §7.2): every element the schema requires, each from a
 * recorded fact. A fact the register does not hold is named in `missing` and the export is
 * refused; nothing is filled in.
 */

/** One fuel the register lists for the ship or for one of its consumers. */
export interface UkAerFuelUse {
  /** The fuel dictionary row's registry class (`dic_fuel_types.registry_code`). */
  readonly registryCode: string;
  /** The measurement method: '1' BDN, '2' flow meter, '3' tank monitoring. */
  readonly method: string;
}

export interface UkAerEquipment {
  readonly kind: string;
  readonly boardSn: string;
  readonly model: string | null;
  readonly fuels: readonly UkAerFuelUse[];
}

/** The register's facts of one ship, as the repository reads them. */
export interface UkAerShipFacts {
  readonly imo: string;
  readonly name: string;
  /** The ship-type dictionary row's THETIS-MRV type, the sub-type's when it sets one. */
  readonly euType: string | null;
  /** The dictionary's calculation type (the sub-type's when it sets one). */
  readonly calcType: string | null;
  readonly gt: number;
  /** ISO alpha-2 of the flag (the flag dictionary row of the ship's alpha-3 code). */
  readonly flagAlpha2: string | null;
  readonly iceClass: string | null;
  readonly fuels: readonly UkAerFuelUse[];
  readonly equipment: readonly UkAerEquipment[];
  /** Fuel burnt in the AER period (tonnes per class). */
  readonly fuelT: ByClass;
  readonly allYear: boolean;
  readonly from: string;
  readonly to: string;
}

export interface UkAerSourceEntry {
  name: string;
  type: UkAerSourceType;
  class: UkAerSourceClass;
  methods: UkAerMonitoringMethod[];
  fuelTypes: string[];
}

export interface UkAerShipDetails {
  imo: string;
  name: string;
  shipType: UkAerShipType;
  grossTonnage: number;
  flag: string;
  iceClass: UkAerIceClass;
  allYear: boolean;
  from: string;
  to: string;
  /** We take the operator to be the DOC holder, the ISM company (§3.1). */
  companyNature: 'ISM_COMPANY';
  fuelTypes: string[];
  sources: UkAerSourceEntry[];
  methods: UkAerMonitoringMethod[];
  /** The product monitors every voyage; no ship holds the per-voyage derogation. */
  exemptionPerVoyageMonitoring: false;
}

/** A required element the register cannot fill: the element's name and what is missing. */
export interface UkAerMissing {
  element: string;
  reason: 'shipType' | 'grossTonnage' | 'flag' | 'iceClass' | 'fuelTypes' | 'emissionSources' | 'sourceFuels';
  /** The value found, or the source's name, for the sentence. */
  detail?: string;
}

export type UkAerShipDetailsResult =
  { ok: true; details: UkAerShipDetails } | { ok: false; imo: string; name: string; missing: UkAerMissing[] };

/** The dictionary's THETIS-MRV types → the UK list (the UK list is the EU one plus cruise and offshore). */
const SHIP_TYPE_OF_EU_TYPE: Readonly<Record<string, UkAerShipType>> = {
  'Bulk carrier': 'BULK',
  'Ro-ro ship': 'RORO',
  'Container ship': 'CONT',
  'Oil tanker': 'OIL',
  'Chemical tanker': 'CHEM',
  'LNG carrier': 'LNG',
  'Gas carrier': 'GAS',
  'Passenger ship': 'PAX',
  'General cargo ship': 'GENERAL',
  'Refrigerated cargo carrier': 'RCV',
  'Vehicle carrier': 'VEH',
  'Combination carrier': 'COMB',
  'Ro-pax ship': 'ROPAX',
  'Container/ro-ro cargo ship': 'CONT_RORO',
  'Offshore ship': 'OFFSHORE',
  'Other ship types': 'OTHER',
};

/** The UK ship type of a dictionary row; null when the row's type has no UK code. */
export function ukAerShipType(euType: string | null, calcType: string | null): UkAerShipType | null {
  // The EU list has no cruise type; the calculation type tells a cruise ship from other passenger ships.
  if (calcType === 'cruise_passenger_ship') return 'CRUISE';
  return euType ? (SHIP_TYPE_OF_EU_TYPE[euType] ?? null) : null;
}

/**
 * The register's ice class text → the schema's code. An empty field is a ship without an ice
 * class (`NA`); Finnish-Swedish "1A Super" / "1A" / "1B" / "1C" and the Polar Class "PC1"–"PC7"
 * are read in any case and spacing; any other text is not guessed (null).
 */
export function ukAerIceClass(text: string | null): UkAerIceClass | null {
  if (text === null || text.trim() === '') return 'NA';
  const t = text.toUpperCase().replace(/[\s_-]+/g, '');
  const fs = /^(?:ICE)?(?:CLASS)?([1I])(A|B|C)(SUPER)?$/.exec(t);
  if (fs) {
    const code = fs[3] ? (fs[2] === 'A' ? 'IA_SUPER' : null) : `I${fs[2]}`;
    return code as UkAerIceClass | null;
  }
  const pc = /^(?:POLARCLASS|PC)([1-7])$/.exec(t);
  if (pc) return `PC${pc[1]}` as UkAerIceClass;
  return (UK_AER_ICE_CLASSES as readonly string[]).includes(t) ? (t as UkAerIceClass) : null;
}

const METHOD: Readonly<Record<string, UkAerMonitoringMethod>> = {
  '1': 'BDN',
  '2': 'FLOW_METERS',
  '3': 'BUNKER_TANK',
};

const SOURCE_TYPE: Readonly<Record<string, UkAerSourceType>> = {
  main_engine: 'MAIN_ENGINE',
  aux_engine: 'AUX_ENGINE',
  generator: 'AUX_ENGINE',
  gas_turbine: 'GAS_TURBINE',
  boiler: 'BOILER',
  inert_gas: 'INERT_GAS_GENERATOR',
  incinerator: 'WASTE_INCINERATOR',
};

const LNG_CLASS: Readonly<Record<LngConsumer, UkAerSourceClass>> = {
  LNG_OTTO_MS: 'LNG_OTTO_DFMS',
  LNG_OTTO_SS: 'LNG_OTTO_DFSS',
  LNG_DIESEL_SS: 'LNG_DIESEL_DFSS',
  LNG_LBSI: 'LNG_LBSI',
};

/** An engine burning LNG is the registry's default LNG engine class, as the emissions are computed. */
function sourceClass(type: UkAerSourceType, burnsLng: boolean): UkAerSourceClass {
  if (type === 'BOILER') return 'BOILERS';
  if (type === 'WASTE_INCINERATOR') return 'WASTE_INCINERATORS';
  if (type === 'GAS_TURBINE') return 'GAS_TURBINE';
  if (type === 'INERT_GAS_GENERATOR') return 'INERT_GAS_GENERATOR';
  return burnsLng ? LNG_CLASS[DEFAULT_LNG_CONSUMER] : 'ICE';
}

/** The report class of a registry fuel code: the same names; ethane has none (null). */
const classOf = (registryCode: string): FuelClass | null =>
  (FUEL_CLASSES as readonly string[]).includes(registryCode) ? (registryCode as FuelClass) : null;

const ukFuel = (f: UkAerFuelUse) => {
  const c = classOf(f.registryCode);
  return c ? UK_FUEL_TYPE[c] : null;
};
const uniq = <T>(xs: readonly T[]) => [...new Set(xs)];

/** Every required element of the ship's entry, or the list of what the register lacks. */
export function ukAerShipDetails(s: UkAerShipFacts): UkAerShipDetailsResult {
  const missing: UkAerMissing[] = [];
  const shipType = ukAerShipType(s.euType, s.calcType);
  if (!shipType) missing.push({ element: 'shipType', reason: 'shipType', detail: s.euType ?? '' });
  const grossTonnage = Math.round(s.gt);
  if (!(grossTonnage >= 5000))
    missing.push({ element: 'grossTonnage', reason: 'grossTonnage', detail: String(s.gt) });
  const flag = s.flagAlpha2?.toUpperCase() ?? '';
  if (!UK_AER_FLAGS.has(flag)) missing.push({ element: 'flag', reason: 'flag', detail: flag });
  const iceClass = ukAerIceClass(s.iceClass);
  if (!iceClass) missing.push({ element: 'iceClassPolarCode', reason: 'iceClass', detail: s.iceClass ?? '' });

  const sources: UkAerSourceEntry[] = [];
  for (const e of s.equipment) {
    const type = SOURCE_TYPE[e.kind];
    if (!type) continue; // propellers, batteries, electric propulsion: no combustion
    const name = [e.model, e.boardSn].filter(Boolean).join(' ');
    const fuelTypes = uniq(e.fuels.map(ukFuel).filter((f): f is string => f !== null));
    const methods = uniq(e.fuels.map((f) => METHOD[f.method]).filter((m) => m !== undefined));
    if (fuelTypes.length === 0 || methods.length === 0) {
      missing.push({ element: 'emissionSources', reason: 'sourceFuels', detail: name });
      continue;
    }
    sources.push({ name, type, class: sourceClass(type, fuelTypes.includes('LNG')), methods, fuelTypes });
  }
  if (s.equipment.every((e) => !SOURCE_TYPE[e.kind]))
    missing.push({ element: 'emissionSources', reason: 'emissionSources' });

  const fuelTypes = uniq([
    ...s.fuels.map(ukFuel).filter((f): f is string => f !== null),
    ...sources.flatMap((x) => x.fuelTypes),
    ...FUEL_CLASSES.filter((c) => s.fuelT[c]).map((c) => UK_FUEL_TYPE[c]),
  ]);
  if (fuelTypes.length === 0) missing.push({ element: 'fuelTypes', reason: 'fuelTypes' });

  if (missing.length > 0 || !shipType || !iceClass) return { ok: false, imo: s.imo, name: s.name, missing };
  return {
    ok: true,
    details: {
      imo: s.imo,
      name: s.name,
      shipType,
      grossTonnage,
      flag,
      iceClass,
      allYear: s.allYear,
      from: s.from,
      to: s.to,
      companyNature: 'ISM_COMPANY',
      fuelTypes,
      sources,
      methods: uniq(sources.flatMap((x) => x.methods)),
      exemptionPerVoyageMonitoring: false,
    },
  };
}
