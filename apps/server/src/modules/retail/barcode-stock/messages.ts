import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of stock query refusals. */
export const stockMessages = defineMessages({
  'stockLog.badTime': {
    'zh-cn': '{field} 不是有效时间：{value}',
    en: '{field} is not a valid time: {value}',
    'zh-tw': '{field} 不是有效時間：{value}',
  },
});
