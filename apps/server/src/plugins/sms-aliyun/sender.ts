import type { SmsMessage, SmsSender } from '../../modules/system/auth/sms.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Logger } from '../../platform/logging/logger.ts';
import type { PluginHost } from '../plugin.ts';
import { AliyunSmsClient, SmsGatewayError } from './client.ts';
import { SMS_ALIYUN_ID, type SmsAliyunConfig } from './config.ts';

/** Platform plugins keep their one config under tenant 0. */
const INSTALLATION = 0;

/** Sends the code through the gateway and turns its refusal into a 400 that names the gateway's code. */
export async function sendThroughAliyun(
  config: SmsAliyunConfig,
  phone: string,
  code: string,
  log?: Logger,
): Promise<string> {
  try {
    return await new AliyunSmsClient(config).send(phone, { code });
  } catch (error) {
    if (!(error instanceof SmsGatewayError)) throw error;
    // the account, secret and signature are never part of the error: only the gateway's code and message
    log?.error(
      { sms: { to: phone, gatewayCode: error.code }, err: error },
      'SMS gateway refused the message',
    );
    throw new AppError(400, 'smsAliyun.sendFailed', { code: error.code });
  }
}

/**
 * The sign-in code sender of the installation: the Aliyun gateway while the `sms-aliyun` plugin is on, the given
 * fallback (the server log) otherwise. The plugin's state is asked on every send, so switching it on or off takes
 * effect on every instance at once.
 */
export class PluginSmsSender implements SmsSender {
  constructor(
    private readonly host: PluginHost,
    private readonly fallback: SmsSender,
    private readonly log: Logger,
  ) {}

  async send(phone: string, message: SmsMessage): Promise<void> {
    const config = await this.host.configOf<SmsAliyunConfig>(SMS_ALIYUN_ID, INSTALLATION);
    if (!config) return this.fallback.send(phone, message);
    await sendThroughAliyun(config, phone, message.code, this.log);
  }
}
