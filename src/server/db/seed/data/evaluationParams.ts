/**
 * Evaluation parameters (DIC_EVALUATION): tolerance fractions for data assessment
 * (docs/legacy-system.md §7). The names of the first eight are the exact keys the
 * assessment reads, the "C02" of two of them included. The reference gives their meaning and unit
 * (fractions, "0.1 = 10 %") but not the original values, so the seeded ones are starting values an
 * administrator tunes to the fleet's data:
 * - per-distance and per-transport-work fuel and CO2 (vs the ship's own history): ±20 %, between
 *   the reference's 10 % example and the 30 % alert, wide enough for weather and loading scatter;
 * - daily main-engine fuel vs the theoretical consumption curve: ±30 %, the docs/product-rules.md §9 alert level;
 * - speed band for choosing comparable history legs: ±10 %, since fuel grows with the cube of
 *   speed (±10 % speed is about ±30 % fuel, the same tolerance as above);
 * - design-speed overshoot: 10 % above the design speed;
 * - 总吨 (gross tonnage) is read by no calculation (docs/legacy-system.md §7): no value.
 * The two daily-consumption alerts are docs/product-rules.md §9's, 30 % (the spec also notes a 20 % reading).
 * What each parameter means is product text in both languages (admin i18n
 * `evaluationMeaning.<name>`), not a seeded remark: the remark stays the administrator's own.
 */
export interface EvaluationParamSeed {
  /** Parameter key (original paramname). */
  name: string;
  enName: string;
  /** Fraction, e.g. 0.3 = 30 %; null = not used. */
  value: number | null;
  remark: string;
}

const p = (name: string, enName: string, value: number | null): EvaluationParamSeed => ({
  name,
  enName,
  value,
  remark: '',
});

export const EVALUATION_PARAMS: readonly EvaluationParamSeed[] = [
  p('每海里油耗', 'Fuel per nautical mile tolerance', 0.2),
  p('每海里C02排放', 'CO2 per nautical mile tolerance', 0.2),
  p('每吨海里油耗', 'Fuel per tonne-mile tolerance', 0.2),
  p('每吨海里C02排放', 'CO2 per tonne-mile tolerance', 0.2),
  p('每日主机油耗', 'Daily fuel vs theoretical consumption tolerance', 0.3),
  p('航速', 'Speed band for history match', 0.1),
  p('总吨', 'Gross tonnage (not used)', null),
  p('设计航速范围', 'Design-speed overshoot', 0.1),
  p('海上日均油耗超历史均值', 'Daily consumption at sea above the historical average', 0.3),
  p('在港日均油耗超历史均值', 'Daily consumption in port above the historical average', 0.3),
];
