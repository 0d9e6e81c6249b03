import { type ThemeConfig, theme } from 'antd';

/** Spec §9: default primary colour. */
export const PRIMARY_COLOR = '#41B584';

/** The product theme; the fixed `cssVar.key` keeps antd's class names the same whatever the settings. */
export const antdTheme: ThemeConfig = {
  cssVar: { key: 'retail' },
  token: { colorPrimary: PRIMARY_COLOR, colorLink: PRIMARY_COLOR },
};

/** The theme of the settings drawer's choices; the defaults give `antdTheme` itself (same object). */
export function antdThemeFor(primary: string, dark: boolean): ThemeConfig {
  if (!dark && primary.toLowerCase() === PRIMARY_COLOR.toLowerCase()) return antdTheme;
  return {
    cssVar: { key: 'retail' },
    token: { colorPrimary: primary, colorLink: primary },
    ...(dark ? { algorithm: theme.darkAlgorithm } : {}),
  };
}
