import type { SmsMessage, SmsSender } from '../../src/modules/system/auth/sms.ts';

/** An SMS sender that keeps what it was given, for tests that read the sign-in code. */
export class CapturingSms implements SmsSender {
  readonly sent: Array<{ phone: string } & SmsMessage> = [];

  async send(phone: string, message: SmsMessage) {
    this.sent.push({ phone, ...message });
  }

  /** the code of the last message to a phone (an empty string when none was sent) */
  codeFor(phone: string): string {
    return [...this.sent].reverse().find((s) => s.phone === phone)?.code ?? '';
  }
}
