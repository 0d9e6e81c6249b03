import { useEffect, useLayoutEffect, useRef } from 'react';
import { keyboardWedge } from './keyboardWedge.ts';

function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * Listens for a hardware scanner typing into the page while no field has the focus (a focused field, like
 * the barcode field, receives the scan itself and submits on its Enter).
 */
export function useHardwareScanner(onScan: (code: string) => void): void {
  const report = useRef(onScan);
  useEffect(() => {
    report.current = onScan;
  }, [onScan]);

  // attached in the commit that shows the screen, so a scan right after the screen appears is not lost
  useLayoutEffect(() => {
    const wedge = keyboardWedge();
    const onKeyDown = (event: KeyboardEvent) => {
      if (isEditable(event.target)) return;
      const code = wedge.key(event.key, event.timeStamp);
      if (code) {
        event.preventDefault();
        report.current(code);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
