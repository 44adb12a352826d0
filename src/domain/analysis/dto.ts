import type { ClassFuel, StatIndicators } from '../statistics/types';
import type { ConsumptionAlert } from './alerts';
import type { AssessmentFlag, LegAssessment, LegMetrics } from './assessment';
import type { Fit } from './correlation';
import type { CorrelationCell } from './correlation';
import type { SegmentIssue } from './segments';

/** What the analysis and data-quality calls answer (docs/api-analysis.md). Times are ISO UTC. */

/** A leg as the data-quality lists name it. */
export interface QualityLegDto {
  legId: number;
  shipId: number;
  shipName: string;
  imo: string | null;
  voyageId: number;
  voyageNo: string;
  fromPort: string | null;
  toPort: string | null;
  departureAt: string;
  arrivalAt: string;
}

export interface AssessmentRowDto extends QualityLegDto {
  metrics: LegMetrics;
  references: LegAssessment['references'];
  historyLegs: number;
  flags: AssessmentFlag[];
  issues: SegmentIssue[];
  abnormal: boolean;
}

export interface SegmentRowDto extends QualityLegDto {
  distanceNm: number;
  cargoT: number;
  hoursUnderway: number;
  hoursStopped: number;
  fuels: ClassFuel[];
  issues: SegmentIssue[];
}

export interface AlertDto extends Omit<ConsumptionAlert, 'at'>, QualityLegDto {
  at: string;
}

/** One point of a trend: a bucket's (or its rolling window's) indicators. */
export interface TrendPointDto {
  bucket: string;
  /** Legs inside the window. */
  legs: number;
  /** Null when the window holds no leg (a gap in the chart). */
  indicators: StatIndicators | null;
}

export interface TrendDto {
  bucket: string;
  window: number;
  points: TrendPointDto[];
  parameterSet: string;
}

export interface FuelAnalysisDto {
  points: Array<{ bucket: string; fuels: ClassFuel[] }>;
  /** Metered consumption per consumer (main, auxiliary, boiler, other) and fuel class. */
  consumers: Array<{ consumer: string; fuels: ClassFuel[] }>;
}

export interface RelevanceDto {
  rows: readonly string[];
  columns: readonly string[];
  cells: CorrelationCell[];
  x: string;
  y: string;
  points: Array<{ legId: number; x: number; y: number }>;
  fit: Fit | null;
  fitCurve: Array<{ x: number; y: number }>;
  /** The ship's theoretical curve (speed → t/day) when one ship is chosen and the pair is speed/daily fuel. */
  theoretical: Array<{ x: number; y: number }>;
}

export interface FleetGroupDto {
  /** Ship type code, tonnage band code, or the age band's lower bound. */
  key: string;
  zh: string;
  en: string;
  ships: number;
  /** Ships with legs in the year. */
  activeShips: number;
  co2T: number;
  fuelT: number;
  /** Average daily CO2 (t/day) and fuel (t/day) over the time under way. */
  dailyCo2T: number | null;
  dailyFuelT: number | null;
  indicators: StatIndicators;
}

/** GET /api/analysis/fleet: the year's groups in the order of the grouping's dictionary. */
export interface FleetDto {
  year: number;
  groupBy: string;
  groups: FleetGroupDto[];
}
