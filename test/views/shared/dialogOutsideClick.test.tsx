import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BaseStyles, ThemeProvider } from '@primer/react';
import { createActor } from 'xstate';
import en from '../../../src/i18n/en.json';
import { initI18n } from '../../../src/i18n';
import { changePasswordMachine } from '../../../src/machines/changePasswordMachine';
import { ConfirmDialog } from '../../../src/views/listForm/ConfirmDialog';
import { ChangePasswordDialogView } from '../../../src/views/password/ChangePasswordDialog';
import { installDomShims } from '../../support/renderApp';

afterEach(cleanup);
installDomShims();
initI18n('en');

/** A click on the backdrop, the element around the dialog: mouse down and up on it, as a pointer does. */
function clickOutside(dialog: HTMLElement) {
  const backdrop = dialog.parentElement!;
  fireEvent.mouseDown(backdrop);
  fireEvent.mouseUp(backdrop);
  fireEvent.click(backdrop);
}

describe('dialogs and an outside click (docs/product-rules.md §9)', () => {
  it('the change-password dialog stays open on an outside click and still closes on Escape', () => {
    const actor = createActor(changePasswordMachine).start();
    render(
      <ThemeProvider>
        <BaseStyles>
          <ChangePasswordDialogView actorRef={actor} />
        </BaseStyles>
      </ThemeProvider>,
    );
    act(() => actor.send({ type: 'password.open' }));
    const dialog = screen.getByRole('dialog', { name: en.password.title });
    clickOutside(dialog);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(screen.getByRole('dialog', { name: en.password.title })).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('a confirmation stays open on an outside click; Cancel still answers', () => {
    const cancel = vi.fn();
    render(
      <ThemeProvider>
        <BaseStyles>
          <ConfirmDialog message="Delete it?" busy={false} onAccept={() => undefined} onCancel={cancel} />
        </BaseStyles>
      </ThemeProvider>,
    );
    clickOutside(screen.getByRole('alertdialog'));
    expect(cancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
