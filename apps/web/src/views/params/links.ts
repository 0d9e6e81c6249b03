import { LANGUAGES, type Language } from '../../i18n/languages.ts';

export const COMMON_DETAILS_PATH = '/demo/params/common/details';
export const DYNAMIC_DETAILS_BASE = '/demo/params/dynamic';

/** A tag name as the params pages send it: plain text, or one text per language (spec §2). */
export type TagName =
  { kind: 'plain'; text: string } | { kind: 'i18n'; names: Partial<Record<Language, string>> };

/**
 * The `tagsViewName` value of a tag name: the plain text, or a JSON object keyed by language with the languages
 * left empty omitted; undefined when nothing was given (the tag then shows the menu title).
 */
export function tagsViewNameValue(name: TagName): string | undefined {
  if (name.kind === 'plain') return name.text.trim() || undefined;
  const names = Object.fromEntries(
    LANGUAGES.map((language) => [language, name.names[language]?.trim() ?? ''] as const).filter(([, t]) => t),
  );
  return Object.keys(names).length > 0 ? JSON.stringify(names) : undefined;
}

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** Common route parameters: everything in the query (`?id=&tagsViewName=`). */
export function commonDetailsLink(id: string, name: TagName): string {
  return withQuery(COMMON_DETAILS_PATH, { id: id.trim(), tagsViewName: tagsViewNameValue(name) });
}

/**
 * Dynamic route parameters: `t` and `id` in the path of `/demo/params/dynamic/:t/:id` (each segment encoded, so
 * a slash stays inside its parameter), the tag name in the query. The template pushed the tag name as a route
 * param outside the path, which Vue Router 4.1.4+ drops; in the path and the query nothing is lost.
 */
export function dynamicDetailsLink(t: string, id: string, name: TagName): string {
  const path = `${DYNAMIC_DETAILS_BASE}/${encodeURIComponent(t.trim())}/${encodeURIComponent(id.trim())}`;
  return withQuery(path, { tagsViewName: tagsViewNameValue(name) });
}
