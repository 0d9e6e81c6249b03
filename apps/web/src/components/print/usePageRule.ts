import { useEffect } from 'react';

/**
 * While mounted, the printed page is exactly the paper (`@page { size: W H; margin: 0 }`; the margins are inside
 * the page boxes). Null height: not known yet (a roll before it is measured).
 */
export function usePageRule(widthMm: number, heightMm: number | null) {
  useEffect(() => {
    if (heightMm === null) return;
    const style = document.createElement('style');
    style.dataset.printPage = '';
    style.textContent = `@page { size: ${round(widthMm)}mm ${round(heightMm)}mm; margin: 0; }`;
    document.head.append(style);
    return () => style.remove();
  }, [widthMm, heightMm]);
}

/** Up to the next hundredth of a mm, so the page is never shorter than its content. */
const round = (value: number) => Math.ceil(value * 100) / 100;
