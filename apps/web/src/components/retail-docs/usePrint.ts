import { useCallback, useEffect, useState } from 'react';
import { feedback } from '../feedback/feedback.ts';

/**
 * Loads what a printout shows, then opens the browser's print dialog over a PrintPortal holding it; the
 * portal goes away when the dialog closes.
 */
export function usePrint<T>(load: (id: number) => Promise<T>) {
  const [data, setData] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (data === null) return;
    const done = () => setData(null);
    window.addEventListener('afterprint', done);
    return () => window.removeEventListener('afterprint', done);
  }, [data]);

  const print = useCallback(
    async (id: number) => {
      setBusy(true);
      try {
        setData(await load(id));
      } catch (error) {
        feedback.error(error instanceof Error ? error.message : String(error));
      } finally {
        setBusy(false);
      }
    },
    [load],
  );
  const openDialog = useCallback(() => window.print(), []);
  return { data, busy, print, openDialog };
}
