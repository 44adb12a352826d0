import { cleanup, screen, within } from '@testing-library/react';
import type { ReportListItem } from '../../../src/domain/reports/types';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import R from '../../../src/i18n/reports/en.json';
import { ReportTable } from '../../../src/views/reports/ReportTable';
import { renderInShell } from '../../support/shellSystem';
import { draftReport } from '../../support/reports/reportsFixtures';

/**
 * A report list reads its period as the days it holds: the exclusive end of a calendar year is not
 * one of them (it once read "2025-01-01 08:00 – 2026-01-01 08:00").
 */
await loadAreaTexts('system', 'reports');
afterEach(cleanup);

// A stored report's list fields: the period is the calendar year 2025, end exclusive.
const item: ReportListItem = draftReport();

describe('report list', { timeout: 30_000 }, () => {
  it('reads a calendar-year period as its first and last day, and the deadline as a date', () => {
    renderInShell(<ReportTable items={[item]} label="Reports" empty="None" onOpen={() => undefined} />);
    const row = within(screen.getByRole('table', { name: 'Reports' })).getAllByRole('row')[1]!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[2]).toBe('2025-01-01 – 2025-12-31');
    expect(cells[5]).toMatch(/^2026-03-31 \(/);
    expect(within(row).queryByRole('note')).toBeNull();
  });

  it("shows a returned draft as Returned with the verifier's reason", () => {
    const returned: ReportListItem = draftReport({
      returned: { comment: 'Distance does not match the log', at: '2026-11-28T14:25:00.000Z' },
    });
    renderInShell(<ReportTable items={[returned]} label="Reports" empty="None" onOpen={() => undefined} />);
    const row = within(screen.getByRole('table', { name: 'Reports' })).getAllByRole('row')[1]!;
    const note = within(row).getByRole('note', { name: R.returned.title });
    expect(note.textContent).toBe(
      `${R.returned.label} ${R.returned.reason.replace('{{comment}}', 'Distance does not match the log')}`,
    );
  });

  it("names the authority when it is the authority's request for amendment", () => {
    const amend: ReportListItem = draftReport({
      returned: { comment: 'Show the ice-class fuel apart', at: '2026-11-28T14:25:00.000Z', by: 'authority' },
    });
    renderInShell(<ReportTable items={[amend]} label="Reports" empty="None" onOpen={() => undefined} />);
    const row = within(screen.getByRole('table', { name: 'Reports' })).getAllByRole('row')[1]!;
    const note = within(row).getByRole('note', { name: R.returned.titleAuthority });
    expect(note.textContent).toContain('Show the ice-class fuel apart');
  });
});
