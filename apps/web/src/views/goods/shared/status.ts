import type { EnumOption } from '../../../components/display/EnumTag.tsx';
import { i18n } from '../../../i18n/index.ts';

/** Status 1/2 of goods and barcodes. */
export function saleOptions(): Record<1 | 2, EnumOption> {
  return {
    1: { label: i18n.t('catalog.common.onSale'), color: 'success' },
    2: { label: i18n.t('catalog.common.offSale'), color: 'default' },
  };
}

/** Select options built from an enum option map. */
export function selectOptions(options: Record<1 | 2, EnumOption>) {
  return ([1, 2] as const).map((value) => ({ value, label: options[value].label }));
}
