import { FUEL_CODES, type FuelAmount, type FuelCode } from '../registry/fuels';
import type { ShipType } from '../registry/shipTypes';
import { calculateCii, type CiiResult } from './calculate';

/**
 * Year-end CII forecast (docs/cii-forecast-what-if.md §1): the attained CII of the legs so far, and
 * the year's figure when the rest of the year is sailed like the recent past. Pure; the server
 * feeds it the ship's IMO legs of the year from the ledger.
 */

/** Tonnes per registry fuel class; a class with nothing is left out. */
export type FuelTonnes = Partial<Record<FuelCode, number>>;

const DAY_MS = 86_400_000;

/** One IMO leg as the forecast reads it: sea fuel and distance, then the stay at its end port. */
export interface ForecastLeg {
  /** UTC epoch ms. */
  readonly departureAt: number;
  readonly arrivalAt: number;
  /** Hours at the end port (its arrival to its departure); null while the ship is still there. */
  readonly hoursInPort: number | null;
  readonly distanceNm: number;
  readonly fuelAtSea: FuelTonnes;
  readonly fuelInPort: FuelTonnes;
}

export interface ForecastShip {
  readonly shipType: ShipType;
  readonly dwt?: number;
  readonly gt?: number;
}

export interface ForecastInput {
  readonly ship: ForecastShip;
  readonly year: number;
  /** The ship's IMO legs departing in the year, in any order. */
  readonly legs: readonly ForecastLeg[];
  /** Length of the profile window, days before the end of the data (default 90). */
  readonly profileDays?: number;
}

/** The recent operating profile: rates per day at sea and per day in port. */
export interface OperatingProfile {
  /** UTC ms: the first departure of the window's legs. */
  readonly windowStart: number;
  readonly windowDays: number;
  readonly seaDays: number;
  readonly portDays: number;
  /** seaDays / windowDays. */
  readonly seaShare: number;
  readonly distancePerSeaDay: number;
  readonly seaFuelPerDay: FuelTonnes;
  readonly portFuelPerDay: FuelTonnes;
  readonly legs: number;
}

/** Fuel and distance of a stretch of time, sea and port apart. */
export interface Stretch {
  readonly seaDays: number;
  readonly portDays: number;
  readonly distanceNm: number;
  readonly fuelAtSea: FuelTonnes;
  readonly fuelInPort: FuelTonnes;
}

export interface PeriodFigures {
  readonly distanceNm: number;
  readonly fuels: readonly FuelAmount[];
  /** Null when no distance was sailed (the attained CII is undefined). */
  readonly cii: CiiResult | null;
}

export interface CiiForecast {
  readonly year: number;
  /** UTC ms: the end of the last leg's stay, or of its arrival (capped at the year's end). */
  readonly dataEnd: number | null;
  readonly remainderDays: number;
  readonly profile: OperatingProfile | null;
  readonly ytd: PeriodFigures;
  readonly remainder: Stretch;
  readonly projected: PeriodFigures;
}

export const DEFAULT_PROFILE_DAYS = 90;

export const yearEndMs = (year: number) => Date.UTC(year + 1, 0, 1);

/** a + k·b per fuel class (a new object). */
export function addTonnes(a: FuelTonnes, b: FuelTonnes, k = 1): FuelTonnes {
  const out: FuelTonnes = { ...a };
  for (const f of FUEL_CODES) {
    const t = b[f];
    if (t) out[f] = (out[f] ?? 0) + t * k;
  }
  return out;
}

export const scaleTonnes = (a: FuelTonnes, k: number): FuelTonnes => addTonnes({}, a, k);

/** The fuel lines calculateCii takes, in registry order, without empty classes. */
export const fuelAmounts = (a: FuelTonnes): FuelAmount[] =>
  FUEL_CODES.filter((f) => (a[f] ?? 0) > 0).map((fuel) => ({ fuel, tonnes: a[fuel]! }));

const seaDaysOf = (l: ForecastLeg) => Math.max(0, l.arrivalAt - l.departureAt) / DAY_MS;
const portDaysOf = (l: ForecastLeg) => Math.max(0, l.hoursInPort ?? 0) / 24;
const legEnd = (l: ForecastLeg) => l.arrivalAt + portDaysOf(l) * DAY_MS;

/**
 * The profile of the legs departing in the last `days` before `dataEnd` (at least the last leg):
 * whole legs, so each leg's sea fuel, distance and end-port stay come together. Port fuel without
 * any port time (the ship still in its last port) joins the sea rate, so the window's total is kept.
 */
export function operatingProfile(
  legs: readonly ForecastLeg[],
  dataEnd: number,
  days = DEFAULT_PROFILE_DAYS,
): OperatingProfile | null {
  if (legs.length === 0) return null;
  const sorted = [...legs].sort((a, b) => a.departureAt - b.departureAt);
  const from = dataEnd - days * DAY_MS;
  let window = sorted.filter((l) => l.departureAt >= from);
  if (window.length === 0) window = [sorted[sorted.length - 1]];
  let seaDays = 0;
  let portDays = 0;
  let distance = 0;
  let sea: FuelTonnes = {};
  let port: FuelTonnes = {};
  for (const l of window) {
    seaDays += seaDaysOf(l);
    portDays += portDaysOf(l);
    distance += l.distanceNm;
    sea = addTonnes(sea, l.fuelAtSea);
    port = addTonnes(port, l.fuelInPort);
  }
  if (!(portDays > 0)) {
    sea = addTonnes(sea, port);
    port = {};
  }
  const windowDays = seaDays + portDays;
  if (!(seaDays > 0)) return null;
  return {
    windowStart: window[0].departureAt,
    windowDays,
    seaDays,
    portDays,
    seaShare: seaDays / windowDays,
    distancePerSeaDay: distance / seaDays,
    seaFuelPerDay: scaleTonnes(sea, 1 / seaDays),
    portFuelPerDay: portDays > 0 ? scaleTonnes(port, 1 / portDays) : {},
    legs: window.length,
  };
}

/** The rest of the year sailed at the profile: R days split by the profile's sea share. */
export function remainderAtProfile(profile: OperatingProfile | null, remainderDays: number): Stretch {
  if (!profile || remainderDays <= 0) {
    return { seaDays: 0, portDays: 0, distanceNm: 0, fuelAtSea: {}, fuelInPort: {} };
  }
  const seaDays = remainderDays * profile.seaShare;
  const portDays = remainderDays - seaDays;
  return {
    seaDays,
    portDays,
    distanceNm: seaDays * profile.distancePerSeaDay,
    fuelAtSea: scaleTonnes(profile.seaFuelPerDay, seaDays),
    fuelInPort: scaleTonnes(profile.portFuelPerDay, portDays),
  };
}

/** Attained CII and rating of a period, or null without distance. */
export function periodFigures(
  ship: ForecastShip,
  year: number,
  distanceNm: number,
  fuel: FuelTonnes,
): PeriodFigures {
  const fuels = fuelAmounts(fuel);
  const cii =
    distanceNm > 0 && fuels.length > 0
      ? calculateCii({ shipType: ship.shipType, dwt: ship.dwt, gt: ship.gt, year, distanceNm, fuels })
      : null;
  return { distanceNm, fuels, cii };
}

/** Sums of the legs so far: distance and fuel (sea and port together, as the DCS totals count them). */
export function yearToDate(legs: readonly ForecastLeg[]): { distanceNm: number; fuel: FuelTonnes } {
  let distanceNm = 0;
  let fuel: FuelTonnes = {};
  for (const l of legs) {
    distanceNm += l.distanceNm;
    fuel = addTonnes(addTonnes(fuel, l.fuelAtSea), l.fuelInPort);
  }
  return { distanceNm, fuel };
}

/** The end of the data: the last leg's stay end (or arrival), never past the year's end. */
export function dataEndOf(legs: readonly ForecastLeg[], year: number): number | null {
  if (legs.length === 0) return null;
  return Math.min(yearEndMs(year), Math.max(...legs.map(legEnd)));
}

/** Year-to-date and projected year-end CII of one ship (docs/cii-forecast-what-if.md §1). */
export function forecastCii(input: ForecastInput): CiiForecast {
  const { ship, year, legs } = input;
  const dataEnd = dataEndOf(legs, year);
  const remainderDays = dataEnd === null ? 0 : Math.max(0, yearEndMs(year) - dataEnd) / DAY_MS;
  const profile = dataEnd === null ? null : operatingProfile(legs, dataEnd, input.profileDays);
  const ytd = yearToDate(legs);
  const remainder = remainderAtProfile(profile, remainderDays);
  const projectedFuel = addTonnes(addTonnes(ytd.fuel, remainder.fuelAtSea), remainder.fuelInPort);
  return {
    year,
    dataEnd,
    remainderDays,
    profile,
    ytd: periodFigures(ship, year, ytd.distanceNm, ytd.fuel),
    remainder,
    projected: periodFigures(ship, year, ytd.distanceNm + remainder.distanceNm, projectedFuel),
  };
}
