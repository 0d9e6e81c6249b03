import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of the constants module. */
export const constMessages = defineMessages({
  'const.unknownType': {
    'zh-cn': '常量类型“{typeName}”不存在',
    en: "There is no constant group '{typeName}'",
    'zh-tw': '常數類型「{typeName}」不存在',
  },
});
