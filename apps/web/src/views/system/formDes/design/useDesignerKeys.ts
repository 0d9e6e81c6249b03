import { useEffect, useEffectEvent } from 'react';

interface DesignerKeys {
  undo(): void;
  redo(): void;
  /** removes the selected node (Delete) */
  remove(): void;
}

/** Typing in an input keeps the input's own undo and delete. */
function inEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Ctrl+Z undoes, Ctrl+Shift+Z (or Ctrl+Y) redoes, Delete removes the selection, outside inputs. */
export function useDesignerKeys(keys: DesignerKeys): void {
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (inEditable(event.target) || event.altKey) return;
    const mod = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    if (mod && key === 'z') {
      event.preventDefault();
      if (event.shiftKey) keys.redo();
      else keys.undo();
    } else if (mod && key === 'y') {
      event.preventDefault();
      keys.redo();
    } else if (!mod && event.key === 'Delete') {
      keys.remove();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
