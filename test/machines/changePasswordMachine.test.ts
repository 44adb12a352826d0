import { createActor } from 'xstate';
import { changePasswordMachine, validateAll } from '../../src/machines/changePasswordMachine';
import { transitionCoverage } from '../support/graph';
import { passwordModelPaths } from './changePasswordMachine.paths';

describe('changePasswordMachine graph', () => {
  it('every state-changing transition is driven by a generated path or a journey', async () => {
    const { events, paths } = await passwordModelPaths();
    const { all, covered, states, visited } = transitionCoverage(changePasswordMachine, { events }, paths);
    expect([...all].filter((k) => !covered.has(k))).toEqual([]);
    expect([...states].filter((s) => !visited.has(s))).toEqual([]);
  });
});

describe('change-password validation (docs/product-rules.md §5)', () => {
  it.each([
    [
      { oldPassword: '', newPassword: '', dupnewPassword: '' },
      { oldPassword: 'required', newPassword: 'newRequired', dupnewPassword: 'repeatRequired' },
    ],
    [{ oldPassword: 'x', newPassword: 'abcdefgh', dupnewPassword: 'abcdefgh' }, { newPassword: 'weak' }],
    [
      { oldPassword: 'x', newPassword: 'Abc12345', dupnewPassword: 'Abc12346' },
      { dupnewPassword: 'mismatch' },
    ],
    [{ oldPassword: 'x', newPassword: 'Abc12345', dupnewPassword: 'Abc12345' }, {}],
    [{ oldPassword: 'x', newPassword: 'Ab1#', dupnewPassword: 'Ab1#' }, { newPassword: 'weak' }],
  ])('%j -> %j', (values, errors) => expect(validateAll(values)).toEqual(errors));

  it('a forced dialog cannot be cancelled', () => {
    const actor = createActor(changePasswordMachine).start();
    actor.send({ type: 'password.open', forced: true });
    actor.send({ type: 'password.cancel' });
    expect(actor.getSnapshot().value).toBe('editing');
    actor.stop();
  });

  it('changing the new password re-checks a typed repeat', () => {
    const actor = createActor(changePasswordMachine).start();
    actor.send({ type: 'password.open' });
    actor.send({ type: 'password.change', field: 'newPassword', value: 'Abc12345' });
    actor.send({ type: 'password.change', field: 'dupnewPassword', value: 'Abc12345' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'password.change', field: 'newPassword', value: 'Abc123456' });
    expect(actor.getSnapshot().context.errors).toEqual({ dupnewPassword: 'mismatch' });
    actor.stop();
  });
});
