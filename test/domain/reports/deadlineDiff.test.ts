import { describe, expect, it } from 'vitest';
import { deadlineOf, deadlineStateAt } from '../../../src/domain/reports/deadline';
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
    ['2026-03-01T23:59:59Z', false, 'onTime'],
    ['2026-03-02T00:00:00Z', false, 'dueSoon'], // 30 days before
    ['2026-03-31T23:59:59Z', false, 'dueSoon'],
    ['2026-04-01T00:00:00Z', false, 'overdue'],
    ['2026-05-01T00:00:00Z', true, 'met'],
  ] as const)('at %s (reported %s): %s', (now, reported, state) => {
    expect(deadlineStateAt(due, Date.parse(now), reported)).toBe(state);
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
