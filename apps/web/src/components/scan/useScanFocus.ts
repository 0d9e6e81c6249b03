import { type RefObject, useCallback, useEffect } from 'react';
import { isTypingField } from './typingField.ts';

/** A key that types a character of a code (Space stays a button's own key). */
const isCodeCharacter = (event: KeyboardEvent) =>
  event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.altKey && !event.metaKey;

/** Choices still being made (a select open, its options): taking the focus away would close them. */
const CHOOSING = '.ant-select, .ant-select-dropdown, .ant-picker, .ant-picker-dropdown, [role="listbox"]';

/**
 * Keeps the scan box focused through the work around it: after a click on a button (payment method, remove a
 * line, pick a member) and whenever `backToScan` is called (a member chosen, a quantity confirmed), the focus
 * returns to the box — unless the user is now typing in another field (a quantity, a discount, the member
 * search), which keeps it. Enter in a number field (quantity, discount, amount) confirms it and returns too;
 * Escape returns from any field, and a code typed while no field has the focus goes to the box. `active` false (the screen hidden, a dialog over it) leaves the focus alone.
 */
export function useScanFocus(
  scanBox: RefObject<{ input: HTMLInputElement | null } | null>,
  area: RefObject<HTMLElement | null>,
  active: boolean,
): { backToScan(force?: boolean): void } {
  const backToScan = useCallback(
    (force = false) => {
      // after the event that called it has finished moving the focus (a click focuses its button last)
      setTimeout(() => {
        const box = scanBox.current?.input;
        if (!active || !box || document.activeElement === box) return;
        if (!force && isTypingField(document.activeElement)) return;
        box.focus();
      }, 0);
    },
    [scanBox, active],
  );

  // the screen shown again (opened, a dialog over it closed, a new sale): back to scanning
  useEffect(() => {
    if (active) backToScan();
  }, [active, backToScan]);

  useEffect(() => {
    if (!active) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      if (!target?.isConnected) {
        backToScan(); // the clicked thing went away with its click (a removed line)
        return;
      }
      if (!area.current?.contains(target) || target.closest(CHOOSING)) return;
      backToScan();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const box = scanBox.current?.input;
      if (!target || !box || target === box) return;
      // a code typed while a button or the page has the focus: the focus moves now, so this key and the rest
      // of the code land in the scan box (Chromium sends the key's text to the element focused during keydown)
      const outsideFields =
        target === document.body || (area.current?.contains(target) && !isTypingField(target));
      if (outsideFields && isCodeCharacter(event)) {
        box.focus();
        return;
      }
      if (!area.current?.contains(target)) return;
      if (event.key === 'Escape' && isTypingField(target)) backToScan(true);
      if (event.key === 'Enter' && target.getAttribute('role') === 'spinbutton') backToScan(true);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [active, area, scanBox, backToScan]);

  return { backToScan };
}
