import type { Cargo, EpisodeKind, LedgerFuelCode, RecordKind } from '../schemas/voyageData';

/**
 * The ledger as the derivation sees it (docs/ledger.md §2): times are UTC epoch milliseconds,
 * quantities tonnes / nm / hours, fuels by dictionary code. The server builds these from its rows,
 * the tests and the demo generator from payloads (`fromInput.ts`); the functions of this folder
 * are pure and never read the clock or a database.
 */

/** The fuel classes reports are keyed by (docs/ledger.md §2), in display order. */
export const FUEL_CLASSES = [
  'HFO',
  'LFO',
  'MDO_MGO',
  'LPG_PROPANE',
  'LPG_BUTANE',
  'LNG',
  'METHANOL',
  'ETHANOL',
] as const;
export type FuelClass = (typeof FUEL_CLASSES)[number];

/** Tonnes per fuel class; a class absent is 0. */
export type ByClass = Partial<Record<FuelClass, number>>;
/** Tonnes per fuel dictionary code; a code absent is 0. */
export type ByCode = Partial<Record<LedgerFuelCode, number>>;

export interface TimedFuel {
  fuel: LedgerFuelCode;
  tonnes: number;
  /** UTC epoch ms. */
  time: number;
}

export interface LedgerRecord {
  refCode: string;
  voyageNo: string;
  /** Handover call: the departure starts this voyage. */
  nextVoyageNo: string | null;
  kind: RecordKind;
  /** UN/LOCODE; null only for anchoring/drifting without a port. */
  port: string | null;
  inPortLimits: boolean;
  arrival: number;
  departure: number;
  arrivalOffsetMin: number;
  departureOffsetMin: number;
  distanceNm: number;
  purposes: readonly number[];
  shorePowerKWh: number | null;
  cargo: { arrival: Cargo; departure: Cargo };
  fuels: readonly { fuel: LedgerFuelCode; robArrivalT: number; robDepartureT: number; correctionT: number }[];
  bunkers: readonly TimedFuel[];
  transfers: readonly TimedFuel[];
  sludge: readonly TimedFuel[];
}

export interface LedgerEpisode {
  refCode: string;
  voyageNo: string;
  kind: EpisodeKind;
  begin: number;
  end: number;
  distanceNm: number;
  fuels: readonly { fuel: LedgerFuelCode; consumedT: number }[];
}

export interface LedgerSnapshot {
  refCode: string;
  time: number;
  fuels: readonly { fuel: LedgerFuelCode; robT: number }[];
}

/** What the derivation needs to know of a port (from the port dictionary). */
export interface PortFacts {
  code: string;
  isEea: boolean;
  isUk: boolean;
  isOutermostRegion: boolean;
  /** A listed neighbouring container transhipment port (registry euGeography.ts). */
  isTranshipment: boolean;
}

/** What the derivation needs to know of the ship. */
export interface ShipFacts {
  /** Container ship: its stops at transhipment ports are not EU ports of call. */
  isContainer: boolean;
  dwt: number;
  /** Service speed, or design speed when there is none (as in the legacy system). */
  referenceSpeedKn: number;
}

export type LegKind = 'imo' | 'eu' | 'uk';
export type EuCategory = 'intra' | 'outbound' | 'inbound' | null;

/** A derived leg (IMO) or MRV voyage (EU, UK): the read calls' answer shape, with UTC ms times. */
export interface DerivedLeg {
  kind: LegKind;
  /** The voyage its departure record starts (nextVoyageNo of a handover call, else voyageNo). */
  voyageNo: string;
  /** 1-based order of the leg among the ship's legs of its kind. */
  seq: number;
  fromRefCode: string;
  toRefCode: string;
  fromPort: string | null;
  toPort: string | null;
  departure: number;
  arrival: number;
  distanceNm: number;
  hoursUnderway: number;
  /** Stays of the records in between (anchoring, drifting, calls outside limits), hours. */
  hoursStopped: number;
  fuelAtSeaT: ByCode;
  fuelInPortT: ByCode;
  /** Ice and rescue fuel inside the leg: already part of fuelAtSeaT, reported again separately. */
  fuelIceT: ByCode;
  fuelRescueT: ByCode;
  iceDistanceNm: number;
  co2T: number;
  /** Distance-weighted mean arrival cargo of the records after the first. */
  cargoT: number;
  ballastT: number;
  teu: number;
  teuLaden: number;
  passengers: number;
  vehicles: number;
  transportWorkTnm: number;
  /** Σ distance of records whose arrival cargo is 0. */
  ballastDistanceNm: number;
  /** g CO2 / t·nm; null when the transport work is 0 (ballast). */
  eeoi: number | null;
  euCategory?: EuCategory;
}

/** Voyage-level indicators from its IMO legs (as the legacy system computed them, with its defects fixed). */
export interface VoyageIndicators {
  distanceNm: number;
  hoursUnderway: number;
  co2T: number;
  transportWorkTnm: number;
  eeoi: number | null;
  /** kg CO2 per nm (not tonnes: the original's column bug). */
  co2PerNmKg: number | null;
  speedReductionPct: number | null;
  loadUtilisationPct: number | null;
  ballastDistanceRatio: number | null;
  /** CO2 per TEU·nm, vehicle·nm, passenger·nm (g); null without that work. */
  eeoiPerTeu: number | null;
  eeoiPerVehicle: number | null;
  eeoiPerPassenger: number | null;
}

/** A period's totals by the snapshot rule (docs/ledger.md §2 "Period totals"). */
export interface PeriodTotals {
  distanceNm: number;
  hoursUnderway: number;
  fuelT: ByClass;
  co2T: number;
  transportWorkTnm: number;
  legs: number;
}

/** A ledger data error found by the derivation (a negative consumption…), on the later record. */
export interface DerivationIssue {
  /** The record whose values are wrong. */
  refCode: string;
  fuel: LedgerFuelCode;
  /** 'sea': consumption since the previous record; 'stay': consumption during this record's stay. */
  where: 'sea' | 'stay';
  consumedT: number;
  /** For the message: previous departure ROB (sea) or this arrival ROB (stay), and this ROB. */
  fromRobT: number;
  toRobT: number;
}
