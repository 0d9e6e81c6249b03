import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { tagKey } from './tagList.ts';

/**
 * Screens with unsaved work, by the key of their tag. Closing or refreshing such a tag asks first
 * (useTagActions), and so does leaving the page (reload, close, another address). Kept in a module rather than in
 * a screen's effects: a kept-alive screen's effects stop while its tag is hidden, and its work is unsaved still.
 */
const unsaved = new Set<string>();

function askBeforeUnload(event: BeforeUnloadEvent): void {
  if (unsaved.size === 0) return;
  event.preventDefault();
  // older browsers ask only when a value is returned
  event.returnValue = '';
}

let listening = false;

export const unsavedWork = {
  set(key: string, dirty: boolean): void {
    if (dirty) unsaved.add(key);
    else unsaved.delete(key);
    if (!listening && typeof window !== 'undefined') {
      window.addEventListener('beforeunload', askBeforeUnload);
      listening = true;
    }
  },
  /** Whether any of these tags holds unsaved work. */
  in: (keys: readonly string[]) => keys.some((key) => unsaved.has(key)),
  /** The tags are closed (or their work given up). */
  forget(keys: readonly string[]): void {
    for (const key of keys) unsaved.delete(key);
  },
};

/** Marks the calling screen's tag as holding unsaved work while `dirty`. */
export function useUnsavedWork(dirty: boolean): void {
  const { pathname, search } = useLocation();
  const key = tagKey(pathname, search);
  useEffect(() => unsavedWork.set(key, dirty), [key, dirty]);
}
