import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of supplier refusals. */
export const supplierMessages = defineMessages({
  'supplier.hasGoods': {
    'zh-cn': '该供应商还有 {count} 个商品，请先调整这些商品',
    en: '{count} goods still come from this supplier; change them first',
    'zh-tw': '該供應商還有 {count} 個商品，請先調整這些商品',
  },
});
