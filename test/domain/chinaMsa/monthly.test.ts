import { describe, expect, it } from 'vitest';
import { cmsaMonthlyParts } from '../../../src/domain/chinaMsa';
import { dcsCandidates, type FlagDocChange } from '../../../src/domain/imoDcs';

/**
 * CMSA monthly periods (docs/reports-dcs-cmsa.md §3): the calendar months of the annual parts,
 * cut again at a flag or owner change, each with the holder of the annual part it lies in.
 */
const at = (s: string) => Date.parse(s);
const iso = (s: string) => new Date(s).toISOString();
const annual = (changes: FlagDocChange[]) =>
  dcsCandidates(2025, changes, { flag: 'PAN', companyId: 1 }, []).map(
    ({ start, end, splitBy, flag, companyId }) => ({
      start,
      end,
      splitBy,
      flag,
      companyId,
    }),
  );
const months = (changes: FlagDocChange[]) => cmsaMonthlyParts(annual(changes), changes);

describe('cmsaMonthlyParts', () => {
  it('a year without changes: twelve months, 1 January named as the year bound', () => {
    const m = months([]);
    expect(m).toHaveLength(12);
    expect(m[0]).toMatchObject({
      start: iso('2025-01-01Z'),
      end: iso('2025-02-01Z'),
      splitBy: ['yearStart', 'monthEnd'],
    });
    expect(m[1]!.splitBy).toEqual(['monthStart', 'monthEnd']);
    expect(m[11]).toMatchObject({
      start: iso('2025-12-01Z'),
      end: iso('2026-01-01Z'),
      splitBy: ['monthStart', 'yearEnd'],
    });
    expect(new Set(m.map((p) => p.flag))).toEqual(new Set(['PAN']));
    // February has 28 days in 2025: the months are calendar months, not 30-day blocks.
    expect(Date.parse(m[1]!.end) - Date.parse(m[1]!.start)).toBe(28 * 86_400_000);
  });

  it('a flag change mid-March cuts March in two, each half with the flag in force then', () => {
    const changes: FlagDocChange[] = [
      { at: at('2025-03-15T12:00Z'), kind: 'flag', oldFlag: 'PAN', newFlag: 'LBR' },
    ];
    const m = months(changes);
    expect(m).toHaveLength(13);
    expect(m.slice(1, 4).map((p) => [p.start, p.end, p.splitBy, p.flag])).toEqual([
      [iso('2025-02-01Z'), iso('2025-03-01Z'), ['monthStart', 'monthEnd'], 'PAN'],
      [iso('2025-03-01Z'), iso('2025-03-15T12:00Z'), ['monthStart', 'flag'], 'PAN'],
      [iso('2025-03-15T12:00Z'), iso('2025-04-01Z'), ['flag', 'monthEnd'], 'LBR'],
    ]);
    expect(m.at(-1)!.flag).toBe('LBR');
    // The parts tile the year: no gap, no overlap.
    for (let i = 1; i < m.length; i++) expect(m[i]!.start).toBe(m[i - 1]!.end);
    expect([m[0]!.start, m.at(-1)!.end]).toEqual([iso('2025-01-01Z'), iso('2026-01-01Z')]);
  });

  it('a change on the 1st of a month names both causes; a month equal to its annual part is not repeated', () => {
    const changes: FlagDocChange[] = [
      { at: at('2025-07-01T00:00Z'), kind: 'doc', oldCompanyId: 1, newCompanyId: 2 },
      { at: at('2025-12-01T00:00Z'), kind: 'flag', oldFlag: 'PAN', newFlag: 'LBR' },
    ];
    const m = months(changes);
    // Jan–Nov: eleven months; December is the annual part [1 Dec, 1 Jan) itself.
    expect(m).toHaveLength(11);
    expect(m.at(-1)!.end).toBe(iso('2025-12-01Z'));
    expect(m.find((p) => p.start === iso('2025-07-01Z'))).toMatchObject({
      splitBy: ['monthStart', 'company', 'monthEnd'],
      companyId: 2,
    });
    expect(m.find((p) => p.end === iso('2025-07-01Z'))).toMatchObject({
      splitBy: ['monthStart', 'monthEnd', 'company'],
      companyId: 1,
    });
  });
});
