/**
 * Evaluation parameters (DIC_EVALUATION): tolerance fractions for data assessment
 * (docs/legacy-system.md §7). The names of the first eight are the exact keys the original
 * code reads (including the "C02" typo). Their original values are not recorded (docs/product-rules.md §9: "other
 * thresholds are labelled but their values are not shown"), so they are seeded empty (null) for
 * an administrator to set. The two daily-consumption thresholds are the alert of docs/product-rules.md §9, default
 * 30 % (the spec notes a 20 % reading as well).
 */
export interface EvaluationParamSeed {
  /** Parameter key (original paramname). */
  name: string;
  enName: string;
  /** Fraction, e.g. 0.3 = 30 %; null = not set. */
  value: number | null;
  remark: string;
}

const p = (name: string, enName: string, value: number | null, remark = ''): EvaluationParamSeed => ({
  name,
  enName,
  value,
  remark,
});

export const EVALUATION_PARAMS: readonly EvaluationParamSeed[] = [
  p('每海里油耗', 'Fuel per nautical mile tolerance', null),
  p('每海里C02排放', 'CO2 per nautical mile tolerance', null, 'Key keeps the original "C02" spelling'),
  p('每吨海里油耗', 'Fuel per tonne-mile tolerance', null),
  p('每吨海里C02排放', 'CO2 per tonne-mile tolerance', null, 'Key keeps the original "C02" spelling'),
  p('每日主机油耗', 'Daily fuel vs theoretical consumption tolerance', null),
  p('航速', 'Speed band for history match', null),
  p('总吨', 'Gross tonnage', null, 'Unused by the original calculations'),
  p('设计航速范围', 'Design-speed overshoot', null),
  p('海上日均油耗超历史均值', 'Daily consumption at sea above the historical average', 0.3, 'Spec §9 alert'),
  p('在港日均油耗超历史均值', 'Daily consumption in port above the historical average', 0.3, 'Spec §9 alert'),
];
