/** The texts of a dictionary item: `value` is the Chinese name, `label` the English one. */
export interface DictItemTexts {
  value: string;
  label: string | null;
  /** JSON text; its `"zh-tw"` member, when present, is the traditional Chinese name */
  extData?: string | null;
}

export type DictLanguage = 'zh-cn' | 'en' | 'zh-tw';

function zhTw(extData: string | null | undefined): string | undefined {
  if (!extData) return undefined;
  try {
    const data: unknown = JSON.parse(extData);
    const text = data && typeof data === 'object' ? (data as Record<string, unknown>)['zh-tw'] : undefined;
    return typeof text === 'string' && text.trim() !== '' ? text : undefined;
  } catch {
    return undefined;
  }
}

/** The name of a dictionary item in a language (English: its label; traditional Chinese: extData "zh-tw"). */
export function dictItemText(item: DictItemTexts, lang: DictLanguage): string {
  if (lang === 'en') return item.label?.trim() ? item.label : item.value;
  if (lang === 'zh-tw') return zhTw(item.extData) ?? item.value;
  return item.value;
}
