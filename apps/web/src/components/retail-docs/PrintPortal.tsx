import { type ReactNode, useEffect } from 'react';
import { createPortal } from 'react-dom';
import './print.css';

/**
 * Renders `children` only on paper: mounted under <body>, hidden on screen, and the only thing printed while
 * it is mounted. `onReady` runs once the content is in the document (open the print dialog there).
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
  return createPortal(<div className="retail-print-sheet">{children}</div>, document.body);
}
