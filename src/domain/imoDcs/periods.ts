import { DomainError } from '../registry/errors';
import type { FuelCode } from '../registry/fuels';

export type DcsConsumer = 'main' | 'auxiliary' | 'boiler' | 'other';

/** One raw record (a day, a leg…): UTC ISO instants; fuel lines may carry the MEPC.385(81) detail. */
export interface DcsRecord {
  readonly start: string;
  readonly end: string;
  readonly fuels: readonly {
    readonly fuel: FuelCode;
    readonly tonnes: number;
    readonly consumer?: DcsConsumer;
    readonly notUnderway?: boolean;
  }[];
  readonly distanceNm: number;
  readonly hoursUnderway: number;
  readonly ladenDistanceNm?: number;
  readonly transportWorkTnm?: number;
  readonly teuNm?: number;
  readonly passengerNm?: number;
  readonly opsKWh?: number;
}

/** A change of flag or company completes at `at` (reg. 27.4–27.6); both at once = change of flag. */
export interface DcsChange {
  readonly at: string;
  readonly kind: 'flag' | 'company';
}

export interface DcsPeriod {
  readonly start: string;
  readonly end: string;
  /** What closed the period: a change, or the end of the year. */
  readonly closedBy: 'flag' | 'company' | 'year_end';
}

const ms = (iso: string, what: string) => {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) throw new DomainError('date_invalid', `${what}: "${iso}" is not an ISO date-time`);
  return t;
};

/** Split the calendar year (UTC) at every change instant; a flag change wins over a company change at the same instant. */
export function dcsPeriods(year: number, changes: readonly DcsChange[]): DcsPeriod[] {
  const yStart = Date.UTC(year, 0, 1);
  const yEnd = Date.UTC(year + 1, 0, 1);
  const cuts = new Map<number, 'flag' | 'company'>();
  for (const c of changes) {
    const t = ms(c.at, 'change');
    if (t <= yStart || t >= yEnd) continue;
    if (c.kind === 'flag' || !cuts.has(t)) cuts.set(t, c.kind);
  }
  const sorted = [...cuts.entries()].sort((a, b) => a[0] - b[0]);
  const periods: DcsPeriod[] = [];
  let from = yStart;
  for (const [t, kind] of sorted) {
    periods.push({ start: new Date(from).toISOString(), end: new Date(t).toISOString(), closedBy: kind });
    from = t;
  }
  periods.push({
    start: new Date(from).toISOString(),
    end: new Date(yEnd).toISOString(),
    closedBy: 'year_end',
  });
  return periods;
}
