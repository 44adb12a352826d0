import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { daysLate, deadlineOf, deadlineStateAt } from '../../../src/domain/reports/deadline';
import { correctedValue, diffTotals } from '../../../src/domain/reports/diff';
import type { FigureTotal } from '../../../src/domain/reports/types';

describe('report deadlines (registry REPORT_DEADLINES)', () => {
  it.each([
    ['imoDcs', 2025, '2026-04-01T00:00:00.000Z'], // 31 Mar, MARPOL Annex VI reg. 27.3
    ['chinaMsa', 2025, '2026-04-02T00:00:00.000Z'], // 1 Apr
    ['fuelEu', 2025, '2026-02-01T00:00:00.000Z'], // 31 Jan, report to the verifier
    ['euMrv', 2024, '2025-04-01T00:00:00.000Z'],
  ] as const)('%s %i is due at the end of the day: %s', (regime, year, due) => {
    expect(deadlineOf(regime, year)).toBe(due);
  });

  const due = '2026-04-01T00:00:00.000Z';
  it.each([
    ['2026-03-01T23:59:59Z', null, 'onTime'],
    ['2026-03-02T00:00:00Z', null, 'dueSoon'], // 30 days before
    ['2026-03-31T23:59:59Z', null, 'dueSoon'],
    ['2026-04-01T00:00:00Z', null, 'overdue'],
    ['2026-05-01T00:00:00Z', '2026-03-31T23:59:59Z', 'met'], // on the last filing day
    ['2026-11-28T00:00:00Z', '2026-11-28T09:30:00Z', 'late'], // a 2025 DCS report filed in November
    ['2026-04-01T00:00:00Z', '2026-04-01T00:00:00Z', 'late'], // the first instant after the deadline
  ] as const)('at %s (submitted %s): %s', (now, submitted, state) => {
    expect(deadlineStateAt(due, Date.parse(now), submitted && Date.parse(submitted))).toBe(state);
  });

  it('counts whole days late: during 1 April is one day, 28 November is 242', () => {
    expect(daysLate(due, Date.parse('2026-03-31T23:59:59Z'))).toBe(0);
    expect(daysLate(due, Date.parse('2026-04-01T00:00:00Z'))).toBe(1);
    expect(daysLate(due, Date.parse('2026-04-01T23:59:59Z'))).toBe(1);
    expect(daysLate(due, Date.parse('2026-11-28T09:30:00Z'))).toBe(242);
  });

  it('a submission decides for good: the clock no longer moves it, and met ⇔ no day late', () => {
    const instant = fc.integer({ min: Date.parse('2025-01-01'), max: Date.parse('2028-01-01') });
    fc.assert(
      fc.property(instant, instant, instant, (submitted, now1, now2) => {
        const a = deadlineStateAt(due, now1, submitted);
        expect(a).toBe(deadlineStateAt(due, now2, submitted));
        expect(a === 'met').toBe(daysLate(due, submitted) === 0);
        expect(['met', 'late']).toContain(a);
        // Before submission the clock alone decides, and never says met or late.
        expect(['onTime', 'dueSoon', 'overdue']).toContain(deadlineStateAt(due, now1, null));
      }),
    );
  });
});

describe('figure diff of a stale draft', () => {
  const t = (key: string, value: number | null): FigureTotal => ({
    key,
    value,
    unit: 't',
    sources: { legIds: [], recordRefCodes: [] },
  });
  it('lists changed, dropped and new lines only (a not-collected line that disappears is no change)', () => {
    expect(
      diffTotals([t('a', 1), t('b', 2), t('c', null), t('e', 5)], [t('a', 1), t('b', 3), t('d', 4)]),
    ).toEqual([
      { key: 'b', old: 2, new: 3 },
      { key: 'e', old: 5, new: null },
      { key: 'd', old: null, new: 4 },
    ]);
  });
  it('corrected value: value + correction; a line not collected stays so unless corrected', () => {
    expect(correctedValue(10, -2.5)).toBe(7.5);
    expect(correctedValue(null, 0)).toBeNull();
    expect(correctedValue(null, 3)).toBe(3);
  });
});
