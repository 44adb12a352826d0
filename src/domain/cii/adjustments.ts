import { DomainError } from '../registry/errors';
import type { IceClass, TankerOperation } from '../registry/ciiG5';
import type { FuelAmount, FuelCode } from '../registry/fuels';
import { calculateCii, type CiiInput, type CiiResult } from './calculate';
import type { CiiCorrections } from './corrections';

/**
 * CII adjustments and corrections a company records and a verifier confirms
 * (docs/cii-adjustments.md §1). Each record is one G5 (MEPC.355(78)) term:
 * - adjustments (voyage level): `ice` and `rescue` deduct their fuel and distance
 *   (FC_voyage,j and D_x); `sts` and `shuttle` deduct TF_j = (1 − AF_Tanker) · fuel (tankers);
 * - corrections: `electrical` (reefers, cargo cooling), `boiler` (cargo heating) and `others`
 *   (other cargo consumers) deduct (0.75 − 0.03·y_i) of their fuel; `iceClass` sets f_i and f_m;
 *   `fc` and `fiVse` are capacity factors.
 */
export const ADJUSTMENT_TYPES = ['ice', 'rescue', 'sts', 'shuttle'] as const;
export const CORRECTION_TYPES = ['electrical', 'boiler', 'others', 'iceClass', 'fc', 'fiVse'] as const;
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];
export type CorrectionType = (typeof CORRECTION_TYPES)[number];
export type CiiAdjustType = AdjustmentType | CorrectionType;
export type CiiAdjustKind = 'adjustment' | 'correction';

export const kindOfType = (t: CiiAdjustType): CiiAdjustKind =>
  (ADJUSTMENT_TYPES as readonly string[]).includes(t) ? 'adjustment' : 'correction';

/** What each type carries: fuel per fuel type, a distance, an ice class or a factor. */
export const TYPE_FIELDS: Readonly<
  Record<CiiAdjustType, { fuels: boolean; distance: boolean; iceClass: boolean; factor: boolean }>
> = {
  ice: { fuels: true, distance: true, iceClass: false, factor: false },
  rescue: { fuels: true, distance: true, iceClass: false, factor: false },
  sts: { fuels: true, distance: false, iceClass: false, factor: false },
  shuttle: { fuels: true, distance: false, iceClass: false, factor: false },
  electrical: { fuels: true, distance: false, iceClass: false, factor: false },
  boiler: { fuels: true, distance: false, iceClass: false, factor: false },
  others: { fuels: true, distance: false, iceClass: false, factor: false },
  iceClass: { fuels: false, distance: false, iceClass: true, factor: false },
  fc: { fuels: false, distance: false, iceClass: false, factor: true },
  fiVse: { fuels: false, distance: false, iceClass: false, factor: true },
};

/** The G5 content of one record (the rest of a stored row is bookkeeping). */
export interface CiiAdjustTerm {
  readonly type: CiiAdjustType;
  readonly fuels: readonly FuelAmount[];
  readonly distanceNm: number;
  readonly iceClass: IceClass | null;
  readonly factor: number | null;
}

const add = (m: Map<FuelCode, number>, fuels: readonly FuelAmount[]) => {
  for (const f of fuels) m.set(f.fuel, (m.get(f.fuel) ?? 0) + f.tonnes);
};
const list = (m: Map<FuelCode, number>): FuelAmount[] | undefined =>
  m.size ? [...m].map(([fuel, tonnes]) => ({ fuel, tonnes })) : undefined;

const single = <T>(values: T[], what: string): T | undefined => {
  if (new Set(values).size > 1)
    throw new DomainError('correction_conflict', `more than one ${what} in one period`);
  return values[0];
};

/**
 * Sums records into the G5 terms `calculateCii` takes: fuel lists add up per fuel type, voyage
 * distances add up; an ice class, f_c, f_iVSE and the tanker operation may each have one value per
 * period (two different ones answer `correction_conflict`). No record: undefined (no correction).
 */
export function sumCorrections(terms: readonly CiiAdjustTerm[]): CiiCorrections | undefined {
  if (terms.length === 0) return undefined;
  const voyage = new Map<FuelCode, number>();
  const tanker = new Map<FuelCode, number>();
  const electrical = new Map<FuelCode, number>();
  const boiler = new Map<FuelCode, number>();
  const others = new Map<FuelCode, number>();
  let distance = 0;
  const ops: TankerOperation[] = [];
  const ice: IceClass[] = [];
  const fc: number[] = [];
  const fiVse: number[] = [];
  for (const t of terms) {
    switch (t.type) {
      case 'ice':
      case 'rescue':
        add(voyage, t.fuels);
        distance += t.distanceNm;
        break;
      case 'sts':
      case 'shuttle':
        add(tanker, t.fuels);
        ops.push(t.type);
        break;
      case 'electrical':
        add(electrical, t.fuels);
        break;
      case 'boiler':
        add(boiler, t.fuels);
        break;
      case 'others':
        add(others, t.fuels);
        break;
      case 'iceClass':
        if (t.iceClass) ice.push(t.iceClass);
        break;
      case 'fc':
        if (t.factor !== null) fc.push(t.factor);
        break;
      case 'fiVse':
        if (t.factor !== null) fiVse.push(t.factor);
        break;
    }
  }
  const operation = single(ops, 'tanker operation (STS or shuttle)');
  const tankerFuels = list(tanker);
  return {
    ...(voyage.size ? { voyageFuels: list(voyage) } : {}),
    ...(distance > 0 ? { voyageDistanceNm: distance } : {}),
    ...(operation && tankerFuels ? { tanker: { operation, fuels: tankerFuels } } : {}),
    ...(electrical.size ? { electricalFuels: list(electrical) } : {}),
    ...(boiler.size ? { boilerFuels: list(boiler) } : {}),
    ...(others.size ? { otherFuels: list(others) } : {}),
    ...(ice.length ? { iceClass: single(ice, 'ice class') } : {}),
    ...(fc.length ? { fc: single(fc, 'f_c') } : {}),
    ...(fiVse.length ? { fiVse: single(fiVse, 'f_iVSE') } : {}),
  };
}

/** A rating, or the domain error that stopped it (a deduction above the fuel consumed, …). */
export type RatingOutcome =
  { readonly ok: true; readonly result: CiiResult } | { readonly ok: false; readonly error: string };

const outcome = (input: CiiInput, terms: readonly CiiAdjustTerm[]): RatingOutcome => {
  try {
    return { ok: true, result: calculateCii({ ...input, corrections: sumCorrections(terms) }) };
  } catch (e) {
    if (e instanceof DomainError) return { ok: false, error: e.code };
    throw e;
  }
};

export interface RatingComparison<Id> {
  /** The period's rating with no adjustment or correction. */
  readonly without: RatingOutcome;
  /** Each record alone on top of nothing else. */
  readonly each: ReadonlyArray<{ readonly id: Id; readonly outcome: RatingOutcome }>;
  /** All given records together; null when none is given. */
  readonly all: RatingOutcome | null;
}

/**
 * The rating of one period without any record, with each alone and with all of them
 * (the rating shows with and without each adjustment). `input` is the period's uncorrected CII
 * input from the ledger; any corrections already on it are ignored.
 */
export function compareRatings<Id>(
  input: CiiInput,
  records: ReadonlyArray<{ readonly id: Id; readonly term: CiiAdjustTerm }>,
): RatingComparison<Id> {
  const base: CiiInput = { ...input, corrections: undefined };
  return {
    without: outcome(base, []),
    each: records.map((r) => ({ id: r.id, outcome: outcome(base, [r.term]) })),
    all: records.length
      ? outcome(
          base,
          records.map((r) => r.term),
        )
      : null,
  };
}
