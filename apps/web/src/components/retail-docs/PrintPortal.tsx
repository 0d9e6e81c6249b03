import { type CSSProperties, type ReactNode, useEffect, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { readPrinterSettings } from '../print/printerSettings.ts';
import './print.css';

/**
 * Renders `children` only on paper: mounted under <body>, hidden on screen, and the only thing printed while
 * it is mounted. `onReady` runs once the content is in the document (open the print dialog there). Pages are
 * shifted on paper by this device's printer calibration (/printer).
 */
export function PrintPortal({ children, onReady }: { children: ReactNode; onReady?(): void }) {
  useEffect(() => {
    document.body.classList.add('retail-printing');
    const frame = requestAnimationFrame(() => onReady?.());
    return () => {
      cancelAnimationFrame(frame);
      document.body.classList.remove('retail-printing');
    };
  }, [onReady]);
  const offset = useMemo(() => {
    const { offsetXMm, offsetYMm } = readPrinterSettings();
    return { '--print-offset-x': `${offsetXMm}mm`, '--print-offset-y': `${offsetYMm}mm` } as CSSProperties;
  }, []);
  return createPortal(
    <div className="retail-print-sheet" style={offset}>
      {children}
    </div>,
    document.body,
  );
}
