import { defineMessages } from '../../platform/i18n/define-messages.ts';

/** Texts of the S3 storage plugin's test. */
export const storageS3Messages = defineMessages({
  'storageS3.probeFailed': {
    'zh-cn': '存储桶“{bucket}”测试失败（{step}）：{detail}',
    en: 'The bucket "{bucket}" failed the test ({step}): {detail}',
    'zh-tw': '儲存桶「{bucket}」測試失敗（{step}）：{detail}',
  },
});
