/**
 * Spec §4 lock screen: with auto-lock on, the screen locks once the user has been idle for the configured
 * number of seconds (default 300). Unlike the template's countdown, any activity restarts the count.
 */
export function shouldLock(enabled: boolean, lockSeconds: number, idleMs: number): boolean {
  return enabled && lockSeconds >= 1 && idleMs >= lockSeconds * 1000;
}

/** Events that count as activity. */
export const ACTIVITY_EVENTS = [
  'pointerdown',
  'pointermove',
  'keydown',
  'wheel',
  'touchstart',
  'scroll',
] as const;
