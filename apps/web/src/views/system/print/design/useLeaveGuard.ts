import { useEffect } from 'react';

/**
 * While there are unsaved changes, the browser asks before the page is left (reload, close, another address).
 * Leaving the screen inside the app keeps it (its tag stays open, kept alive); closing the tag asks through the
 * tags view's guard (useTagGuard).
 */
export function useLeaveGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the dialog only when a value is returned
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
}
