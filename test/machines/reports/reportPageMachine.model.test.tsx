import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor, fromPromise } from 'xstate';
import type { ReportDto } from '../../../src/domain/reports/types';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { reportPageMachine } from '../../../src/machines/reports/reportPageMachine';
import { ReportPageView } from '../../../src/views/reports/ReportPage';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { installDomShims } from '../../support/renderApp';
import { events, INPUT, reportPageModelPaths } from './reportPageMachine.paths';
import { correctionDriver, hfoLine, R, stubShipList } from '../../support/reports/reportsViewSupport';
import { withStandIns } from '../../support/standIns';
import { STALE } from '../../support/reports/reportsFixtures';

afterEach(cleanup);
installDomShims();
await loadAreaTexts('system', 'reports');
initI18n('en');
stubShipList();

const { paths } = reportPageModelPaths();
const HFO = hfoLine();
const dialog = () => screen.getByRole('alertdialog');

describe('reportPageMachine', () => {
  it('the generated paths drive every state-changing transition', () => {
    expect(uncoveredTransitions(reportPageMachine, { input: INPUT, events }, paths)).toEqual([]);
  });

  it('a stale draft as the server offers it (regenerate, no lock) asks to regenerate; without the offer it does not', () => {
    const actor = createActor(reportPageMachine, { input: INPUT });
    const idle = (allowedEvents: ReportDto['allowedEvents']) =>
      reportPageMachine.resolveState({
        value: { ready: 'idle' },
        context: { ...actor.getSnapshot().context, report: { ...STALE, allowedEvents } },
      });
    expect(idle(['regenerate', 'saveCorrections', 'cancel']).can({ type: 'regenerate.ask' })).toBe(true);
    expect(idle(['lock', 'cancel']).can({ type: 'regenerate.ask' })).toBe(false);
  });

  it('the stale banner offers Regenerate as the server offers it, without lock', () => {
    const actor = createActor(
      withStandIns(reportPageMachine, {
        loadReport: fromPromise(async () => ({
          ...STALE,
          allowedEvents: ['regenerate', 'saveCorrections', 'cancel'],
        })),
      }),
      { input: INPUT },
    ).start();
    render(<ReportPageView actorRef={actor} onBack={() => {}} />);
    return screen.findByRole('button', { name: R.page.regenerate }).then(() => actor.stop());
  });

  it('an event that needs a comment is not sent without one', () => {
    const actor = createActor(reportPageMachine, { input: INPUT });
    const state = reportPageMachine.resolveState({
      value: { ready: 'asking' },
      context: { ...actor.getSnapshot().context, pending: 'unlock', comment: '  ' },
    });
    expect(state.can({ type: 'action.confirm' })).toBe(false);
    const withComment = reportPageMachine.resolveState({
      value: { ready: 'asking' },
      context: { ...state.context, comment: 'Figures wrong' },
    });
    expect(withComment.can({ type: 'action.confirm' })).toBe(true);
  });
});

describe('reportPageMachine ⇄ ReportPageView', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['loadReport', 'sendEvent', 'regenerate', 'saveCorrections']);
    const actor = createActor(withStandIns(reportPageMachine, actors), { input: INPUT }).start();
    render(<ReportPageView actorRef={actor} onBack={() => {}} />);
    const check = async (s: typeof path.state) => {
      if (s.matches('failed')) expect(screen.getByRole('alert').textContent).toContain(R.page.loadFailed);
      if (s.matches('ready')) {
        const report = s.context.report!;
        expect(screen.getByTestId('report-status').textContent).toBe(R.status[report.status as 'draft']);
        // The stale banner shows the diff: 100 → 110 t of HFO.
        expect(screen.queryByRole('table', { name: R.page.staleTitle }) !== null).toBe(report.stale);
        // One button per allowed event, none for the others.
        const toolbar = screen.getByRole('toolbar', { name: R.page.actions });
        for (const e of ['lock', 'unlock', 'submit', 'confirm', 'return'] as const)
          expect(within(toolbar).queryByRole('button', { name: R.events[e] }) !== null).toBe(
            report.allowedEvents.includes(e),
          );
        const figures = screen.getByRole('table', { name: R.tabs.figures });
        for (const row of s.context.corrections)
          if (row.correction)
            expect(figures.textContent).toContain(String(row.value! + Number(row.correction)));
      }
      if (s.matches({ ready: 'asking' }) || s.matches({ ready: 'confirmingRegenerate' }))
        expect(dialog()).toBeTruthy();
    };
    await replayPath(
      path,
      actor,
      pending,
      {
        'page.retry': () => fireEvent.click(screen.getByRole('button', { name: R.page.retry })),
        // Sent by the Verification tab when an opinion moved the report (a draft has no such tab;
        // test/views/verification/ checks the tab sends it): the page reads the report again.
        'page.reload': (e) => actor.send(e),
        'action.choose': (e) =>
          fireEvent.click(
            within(screen.getByRole('toolbar', { name: R.page.actions })).getByRole('button', {
              name: R.events[e.event as keyof typeof R.events],
            }),
          ),
        'comment.change': (e) =>
          fireEvent.change(within(dialog()).getByRole('textbox'), { target: { value: e.value } }),
        // The confirm button names the event it sends ("Lock", "Return to company"), never "Send".
        'action.confirm': () => {
          const pending = actor.getSnapshot().context.pending as keyof typeof R.events;
          expect(within(dialog()).queryByRole('button', { name: R.ask.send })).toBeNull();
          fireEvent.click(within(dialog()).getByRole('button', { name: R.events[pending] }));
        },
        'action.cancel': () => fireEvent.click(within(dialog()).getByRole('button', { name: R.ask.back })),
        'regenerate.ask': () => fireEvent.click(screen.getByRole('button', { name: R.page.regenerate })),
        'regenerate.confirm': () =>
          fireEvent.click(within(dialog()).getByRole('button', { name: R.page.regenerate })),
        'regenerate.cancel': () =>
          fireEvent.click(within(dialog()).getByRole('button', { name: R.ask.back })),
        'correction.change': (e) => correctionDriver(e, HFO),
        'corrections.save': () =>
          fireEvent.click(screen.getByRole('button', { name: R.page.saveCorrections })),
      },
      { check },
    );
    actor.stop();
  });
});
