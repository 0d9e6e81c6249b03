import { defineMessages } from '../../../platform/i18n/define-messages.ts';

/** Texts of retail-setting refusals. */
export const settingsMessages = defineMessages({
  'retailSetting.unknownRole': {
    'zh-cn': 'discountLimits：角色 {roleId} 不存在',
    en: 'discountLimits: role {roleId} does not exist',
    'zh-tw': 'discountLimits：角色 {roleId} 不存在',
  },
});
