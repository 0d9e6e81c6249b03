import { randomInt } from 'node:crypto';
import type { Cache } from '../../../platform/cache/index.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Logger } from '../../../platform/logging/logger.ts';

/**
 * A sign-in code message: gateways with approved templates (Aliyun) send `code` as the template's parameter,
 * senders of free text send `text`.
 */
export interface SmsMessage {
  code: string;
  text: string;
}

/** Where SMS messages go. A gateway plugin implements this; the built-in one writes to the server log. */
export interface SmsSender {
  /** Sends the message or throws an AppError that says why it could not be sent. */
  send(phone: string, message: SmsMessage): Promise<void>;
}

/** The built-in sender: the text (with the code) appears in the server log at info level. */
export class LogSmsSender implements SmsSender {
  constructor(private readonly log: Logger) {}

  async send(phone: string, { text }: SmsMessage): Promise<void> {
    this.log.info(
      { sms: { to: phone, text } },
      'SMS (built-in sender: configure a gateway for real delivery)',
    );
  }
}

const CODE_TTL_SECONDS = 300;
const COOLDOWN_SECONDS = 60;
const MAX_ATTEMPTS = 5;

const codeKey = (phone: string) => `sms:${phone}`;
const triesKey = (phone: string) => `sms_try:${phone}`;
const coolKey = (phone: string) => `sms_cool:${phone}`;

/** Six-digit sign-in codes: expire after 5 minutes, single use, at most 5 tries, one per phone a minute. */
export class SmsCodeService {
  constructor(
    private readonly cache: Cache,
    private readonly sender: SmsSender,
  ) {}

  async send(phone: string): Promise<void> {
    if (await this.cache.get(coolKey(phone))) throw new AppError(400, 'auth.smsTooSoon');
    await this.cache.set(coolKey(phone), 1, COOLDOWN_SECONDS);
    const code = String(randomInt(100000, 1000000));
    await this.cache.del(triesKey(phone));
    await this.cache.set(codeKey(phone), code, CODE_TTL_SECONDS);
    try {
      await this.sender.send(phone, { code, text: `Your sign-in code is ${code}; it expires in 5 minutes.` });
    } catch (error) {
      // a code that never arrived must not block the next try for a minute, nor stay valid
      await this.cache.del(codeKey(phone));
      await this.cache.del(coolKey(phone));
      throw error;
    }
  }

  /**
   * Consumes the code when it matches; throws a clear error otherwise. Each try is counted (atomically) before
   * the code is compared, so concurrent guesses get no more than MAX_ATTEMPTS comparisons between them, and the
   * code is taken atomically, so of concurrent right answers only one signs in.
   */
  async consume(phone: string, code: string): Promise<void> {
    const tries = await this.cache.incr(triesKey(phone), CODE_TTL_SECONDS);
    const stored = await this.cache.get<string>(codeKey(phone));
    if (stored === undefined || tries > MAX_ATTEMPTS) throw new AppError(400, 'auth.smsExpired');
    if (stored !== code.trim()) {
      if (tries >= MAX_ATTEMPTS) await this.cache.del(codeKey(phone));
      throw new AppError(400, 'auth.smsWrong');
    }
    if ((await this.cache.take<string>(codeKey(phone))) !== stored)
      throw new AppError(400, 'auth.smsExpired');
    await this.cache.del(triesKey(phone));
  }
}
