import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { sendModel } from '../support/modelReplay';
import { BaseStyles, ThemeProvider } from '@primer/react';
import { createActor, fromPromise } from 'xstate';
import en from '../../src/i18n/en.json';
import { initI18n } from '../../src/i18n';
import { changePasswordMachine } from '../../src/machines/changePasswordMachine';
import { ChangePasswordDialogView } from '../../src/views/password/ChangePasswordDialog';
import { deferred, type Deferred } from '../support/deferred';
import { installDomShims } from '../support/renderApp';
import { passwordModelPaths } from './changePasswordMachine.paths';

afterEach(cleanup);
installDomShims();
initI18n('en');

const { paths: passwordPaths } = await passwordModelPaths();
const LABEL = {
  oldPassword: en.password.oldPassword,
  newPassword: en.password.newPassword,
  dupnewPassword: en.password.dupnewPassword,
};

describe('changePasswordMachine ⇄ ChangePasswordDialogView', () => {
  it.each(
    passwordPaths.map(
      (p) => [p.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → '), p] as const,
    ),
  )('%s', async (_name, path) => {
    let pending: Deferred<string> = deferred();
    const actor = createActor(
      changePasswordMachine.provide({
        actors: { updatePassword: fromPromise(() => (pending = deferred<string>()).promise) },
      }),
    ).start();
    render(
      <ThemeProvider>
        <BaseStyles>
          <button onClick={() => actor.send({ type: 'password.open' })}>{en.navbar.changePassword}</button>
          <ChangePasswordDialogView actorRef={actor} />
        </BaseStyles>
      </ThemeProvider>,
    );
    const dialog = () => screen.getByRole(actor.getSnapshot().matches('success') ? 'alertdialog' : 'dialog');
    const button = (name: string) => fireEvent.click(within(dialog()).getByRole('button', { name }));
    const drive: Record<string, (e: any) => void> = {
      // The forced opening comes from the session, not from a click.
      'password.open': (e) =>
        e.forced
          ? actor.send(e)
          : fireEvent.click(screen.getByRole('button', { name: en.navbar.changePassword })),
      'password.change': (e) =>
        fireEvent.change(
          within(dialog()).getByLabelText(new RegExp(`^${LABEL[e.field as keyof typeof LABEL]}`)),
          { target: { value: e.value } },
        ),
      'password.submit': () => button(en.password.submit),
      'password.cancel': () => button(en.common.cancel),
      'password.logoutNow': () => button(en.password.now),
      'password.later': () => button(en.password.later),
      'xstate.done.actor.updatePassword': (e) => pending.resolve(e.output),
      'xstate.error.actor.updatePassword': (e) => pending.reject(e.error),
    };
    // What the dialog shows follows the model, checked at the start and after every step.
    const check = (s: typeof path.state) => {
      if (s.matches('closed')) expect(screen.queryByRole('dialog')).toBeNull();
      // Submitting asks no "are you sure?": the request goes out at once.
      if (s.matches('submitting')) expect(screen.queryByText(/are you sure/i)).toBeNull();
      if (s.matches('success'))
        expect(within(screen.getByRole('alertdialog')).getByRole('status').textContent).toBe(
          s.context.serverMessage,
        );
      if (s.matches('failure'))
        expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toContain(
          'The old password is wrong.',
        );
      if (s.matches('editing') || s.matches('failure')) {
        for (const [field, code] of Object.entries(s.context.errors)) {
          expect(
            within(screen.getByRole('dialog')).getAllByText(
              (en.password.errors as Record<string, string>)[code as string],
            ).length,
            field,
          ).toBeGreaterThan(0);
        }
        expect(
          within(screen.getByRole('dialog')).queryByRole('button', { name: en.common.cancel }) === null,
        ).toBe(s.context.forced);
      }
    };
    check(path.steps[0].state);
    for (const step of path.steps.slice(1)) {
      // A cancel the forced dialog refuses has no button to press: the model agrees nothing happens.
      if (step.event.type === 'password.cancel' && actor.getSnapshot().context.forced) {
        expect(within(dialog()).queryByRole('button', { name: en.common.cancel })).toBeNull();
        act(() => sendModel(actor, step.event));
      } else await act(async () => drive[step.event.type](step.event));
      await waitFor(() => expect(actor.getSnapshot().value).toEqual(step.state.value));
      check(step.state);
    }
    actor.stop();
  });
});
