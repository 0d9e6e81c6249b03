import type { Language } from '../../../platform/i18n/language.ts';
import { isMessageKey, translate } from '../../../platform/i18n/messages.ts';

export type EnumGroup =
  | 'stockLogKind'
  | 'adjustKind'
  | 'adjustStatus'
  | 'transferStatus'
  | 'purchaseOrderStatus'
  | 'supplierReturnStatus'
  | 'saleOrderStatus'
  | 'saleOrderKind'
  | 'sourceType'
  | 'status'
  | 'saleStatus'
  | 'payMethod'
  | 'sex'
  | 'yesNo';

/** The name of a code in the caller's language; an unknown code is shown as it is. */
export function enumLabel(
  lang: Language,
  group: EnumGroup,
  value: string | number | boolean | null,
): string | null {
  if (value === null) return null;
  const key = `enum.${group}.${value}`;
  return isMessageKey(key) ? translate(lang, key) : String(value);
}
