import { cleanup, screen, within } from '@testing-library/react';
import type { ReportListItem } from '../../../src/domain/reports/types';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { ReportTable } from '../../../src/views/reports/ReportTable';
import { renderInShell } from '../../support/shellSystem';

/**
 * A report list reads its period as the days it holds: the exclusive end of a calendar year is not
 * one of them (it once read "2025-01-01 08:00 – 2026-01-01 08:00").
 */
await loadAreaTexts('system', 'reports');
afterEach(cleanup);

const item: ReportListItem = {
  id: 1,
  regime: 'imoDcs',
  shipId: 3,
  shipName: 'HAIYUN GLORY',
  imo: '9074729',
  period: { start: '2025-01-01T00:00:00.000Z', end: '2026-01-01T00:00:00.000Z' },
  year: 2025,
  status: 'draft',
  substate: null,
  reportVersion: 1,
  version: 1,
  deadline: '2026-03-31',
  deadlineState: 'onTime',
  submittedAt: null,
  daysLate: null,
  updatedAt: '2026-11-28T14:25:00.000Z',
};

describe('report list', { timeout: 30_000 }, () => {
  it('reads a calendar-year period as its first and last day, and the deadline as a date', () => {
    renderInShell(<ReportTable items={[item]} label="Reports" empty="None" onOpen={() => undefined} />);
    const row = within(screen.getByRole('table', { name: 'Reports' })).getAllByRole('row')[1]!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[2]).toBe('2025-01-01 – 2025-12-31');
    expect(cells[5]).toMatch(/^2026-03-31 \(/);
  });
});
