import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import en from '../../../src/i18n/fuelEu/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import type { AppSystem } from '../../../src/machines/app/appSystem';
import { reportTabMachine } from '../../../src/machines/reports/reportTabMachine';
import FuelEuReportScreen from '../../../src/views/reports/fuelEu/FuelEuReportScreen';
import { uncoveredTransitions } from '../../support/graph';
import { replayPath } from '../../support/modelReplay';
import { ownedActors } from '../../support/ownedActors';
import { renderInShell } from '../../support/shellSystem';
import { ok, page, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';
import { options, paths, stateKey, TABS, type ReportTab } from './reportTabMachine.paths';

await loadAreaTexts('system', 'reports', 'fuelEu');
const realFetch = globalThis.fetch;
let system: AppSystem | undefined;
afterEach(() => {
  cleanup();
  system?.stop();
  ownedActors.reset();
  globalThis.fetch = realFetch;
});

const name = (p: (typeof paths)[number]) =>
  p.steps
    .slice(1)
    .map((s) => {
      const e = s.event as { tab: string; key?: string };
      return e.key ? `${e.key} to ${e.tab}` : `click ${e.tab}`;
    })
    .join(' → ');

describe('reportTabMachine graph', () => {
  it('drives every change of the open tab (by click and by key)', () => {
    expect(uncoveredTransitions(reportTabMachine, options, paths)).toEqual([]);
  });
});

describe('reportTabMachine ⇄ FuelEuReportScreen', () => {
  it.each(paths.map((p) => [name(p), p] as const))('%s', async (_name, path) => {
    // The sections' own lists answer empty: only the strip and which section shows matter here.
    stubFetch({
      'GET /api/fuel-eu/pools': () => ok([]),
      'GET /api/fleet/ships': () => page([]),
      'GET /api/reports': () => page([]),
    });
    system = renderInShell(<FuelEuReportScreen />);
    const actor = { getSnapshot: () => ownedActors.refs.get(reportTabMachine.id)!.getSnapshot() };
    const strip = () => screen.getByRole('tablist', { name: en.tabs.label });
    const tab = (key: ReportTab) => within(strip()).getByRole('tab', { name: en.tabs[key] });
    const selected = () => within(strip()).getByRole('tab', { selected: true });
    const drive = {
      'tab.open': (e: { tab: ReportTab; key?: string }) =>
        e.key ? fireEvent.keyDown(selected(), { key: e.key }) : fireEvent.click(tab(e.tab)),
    };
    const check = (at: typeof path.state, event: { type: string; key?: string }) => {
      const open = stateKey(at);
      // One tab is selected and it is the model's; the panel below is that section's.
      expect(selected().textContent).toBe(en.tabs[open]);
      for (const k of TABS)
        expect(screen.queryByRole('tabpanel', { name: en.tabs[k] }) !== null, k).toBe(k === open);
      // Balance and pools are per year: the year field shows with them only.
      expect(screen.queryByRole('spinbutton', { name: en.year }) !== null).toBe(open !== 'reports');
      // A key moves the focus along with the selection, so the next key acts from there.
      if (event.key) expect(document.activeElement).toBe(tab(open));
    };
    await replayPath(path, actor, {}, drive, { stateKey, check });
  });
});
