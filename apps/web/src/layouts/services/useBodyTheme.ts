import { useEffect } from 'react';
import { useThemeStore } from '../../stores/theme.ts';

/** Dark mode, grey mode and colour-weak mode on the page (template-web §1.2). */
export function useBodyTheme(): void {
  const dark = useThemeStore((s) => s.isIsDark);
  const grayscale = useThemeStore((s) => s.isGrayscale);
  const invert = useThemeStore((s) => s.isInvert);
  useEffect(() => {
    const root = document.documentElement;
    if (dark) root.setAttribute('data-theme', 'dark');
    else root.removeAttribute('data-theme');
    document.body.style.filter = grayscale ? 'grayscale(1)' : invert ? 'invert(80%)' : '';
    return () => {
      root.removeAttribute('data-theme');
      document.body.style.filter = '';
    };
  }, [dark, grayscale, invert]);
}
