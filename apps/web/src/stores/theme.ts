import { create } from 'zustand';
import { type PersistStorage, persist } from 'zustand/middleware';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages.ts';
import { Local, THEME_CONFIG_KEY } from './storage.ts';

export const LAYOUTS = ['defaults', 'classic', 'transverse', 'columns'] as const;
export type LayoutName = (typeof LAYOUTS)[number];
export const COMPONENT_SIZES = ['large', 'default', 'small'] as const;
export type ComponentSize = (typeof COMPONENT_SIZES)[number];
export const TAGS_STYLES = ['tags-style-one', 'tags-style-four', 'tags-style-five'] as const;
export type TagsStyle = (typeof TAGS_STYLES)[number];

/**
 * The theme configuration (spec §3 "Stored locally", template-web §1.2), persisted under the product
 * prefix as one plain JSON object and restored at start. Spec §9 defaults: columns layout, #41B584,
 * zh-cn, lock time 300 s.
 */
export interface ThemeConfig {
  globalI18n: Language;
  globalComponentSize: ComponentSize;
  layout: LayoutName;
  primary: string;
  isIsDark: boolean;
  isCollapse: boolean;
  isUniqueOpened: boolean;
  isFixedHeader: boolean;
  isClassicSplitMenu: boolean;
  isLockScreen: boolean;
  /** Seconds of inactivity before the screen locks. */
  lockScreenTime: number;
  isShowLogo: boolean;
  isBreadcrumb: boolean;
  isBreadcrumbIcon: boolean;
  isTagsview: boolean;
  isTagsviewIcon: boolean;
  isCacheTagsView: boolean;
  isSortableTagsView: boolean;
  isFooter: boolean;
  isGrayscale: boolean;
  isInvert: boolean;
  tagsStyle: TagsStyle;
  /** Set by the shell while the lock screen shows, so a reload stays locked. */
  isLocked: boolean;
}

export const DEFAULT_THEME: ThemeConfig = {
  globalI18n: DEFAULT_LANGUAGE,
  globalComponentSize: 'default',
  layout: 'columns',
  primary: '#41B584',
  isIsDark: false,
  isCollapse: false,
  isUniqueOpened: true,
  isFixedHeader: true,
  isClassicSplitMenu: false,
  isLockScreen: false,
  lockScreenTime: 300,
  isShowLogo: true,
  isBreadcrumb: true,
  isBreadcrumbIcon: false,
  isTagsview: true,
  isTagsviewIcon: false,
  isCacheTagsView: false,
  isSortableTagsView: true,
  isFooter: true,
  isGrayscale: false,
  isInvert: false,
  tagsStyle: 'tags-style-one',
  isLocked: false,
};

interface ThemeState extends ThemeConfig {
  setGlobalI18n(language: Language): void;
  set(patch: Partial<ThemeConfig>): void;
  /** Back to the defaults (the session is untouched; the caller re-applies the default language). */
  reset(): void;
}

const HEX = /^#[0-9a-f]{6}$/i;

/** Keeps only known fields with values of the right kind (a hand-edited or outdated value never breaks). */
export function sanitizeTheme(stored: unknown): Partial<ThemeConfig> {
  if (!stored || typeof stored !== 'object') return {};
  const source = stored as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(DEFAULT_THEME)) {
    const value = source[key];
    if (value === undefined || typeof value !== typeof fallback) continue;
    out[key] = value;
  }
  const theme = out as Partial<ThemeConfig>;
  if (theme.globalI18n !== undefined && !isLanguage(theme.globalI18n)) delete theme.globalI18n;
  if (theme.layout !== undefined && !LAYOUTS.includes(theme.layout)) delete theme.layout;
  if (theme.globalComponentSize !== undefined && !COMPONENT_SIZES.includes(theme.globalComponentSize))
    delete theme.globalComponentSize;
  if (theme.tagsStyle !== undefined && !TAGS_STYLES.includes(theme.tagsStyle)) delete theme.tagsStyle;
  if (theme.primary !== undefined && !HEX.test(theme.primary)) delete theme.primary;
  if (theme.lockScreenTime !== undefined && !(theme.lockScreenTime >= 1 && theme.lockScreenTime <= 9999))
    delete theme.lockScreenTime;
  return theme;
}

/** Keeps the stored value a plain theme object (`{"globalI18n":"en",…}`), not zustand's `{state,version}`. */
const themeStorage: PersistStorage<Partial<ThemeConfig>> = {
  getItem(name) {
    const raw = Local.get(name);
    if (!raw) return null;
    try {
      return { state: sanitizeTheme(JSON.parse(raw)), version: 0 };
    } catch {
      return null;
    }
  },
  setItem(name, value) {
    Local.set(name, JSON.stringify(value.state));
  },
  removeItem(name) {
    Local.remove(name);
  },
};

export function themeConfigOf(state: ThemeConfig): ThemeConfig {
  const out = {} as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_THEME)) out[key] = state[key as keyof ThemeConfig];
  return out as unknown as ThemeConfig;
}

export const useThemeStore = create<ThemeState>()(
  persist<ThemeState, [], [], Partial<ThemeConfig>>(
    (set) => ({
      ...DEFAULT_THEME,
      setGlobalI18n: (globalI18n) => set({ globalI18n }),
      set: (patch) => set(patch),
      reset: () => set({ ...DEFAULT_THEME }),
    }),
    {
      name: THEME_CONFIG_KEY,
      storage: themeStorage,
      partialize: themeConfigOf,
      merge: (persisted, current) => ({ ...current, ...sanitizeTheme(persisted) }),
    },
  ),
);
