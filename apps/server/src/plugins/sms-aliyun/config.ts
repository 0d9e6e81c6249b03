import { z } from 'zod';

export const SMS_ALIYUN_ID = 'sms-aliyun';

const text = (max: number) => z.string().trim().min(1).max(max);

/** The gateway account of the installation (a platform plugin: one config, tenant 0). */
export const smsAliyunConfig = z.object({
  /** the SendSms endpoint; another address only for a regional endpoint or a test gateway */
  endpoint: z
    .url({ protocol: /^https?$/ })
    .max(256)
    .default('https://dysmsapi.aliyuncs.com/'),
  accessKeyId: text(128),
  accessKeySecret: text(128),
  /** the approved signature shown in front of the text, e.g. 【某某零售】 without the brackets */
  signName: text(32),
  /** the approved template whose `${code}` variable receives the sign-in code, e.g. SMS_123456789 */
  templateCode: text(64),
  regionId: text(32).default('cn-hangzhou'),
});

export type SmsAliyunConfig = z.output<typeof smsAliyunConfig>;
