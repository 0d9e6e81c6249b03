import { catalogue, type MessageKey, type TextOf } from './catalogue.ts';
import type { Language } from './language.ts';

export type { MessageKey };

/** The names of the `{name}` placeholders of a text; any name when the text is not a literal type. */
type Placeholders<S extends string> = string extends S
  ? string
  : S extends `${string}{${infer Name}}${infer Rest}`
    ? Name | Placeholders<Rest>
    : never;

/**
 * The params argument of a key, then `Tail`: one value per placeholder, required; none (and optional) when
 * the text has no placeholders.
 */
export type ParamsArg<K extends MessageKey, Tail extends unknown[] = []> = K extends MessageKey
  ? [Placeholders<TextOf<K>>] extends [never]
    ? [params?: Record<string, never>, ...Tail]
    : [params: { [Name in Placeholders<TextOf<K>>]: string | number }, ...Tail]
  : never;

/** Params already checked against their key (where a message was made), e.g. those an AppError carries. */
export type MessageParams = Readonly<Record<string, string | number>>;

/**
 * Whether a text is a key of the catalogue. Only for keys made from stored data or another library's text
 * (a code's word, a zod message), where the caller shows the text as it is when there is no such key.
 */
export function isMessageKey(text: string): text is MessageKey {
  return Object.hasOwn(catalogue, text);
}

/** The text of a key in a language, its `{name}` placeholders filled from params. */
export function translate<K extends MessageKey>(lang: Language, key: K, ...params: ParamsArg<K>): string;
export function translate(lang: Language, key: MessageKey, params: MessageParams = {}): string {
  return translateChecked(lang, key, params);
}

/** `translate` for a key and params that were checked together when they were made (an AppError's). */
export function translateChecked(lang: Language, key: MessageKey, params: MessageParams): string {
  return catalogue[key][lang].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
