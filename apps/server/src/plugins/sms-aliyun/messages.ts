import { defineMessages } from '../../platform/i18n/define-messages.ts';

/** Texts of the Aliyun SMS plugin. The gateway's code is shown, never its account or secret. */
export const smsAliyunMessages = defineMessages({
  'smsAliyun.sendFailed': {
    'zh-cn': '短信发送失败（短信网关答复：{code}），请稍后再试或联系管理员',
    en: 'The SMS could not be sent (the gateway answered {code}); try again later or contact the administrator',
    'zh-tw': '簡訊發送失敗（簡訊閘道答覆：{code}），請稍後再試或聯絡管理員',
  },
  'smsAliyun.targetRequired': {
    'zh-cn': '请填写接收测试短信的手机号（11 位大陆手机号）',
    en: 'Enter the mobile number that receives the test SMS (11 digits, mainland China)',
    'zh-tw': '請填寫接收測試簡訊的手機號（11 位大陸手機號）',
  },
});
