import { useEffect, type PropsWithChildren } from 'react';
import {
  ConfirmationDialog as PrimerConfirmationDialog,
  Dialog as PrimerDialog,
  type ConfirmationDialogProps,
  type DialogProps,
} from '@primer/react';

/**
 * Primer closes a dialog when its backdrop is clicked, and reports it as the gesture 'escape', so
 * `onClose` cannot tell it from the Escape key. Spec §9: dialogs do not close on an outside click
 * (half-typed data would be lost). One capture listener on window stops a click whose target is a
 * dialog backdrop (the element right around an `aria-modal` dialog) before React hears of it.
 */
function stopBackdropClick(event: MouseEvent) {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return;
  const child = target.firstElementChild;
  if (child?.getAttribute('aria-modal') === 'true' && target.childElementCount === 1) event.stopPropagation();
}

let guarded = false;
/** Installs the listener once; every dialog of the app (and the Primer ones inside) shares it. */
export function useNoOutsideClose() {
  useEffect(() => {
    if (guarded) return;
    guarded = true;
    window.addEventListener('click', stopBackdropClick, true);
  }, []);
}

/** Primer's Dialog that an outside click does not close; the only Dialog the views use. */
export function Dialog(props: PropsWithChildren<DialogProps>) {
  useNoOutsideClose();
  return <PrimerDialog {...props} />;
}

/** Primer's ConfirmationDialog that an outside click does not close. */
export function ConfirmationDialog(props: PropsWithChildren<ConfirmationDialogProps>) {
  useNoOutsideClose();
  return <PrimerConfirmationDialog {...props} />;
}
