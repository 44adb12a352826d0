import { describe, expect, it } from 'vitest';
import { upcomingDeadlines } from '../../../src/domain/reports/deadline';
import {
  DEADLINE_TABLE,
  obligationDate,
  REPORT_DEADLINES,
} from '../../../src/domain/registry/reportDeadlines';

describe('reporting deadlines (docs/regulatory-sources.md §4.1, §5.5, §7.10)', () => {
  it.each([
    ['dcs', 3, 31],
    ['euMrv', 3, 31],
    ['etsSurrender', 9, 30],
    ['fuelEuReport', 1, 31],
    ['fuelEuDoc', 6, 30],
    ['fuelEuPenalty', 6, 30],
    ['euMrvCompany', 3, 31],
    ['euMrvPlan', 4, 1],
  ])('%s falls on %i/%i', (key, month, day) => {
    expect(DEADLINE_TABLE[key as keyof typeof DEADLINE_TABLE]).toMatchObject({ month, day });
  });

  it('lists the next date of each, soonest first; a passed date moves to the next year', () => {
    const list = upcomingDeadlines(new Date('2026-04-01T10:00:00Z'));
    expect(list.map((d) => `${d.key} ${d.date} ${d.reportingYear}`)).toEqual([
      'fuelEuDoc 2026-06-30 2025',
      'fuelEuPenalty 2026-06-30 2025',
      'etsSurrender 2026-09-30 2025',
      'fuelEuReport 2027-01-31 2026',
      'dcs 2027-03-31 2026',
      'euMrv 2027-03-31 2026',
      'fuelEuVerified 2027-03-31 2026',
    ]);
  });

  it('the deadline day itself is still upcoming', () => {
    expect(upcomingDeadlines(new Date('2026-03-31T23:00:00Z'))[0]).toMatchObject({
      key: 'dcs',
      date: '2026-03-31',
    });
  });

  it("each regime's report deadline is a row of the one table, with its source", () => {
    expect(REPORT_DEADLINES.euMrv).toBe(DEADLINE_TABLE.euMrv);
    expect(REPORT_DEADLINES.euEts).toBe(DEADLINE_TABLE.euMrvCompany);
    for (const d of Object.values(DEADLINE_TABLE)) expect(d.source.ref).toBeTruthy();
  });

  it('the monitoring plan falls in the reporting year, the rest in the year after', () => {
    expect(obligationDate('euMrvPlan', 2024)).toBe('2024-04-01');
    expect(obligationDate('etsSurrender', 2024)).toBe('2025-09-30');
  });
});
