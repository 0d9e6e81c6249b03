/**
 * An undo/redo stack of snapshots. A change may name what it edits (`coalesce`): consecutive changes with the
 * same name (typing in one field, nudging with the arrows) become one step, so undo takes the whole edit back.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** the name of the last change, while further changes of that name join its step */
  coalesce: string | null;
}

/** How many steps undo can go back. */
export const HISTORY_LIMIT = 200;

export function historyOf<T>(present: T): History<T> {
  return { past: [], present, future: [], coalesce: null };
}

export function record<T>(history: History<T>, next: T, coalesce: string | null = null): History<T> {
  if (next === history.present) return history;
  if (coalesce !== null && coalesce === history.coalesce) return { ...history, present: next, future: [] };
  const past = [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], coalesce };
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past[history.past.length - 1];
  if (previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    coalesce: null,
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...future] = history.future;
  if (next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future, coalesce: null };
}

/** Ends the current coalescing step: the next change starts a step of its own even under the same name. */
export function seal<T>(history: History<T>): History<T> {
  return history.coalesce === null ? history : { ...history, coalesce: null };
}
