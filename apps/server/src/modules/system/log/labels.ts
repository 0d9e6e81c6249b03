import type { Language } from '../../../platform/i18n/language.ts';
import { isMessageKey, translate } from '../../../platform/i18n/messages.ts';

/** The columns whose stored codes are written as words. */
const WORDED: Record<string, string> = {
  action: 'log.action',
  status: 'log.status',
  diffType: 'log.diffType',
  message: 'log.message',
};

/** The word for a stored code of a worded column in a language; other values as they are. */
export function logCellText(
  table: string,
  column: string,
  value: string | number | null,
  lang: Language,
): string | number | null {
  const group = WORDED[column];
  // only the visit log stores codes as its message; other logs keep real texts there
  if (!group || typeof value !== 'string' || (column === 'message' && table !== 'sysLogVis')) return value;
  const key = `${group}.${value}`;
  return isMessageKey(key) ? translate(lang, key) : value;
}
