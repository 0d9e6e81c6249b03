import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../platform/http/errors.ts';

/** How long a visitor has between being sent to WeChat and coming back. */
export const STATE_TTL_MS = 10 * 60_000;

/**
 * The `state` of an official account sign-in: which tenant the visitor signs in to and until when, signed with
 * a key derived from the server's JWT secret, so WeChat's redirect back cannot be pointed at another tenant or
 * replayed after 10 minutes. Text: `{tenantId}.{expiresAt}.{nonce}.{mac}` (base 36 numbers, base64url MAC);
 * WeChat allows at most 128 characters of [a-zA-Z0-9] and a few marks, which this stays within.
 */
export class OauthState {
  private readonly key: Buffer;

  constructor(
    jwtSecret: string,
    private readonly now: () => number = Date.now,
  ) {
    this.key = createHmac('sha256', jwtSecret).update('wechat-oauth-state').digest();
  }

  private mac(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }

  issue(tenantId: number): string {
    const payload = [
      tenantId.toString(36),
      (this.now() + STATE_TTL_MS).toString(36),
      randomBytes(6).toString('base64url'),
    ].join('.');
    return `${payload}.${this.mac(payload)}`;
  }

  /** The tenant a state was issued for; 400 naming `state` when it is altered, malformed or expired. */
  tenantOf(state: string): number {
    const parts = state.split('.');
    const invalid = () => new AppError(400, 'wechat.stateInvalid', { field: 'state' });
    if (parts.length !== 4) throw invalid();
    const [tenant = '', expires = '', nonce = '', mac = ''] = parts;
    const expected = Buffer.from(this.mac(`${tenant}.${expires}.${nonce}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid();
    const tenantId = Number.parseInt(tenant, 36);
    const expiresAt = Number.parseInt(expires, 36);
    if (!Number.isSafeInteger(tenantId) || tenantId <= 0 || !Number.isSafeInteger(expiresAt)) throw invalid();
    if (expiresAt <= this.now()) throw new AppError(400, 'wechat.stateExpired', { field: 'state' });
    return tenantId;
  }
}
