import { useEffect, useRef } from 'react';
import { type TillAction, tillActionOf } from './shortcuts.ts';

export type TillActions = Partial<Record<TillAction, () => void>>;

/**
 * Runs the till's actions from the keyboard while `active`, whatever field has the focus (the scan box
 * included). The keys of the actions given are kept from the browser (F3 would open its find bar), also while
 * an action has nothing to do; other keys pass.
 */
export function useTillShortcuts(actions: TillActions, active: boolean): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = tillActionOf(event);
      if (!action || !(action in latest.current)) return;
      event.preventDefault();
      event.stopPropagation();
      latest.current[action]?.();
    };
    // capture: before a focused field or a dialog acts on the key
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [active]);
}
