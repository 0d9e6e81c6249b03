import type { i18n as I18n } from 'i18next';
import type { LogArea } from '../../../../api/system/log.ts';

/** Groups of system.log texts for the codes a log stores, by column. */
const GROUPS: Record<string, string> = {
  action: 'actions',
  status: 'statuses',
  diffType: 'diffTypes',
  message: 'reasons',
};

/**
 * The word for a stored code (visit action, result, sign-in failure reason, change type) in the user's
 * language; other values, and codes without a word, as they are. Only the visit log keeps codes as messages.
 */
export function logWord(i18n: I18n, area: LogArea, column: string, value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const group = GROUPS[column];
  if (!group || text === '' || (column === 'message' && area !== 'sysLogVis')) return text;
  const key = `system.log.${group}.${text}`;
  return i18n.exists(key) ? String(i18n.t(key as never)) : text;
}

/** Does this column of this log show words instead of codes? */
export const hasWords = (area: LogArea, column: string) =>
  column in GROUPS && (column !== 'message' || area === 'sysLogVis');
