import { useEffect, useEffectEvent } from 'react';

export interface DesignerKeys {
  save(): void;
  undo(): void;
  redo(): void;
}

/** Keys typed into a field, a dialog, a drawer or a menu are theirs, not the canvas's (Ctrl+S excepted). */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return true;
  return (
    target.closest('.ant-modal, .ant-drawer, .ant-dropdown, .ant-select-dropdown, .ant-popover') !== null
  );
}

/**
 * The designer's keys while it is on screen: Ctrl+S saves (anywhere, the browser's "save page" never), Ctrl+Z
 * undoes, Ctrl+Shift+Z and Ctrl+Y redo. Delete and Backspace are the canvas's own (React Flow deletes the
 * selection).
 */
export function useDesignerKeys(keys: DesignerKeys): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const ctrl = event.ctrlKey || event.metaKey;
    if (!ctrl) return;
    const key = event.key.toLowerCase();
    if (key === 's') {
      event.preventDefault();
      keys.save();
      return;
    }
    if (typing(event.target)) return;
    if (key === 'z') (event.shiftKey ? keys.redo : keys.undo)();
    else if (key === 'y') keys.redo();
    else return;
    event.preventDefault();
  });
  useEffect(() => {
    const down = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', down);
    return () => window.removeEventListener('keydown', down);
  }, []);
}
