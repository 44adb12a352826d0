import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import en from '../../../src/i18n/ledgerAdmin/en.json';
import { initI18n } from '../../../src/i18n';
import { loadAreaTexts } from '../../../src/i18n/areaTexts';
import { lockDialogMachine, lockEventsOf } from '../../../src/machines/ledgerAdmin/lockDialogMachine';
import { LockDialogView } from '../../../src/views/ledgerAdmin/LockDialog';
import { uncoveredTransitions } from '../../support/graph';
import { heldServices, pathName, replayPath } from '../../support/modelReplay';
import { installDomShims } from '../../support/renderApp';
import { INPUT, ledgerAdminLockDialogModelPaths } from './lockDialogMachine.paths';
import { withStandIns } from '../../support/standIns';

afterEach(cleanup);
installDomShims();
await loadAreaTexts('system', 'ledgerAdmin');
initI18n('en');

const { paths, events } = ledgerAdminLockDialogModelPaths();
const S = en.snapshots;

describe('lockDialogMachine', () => {
  it('offers the event the voyage-lock chart allows from the stored status', () => {
    expect(lockEventsOf('unlocked')).toEqual(['lock']);
    expect(lockEventsOf('locked')).toEqual(['unlock']);
    const unlock = createActor(lockDialogMachine, { input: { id: 1, status: 'locked' } }).start();
    expect(unlock.getSnapshot().context.event).toBe('unlock');
  });

  it('the generated paths drive every state-changing transition', () => {
    expect(uncoveredTransitions(lockDialogMachine, { input: INPUT, events }, paths)).toEqual([]);
  });
});

describe('lockDialogMachine ⇄ LockDialogView', () => {
  it.each(paths.map((p) => [pathName(p), p] as const))('%s', async (_name, path) => {
    const { pending, actors } = heldServices(['sendLock']);
    const actor = createActor(withStandIns(lockDialogMachine, actors), { input: INPUT }).start();
    const closed: boolean[] = [];
    render(<LockDialogView actorRef={actor} onClose={(c) => closed.push(c)} />);
    const dialog = () => screen.getByRole('dialog');
    const check = async (s: typeof path.state) => {
      if (s.matches('done') || s.matches('closed')) {
        expect(closed).toEqual([s.matches('done')]);
      } else {
        expect(screen.getByRole('heading', { name: S.lockTitle })).toBeTruthy();
        expect(screen.queryByRole('alert') !== null).toBe(
          Boolean(s.context.errorCode) && !s.matches('sending'),
        );
        expect((within(dialog()).getByLabelText(S.comment) as HTMLTextAreaElement).value).toBe(
          s.context.comment,
        );
      }
    };
    await replayPath(
      path,
      actor,
      pending,
      {
        'comment.change': (e) =>
          fireEvent.change(within(dialog()).getByLabelText(S.comment), { target: { value: e.value } }),
        'lock.confirm': () => fireEvent.click(within(dialog()).getByRole('button', { name: S.lock })),
        'lock.cancel': () => fireEvent.click(within(dialog()).getByRole('button', { name: S.cancel })),
      },
      { check },
    );
    actor.stop();
  });
});
