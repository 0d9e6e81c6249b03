import { useCallback, useLayoutEffect, useRef } from 'react';

/** Spec §9: the anti-double-click delay. */
export const CLICK_GUARD_MS = 500;

/**
 * Whether a call repeats the last one: a click that is part of a double (or triple) click (the browser counts
 * them in `detail`), or a call with the same arguments (a search form submitted twice with the same filters).
 * A single click after another, or the same form with other values, is a new request.
 */
function repeats(args: readonly unknown[], lastKey: string | undefined): { repeat: boolean; key?: string } {
  const first = args[0] as { detail?: unknown } | undefined;
  if (first && typeof first === 'object' && typeof first.detail === 'number')
    return { repeat: first.detail > 1 };
  const key = JSON.stringify(args);
  return { repeat: key === lastKey, key };
}

/**
 * Spec §9 anti-double-click (the template's `v-reclick`): within `delay` ms of a run, a repeat of it is ignored,
 * so a double click on a button that sends a request sends it once. A different click in that time (a changed
 * filter searched again) still runs.
 */
export function createClickGuard(delay = CLICK_GUARD_MS, now: () => number = () => performance.now()) {
  let last = Number.NEGATIVE_INFINITY;
  let lastKey: string | undefined;
  return function guarded<A extends unknown[]>(handler: (...args: A) => void, ...args: A): void {
    const at = now();
    const { repeat, key } = repeats(args, lastKey);
    if (repeat && at - last < delay) return;
    last = at;
    lastKey = key;
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
