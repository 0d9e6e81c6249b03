import { useEffect, useRef } from 'react';
import { isMaintenance } from '../../api/http.ts';
import { feedback } from '../feedback/feedback.ts';

/**
 * Spec §8: a failed load (the server's message, or the network error) is an error toast, once per failure:
 * a kept-alive screen shown again does not repeat it, a refresh that fails again does. Maintenance (a restore
 * running) is shown once by the shell instead.
 */
export function useErrorToast(error: Error | null | undefined): void {
  const shown = useRef<Error | null>(null);
  useEffect(() => {
    if (!error || error === shown.current) return;
    shown.current = error;
    if (!isMaintenance(error)) feedback.error(error.message);
  }, [error]);
}
