import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import kitEn from '../../../src/i18n/kit/en.json';
import { createActor } from 'xstate';
import en from '../../../src/i18n/system/en.json';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { accountHistoryMachine } from '../../../src/machines/system/accountHistoryMachine';
import { AccountHistoryView } from '../../../src/views/system/AccountHistory';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { installDomShims } from '../../support/renderApp';
import { accountHistoryModelPaths, INPUT } from './accountHistoryMachine.paths';
import { withStandIns } from '../../support/standIns';

afterEach(cleanup);
installDomShims();
await loadAreaTexts('system');
initI18n('en');

const { paths, events } = accountHistoryModelPaths();

describe('accountHistoryMachine ⇄ AccountHistoryView', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['fetchHistory']);
    const actor = createActor(withStandIns(accountHistoryMachine, actors), { input: INPUT }).start();
    render(<AccountHistoryView actorRef={actor} label="History" />);
    const check = async (s: typeof path.state) => {
      // The view shows what the model's state says, and nothing of the other states.
      expect(screen.queryByText(kitEn.listForm.busy) !== null).toBe(s.hasTag('busy'));
      expect(screen.queryByRole('alert') !== null).toBe(s.matches('failed'));
      const rows = s.matches('ready') ? s.context.items.length : 0;
      expect(screen.queryByRole('table', { name: 'History' }) !== null).toBe(rows > 0);
      expect(screen.queryByText(en.history.empty) !== null).toBe(s.matches('ready') && rows === 0);
      if (rows) expect(screen.getByText('on leave')).toBeTruthy();
    };
    await replayPath(
      path,
      actor,
      pending,
      {
        'history.retry': () =>
          fireEvent.click(
            within(screen.getByRole('alert')).getByRole('button', { name: kitEn.listForm.retry }),
          ),
      },
      { check },
    );
    actor.stop();
  });

  it('the generated paths drive every state-changing transition of the machine', () => {
    expect(uncoveredTransitions(accountHistoryMachine, { input: INPUT, events }, paths)).toEqual([]);
  });
});
