import type { Drawing } from './flow.ts';

/** How many steps undo reaches back. */
export const HISTORY_LIMIT = 100;

/**
 * The designer's own undo and redo (React Flow's is a paid example): snapshots of the drawing before each change.
 * Changes with the same `key` in a row (typing a node's name) make one step.
 */
export interface History {
  past: Drawing[];
  future: Drawing[];
  lastKey: string | null;
}

export const emptyHistory = (): History => ({ past: [], future: [], lastKey: null });

/** Records `before`, the drawing as it was before a change; a change of the last change's key adds no step. */
export function record(history: History, before: Drawing, key: string | null = null): History {
  if (key !== null && key === history.lastKey) return { ...history, future: [] };
  const past = [...history.past, before].slice(-HISTORY_LIMIT);
  return { past, future: [], lastKey: key };
}

/** The drawing to show after an undo from `current`, and the history after it; null when there is nothing to undo. */
export function undo(history: History, current: Drawing): { history: History; drawing: Drawing } | null {
  const drawing = history.past[history.past.length - 1];
  if (!drawing) return null;
  return {
    drawing,
    history: { past: history.past.slice(0, -1), future: [current, ...history.future], lastKey: null },
  };
}

export function redo(history: History, current: Drawing): { history: History; drawing: Drawing } | null {
  const [drawing, ...future] = history.future;
  if (!drawing) return null;
  return { drawing, history: { past: [...history.past, current], future, lastKey: null } };
}

/** Ends the current step: the next change of the same key is a step of its own (a drawer closed). */
export const seal = (history: History): History => ({ ...history, lastKey: null });
