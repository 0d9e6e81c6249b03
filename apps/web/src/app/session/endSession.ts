import { clearSession, clearTokens } from '../../stores/storage.ts';

/**
 * Spec §4 "Session": the stored tokens and session data are cleared and the page reloads; the guard then
 * sends the visitor to /login with the page to come back to.
 */
export function endSession(): void {
  clearTokens();
  clearSession();
  window.location.reload();
}

/** The server ended the session (forced offline, a restore): cleared, and straight to /login (nothing to return to). */
export function leaveToLogin(): void {
  clearTokens();
  clearSession();
  window.location.assign('/login');
}
