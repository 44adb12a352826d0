import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import A from '../../../src/i18n/analysis/en.json';
import appEn from '../../../src/i18n/en.json';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { analysisMachine } from '../../../src/machines/analysis/analysisMachine';
import TrendScreen from '../../../src/views/analysis/TrendScreen';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { ownedActors } from '../../support/ownedActors';
import { renderInShell } from '../../support/shellSystem';
import { page, stubFetch } from '../../support/ledgerAdmin/ledgerAdminFetch';
import { options, paths, stateKey } from './analysisMachine.paths';

afterEach(() => {
  cleanup();
  ownedActors.reset();
});
await loadAreaTexts('system', 'fleet', 'analysis');

describe('analysisMachine graph', () => {
  it('drives every state-changing transition (state and tab × event type)', () => {
    expect(uncoveredTransitions(analysisMachine, options, paths)).toEqual([]);
  });
});

/** The error line as the screen words a code (codes without a text read as the unknown error). */
const errorWords = (code: string | null) =>
  (appEn.errors as Record<string, string>)[code ?? ''] ?? appEn.errors.unknown;

// Every analysis screen binds the same machine through the same query form, status line and result
// (AnalysisParts, AnalysisScreen): the trend screen stands for them all.
describe('analysisMachine ⇄ TrendScreen', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))(
    '%s',
    async (_name, path) => {
      // The condition lists are the shell's option lists (a stand-in fetch); the analysis is held.
      stubFetch({
        'GET /api/fleet/ships': () => page([{ id: 7, nameEn: 'HAIYUN GLORY', imo: '9074729' }]),
        'GET /api/fleet/companies/options': () => page([]),
        'GET /api/fleet/lookups/shipType': () => page([]),
      });
      const held = heldServices(['runQuery', 'exportData']);
      ownedActors.provide.set('analysis', held.actors);
      renderInShell(<TrendScreen />);
      const actor = { getSnapshot: () => ownedActors.refs.get('analysis')!.getSnapshot() };
      const ship = (await screen.findByLabelText(A.form.ship)) as HTMLSelectElement;
      await waitFor(() => expect(within(ship).getAllByRole('option').length).toBe(2));
      const button = (name: string) => screen.getByRole('button', { name });
      // The failure's retry is also named Statistics: the form's own button is its submit.
      const statistics = () =>
        screen.getAllByRole('button', { name: A.form.run }).find((b) => b.getAttribute('type') === 'submit')!;
      const status = () => screen.getByRole('status');
      const check = async () => {
        const s = actor.getSnapshot();
        const { context } = s;
        expect(status().textContent).toContain(
          s.matches('idle')
            ? A.states.idle
            : s.matches('incomplete')
              ? A.states.incomplete
              : s.hasTag('busy')
                ? A.states.busy
                : '',
        );
        // After a reset the form is blank again (as at the start).
        if (s.matches('idle')) expect(ship.value).toBe('');
        if (s.matches('loading')) expect(context.query).toMatchObject({ shipId: ship.value });
        const failure = screen.queryByRole('alert');
        expect(failure !== null).toBe(s.matches('failed'));
        if (failure)
          expect(failure.textContent).toContain(`${A.states.failed} ${errorWords(context.errorCode)}`);
        // The exported count, and an export's failure, show once in the status line.
        expect(
          status().textContent!.includes(
            (context.exported === 1 ? A.states.exported_one : A.states.exported_other).replace(
              '{{count}}',
              String(context.exported),
            ),
          ),
        ).toBe(context.exported !== null);
        if (s.matches('ready') && context.errorCode)
          expect(status().textContent).toContain(errorWords(context.errorCode));
        // The result (tabs, export, chart or table) shows only with a loaded analysis.
        const shown = s.matches('ready') || s.matches('exporting');
        expect(screen.queryByRole('toolbar') !== null).toBe(shown);
        if (!shown) return;
        for (const tab of ['chart', 'data'] as const)
          expect(button(A.tabs[tab]).getAttribute('aria-pressed')).toBe(String(context.tab === tab));
        expect((button(A.form.export) as HTMLButtonElement).disabled).toBe(s.matches('exporting'));
        if (context.tab === 'data') {
          const table = screen.getByRole('table', { name: A.tabs.data });
          expect(within(table).getByText('2025-01')).toBeTruthy();
        } else {
          expect(screen.queryByRole('table', { name: A.tabs.data })).toBeNull();
          // One panel per unit, each named by the chart and its unit.
          const panels = await screen.findAllByRole('img', {
            name: (n) => n.startsWith(`${A.trend.title}: `),
          });
          expect(panels.length).toBeGreaterThan(0);
        }
      };
      await replayPath(
        path,
        actor,
        held.pending,
        {
          'query.run': (e) => {
            fireEvent.change(ship, { target: { value: e.query.shipId } });
            fireEvent.change(screen.getByLabelText(A.form.fromYear), { target: { value: e.query.fromYear } });
            fireEvent.change(screen.getByLabelText(A.form.toYear), { target: { value: e.query.toYear } });
            fireEvent.click(statistics());
          },
          'query.reset': () => fireEvent.click(button(A.form.reset)),
          'tab.select': (e) => fireEvent.click(button(A.tabs[e.tab as 'chart' | 'data'])),
          'data.export': () => fireEvent.click(button(A.form.export)),
        },
        { stateKey, check },
      );
    },
    60_000,
  );
});
