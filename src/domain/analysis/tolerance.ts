/**
 * Tolerances of the evaluation dictionary (`dic_evaluation_params`, docs/legacy-system.md §7):
 * fractions an administrator sets (0.2 = 20 %). The keys are the original's exact names, which the
 * seed also uses (src/server/db/seed/data/evaluationParams.ts). A tolerance that is not set
 * (null, missing, negative) switches its check off rather than inventing a value.
 */
export const EVALUATION_KEYS = {
  fuelPerNm: '每海里油耗',
  co2PerNm: '每海里C02排放',
  fuelPerTw: '每吨海里油耗',
  co2PerTw: '每吨海里C02排放',
  dailyVsTheoretical: '每日主机油耗',
  speedBand: '航速',
  designSpeedOvershoot: '设计航速范围',
  alertAtSea: '海上日均油耗超历史均值',
  alertInPort: '在港日均油耗超历史均值',
} as const;

export type ToleranceName = keyof typeof EVALUATION_KEYS;
export type Tolerances = Record<ToleranceName, number | null>;

/** The tolerances from the dictionary's rows (disabled rows are left out by the caller). */
export function tolerancesFrom(rows: ReadonlyArray<{ name: string; value: number | null }>): Tolerances {
  const byName = new Map(rows.map((r) => [r.name, r.value]));
  const out = {} as Tolerances;
  for (const [k, name] of Object.entries(EVALUATION_KEYS) as [ToleranceName, string][]) {
    const v = byName.get(name);
    out[k] = v !== undefined && v !== null && Number.isFinite(v) && v >= 0 ? v : null;
  }
  return out;
}

export type Deviation = 'high' | 'low';

/**
 * Whether `value` lies outside reference × (1 ± tolerance). Null when it cannot be judged (no
 * value, no reference, tolerance not set). The bounds themselves are inside.
 */
export function deviation(
  value: number | null,
  reference: number | null,
  tolerance: number | null,
): Deviation | null {
  if (value === null || reference === null || tolerance === null) return null;
  if (value > reference * (1 + tolerance)) return 'high';
  if (value < reference * (1 - tolerance)) return 'low';
  return null;
}
