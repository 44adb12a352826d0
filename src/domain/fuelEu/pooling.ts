import { DomainError } from '../registry/errors';

export interface PoolMember {
  readonly shipId: string;
  /** Adjusted compliance balance before pooling, t CO2e. */
  readonly before: number;
}

export interface PoolAllocation extends PoolMember {
  readonly after: number;
}

/**
 * Pool rules (Art. 21, docs/regulatory-sources.md §7.9): at least two ships, each once; Σ balances ≥ 0; a deficit
 * ship may not leave worse off; a surplus ship may not leave with a deficit. Returns the broken rules.
 */
export function poolViolations(members: readonly PoolAllocation[], tolerance = 1e-9): string[] {
  const errors: string[] = [];
  if (members.length < 2) errors.push('pool_too_small');
  if (new Set(members.map((m) => m.shipId)).size !== members.length) errors.push('pool_duplicate_ship');
  if (members.reduce((s, m) => s + m.before, 0) < -tolerance) errors.push('pool_negative_sum');
  const afterSum = members.reduce((s, m) => s + m.after, 0);
  const beforeSum = members.reduce((s, m) => s + m.before, 0);
  if (Math.abs(afterSum - beforeSum) > tolerance * Math.max(1, Math.abs(beforeSum)))
    errors.push('pool_not_conserved');
  for (const m of members) {
    if (m.before < 0 && m.after < m.before - tolerance) errors.push(`pool_deficit_worse:${m.shipId}`);
    if (m.before >= 0 && m.after < -tolerance) errors.push(`pool_surplus_negative:${m.shipId}`);
  }
  return errors;
}

/**
 * Greedy allocation: the largest surpluses cover the deficits, largest deficit first. Satisfies every
 * rule of poolViolations; throws when the pool cannot be valid.
 */
export function allocatePool(members: readonly PoolMember[]): PoolAllocation[] {
  const after = new Map(members.map((m) => [m.shipId, m.before]));
  const donors = members.filter((m) => m.before > 0).sort((a, b) => b.before - a.before);
  const takers = members.filter((m) => m.before < 0).sort((a, b) => a.before - b.before);
  for (const t of takers) {
    for (const d of donors) {
      const need = -after.get(t.shipId)!;
      const can = after.get(d.shipId)!;
      if (need <= 0) break;
      const move = Math.min(need, can);
      after.set(d.shipId, can - move);
      after.set(t.shipId, -need + move);
    }
  }
  const result = members.map((m) => ({ ...m, after: after.get(m.shipId)! }));
  const errors = poolViolations(result);
  if (errors.length) throw new DomainError('pool_invalid', errors.join(', '));
  return result;
}
