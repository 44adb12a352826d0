import type { ByClass, FuelClass } from '../ledger/types';
import type { LngConsumer } from '../registry/fuelEuFactors';
import type { GwpSet } from '../registry/gwp';
import type { CalculationType } from '../registry/shipTypes';
import type { ReportReason } from '../reports/types';
import type { MrvAnnual } from './annual';
import type { MrvBucket } from './scope';

/** A port of call (or a stop) as the EU report reads it from the port dictionary. */
export interface EuPortInfo {
  code: string;
  /** The English name; the Chinese one beside it, for a Chinese screen (none when the dictionary has none). */
  name: string;
  nameZh?: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
  eea: boolean;
  outermost: boolean;
}

/** A call between two ports of call: not one itself (docs/reports-eu.md §2). */
export interface EuStop {
  refCode: string;
  port: EuPortInfo | null;
  kind: string;
  purposes: number[];
  /** A container ship's call at a listed neighbouring transhipment port (Art. 3ga(2)). */
  transhipment: boolean;
}

/** One EU MRV voyage of the ledger (voyage_legs kind 'eu') with the stay at its end port of call. */
export interface EuLegInput {
  id: number;
  voyageNo: string;
  fromRefCode: string;
  toRefCode: string;
  from: EuPortInfo | null;
  to: EuPortInfo | null;
  departure: number;
  arrival: number;
  /** Departure from the end port of call (end of the berth stay), UTC ms. */
  berthEnd: number;
  distanceNm: number;
  iceDistanceNm: number;
  hoursUnderway: number;
  cargoT: number;
  transportWorkTnm: number;
  /** Fuel from the departure to the arrival, stops included (ledger rule), by class. */
  seaFuelT: ByClass;
  /** Fuel of the stay at the end port of call, by class. */
  berthFuelT: ByClass;
  stops: EuStop[];
}

export interface EuShipInfo {
  imo: string | null;
  nameEn: string;
  nameZh: string | null;
  /** Registry ship type (transhipment rule); the report prints `category`. */
  shipType: CalculationType;
  category: string;
  flag: string;
  portOfRegistry: string | null;
  iceClass: string | null;
  /** Ice class IA / IA Super: the Art. 12(3-e) reduction. */
  iceClassIA: boolean;
  eedi: number | null;
  companyName: string | null;
  companyNameZh: string | null;
  companyImo: string | null;
  /** DOC holder's id (its ETS price scenarios); absent in figures frozen before it was stored. */
  companyId?: number | null;
}

export interface EuMrvInput {
  year: number;
  /** Period [start, end), UTC ms: the year, or part of it at a company change. */
  start: number;
  end: number;
  ship: EuShipInfo;
  /** The ship's LNG consumer class (from its equipment); none: the registry default. */
  lngConsumer?: LngConsumer;
  /** EU voyages arriving in (start, end]: each voyage and its end stay belong to that period. */
  legs: readonly EuLegInput[];
}

export interface Gases {
  co2: number;
  ch4: number;
  n2o: number;
  co2e: number;
}

export interface EuSegmentFigures extends Gases {
  fuelT: ByClass;
  bucket: MrvBucket;
  mrvShare: number;
  etsShare: number;
  /** The emissions the ETS counts (CO2 before 2026, CO2e from 2026) × ETS share, t. */
  etsT: number;
  reason: ReportReason;
}

export interface EuVoyageRow {
  legId: number;
  voyageNo: string;
  fromRefCode: string;
  toRefCode: string;
  from: string | null;
  fromName: string | null;
  /** The ports' Chinese names (absent in reports generated before they were carried). */
  fromNameZh?: string | null;
  to: string | null;
  toName: string | null;
  toNameZh?: string | null;
  departure: string;
  arrival: string;
  distanceNm: number;
  hoursAtSea: number;
  cargoT: number;
  transportWorkTnm: number;
  voyage: EuSegmentFigures;
  berth: EuSegmentFigures & { hours: number };
  stops: { refCode: string; port: string | null; reason: ReportReason }[];
}

/** An emission factor as used for the figures: what is printed is what was multiplied. */
export interface FuelLine {
  fuel: FuelClass;
  tonnes: number;
  co2PerT: number;
  ch4PerT: number;
  n2oPerT: number;
}

export interface BerthPortRow extends Gases {
  port: string;
  name: string;
  country: string;
  fuelT: ByClass;
  hours: number;
}

export interface EuIndicators {
  /** kg fuel (every fuel, LNG included) per n mile. */
  fuelPerDistance: number | null;
  co2PerDistance: number | null;
  co2ePerDistance: number | null;
  /** g per t·nm. */
  fuelPerTransportWork: number | null;
  co2PerTransportWork: number | null;
  co2ePerTransportWork: number | null;
  /** t per hour at sea. */
  co2PerTimeAtSea: number | null;
}

export interface EuEtsFigures {
  year: number;
  phaseIn: number;
  /** Gases the ETS counts this year. */
  basis: 'co2' | 'co2e';
  /** Emissions subject to the ETS (Art. 10(k)), t. */
  subjectT: number;
  /** Of which under an Art. 12(3-b) outermost-region derogation (0 % ETS), t CO2e full. */
  derogatedT: number;
  iceClassIA: boolean;
  /** Allowances to surrender (t CO2e = allowances), after phase-in and the ice-class reduction. */
  surrender: number;
  gwp: GwpSet;
}

export interface EuMrvFigures {
  kind: 'euMrv';
  year: number;
  period: { start: string; end: string };
  partial: boolean;
  ship: EuShipInfo;
  lngConsumer: LngConsumer;
  gwp: GwpSet;
  voyages: EuVoyageRow[];
  fuels: FuelLine[];
  /** Art. 10 aggregates per gas and in CO2e. */
  aggregates: Record<keyof Gases, MrvAnnual>;
  atBerthByPort: BerthPortRow[];
  distanceNm: number;
  iceDistanceNm: number;
  hoursAtSea: number;
  transportWorkTnm: number;
  indicators: EuIndicators;
  ets: EuEtsFigures;
  paramVersion: string;
}
