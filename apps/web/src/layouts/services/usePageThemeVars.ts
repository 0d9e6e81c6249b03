import { theme } from 'antd';
import { type GlobalToken } from 'antd/es/theme/interface';
import { useLayoutEffect } from 'react';

/** The antd tokens the shell's and screens' own stylesheets read (`var(--ant-color-primary)` …). */
const TOKENS = [
  'colorPrimary',
  'colorPrimaryHover',
  'colorPrimaryBg',
  'colorText',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorBorder',
  'colorBorderSecondary',
  'colorError',
  'colorErrorBg',
  'colorSuccessBg',
] as const satisfies ReadonlyArray<keyof GlobalToken>;

/** antd's name of a token's CSS variable: colorPrimaryBg → --ant-color-primary-bg. */
export function cssVarOf(token: string): string {
  return `--ant-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/**
 * antd defines its CSS variables only on its own components' roots, so the tags, the first column and other
 * hand-written styles outside them found none (the active tag was drawn white on transparent). The tokens
 * those styles use are published on <html> from the current theme (primary colour, dark mode), before paint.
 */
export function usePageThemeVars(): void {
  const { token } = theme.useToken();
  useLayoutEffect(() => {
    const style = document.documentElement.style;
    for (const key of TOKENS) style.setProperty(cssVarOf(key), String(token[key]));
    return () => {
      for (const key of TOKENS) style.removeProperty(cssVarOf(key));
    };
  }, [token]);
}
