import { useEffect } from 'react';

/**
 * Tells a dialog's owner when its machine has ended: `changed` after a write (`done`), not after a
 * cancel (`closed`). Owners pass a stable `onClose`, so each end is told once.
 */
export function useCloseWhenEnded(done: boolean, closed: boolean, onClose: (changed: boolean) => void) {
  useEffect(() => {
    if (done) onClose(true);
    else if (closed) onClose(false);
  }, [done, closed, onClose]);
}
