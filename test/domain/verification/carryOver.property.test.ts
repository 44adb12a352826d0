import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  carriedFindings,
  closeProblem,
  previousReport,
  type CarryFinding,
  type PeriodReport,
} from '../../../src/domain/verification/carryOver';
import { FINDING_KINDS, FINDING_STATES } from '../../../src/domain/verification/findings';
import { REPORT_STATUSES } from '../../../src/domain/reports/types';

/** A full-year period of a year, or one of its halves (a flag or DOC-holder change). */
const periodOf = (year: number, part: 0 | 1 | 2) => {
  const y0 = Date.UTC(year, 0, 1);
  const mid = Date.UTC(year, 6, 1);
  const y1 = Date.UTC(year + 1, 0, 1);
  const [s, e] = part === 0 ? [y0, y1] : part === 1 ? [y0, mid] : [mid, y1];
  return { periodStart: new Date(s).toISOString(), periodEnd: new Date(e).toISOString() };
};

const reportArb = fc.record({
  regime: fc.constantFrom('euMrv' as const, 'imoDcs' as const),
  shipId: fc.constantFrom(1, 2),
  year: fc.integer({ min: 2021, max: 2025 }),
  part: fc.constantFrom(0 as const, 1 as const, 2 as const),
  status: fc.constantFrom(...REPORT_STATUSES),
  reportVersion: fc.integer({ min: 1, max: 3 }),
});
const reportsArb = fc
  .array(reportArb, { maxLength: 14 })
  .map((rs) => rs.map(({ part, ...r }, i): PeriodReport => ({ ...r, id: i + 1, ...periodOf(r.year, part) })));
const findingArb = (reportCount: number) =>
  fc.record({
    reportId: fc.integer({ min: 1, max: Math.max(1, reportCount) }),
    kind: fc.constantFrom(...FINDING_KINDS),
    state: fc.constantFrom(...FINDING_STATES),
    closedIn: fc.option(fc.integer({ min: 1, max: Math.max(1, reportCount) }), { nil: null }),
  });
const world = reportsArb.chain((reports) =>
  fc
    .array(findingArb(reports.length), { maxLength: 30 })
    .map((fs) =>
      fs.map(({ closedIn, ...f }, i): CarryFinding => ({
        ...f,
        id: i + 1,
        closedInReportId: f.state === 'closed' ? closedIn : null,
      })),
    )
    .chain((findings) =>
      fc.record({
        reports: fc.constant(reports),
        findings: fc.constant(findings),
        target: reports.length ? fc.constantFrom(...reports) : fc.constant(null),
      }),
    ),
);
const ms = (d: Date | string) => new Date(d).getTime();

describe('carriedFindings', () => {
  it('a misstatement never carries, nor a finding closed anywhere but on the target period', () => {
    fc.assert(
      fc.property(world, ({ reports, findings, target }) => {
        if (!target) return;
        for (const f of carriedFindings(target, reports, findings)) {
          expect(f.kind).not.toBe('misstatement');
          if (f.state === 'closed') {
            const closedOn = reports.find((r) => r.id === f.closedInReportId)!;
            expect(closedOn.regime).toBe(target.regime);
            expect(ms(closedOn.periodStart)).toBe(ms(target.periodStart));
          }
        }
      }),
    );
  });

  it('only the immediately previous period of the same ship and regime, its latest live version', () => {
    fc.assert(
      fc.property(world, ({ reports, findings, target }) => {
        if (!target) return;
        const carried = carriedFindings(target, reports, findings);
        const origin = previousReport(target, reports);
        if (!origin) {
          expect(carried).toEqual([]);
          return;
        }
        expect(origin.regime).toBe(target.regime);
        expect(origin.shipId).toBe(target.shipId);
        expect(['superseded', 'cancelled']).not.toContain(origin.status);
        expect(ms(origin.periodEnd)).toBeLessThanOrEqual(ms(target.periodStart));
        expect(target.year - origin.year).toBeGreaterThanOrEqual(0);
        expect(target.year - origin.year).toBeLessThanOrEqual(1);
        // No other live report of the ship and regime lies between the origin and the target.
        for (const r of reports)
          if (
            r.regime === target.regime &&
            r.shipId === target.shipId &&
            !['superseded', 'cancelled'].includes(r.status) &&
            r.id !== origin.id
          )
            expect(ms(r.periodEnd) <= ms(origin.periodEnd) || ms(r.periodEnd) > ms(target.periodStart)).toBe(
              true,
            );
        for (const f of carried) expect(f.reportId).toBe(origin.id);
      }),
    );
  });

  it('every open or answered non-conformity and improvement of the origin carries, in any input order', () => {
    fc.assert(
      fc.property(world, fc.nat(), ({ reports, findings, target }, shift) => {
        if (!target) return;
        const origin = previousReport(target, reports);
        const carried = carriedFindings(target, reports, findings);
        const expected = findings.filter(
          (f) => f.reportId === origin?.id && f.kind !== 'misstatement' && f.state !== 'closed',
        );
        for (const f of expected) expect(carried).toContainEqual(f);
        const k = findings.length ? shift % findings.length : 0;
        const rotated = [...findings.slice(k), ...findings.slice(0, k)];
        expect(carriedFindings(target, [...reports].reverse(), rotated)).toEqual(carried);
      }),
    );
  });
});

describe('closeProblem', () => {
  it('refuses a closed finding, a report past its verification and a blank comment, in that order', () => {
    expect(closeProblem({ state: 'closed' }, 'draft', 'x')).toBe('closed');
    expect(closeProblem({ state: 'open' }, 'verified', 'x')).toBe('reportPast');
    expect(closeProblem({ state: 'open' }, 'confirmed', 'x')).toBe('reportPast');
    expect(closeProblem({ state: 'accepted' }, 'submitted', '  ')).toBe('comment');
    expect(closeProblem({ state: 'disputed' }, 'locked', 'done')).toBeNull();
    expect(closeProblem({ state: 'open' }, 'draft', 'done')).toBeNull();
  });
});
