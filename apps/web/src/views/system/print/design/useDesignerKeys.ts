import { useEffect, useEffectEvent } from 'react';
import type { EditCommands } from './useEditCommands.ts';

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/** Keys typed into a field, a dialog or a menu are theirs, not the canvas's. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return true;
  return (
    target.closest('.ant-modal, .ant-drawer, .ant-dropdown, .ant-select-dropdown, .ant-popover') !== null
  );
}

/**
 * The designer's keys while it is on screen: Ctrl+Z / Ctrl+Y (and Ctrl+Shift+Z) undo and redo, Delete removes,
 * Ctrl+D duplicates, Ctrl+A selects a band's elements, the arrows nudge by 0.5 mm (5 mm with Shift), Escape clears.
 */
export function useDesignerKeys(commands: EditCommands, onSeal: () => void) {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (typing(event.target)) return;
    const ctrl = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    let handled = true;
    if (ctrl && key === 'z') (event.shiftKey ? commands.redo : commands.undo)();
    else if (ctrl && key === 'y') commands.redo();
    else if (ctrl && key === 'd') commands.duplicate();
    else if (ctrl && key === 'a') commands.selectAll();
    else if (!ctrl && (event.key === 'Delete' || event.key === 'Backspace')) commands.remove();
    else if (event.key === 'Escape') commands.clear();
    else if (!ctrl && event.key in ARROWS && commands.count > 0) {
      const [x, y] = ARROWS[event.key]!;
      const step = event.shiftKey ? 5 : 0.5;
      commands.nudge(x * step, y * step);
    } else handled = false;
    if (handled) event.preventDefault();
  });
  const onKeyUp = useEffectEvent((event: KeyboardEvent) => {
    if (event.key in ARROWS) onSeal();
  });
  useEffect(() => {
    const down = (event: KeyboardEvent) => onKeyDown(event);
    const up = (event: KeyboardEvent) => onKeyUp(event);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, []);
}
