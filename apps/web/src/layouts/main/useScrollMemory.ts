import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Keeps the scroll position of a shared scrolling area per screen (`key`: the tag key). Kept-alive screens stay
 * mounted but share the main area's scrollbar, so each one's position is remembered while it is shown and put
 * back when it is shown again (by its tag, the menu or the first column); a screen seen for the first time
 * starts at the top.
 */
export function useScrollMemory<E extends HTMLElement>(key: string) {
  const ref = useRef<E>(null);
  const positions = useRef(new Map<string, number>());
  const shown = useRef(key);

  useLayoutEffect(() => {
    shown.current = key;
    if (ref.current) ref.current.scrollTop = positions.current.get(key) ?? 0;
  }, [key]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const remember = () => positions.current.set(shown.current, element.scrollTop);
    element.addEventListener('scroll', remember, { passive: true });
    return () => element.removeEventListener('scroll', remember);
  }, []);

  return ref;
}
