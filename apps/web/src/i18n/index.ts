import type { Locale } from 'antd/es/locale';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { useThemeStore } from '../stores/theme.ts';
import { DEFAULT_LANGUAGE, HTML_LANG, LANGUAGES, type Language } from './languages.ts';
import { coreMessages } from './locales/zh-cn-core.ts';
import type { LocaleBundle, Messages } from './types.ts';

export * from './languages.ts';
export type { LocaleBundle, Messages } from './types.ts';

/**
 * The zh-cn core texts (login and error pages) ship with the entry; every complete message set, zh-cn's
 * included, is its own chunk loaded on demand, with antd's locale (antd itself is not in the entry).
 */
const loaders: Record<Language, () => Promise<LocaleBundle>> = {
  'zh-cn': () => import('./locales/zh-cn.ts').then((m) => m.default),
  en: () => import('./locales/en.ts').then((m) => m.default),
  'zh-tw': () => import('./locales/zh-tw.ts').then((m) => m.default),
};

const antdLocales: Partial<Record<Language, Locale>> = {};

/** An initialised i18next instance; the prerender makes one per language, the browser one in all. */
export function createI18n(language: Language, messages: Partial<Record<Language, Messages>>): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    // Keys stay 'zh-cn' / 'zh-tw' as the spec writes them (i18next would otherwise format them as zh-CN).
    lowerCaseLng: true,
    load: 'currentOnly',
    initAsync: false,
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(
      Object.entries(messages).map(([lng, translation]) => [lng, { translation }]),
    ),
  });
  return instance;
}

/** The browser's instance. It starts in zh-cn; `startLanguage()` switches to the stored language. */
export const i18n = createI18n(DEFAULT_LANGUAGE, {
  // Only the core keys until loadAllMessages(): the login page never asks for the others.
  'zh-cn': coreMessages as unknown as Messages,
});

export function currentLanguage(): Language {
  return (i18n.resolvedLanguage ?? DEFAULT_LANGUAGE) as Language;
}

/** antd's locale of a language whose complete messages are in (loadAllMessages), else of zh-cn. */
export function antdLocaleOf(language: string): Locale | undefined {
  return antdLocales[language as Language] ?? antdLocales[DEFAULT_LANGUAGE];
}

/** One language's messages and antd locale (zh-cn is in the entry, the others are fetched). */
export function loadLocaleBundle(language: Language): Promise<LocaleBundle> {
  return loaders[language]();
}

const complete = new Set<Language>();
/** Set once a screen behind the sign-in is wanted: from then on every language is loaded in full. */
let everything = false;

async function ensureComplete(language: Language): Promise<void> {
  if (complete.has(language)) return;
  const bundle = await loadLocaleBundle(language);
  i18n.addResourceBundle(language, 'translation', bundle.messages, true, true);
  antdLocales[language] = bundle.antd;
  complete.add(language);
}

/** Before the shell renders: the complete texts of zh-cn (the fallback) and of the current language. */
export async function loadAllMessages(): Promise<void> {
  everything = true;
  await Promise.all([ensureComplete(DEFAULT_LANGUAGE), ensureComplete(currentLanguage())]);
}

async function applyLanguage(language: Language): Promise<void> {
  if (language !== DEFAULT_LANGUAGE || everything) await ensureComplete(language);
  await i18n.changeLanguage(language);
  const root = document.documentElement;
  root.lang = HTML_LANG[language];
  root.dataset.lang = language;
}

/** Before the first render: use the language stored in the theme config (messages loaded first). */
export function startLanguage(): Promise<void> {
  return applyLanguage(useThemeStore.getState().globalI18n);
}

/** The language switch: load, apply, and remember it in the theme config. */
export async function switchLanguage(language: Language): Promise<void> {
  await applyLanguage(language);
  useThemeStore.getState().setGlobalI18n(language);
}
