import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import reportsEn from '../../../src/i18n/reports/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import { ReportPage } from '../../../src/views/reports/ReportPage';
import { ok, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';
import { draftReport } from '../../support/reports/reportsFixtures';
import { renderInShell } from '../../support/shellSystem';
import { IN_VERIFICATION, overview } from '../../support/verification/verificationFixtures';

/** The report page offers the Verification tab while the report is in or past verification only. */
const R = reportsEn;
await loadAreaTexts('system', 'reports');
const realFetch = globalThis.fetch;
let system: AppSystem | undefined;
afterEach(() => {
  cleanup();
  system?.stop();
  globalThis.fetch = realFetch;
});

const strip = () => screen.getByRole('tablist', { name: R.tabs.label });

describe('the report page and its Verification tab', () => {
  it.each([
    ['submitted', IN_VERIFICATION, true],
    ['verified', draftReport({ status: 'verified', allowedEvents: ['confirm'] }), true],
    ['confirmed', draftReport({ status: 'confirmed', allowedEvents: ['accept', 'requestAmendment'] }), true],
    ['accepted', draftReport({ status: 'accepted', allowedEvents: [] }), true],
    ['draft', draftReport(), false],
    ['locked', draftReport({ status: 'locked', allowedEvents: ['unlock', 'submit'] }), false],
  ] as const)('a %s report', async (_status, report, shown) => {
    stubFetch({
      'GET /api/reports/7': () => ok(report),
      'GET /api/reports/7/verification': () => ok(overview({ status: report.status })),
      'GET /api/reports/7/verification/carried': () => ok([]),
    });
    system = renderInShell(<ReportPage id={7} onBack={() => undefined} />);
    await screen.findByRole('tablist', { name: R.tabs.label });
    const tab = within(strip()).queryByRole('tab', { name: R.tabs.verification });
    expect(tab !== null).toBe(shown);
    if (!tab) return;
    fireEvent.click(tab);
    const panel = screen.getByRole('tabpanel', { name: R.tabs.verification });
    expect(await within(panel).findByRole('heading', { name: R.verification.opinion.title })).toBeTruthy();
  });
});
