import type { TFunction } from 'i18next';

const PAY_METHODS = ['1', '2', '3', '4'] as const;

/** The name of a PayMethod; an unknown code shows as its number. */
export function payMethodLabel(t: TFunction, method: number): string {
  const key = PAY_METHODS.find((code) => code === String(method));
  return key ? t(`reports.payMethod.${key}`) : String(method);
}

/** Rows without a name (deleted goods, sales without a cashier) still need a label. */
export const nameOr = (t: TFunction, name: string | null | undefined) => name || t('reports.none');
