import { exportFormatMismatches, REGIME_TABLE } from '../../../src/domain/reports/regimes';
import { REPORT_DEADLINES } from '../../../src/domain/registry/reportDeadlines';
import { REGIME_PAGE, REGIMES } from '../../../src/domain/reports/types';

describe('the regime table', () => {
  // The server's generator registry runs this check when it loads (every server test loads it).
  it('names a regime whose generator exports another set of files, or none', () => {
    expect(exportFormatMismatches((r) => REGIME_TABLE[r].exportFormats)).toEqual([]);
    const exportsOf = (r: string) =>
      r === 'chinaMsa'
        ? ['xlsx', 'xml']
        : r === 'ukMrv'
          ? undefined
          : [...REGIME_TABLE[r as 'imoDcs'].exportFormats];
    expect(exportFormatMismatches(exportsOf)).toEqual(['chinaMsa', 'ukMrv']);
  });

  it('reads page and deadline from their registries, not copies', () => {
    for (const r of REGIMES) {
      expect(REGIME_TABLE[r].page).toBe(REGIME_PAGE[r]);
      expect(REGIME_TABLE[r].deadline).toBe(REPORT_DEADLINES[r]);
    }
  });
});
