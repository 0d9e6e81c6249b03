import { isLanguage, type Language } from '../i18n/languages.ts';

/** Spec §2 tag names: plain text, or a JSON object keyed by zh-cn, en and zh-tw. */
export function tagsViewNameText(value: string | null | undefined, language: Language): string | null {
  const text = value?.trim();
  if (!text) return null;
  if (text.startsWith('{')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && Object.keys(parsed).some(isLanguage)) {
        const names = parsed as Partial<Record<Language, unknown>>;
        const picked = names[language] ?? names['zh-cn'];
        return typeof picked === 'string' && picked ? picked : null;
      }
    } catch {
      // Not JSON: plain text.
    }
  }
  return text;
}

/**
 * The page title rule of spec §2: the tag name from the query or params when there is one, else the route's
 * translated title, followed by the global title.
 */
export function pageTitle(
  routeTitle: string | null,
  tagsViewName: string | null,
  globalTitle: string,
  language: Language,
): string {
  const title = tagsViewNameText(tagsViewName, language) ?? routeTitle;
  return title ? `${title} - ${globalTitle}` : globalTitle;
}
