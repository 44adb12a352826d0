import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createActor } from 'xstate';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { candidateListMachine } from '../../../src/machines/reports/candidateListMachine';
import { CandidateListView } from '../../../src/views/reports/CandidateListView';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { installDomShims } from '../../support/renderApp';
import { candidateListModelPaths, events, INPUT } from './candidateListMachine.paths';
import { chooseShip, chooseYear, R, stubShipList } from '../../support/reports/reportsViewSupport';
import { withStandIns } from '../../support/standIns';

afterEach(cleanup);
installDomShims();
await loadAreaTexts('system', 'reports');
initI18n('en');
stubShipList();

const { paths } = candidateListModelPaths();

describe('candidateListMachine', () => {
  it('the generated paths drive every state-changing transition', () => {
    expect(uncoveredTransitions(candidateListMachine, { input: INPUT, events }, paths)).toEqual([]);
  });
});

describe('candidateListMachine ⇄ CandidateListView', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['loadCandidates', 'generate']);
    const actor = createActor(withStandIns(candidateListMachine, actors), { input: INPUT }).start();
    const opened: number[] = [];
    render(<CandidateListView actorRef={actor} onOpen={(id) => opened.push(id)} canGenerate />);
    await replayPath(path, actor, pending, {
      'ship.change': (e) => chooseShip(e.shipId),
      'year.change': (e) => chooseYear(e.year),
      'list.reload': () =>
        fireEvent.click(
          screen.getByRole('button', { name: new RegExp(`^(${R.page.retry}|${R.list.reload})$`) }),
        ),
      'candidate.generate': () => fireEvent.click(screen.getByRole('button', { name: R.candidate.generate })),
    });
    const s = path.state;
    if (s.matches('ready')) {
      const table = screen.getByRole('table', { name: R.candidate.table });
      expect(table.textContent).toContain(R.candidate.generatable);
      expect(table.textContent).toContain(R.candidate.blocked);
      // The blocked period names its missing snapshot and bound.
      expect(table.textContent).toContain('No ROB snapshot at the end of the period');
    }
    if (s.matches('noShip')) expect(screen.getByText(R.candidate.chooseShip)).toBeTruthy();
    expect(screen.queryByRole('alert') !== null).toBe(Boolean(s.context.errorCode));
    // Generating takes seconds: a progress bar runs while it does, and only then.
    expect(screen.queryByRole('progressbar', { name: R.next.generating }) !== null).toBe(
      s.matches('generating'),
    );
    actor.stop();
  });
});
