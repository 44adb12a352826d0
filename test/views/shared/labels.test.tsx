import { cleanup, screen, within } from '@testing-library/react';
import type { StateHistoryDto, VoyageDto } from '../../../src/domain/api';
import { FUEL_CODES } from '../../../src/domain/registry/fuels';
import { REPORT_STATUSES, type ReportHistoryRow } from '../../../src/domain/reports/types';
import { LNG_CONSUMERS } from '../../../src/domain/registry/fuelEuFactors';
import { CONSUMERS, LEDGER_FUEL_CODES, PURPOSES } from '../../../src/domain/schemas/voyageData';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import kitEn from '../../../src/i18n/kit/en.json';
import kitZh from '../../../src/i18n/kit/zh.json';
import ledgerEn from '../../../src/i18n/ledger/en.json';
import reportsEn from '../../../src/i18n/reports/en.json';
import { ROLE_SEEDS } from '../../../src/server/db/seed/roles';
import { VoyagePanel } from '../../../src/views/ledger/VoyagePanel';
import { ReportHistory } from '../../../src/views/reports/ReportHistory';
import { consumerText } from '../../../src/views/shared/labels/ConsumerName';
import { fuelNameText } from '../../../src/views/shared/labels/FuelName';
import { kitText } from '../../../src/views/shared/labels/kitText';
import { portNameText } from '../../../src/views/shared/labels/PortName';
import { purposeText } from '../../../src/views/shared/labels/PurposeName';
import { reportStateText } from '../../../src/views/shared/labels/ReportStateName';
import { roleNameText } from '../../../src/views/shared/labels/RoleName';
import { findingKindText, findingStateText } from '../../../src/views/shared/labels/FindingName';
import { opinionText } from '../../../src/views/shared/labels/OpinionName';
import { FINDING_KINDS, FINDING_STATES } from '../../../src/domain/verification/findings';
import { OUTCOMES } from '../../../src/domain/verification/outcomes';
import { ok, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';
import { renderInShell } from '../../support/shellSystem';

/** One label per code list: every code has its words in both languages, and no word is its code. */
initI18n('en');
await loadAreaTexts('system', 'ledger', 'reports');
afterEach(cleanup);

const LISTS = {
  fuels: [...LEDGER_FUEL_CODES, ...FUEL_CODES].map((c) => [c, fuelNameText] as const),
  purposes: PURPOSES.map((c) => [String(c), purposeText] as const),
  roles: ROLE_SEEDS.map((r) => [r.code, roleNameText] as const),
  states: [...REPORT_STATUSES, 'candidate'].map((c) => [c, reportStateText] as const),
  consumers: [...CONSUMERS, ...LNG_CONSUMERS].map((c) => [c, consumerText] as const),
  findingKinds: FINDING_KINDS.map((c) => [c, findingKindText] as const),
  findingStates: FINDING_STATES.map((c) => [c, findingStateText] as const),
  opinions: OUTCOMES.map((c) => [c, opinionText] as const),
};

describe('labels of the code lists', () => {
  it.each(['en', 'zh'] as const)(
    'every code of every list has words in %s, none shown as its code',
    (lang) => {
      const kit = kitText(lang);
      const bare = Object.values(LISTS)
        .flat()
        .filter(([code, text]) => {
          const words = text(kit, code);
          return !words || words === code || words.startsWith(`${code} `);
        });
      expect(bare).toEqual([]);
    },
  );

  it('zh and en name the same codes', () => {
    for (const list of [
      'fuelNames',
      'fuelClasses',
      'purposes',
      'roleNames',
      'reportStates',
      'consumers',
      'findingKinds',
      'findingStates',
      'opinions',
    ] as const)
      expect(Object.keys(kitZh[list]).sort()).toEqual(Object.keys(kitEn[list]).sort());
  });

  it('reads the fuels of both code lists by name', () => {
    expect(fuelNameText(kitText('en'), '11')).toBe('LS HFO (0.1 % ≤ S < 0.5 %)');
    expect(fuelNameText(kitText('en'), 'MDO_MGO')).toBe('Marine diesel / gas oil (MDO/MGO)');
    expect(fuelNameText(kitText('zh'), 'LPG_PROPANE')).toBe('液化石油气（丙烷）');
  });

  it('names a port with its code, in the UI language, and a nameless port by its code', () => {
    const dalian = { code: 'CNDLC', nameEn: 'Dalian', nameZh: '大连' };
    expect(portNameText('en', dalian)).toBe('Dalian (CNDLC)');
    expect(portNameText('zh', dalian)).toBe('大连 (CNDLC)');
    expect(portNameText('zh', { code: 'NLRTM', nameEn: 'Rotterdam' })).toBe('Rotterdam (NLRTM)');
    expect(portNameText('en', { code: 'XXXXX' })).toBe('XXXXX');
    // The other code of the same harbour names the main one: two "Dalian" rows read as one port.
    const cndal = { code: 'CNDAL', nameEn: 'Dalian', nameZh: '大连', sameAs: 'CNDLC' };
    expect(portNameText('en', cndal)).toBe('Dalian (CNDAL = CNDLC)');
    expect(portNameText('zh', cndal)).toBe('大连 (CNDAL = CNDLC)');
  });

  it('shows the role and the states of a history by name, on the voyage and the report History', async () => {
    const at = '2026-11-28T14:22:05.000Z';
    const voyageHistory: StateHistoryDto[] = [
      {
        id: 1,
        fromState: 'unlocked',
        event: 'lock',
        toState: 'locked',
        actorName: 'Manager Wang',
        role: 'ship_manager',
        at,
        comment: null,
      },
    ];
    const reportHistory: ReportHistoryRow[] = [
      {
        id: 2,
        from: 'candidate',
        event: 'generate',
        to: 'draft',
        actorId: 3,
        actorName: 'Verifier Li',
        role: 'class_society',
        at,
        comment: null,
      },
    ];
    stubFetch({
      'GET /api/voyages/7/records': () => ok([]),
      'GET /api/voyages/7/episodes': () => ok([]),
      'GET /api/voyages/7/history': () => ok(voyageHistory),
      'GET /api/reports/9/history': () => ok(reportHistory),
    });
    const voyage = { id: 7, voyageNo: 'HB2505', status: 'locked', legs: [] } as unknown as VoyageDto;
    renderInShell(
      <>
        <VoyagePanel voyage={voyage} revision={0} />
        <ReportHistory id={9} />
      </>,
    );
    const report = await screen.findByRole('table', { name: reportsEn.history.label });
    expect(within(report).getByText(kitEn.roleNames.class_society)).toBeTruthy();
    expect(
      within(report).getByText(`${kitEn.reportStates.candidate} → ${kitEn.reportStates.draft}`),
    ).toBeTruthy();
    screen
      .getByRole('tab', { name: ledgerEn.tabs.history })
      .dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
    const voyageTable = await screen.findByRole('table', { name: ledgerEn.tabs.history });
    expect(within(voyageTable).getByText(kitEn.roleNames.ship_manager)).toBeTruthy();
  });
});
