import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of parked-sale refusals. */
export const saleParkMessages = defineMessages({
  'salePark.gone': {
    'zh-cn': '该挂单已被取单或删除（可能在另一台收银机上）',
    en: 'This parked sale was already recalled or discarded (perhaps at another till)',
    'zh-tw': '該掛單已被取單或刪除（可能在另一台收銀機上）',
  },
  'salePark.unknownBarcode': {
    'zh-cn': 'lines：条码 {barcode} 不存在',
    en: 'lines: barcode {barcode} does not exist',
    'zh-tw': 'lines：條碼 {barcode} 不存在',
  },
  'salePark.memberMissing': {
    'zh-cn': 'vipId：会员 {id} 不存在或已停用',
    en: 'vipId: member {id} does not exist or is disabled',
    'zh-tw': 'vipId：會員 {id} 不存在或已停用',
  },
});
