import { DomainError } from '../registry/errors';
import { co2FromFuels, type FuelAmount, type FuelCode } from '../registry/fuels';
import { CHINA_MSA } from '../registry/regional';

/** Ships ≥ 400 GT or with main propulsion ≥ 750 kW entering or leaving Chinese ports (2018 Art. 2). */
export const chinaMsaApplies = (s: { gt: number; mainPropulsionKw: number }): boolean =>
  s.gt >= CHINA_MSA.minGt || s.mainPropulsionKw >= CHINA_MSA.minMainPropulsionKw;

/** Monthly instead of per-voyage reporting: every voyage ≤ 4 h (fixed area) or ≤ 24 h (fixed route, Chinese text). */
export function monthlyReportingAllowed(
  voyageHours: readonly number[],
  mode: 'fixed_area' | 'fixed_route',
): boolean {
  return voyageHours.length > 0 && voyageHours.every((h) => h <= CHINA_MSA.monthlyMaxHours[mode]);
}

/** Raw record inside one voyage (from last berthing to this berthing). */
export interface CmsaRecord {
  readonly fuels: readonly FuelAmount[];
  readonly distanceNm: number;
  readonly hoursUnderway: number;
  readonly operatingHours?: number;
  readonly cargoTonnes?: number;
  readonly teu?: number;
  readonly passengers?: number;
  readonly shorePowerKWh?: number;
}

/** The transport-work and energy block of the CMSA data report format (docs/regulatory-sources.md §8.3). */
export interface CmsaTotals {
  readonly fuelByType: Partial<Record<FuelCode, number>>;
  readonly co2Tonnes: number;
  readonly distanceNm: number;
  readonly hoursUnderway: number;
  readonly operatingHours: number;
  /** kt·nm: Σ cargo × distance / 1 000 (per record, not Σcargo × Σdistance as the old system did). */
  readonly cargoKtNm: number;
  readonly teuNm: number;
  readonly passengerNm: number;
  readonly shorePowerKWh: number;
}

const ZERO: CmsaTotals = {
  fuelByType: {},
  co2Tonnes: 0,
  distanceNm: 0,
  hoursUnderway: 0,
  operatingHours: 0,
  cargoKtNm: 0,
  teuNm: 0,
  passengerNm: 0,
  shorePowerKWh: 0,
};

function merge(a: CmsaTotals, b: CmsaTotals): CmsaTotals {
  const fuelByType = { ...a.fuelByType };
  for (const [k, v] of Object.entries(b.fuelByType) as [FuelCode, number][])
    fuelByType[k] = (fuelByType[k] ?? 0) + v;
  return {
    fuelByType,
    co2Tonnes: a.co2Tonnes + b.co2Tonnes,
    distanceNm: a.distanceNm + b.distanceNm,
    hoursUnderway: a.hoursUnderway + b.hoursUnderway,
    operatingHours: a.operatingHours + b.operatingHours,
    cargoKtNm: a.cargoKtNm + b.cargoKtNm,
    teuNm: a.teuNm + b.teuNm,
    passengerNm: a.passengerNm + b.passengerNm,
    shorePowerKWh: a.shorePowerKWh + b.shorePowerKWh,
  };
}

function recordTotals(r: CmsaRecord): CmsaTotals {
  if (r.distanceNm < 0 || r.hoursUnderway < 0)
    throw new DomainError('record_invalid', 'distance and hours are ≥ 0');
  const fuelByType: Partial<Record<FuelCode, number>> = {};
  for (const f of r.fuels) fuelByType[f.fuel] = (fuelByType[f.fuel] ?? 0) + f.tonnes;
  return {
    fuelByType,
    co2Tonnes: co2FromFuels(r.fuels),
    distanceNm: r.distanceNm,
    hoursUnderway: r.hoursUnderway,
    operatingHours: r.operatingHours ?? r.hoursUnderway,
    cargoKtNm: ((r.cargoTonnes ?? 0) * r.distanceNm) / 1000,
    teuNm: (r.teu ?? 0) * r.distanceNm,
    passengerNm: (r.passengers ?? 0) * r.distanceNm,
    shorePowerKWh: r.shorePowerKWh ?? 0,
  };
}

/** Voyage report: every fuel type is carried (the old system dropped LNG and butane). */
export const chinaMsaVoyage = (records: readonly CmsaRecord[]): CmsaTotals =>
  records.map(recordTotals).reduce(merge, ZERO);

/** Annual (or monthly) aggregate of voyage totals. */
export const chinaMsaAggregate = (voyages: readonly CmsaTotals[]): CmsaTotals => voyages.reduce(merge, ZERO);
