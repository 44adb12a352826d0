import type { Query } from '../api';
import type { TrendDto } from './dto';

/**
 * Comparison analysis ("comparison of up to three condition sets"): the screen
 * sends one flat query whose condition-set fields are prefixed `s1.`, `s2.`, `s3.` and whose other
 * fields (bucket, window) apply to every set; each chosen set runs as one trend call (the trend's
 * permission names either page, docs/api-analysis.md).
 */
export const COMPARISON_SETS = 3;
const SUBJECT = ['shipId', 'companyId', 'shipTypeCode'] as const;

export interface ComparisonSet {
  /** 1-based: the set's place in the form, kept so the legend names it as the form does. */
  set: number;
  query: Query;
}

/** The chosen sets (a ship, a company or a ship type given), each with the shared fields. */
export function comparisonSets(query: Query): ComparisonSet[] {
  const shared = Object.fromEntries(Object.entries(query).filter(([k]) => !/^s\d\./.test(k)));
  const out: ComparisonSet[] = [];
  for (let set = 1; set <= COMPARISON_SETS; set++) {
    const own = Object.fromEntries(
      Object.entries(query)
        .filter(([k]) => k.startsWith(`s${set}.`))
        .map(([k, v]) => [k.slice(k.indexOf('.') + 1), v]),
    );
    if (SUBJECT.some((k) => own[k] !== undefined && own[k] !== ''))
      out.push({ set, query: { ...shared, ...own } });
  }
  return out;
}

export interface ComparisonDto {
  sets: Array<{ set: number; trend: TrendDto }>;
}
