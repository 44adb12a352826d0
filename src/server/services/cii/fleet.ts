import {
  ciiRisk,
  ciiShipTypeOf,
  requiredAhead,
  yearRating,
  type CiiRating,
  type CiiRisk,
} from '../../../domain/cii/index.js';
import { CII_SCOPE } from '../../../domain/registry/ciiScope.js';
import type { Db } from '../../db/client.js';
import { plansOfShip, plansOfShips } from '../../repositories/cii/actionPlans.js';
import { ciiShip } from '../../repositories/cii/ciiShip.js';
import { scopedShipList, storedParts, storedShip } from '../../repositories/cii/ratingsStore.js';
import type { ShipScopeUser } from '../../scope/ships.js';

export interface FleetRow {
  shipId: number;
  nameEn: string;
  nameZh: string | null;
  imo: string | null;
  /** Rating per year from 2023 (null = no stored rating). */
  ratings: Record<number, CiiRating | null>;
  risk: CiiRisk;
  /** A plan is recorded for the year that made it required (or later). */
  planRecorded: boolean;
  /** Years still running, rated on their legs so far (periodInput.ts): the figure will move. */
  yearToDate: number[];
}

export const fleetYears = (to: number) =>
  Array.from({ length: Math.max(0, to - CII_SCOPE.firstYear + 1) }, (_, i) => CII_SCOPE.firstYear + i);

/** Groups stored parts into one rating per ship-year (the part closing the year, domain `yearRating`). */
function byShipYear(parts: { shipId: number; year: number; start: Date; rating: string | null }[]) {
  const out = new Map<number, Map<number, { start: string; rating: CiiRating | null }[]>>();
  for (const p of parts) {
    const ship = out.get(p.shipId) ?? new Map();
    out.set(p.shipId, ship);
    const list = ship.get(p.year) ?? [];
    ship.set(p.year, list);
    list.push({ start: p.start.toISOString(), rating: p.rating as CiiRating | null });
  }
  return out;
}

/**
 * The years risk, trend and the plan duty are judged on: a year still running has a year-to-date
 * rating that is shown, but reg. 28's duties follow the attained rating of a year, known once it
 * has ended.
 */
const completeYears = (years: number[], running: number[]) => years.filter((y) => !running.includes(y));

/** Every ship in the caller's scope with its stored rating per year from 2023 to `to`, and its risk. */
async function scopedYearRatings(db: Db, user: ShipScopeUser, to: number) {
  const list = await scopedShipList(db, user);
  const parts = await storedParts(
    db,
    list.map((s) => s.id),
    CII_SCOPE.firstYear,
  );
  const inRange = parts.filter((p) => p.year <= to);
  const grouped = byShipYear(inRange);
  const running = new Set(
    inRange.filter((p) => p.source === 'yearToDate').map((p) => `${p.shipId}:${p.year}`),
  );
  const years = fleetYears(to);
  return list.map((s) => {
    const mine = grouped.get(s.id) ?? new Map();
    const ratings = Object.fromEntries(years.map((y) => [y, yearRating(mine.get(y) ?? [])]));
    const yearToDate = years.filter((y) => running.has(`${s.id}:${y}`));
    const risk = ciiRisk(
      completeYears(years, yearToDate).map((y) => ({ year: y, rating: ratings[y] ?? null })),
    );
    return { ship: s, ratings, risk, yearToDate };
  });
}

/**
 * The fleet view (docs/cii-ratings.md §4): every ship in the caller's scope with its stored rating
 * per year from 2023 to `to`, the trend, at-risk and the plan duty. Reads stored rows only.
 */
export async function fleetRatings(db: Db, user: ShipScopeUser, to: number): Promise<FleetRow[]> {
  const rows = await scopedYearRatings(db, user, to);
  const plans = await plansOfShips(
    db,
    rows.map((r) => r.ship.id),
  );
  return rows.map(({ ship: s, ratings, risk, yearToDate }) => {
    const planRecorded =
      risk.planYear !== null &&
      plans.some((p) => p.shipId === s.id && p.year >= risk.planYear! && p.status !== 'cancelled');
    return {
      shipId: s.id,
      nameEn: s.nameEn,
      nameZh: s.nameZh,
      imo: s.imo,
      ratings,
      risk,
      planRecorded,
      yearToDate,
    };
  });
}

/**
 * Rated ships and ships at risk in the caller's scope for one year, computed in the app from every
 * stored part as the fleet view reads them. The dashboard's tile counts the same in SQL from the
 * rows the rating triggers keep (repositories/dashboard.ts `ciiTile`, migration 0032); this is the
 * reference its test holds those counts to.
 */
export async function fleetSummary(db: Db, user: ShipScopeUser, year: number) {
  const rows = await scopedYearRatings(db, user, year);
  const byRating: Record<string, number> = {};
  for (const r of rows) {
    const x = r.ratings[year];
    if (x) byRating[x] = (byRating[x] ?? 0) + 1;
  }
  return {
    year,
    rated: Object.values(byRating).reduce((s, n) => s + n, 0),
    byRating,
    atRisk: rows.filter((r) => r.risk.atRisk).length,
  };
}

/**
 * A ship's page (docs/cii-ratings.md §4): every stored period, the year ratings with trend and
 * risk, the SEEMP Part III items (required CII for the next three years, the plan duty) and its
 * corrective action plans.
 */
export async function shipRatings(db: Db, shipId: number, thisYear: number) {
  const [rows, plans, ship] = await Promise.all([
    storedShip(db, shipId),
    plansOfShip(db, shipId),
    ciiShip(db, shipId),
  ]);
  const grouped = byShipYear(rows.map((r) => ({ ...r, start: r.periodStart }))).get(shipId) ?? new Map();
  const years = fleetYears(thisYear);
  const history = years.map((y) => ({ year: y, rating: yearRating(grouped.get(y) ?? []) }));
  const running = new Set(rows.filter((r) => r.source === 'yearToDate').map((r) => r.year));
  const risk = ciiRisk(history.filter((h) => !running.has(h.year)));
  const type = ciiShipTypeOf(ship.calcType);
  const ahead =
    type && ship.gt >= CII_SCOPE.minGt
      ? requiredAhead(type, { dwt: ship.dwt, gt: ship.gt }, thisYear + 1)
      : [];
  return { shipId, ciiType: type, periods: rows, history, risk, requiredAhead: ahead, plans };
}
