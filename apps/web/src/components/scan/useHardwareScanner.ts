import { useEffect, useLayoutEffect, useRef } from 'react';
import { keyboardWedge } from './keyboardWedge.ts';
import { isTypingField } from './typingField.ts';

/**
 * Listens for a hardware scanner typing into the page while no field the user types in has the focus (a button
 * just clicked, a select, the page itself); a focused text field, like the scan box, receives the scan itself
 * and submits on its Enter. `enabled` false (a hidden screen) stops listening.
 */
export function useHardwareScanner(onScan: (code: string) => void, enabled = true): void {
  const report = useRef(onScan);
  useEffect(() => {
    report.current = onScan;
  }, [onScan]);

  // attached in the commit that shows the screen, so a scan right after the screen appears is not lost
  useLayoutEffect(() => {
    if (!enabled) return;
    const wedge = keyboardWedge();
    const onKeyDown = (event: KeyboardEvent) => {
      if (isTypingField(event.target as Element | null)) return;
      const code = wedge.key(event.key, event.timeStamp);
      if (code) {
        event.preventDefault();
        report.current(code);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
