import { cleanup, screen, within } from '@testing-library/react';
import type { StateHistoryDto, VoyageDto } from '../../../src/domain/api';
import type { ReportHistoryRow } from '../../../src/domain/reports/types';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import ledgerEn from '../../../src/i18n/ledger/en.json';
import reportsEn from '../../../src/i18n/reports/en.json';
import { VoyagePanel } from '../../../src/views/ledger/VoyagePanel';
import { ReportHistory } from '../../../src/views/reports/ReportHistory';
import { ok, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';
import { renderInShell } from '../../support/shellSystem';

/**
 * One time rule: an officer who locks a voyage and then locks the report reads both events on the
 * two History tabs in the same zone, labelled, to the second (they once read 14:22 and 22:25).
 */
await loadAreaTexts('system', 'ledger', 'reports');
afterEach(cleanup);

const AT = '2026-11-28T14:22:05.000Z';
const SHOWN = '2026-11-28 22:22:05 (UTC+8)';

const voyage = { id: 7, voyageNo: 'HB2505', status: 'locked', legs: [] } as unknown as VoyageDto;
const voyageHistory: StateHistoryDto[] = [
  {
    id: 1,
    fromState: 'unlocked',
    event: 'lock',
    toState: 'locked',
    actorName: 'Manager Wang',
    role: 'ship_manager',
    at: AT,
    comment: null,
  },
];
const reportHistory: ReportHistoryRow[] = [
  {
    id: 2,
    from: 'draft',
    event: 'lock',
    to: 'locked',
    actorId: 3,
    actorName: 'Manager Wang',
    role: 'ship_manager',
    at: AT,
    comment: null,
  },
];

/** The text of the "when" cell of a history table's only row. */
const whenIn = (table: HTMLElement) => within(table).getAllByRole('cell')[0]!.textContent;

describe('one instant on two History tabs', { timeout: 30_000 }, () => {
  it('reads the same on the voyage History and the report History', async () => {
    stubFetch({
      'GET /api/voyages/7/records': () => ok([]),
      'GET /api/voyages/7/episodes': () => ok([]),
      'GET /api/voyages/7/history': () => ok(voyageHistory),
      'GET /api/reports/9/history': () => ok(reportHistory),
    });
    renderInShell(
      <>
        <VoyagePanel voyage={voyage} revision={0} />
        <ReportHistory id={9} />
      </>,
    );
    const report = await screen.findByRole('table', { name: reportsEn.history.label });
    screen
      .getByRole('tab', { name: ledgerEn.tabs.history })
      .dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    const voyageTable = await screen.findByRole('table', { name: ledgerEn.tabs.history });
    expect(whenIn(voyageTable)).toBe(SHOWN);
    expect(whenIn(report)).toBe(SHOWN);
  });
});
