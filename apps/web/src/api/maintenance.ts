/**
 * Maintenance mode: while a backup is restored the server refuses every other API call with HTTP 503 and a
 * message. The request layer records that message here and the shell shows it (MaintenanceBanner) instead
 * of a toast per failed call, until the restore is over.
 */
let message: string | null = null;
const listeners = new Set<() => void>();

export const maintenance = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The server's message, or null when the system is not in maintenance. */
  get: (): string | null => message,
  set(next: string | null): void {
    if (next === message) return;
    message = next;
    for (const listener of listeners) listener();
  },
};
