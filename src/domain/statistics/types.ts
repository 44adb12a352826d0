import type { FuelClass } from '../ledger/types';
import type { LedgerFuelCode } from '../schemas/voyageData';

/**
 * Energy statistics and analysis (docs/statistics.md): what the server's aggregation of
 * the stored IMO legs answers, and the indicators computed from it. Every figure is a sum over IMO
 * legs only (`voyage_legs.kind = 'imo'`), never IMO legs and EU voyages together (the legacy system
 * double-counted). Indicators are ratios of these sums, never sums or
 * means of per-leg ratios and never products of sums. Units are in the field names.
 */

/** How the legs are grouped in time: calendar year, quarter, month (UTC, by leg departure) or voyage. */
export const STAT_BUCKETS = ['year', 'quarter', 'month', 'voyage'] as const;
export type StatBucket = (typeof STAT_BUCKETS)[number];

/** A leg's fuel of one dictionary code, summed: at sea (incl. stops en route) and in port (stay at the end). */
export interface FuelSum {
  readonly code: LedgerFuelCode;
  readonly atSeaT: number;
  readonly inPortT: number;
}

/**
 * Sums over a set of IMO legs, each additive, so two sets merge by adding (`addSums`). Everything
 * an indicator needs is here as a sum; the per-ship facts (DWT, reference speed, TEU capacity) come
 * in weighted by each leg's distance so a fleet's ratio is still a ratio of sums.
 */
export interface LegSums {
  /** Number of IMO legs. */
  readonly legs: number;
  /** Σ leg distance, nm (stops en route included, docs/ledger.md §2.3). */
  readonly distanceNm: number;
  /** Σ distance sailed with no cargo aboard, nm. */
  readonly ballastDistanceNm: number;
  /** Σ hours under way, h. */
  readonly hoursUnderway: number;
  /** Σ leg cargo, t: freight volume, each leg's (distance-weighted mean) cargo counted once per leg. */
  readonly cargoT: number;
  /** Σ transport work, t·nm: per record cargo × distance, summed (never Σ cargo × Σ distance). */
  readonly transportWorkTnm: number;
  /** Σ leg TEU aboard (TEU volume, as cargoT). */
  readonly teu: number;
  /** Σ TEU aboard × distance, TEU·nm (TEU turnover). */
  readonly teuNm: number;
  /** Σ laden TEU × distance, TEU·nm. */
  readonly teuLadenNm: number;
  /** Σ ship TEU capacity × leg distance, TEU·nm (0 for ships without a TEU capacity). */
  readonly teuCapacityNm: number;
  /** Σ ship DWT × leg distance, t·nm (the transport work at full load). */
  readonly dwtNm: number;
  /** Σ leg average speed × leg distance over legs with time under way, kn·nm. */
  readonly speedDistance: number;
  /** Σ reference speed × leg distance over the same legs, kn·nm. */
  readonly refSpeedDistance: number;
  /** Fuel per dictionary code. */
  readonly fuels: readonly FuelSum[];
}

/** One row of the aggregation: the sums of one time bucket, for one ship or for the whole set. */
export interface BucketSums extends LegSums {
  /** 'YYYY', 'YYYY-Qn', 'YYYY-MM', or the voyage number. */
  readonly bucket: string;
  /** The ship the row is for; null when the row sums every ship of the set (a company). */
  readonly shipId: number | null;
  /** Earliest leg departure in the bucket, ISO UTC: orders voyage buckets. */
  readonly firstDeparture: string;
}

/** Fuel of one class: total (at sea + in port) and the in-port part, t. */
export interface ClassFuel {
  readonly fuelClass: FuelClass;
  readonly totalT: number;
  readonly atSeaT: number;
  readonly inPortT: number;
}

/**
 * The indicators of a set of legs. null when the denominator is 0 (a ballast year has no EEOI, not
 * a perfect one); never Infinity or NaN.
 */
export interface StatIndicators {
  /** t CO2, Σ fuel × CF of the registry (methanol and ethanol included). */
  readonly co2T: number;
  /** t fuel, every fuel. */
  readonly fuelT: number;
  /** MJ, Σ fuel × LCV of the registry. */
  readonly energyMJ: number;
  /** g CO2 / (t·nm) = co2 × 10⁶ / transport work (MEPC.1/Circ.684). */
  readonly eeoi: number | null;
  /** % = transport work × 100 / Σ (DWT × distance). */
  readonly loadUtilisationPct: number | null;
  /** % = Σ (average speed × distance) × 100 / Σ (reference speed × distance). */
  readonly speedReductionPct: number | null;
  /** kg CO2 / nm. */
  readonly co2PerNmKg: number | null;
  /** kg CO2 / t of freight volume (Σ leg cargo). */
  readonly co2PerTonneKg: number | null;
  /** kg CO2 / TEU of TEU volume (Σ leg TEU). */
  readonly co2PerTeuKg: number | null;
  /** kJ / (t·nm) = energy × 1000 / transport work. */
  readonly energyPerTransportWorkKJ: number | null;
  /** kg fuel / nm, every fuel. */
  readonly fuelPerNmKg: number | null;
  /** g fuel / (t·nm), every fuel. */
  readonly fuelPerTransportWorkG: number | null;
  /** % = Σ TEU aboard × distance × 100 / Σ TEU capacity × distance. */
  readonly teuSlotUtilisationPct: number | null;
  /** % = laden TEU·nm × 100 / TEU·nm aboard. */
  readonly teuLadenSharePct: number | null;
  /** Fraction of the distance sailed in ballast. */
  readonly ballastDistanceRatio: number | null;
  /** kn = distance / hours under way. */
  readonly averageSpeedKn: number | null;
}

/** The annual data and indicators of one ship or company and year, as the statistics screens show them. */
export interface AnnualStatistics {
  readonly year: number;
  /** Set for a ship's row; null for a company's. */
  readonly shipId: number | null;
  readonly name: string;
  readonly legs: number;
  readonly cargoT: number;
  readonly distanceNm: number;
  readonly ballastDistanceNm: number;
  readonly hoursUnderway: number;
  readonly transportWorkTnm: number;
  /** TEU·nm. */
  readonly teuTurnover: number;
  /** Per fuel class with any fuel, in the registry's class order. */
  readonly fuels: readonly ClassFuel[];
  readonly indicators: StatIndicators;
  /** The parameter set of the factors used (registry). */
  readonly parameterSet: string;
}

/** Indicators a target may be set for (the screen compares the actual value against it). */
export const TARGET_INDICATORS = [
  'eeoi',
  'loadUtilisationPct',
  'speedReductionPct',
  'co2PerNmKg',
  'co2PerTonneKg',
  'co2PerTeuKg',
  'energyPerTransportWorkKJ',
  'teuSlotUtilisationPct',
] as const;
export type TargetIndicator = (typeof TARGET_INDICATORS)[number];

/** Whether a higher value is better (utilisation) or a lower one (emissions per unit). */
export const HIGHER_IS_BETTER: Readonly<Record<TargetIndicator, boolean>> = {
  eeoi: false,
  loadUtilisationPct: true,
  speedReductionPct: false,
  co2PerNmKg: false,
  co2PerTonneKg: false,
  co2PerTeuKg: false,
  energyPerTransportWorkKJ: false,
  teuSlotUtilisationPct: true,
};

/** A user-set target for one ship or company, year and indicator. */
export interface StatTarget {
  readonly id: number;
  readonly subject: 'ship' | 'company';
  readonly subjectId: number;
  readonly year: number;
  readonly indicator: TargetIndicator;
  readonly value: number;
  readonly version: number;
}

/** An actual value against its target: 'met', 'missed', or 'none' (no target or no actual value). */
export interface TargetComparison {
  readonly indicator: TargetIndicator;
  readonly actual: number | null;
  readonly target: number | null;
  /** actual − target, in the indicator's unit. */
  readonly difference: number | null;
  readonly status: 'met' | 'missed' | 'none';
}
