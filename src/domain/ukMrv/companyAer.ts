import { FUEL_CLASSES, type ByClass } from '../ledger/types';
import { PARAMETER_SET } from '../registry/source';
import { UK_AER_SHIP_LINES } from '../reports/regimes';
import { ukErcStep, type UkErcTotals } from './erc';
import type { UkAggregates, UkGhg } from './report';

/**
 * The UK company-level Annual Emissions Report (AER): one per operator account (the company's IMO
 * number) and year, covering all its ships (docs/reports-uk-and-cross-regime.md). Built from the per-ship UK figures of
 * `ukReport` (docs/reports-uk-and-cross-regime.md §8); nothing here reads the ledger itself.
 */

/** Where a ship's figures came from: a submitted/confirmed ship report's frozen figures, or the ledger now. */
export type UkAerSource =
  | {
      kind: 'report';
      reportId: number;
      status: 'submitted' | 'verified' | 'confirmed' | 'accepted';
      referenceCode: string;
    }
  | { kind: 'ledger' };

export interface UkAerShipInput {
  readonly imo: string;
  readonly name: string;
  /** The part of the year the ship was the company's, [from, to) as UTC instants. */
  readonly from: string;
  readonly to: string;
  readonly source: UkAerSource;
  readonly aggregates: UkAggregates;
}

export interface UkCompanyAerInput {
  readonly company: { readonly id: number; readonly imo: string; readonly name: string };
  readonly year: number;
  readonly ships: readonly UkAerShipInput[];
  /** The company's emissions reduction claims of the year for these ships, tCO2 (0 when none). */
  readonly erc?: number;
}

/** One ship's `aggregatedData` (docs/reports-uk-and-cross-regime.md) with its details `allYear` / `from` < `to`. */
export interface UkAerShip {
  imo: string;
  name: string;
  allYear: boolean;
  /** First and last day (UTC dates, both inclusive) the ship is in the report. */
  from: string;
  to: string;
  source: UkAerSource;
  fuelT: ByClass;
  withinUkPorts: UkGhg;
  betweenUkPorts: UkGhg;
  betweenUkAndNi: UkGhg;
  ukAndNonEea: UkGhg;
  totalFromVoyagesAndPorts: UkGhg;
  lessNiDeduction: UkGhg;
  totalShipEmissions: UkGhg;
  surrenderEmissions: UkGhg;
}

/**
 * The AER's `totalEmissions` section (docs/reports-uk-and-cross-regime.md §3.1), tCO2e: the total,
 * the claims deducted, the NI deduction after the claims' pro rata share, total − claims, and
 * what is surrendered (`ukErcStep`).
 */
export type UkAerTotals = UkErcTotals;

export interface UkCompanyAer {
  company: { id: number; imo: string; name: string };
  year: number;
  ships: UkAerShip[];
  /** Σ of the ships' per-gas blocks (tCO2 / tCO2e). */
  sums: Pick<
    UkAerShip,
    | 'withinUkPorts'
    | 'betweenUkPorts'
    | 'betweenUkAndNi'
    | 'ukAndNonEea'
    | 'totalFromVoyagesAndPorts'
    | 'lessNiDeduction'
    | 'totalShipEmissions'
    | 'surrenderEmissions'
  > & { fuelT: ByClass };
  totals: UkAerTotals;
  /** The same totals as the "…Summary" values: whole tonnes HALF_UP, a negative value unrounded. */
  summary: UkAerTotals;
  paramVersion: string;
}

/**
 * "Summary values rounded to whole tonnes HALF_UP, unless negative" (docs/reports-uk-and-cross-regime.md). The value
 * is first cut to the 7 decimals the AER carries, so a float sum such as 2.4999999999999996 that
 * stands for 2.5 rounds to 3 as the service would.
 */
export function ukSummaryRound(x: number): number {
  if (x < 0) return x;
  const at7 = Number(x.toFixed(7));
  return Math.floor(at7 + 0.5);
}

const GHG_KEYS = UK_AER_SHIP_LINES;

const zero = (): UkGhg => ({ co2: 0, ch4: 0, n2o: 0, total: 0 });
const copy = (g: UkGhg): UkGhg => ({ co2: g.co2, ch4: g.ch4, n2o: g.n2o, total: g.total });
const DAY = 86_400_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The company AER of one year from its ships' UK aggregates. Ships are ordered by IMO number and
 * summed in that order, so the answer does not depend on the order they are given in. A ship whose
 * period is not the whole calendar year is `allYear = false` with its first and last day; a period
 * that is empty or outside the year is refused (the caller clips it first).
 */
export function ukCompanyAer(input: UkCompanyAerInput): UkCompanyAer {
  const yStart = Date.UTC(input.year, 0, 1);
  const yEnd = Date.UTC(input.year + 1, 0, 1);
  const ships = [...input.ships]
    .sort((a, b) => (a.imo < b.imo ? -1 : a.imo > b.imo ? 1 : 0))
    .map((s): UkAerShip => {
      const from = Date.parse(s.from);
      const to = Date.parse(s.to);
      if (!(from >= yStart && to <= yEnd && from < to))
        throw new RangeError(`ship ${s.imo}: period ${s.from}–${s.to} is not inside ${input.year}`);
      const a = s.aggregates;
      return {
        imo: s.imo,
        name: s.name,
        allYear: from === yStart && to === yEnd,
        from: dateOf(from),
        to: dateOf(Math.ceil(to / DAY) * DAY - DAY),
        source: s.source,
        fuelT: { ...a.fuelT },
        withinUkPorts: copy(a.withinUkPorts),
        betweenUkPorts: copy(a.betweenUkPorts),
        betweenUkAndNi: copy(a.betweenUkAndNi),
        ukAndNonEea: copy(a.ukAndNonEea),
        totalFromVoyagesAndPorts: copy(a.totalFromVoyagesAndPorts),
        lessNiDeduction: copy(a.lessNiDeduction),
        totalShipEmissions: copy(a.totalShipEmissions),
        surrenderEmissions: copy(a.surrenderEmissions),
      };
    });
  const sums = {
    fuelT: {} as ByClass,
    ...(Object.fromEntries(GHG_KEYS.map((k) => [k, zero()])) as Record<(typeof GHG_KEYS)[number], UkGhg>),
  };
  for (const s of ships) {
    for (const c of FUEL_CLASSES) if (s.fuelT[c]) sums.fuelT[c] = (sums.fuelT[c] ?? 0) + s.fuelT[c]!;
    for (const k of GHG_KEYS) {
      sums[k].co2 += s[k].co2;
      sums[k].ch4 += s[k].ch4;
      sums[k].n2o += s[k].n2o;
      sums[k].total += s[k].total;
    }
  }
  const totals: UkAerTotals = ukErcStep({
    total: sums.totalFromVoyagesAndPorts,
    niDeduction: sums.lessNiDeduction,
    surrender: sums.surrenderEmissions.total,
    erc: input.erc ?? 0,
  });
  const summary = Object.fromEntries(
    Object.entries(totals).map(([k, v]) => [k, ukSummaryRound(v)]),
  ) as unknown as UkAerTotals;
  return {
    company: { ...input.company },
    year: input.year,
    ships,
    sums,
    totals,
    summary,
    paramVersion: PARAMETER_SET,
  };
}

/** The AER files hold at most this many ships each (docs/reports-uk-and-cross-regime.md). */
export const UK_AER_SHIPS_PER_FILE = 1000;

/** The ships of part `part` (1-based) of `parts` files of at most `UK_AER_SHIPS_PER_FILE` ships. */
export function ukAerParts<T>(ships: readonly T[], per = UK_AER_SHIPS_PER_FILE): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < ships.length; i += per) out.push(ships.slice(i, i + per));
  return out.length ? out : [[]];
}

/** A DOC change of the ship (the ledger's flag/DOC log, `kind: 'doc'` rows), UTC ms. */
export interface UkDocChange {
  readonly at: number;
  readonly oldCompanyId?: number | null;
  readonly newCompanyId?: number | null;
}

/**
 * The part of `year` in which `companyId` was the ship's DOC holder (the ISM company, the UK
 * operator account), from its DOC change log and the current holder: before the first change the
 * first change's old holder, after each change its new one. Several separate spells give their hull
 * (first start to last end). Null when the company never held the ship in the year.
 */
export function ukAerShipPeriod(
  year: number,
  companyId: number,
  currentDocCompanyId: number | null,
  changes: readonly UkDocChange[],
): { from: string; to: string } | null {
  const yStart = Date.UTC(year, 0, 1);
  const yEnd = Date.UTC(year + 1, 0, 1);
  const sorted = [...changes].sort((a, b) => a.at - b.at);
  // Spells [start, end) of each holder, the first beginning at -∞ and the last ending at +∞.
  const spells: { start: number; end: number; holder: number | null }[] = [];
  let start = -Infinity;
  let holder = sorted.length ? (sorted[0]!.oldCompanyId ?? null) : currentDocCompanyId;
  for (const c of sorted) {
    spells.push({ start, end: c.at, holder });
    start = c.at;
    holder = c.newCompanyId ?? null;
  }
  spells.push({ start, end: Infinity, holder });
  let from = Infinity;
  let to = -Infinity;
  for (const s of spells) {
    if (s.holder !== companyId) continue;
    const a = Math.max(s.start, yStart);
    const b = Math.min(s.end, yEnd);
    if (a >= b) continue;
    from = Math.min(from, a);
    to = Math.max(to, b);
  }
  if (!(from < to)) return null;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}
