import type { ThemeConfig } from 'antd';

/** Spec §9: default primary colour. */
export const PRIMARY_COLOR = '#41B584';

/**
 * One theme object for the browser and the build-time prerender. The fixed `cssVar.key` keeps antd's
 * class names and style hashes identical in both, so the browser reuses the prerendered `<style>` tags
 * instead of injecting them again.
 */
export const antdTheme: ThemeConfig = {
  cssVar: { key: 'retail' },
  token: { colorPrimary: PRIMARY_COLOR, colorLink: PRIMARY_COLOR },
};
