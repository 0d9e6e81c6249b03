import { useCallback, useLayoutEffect, useRef } from 'react';

/** Spec §9: the anti-double-click delay. */
export const CLICK_GUARD_MS = 500;

/**
 * Spec §9 anti-double-click (the template's `v-reclick`): once a click has run, further clicks within `delay`
 * ms are ignored, so a double click on a button that sends a request sends it once.
 */
export function createClickGuard(delay = CLICK_GUARD_MS, now: () => number = () => performance.now()) {
  let last = Number.NEGATIVE_INFINITY;
  return function guarded<A extends unknown[]>(handler: (...args: A) => void, ...args: A): void {
    const at = now();
    if (at - last < delay) return;
    last = at;
    handler(...args);
  };
}

/**
 * `handler` behind the anti-double-click guard, as a stable function (the shared toolbar, search, dialog and
 * export buttons use it, so every screen's buttons get it).
 */
export function useClickGuard<A extends unknown[]>(handler: (...args: A) => void): (...args: A) => void {
  const guard = useRef(createClickGuard());
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => guard.current((...inner: A) => latest.current(...inner), ...args), []);
}
