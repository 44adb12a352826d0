import { createActor, fromPromise } from 'xstate';
import { avatarMachine } from '../../src/machines/avatarMachine';
import { withStandIns } from '../support/standIns';

describe('withStandIns', () => {
  it('puts a stand-in in place of an actor the machine invokes', () => {
    const upload = fromPromise(async () => ({ avatar: '/x' }));
    const machine = withStandIns(avatarMachine, { upload });
    expect(machine.implementations.actors.upload).toBe(upload);
    expect(
      createActor(machine, { input: { avatar: null } })
        .start()
        .getSnapshot().status,
    ).toBe('active');
  });

  it('refuses a stand-in for an actor the machine does not invoke', () => {
    expect(() => withStandIns(avatarMachine, { uplaod: fromPromise(async () => null) })).toThrow(
      /invokes no actor named uplaod/,
    );
  });
});
