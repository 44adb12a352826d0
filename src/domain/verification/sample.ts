/**
 * The verifier's sample of ledger records (docs/verification.md §4): reproducible (the same seed and
 * the same records give the same sample, whatever order the records come in) and stratified by
 * fuel and leg kind, so a rare fuel or a port stay is never left out by chance.
 *
 * Allocation: every stratum gets its proportional share of `size` (rounded down, at least one,
 * never more than it holds); what is left of `size` goes to the strata with the largest remainders.
 * The sample holds max(size, strata) records (one per stratum at least), at most the population.
 */
export interface SampleRecord {
  /** The record's reference code (unique within the report's period). */
  ref: string;
  /** Fuel code, or '' for a record without fuel. */
  fuel: string;
  /** Leg kind: 'sea' | 'port' | … as the ledger names it. */
  legKind: string;
}

export interface Stratum {
  fuel: string;
  legKind: string;
  population: number;
  drawn: string[];
}

export interface Sample {
  seed: string;
  size: number;
  strata: Stratum[];
  /** Every drawn reference, strata in order. */
  refs: string[];
}

/** 32-bit FNV-1a of the seed: the generator's start. */
function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** mulberry32: small, fast, and the same sequence on every platform. */
function generator(seed: string) {
  let a = hashSeed(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const keyOf = (r: { fuel: string; legKind: string }) => `${r.fuel}\u0000${r.legKind}`;

function allocate(sizes: number[], size: number): number[] {
  const total = sizes.reduce((a, b) => a + b, 0);
  if (total === 0) return sizes.map(() => 0);
  const target = Math.min(total, Math.max(size, sizes.length));
  const exact = sizes.map((n) => (size * n) / total);
  const take = sizes.map((n, i) => Math.min(n, Math.max(1, Math.floor(exact[i]!))));
  const frac = (i: number) => exact[i]! - Math.floor(exact[i]!);
  const sum = () => take.reduce((a, b) => a + b, 0);
  // The minimum of one per stratum can overshoot: take back from the largest shares first.
  while (sum() > target) {
    let j = -1;
    for (let i = 0; i < take.length; i++)
      if (take[i]! > 1 && (j < 0 || take[i]! > take[j]! || (take[i] === take[j] && frac(i) < frac(j)))) j = i;
    take[j]! -= 1;
  }
  // What rounding down left goes to the largest remainders, where a stratum has records left.
  const order = sizes.map((_, i) => i).sort((i, j) => frac(j) - frac(i) || i - j);
  while (sum() < target) for (const i of order) if (sum() < target && take[i]! < sizes[i]!) take[i]! += 1;
  return take;
}

/** Draws the sample: `size` records (see the allocation above) from `records`, seeded by `seed`. */
export function drawSample(records: readonly SampleRecord[], size: number, seed: string): Sample {
  const groups = new Map<string, SampleRecord[]>();
  for (const r of records) groups.set(keyOf(r), [...(groups.get(keyOf(r)) ?? []), r]);
  const keys = [...groups.keys()].sort();
  const members = keys.map((k) => [...new Set(groups.get(k)!.map((r) => r.ref))].sort());
  const take = allocate(
    members.map((m) => m.length),
    Math.max(0, Math.floor(size)),
  );
  const strata = keys.map((k, i) => {
    // One generator per stratum, seeded by the stratum too: adding a stratum elsewhere does not move this one's draw.
    const next = generator(`${seed}\u0000${k}`);
    const pool = [...members[i]!];
    for (let j = pool.length - 1; j > 0; j--) {
      const p = Math.floor(next() * (j + 1));
      [pool[j], pool[p]] = [pool[p]!, pool[j]!];
    }
    const first = groups.get(k)![0]!;
    return {
      fuel: first.fuel,
      legKind: first.legKind,
      population: pool.length,
      drawn: pool.slice(0, take[i]).sort(),
    };
  });
  return { seed, size, strata, refs: strata.flatMap((s) => s.drawn) };
}
