import type { LegFacts } from './legFacts';

/**
 * Leg monitoring (`/MRVReport/Segmentdetection`, the legacy system): the plain
 * plausibility faults of a stored leg. The codes are what the screen translates.
 * - `distance_not_positive`: distance 0 or below ("Distance is less than 0/0");
 * - `end_before_start`: arrival not after departure ("voyage less than 0");
 * - `underway_negative`: hours under way below 0 (stops longer than the leg).
 */
export type SegmentIssue = 'distance_not_positive' | 'end_before_start' | 'underway_negative';
export const SEGMENT_ISSUES: readonly SegmentIssue[] = [
  'distance_not_positive',
  'end_before_start',
  'underway_negative',
];

export function segmentIssues(
  l: Pick<LegFacts, 'distanceNm' | 'departureAt' | 'arrivalAt' | 'hoursUnderway'>,
): SegmentIssue[] {
  const out: SegmentIssue[] = [];
  if (!(l.distanceNm > 0)) out.push('distance_not_positive');
  if (!(l.arrivalAt > l.departureAt)) out.push('end_before_start');
  if (l.hoursUnderway < 0) out.push('underway_negative');
  return out;
}
