/** Supported languages (spec §9): zh-cn is the default and the fallback. */
export const LANGUAGES = ['zh-cn', 'en', 'zh-tw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-cn';

/** BCP 47 tags for `<html lang>`. */
export const HTML_LANG: Record<Language, string> = { 'zh-cn': 'zh-CN', en: 'en', 'zh-tw': 'zh-TW' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
