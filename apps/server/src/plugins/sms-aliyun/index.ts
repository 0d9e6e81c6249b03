import { randomInt } from 'node:crypto';
import { isMobile } from '@retail/contracts';
import { AppError } from '../../platform/http/errors.ts';
import { texts } from '../../platform/i18n/define-messages.ts';
import { definePlugin } from '../plugin.ts';
import { SMS_ALIYUN_ID, smsAliyunConfig } from './config.ts';
import { sendThroughAliyun } from './sender.ts';

/** Aliyun SMS (dysmsapi) as the installation's gateway for sign-in codes. */
export const smsAliyunPlugin = definePlugin({
  id: SMS_ALIYUN_ID,
  version: '1.0.0',
  name: texts('阿里云短信', 'Aliyun SMS', '阿里雲簡訊'),
  description: texts(
    '手机号登录的验证码通过阿里云短信服务发送（模板变量 code）；未启用时验证码只写入服务器日志',
    'Sends phone sign-in codes through Aliyun SMS (template variable "code"); while it is off, codes only go to the server log',
    '手機號登入的驗證碼透過阿里雲簡訊服務發送（範本變數 code）；未啟用時驗證碼只寫入伺服器日誌',
  ),
  scope: 'platform',
  configSchema: smsAliyunConfig,
  secretKeys: ['accessKeySecret'],
  migrations: [],
  menuIds: [],
  test: async (config, { target }) => {
    if (!target || !isMobile(target)) throw new AppError(400, 'smsAliyun.targetRequired');
    const bizId = await sendThroughAliyun(config, target, String(randomInt(100000, 1000000)));
    return `OK: ${target}, BizId ${bizId}`;
  },
});
