import type { Language } from './language.ts';

/** One text in every language; `{name}` placeholders are filled from a message's params. */
export type Texts = Record<Language, string>;

/** A module's server-side texts by message key. */
export type Catalogue = Record<string, Texts>;

/**
 * A module's catalogue, checked to have all three languages. The texts keep their literal types, so a key's
 * params are typed from its placeholders. A module exports the result; `catalogue.ts` lists it.
 */
export function defineMessages<const T extends Catalogue>(catalogue: T): T {
  return catalogue;
}

/** The texts of one key, written in the catalogue's language order (zh-cn, en, zh-tw). */
export function texts<const Z extends string, const E extends string, const W extends string>(
  zhCn: Z,
  en: E,
  zhTw: W,
): { 'zh-cn': Z; en: E; 'zh-tw': W } {
  return { 'zh-cn': zhCn, en, 'zh-tw': zhTw };
}
