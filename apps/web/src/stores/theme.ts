import { create } from 'zustand';
import { type PersistStorage, persist } from 'zustand/middleware';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n/languages.ts';
import { Local, THEME_CONFIG_KEY } from './storage.ts';

/**
 * The theme configuration (spec §3 "Stored locally": globalI18n, globalComponentSize, lock screen, layout
 * flags…). Only the language exists so far; the layout issue adds the other fields here.
 */
export interface ThemeConfig {
  globalI18n: Language;
}

interface ThemeState extends ThemeConfig {
  setGlobalI18n(language: Language): void;
}

/** Keeps the stored value a plain theme object (`{"globalI18n":"en",…}`), not zustand's `{state,version}`. */
const themeStorage: PersistStorage<Partial<ThemeConfig>> = {
  getItem(name) {
    const raw = Local.get(name);
    if (!raw) return null;
    try {
      const state: unknown = JSON.parse(raw);
      return state && typeof state === 'object' ? { state: state as Partial<ThemeConfig>, version: 0 } : null;
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

export const useThemeStore = create<ThemeState>()(
  persist(
    (set) => ({
      globalI18n: DEFAULT_LANGUAGE,
      setGlobalI18n: (globalI18n) => set({ globalI18n }),
    }),
    {
      name: THEME_CONFIG_KEY,
      storage: themeStorage,
      partialize: ({ globalI18n }) => ({ globalI18n }),
      // A hand-edited or outdated stored value never yields an unsupported language.
      merge: (persisted, current) => {
        const stored = (persisted ?? {}) as Partial<ThemeConfig>;
        return {
          ...current,
          globalI18n: isLanguage(stored.globalI18n) ? stored.globalI18n : current.globalI18n,
        };
      },
    },
  ),
);
