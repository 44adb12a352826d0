import { useEffect } from 'react';

/**
 * Asks before the user leaves mid-way : closing
 * or reloading the tab (`beforeunload`) and following a link elsewhere in the app (a click on an
 * `a[href]` outside `within`, caught before the router sees it).
 */
export function useLeaveGuard(active: boolean, question: string, within: () => HTMLElement | null) {
  useEffect(() => {
    if (!active) return;
    const unload = (e: BeforeUnloadEvent) => e.preventDefault();
    const click = (e: MouseEvent) => {
      const link = (e.target as Element | null)?.closest?.('a[href]');
      if (!link || within()?.contains(link)) return;
      if (!window.confirm(question)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', unload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', unload);
      document.removeEventListener('click', click, true);
    };
  }, [active, question, within]);
}
