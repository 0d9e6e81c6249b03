import { defineMessages } from '../../../platform/i18n/define-messages.ts';

export const pluginMessages = defineMessages({
  'plugin.disabled': {
    'zh-cn': '插件“{plugin}”未对本租户启用',
    en: 'The plugin "{plugin}" is not enabled for your tenant',
    'zh-tw': '外掛程式「{plugin}」未對本租戶啟用',
  },
  'plugin.unknown': {
    'zh-cn': '没有内置插件“{plugin}”',
    en: 'There is no built-in plugin "{plugin}"',
    'zh-tw': '沒有內建外掛程式「{plugin}」',
  },
  'plugin.alreadySetUp': {
    'zh-cn': '插件“{plugin}”已为该租户设置，请修改已有的设置',
    en: 'The plugin "{plugin}" is already set up for this tenant; change the existing setting',
    'zh-tw': '外掛程式「{plugin}」已為該租戶設定，請修改已有的設定',
  },
  'plugin.unknownTenant': {
    'zh-cn': 'tenantId：租户 {tenantId} 不存在',
    en: 'tenantId: there is no tenant {tenantId}',
    'zh-tw': 'tenantId：租戶 {tenantId} 不存在',
  },
  'plugin.badConfig': {
    'zh-cn': '{detail}',
    en: '{detail}',
    'zh-tw': '{detail}',
  },
  'plugin.noTest': {
    'zh-cn': '插件“{plugin}”没有测试功能',
    en: 'The plugin "{plugin}" has no test',
    'zh-tw': '外掛程式「{plugin}」沒有測試功能',
  },
  'plugin.testFailed': {
    'zh-cn': '测试失败：{reason}',
    en: 'The test failed: {reason}',
    'zh-tw': '測試失敗：{reason}',
  },
});
