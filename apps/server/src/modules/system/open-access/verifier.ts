import { Status } from '@retail/contracts';
import {
  ACCESS_KEY_PATTERN,
  NONCE_PATTERN,
  SIGN_WINDOW_SECONDS,
} from '@retail/contracts/api/system/open-access-sign';
import type { Cache } from '../../../platform/cache/index.ts';
import type { Principal, SignatureVerifier, SignedCall } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Access } from '../../../platform/http/route.ts';
import type { SecretBox } from '../../../platform/security/secret-box.ts';
import type { PermissionService } from '../access/permissions.ts';
import type { PrincipalLoader } from '../access/principals.ts';
import { ipAllowed } from './ip-allowlist.ts';
import type { KeyRecords } from './key-records.ts';
import type { KeyRecord, OpenAccessRepository } from './repository.ts';
import { sameSignature, sha256Hex, signatureOf } from './signing.ts';

/** A nonce is remembered longer than a timestamp stays acceptable (±5 minutes), so it can never come back. */
const NONCE_TTL_SECONDS = 600;
/** Calls a key may make in a minute, across instances. */
export const CALLS_PER_MINUTE = 600;

export interface VerifierDeps {
  keys: KeyRecords;
  repo: OpenAccessRepository;
  cache: Cache;
  secrets: SecretBox;
  principals: PrincipalLoader;
  permissions: PermissionService;
  now?: () => number;
}

function unauthorized(
  key:
    | 'openAccess.badNonce'
    | 'openAccess.badSignature'
    | 'openAccess.replay'
    | 'openAccess.keyDisabled'
    | 'openAccess.keyExpired'
    | 'openAccess.userDisabled'
    | 'openAccess.tenantDisabled',
): AppError {
  return new AppError(401, key);
}

function header(call: SignedCall, name: string): string {
  const value = call.header(name);
  if (value === undefined || value === '') {
    throw new AppError(401, 'openAccess.missingHeader', { header: name });
  }
  return value;
}

/**
 * Signature v2 (docs/decisions.md "Open access (issue 22)"): the signature first, so a caller without the
 * secret learns nothing about the key; then the key, the address, the nonce (claimed atomically, once per key
 * across instances), the bound user and tenant as they are now, the rate, and the route's permission in both the
 * key's scopes and the user's current codes.
 */
export class SignedRequestVerifier implements SignatureVerifier {
  private readonly now: () => number;

  constructor(private readonly deps: VerifierDeps) {
    this.now = deps.now ?? Date.now;
  }

  async verify(call: SignedCall, access: Access): Promise<Principal> {
    const accessKey = header(call, 'accessKey');
    const timestamp = header(call, 'timestamp');
    const nonce = header(call, 'nonce');
    const sign = header(call, 'sign');
    const now = this.now();
    if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > SIGN_WINDOW_SECONDS) {
      throw new AppError(401, 'openAccess.badTimestamp', { seconds: SIGN_WINDOW_SECONDS });
    }
    if (!NONCE_PATTERN.test(nonce)) throw unauthorized('openAccess.badNonce');
    const record = ACCESS_KEY_PATTERN.test(accessKey) ? await this.deps.keys.find(accessKey) : null;
    if (!record || !this.signedBy(record, call, { accessKey, timestamp, nonce, sign })) {
      throw unauthorized('openAccess.badSignature');
    }
    call.accessKey = record.accessKey;
    this.checkKey(record, now, call.ip);
    if (!(await this.deps.cache.add(`oa:nonce:${accessKey}:${nonce}`, 1, NONCE_TTL_SECONDS))) {
      throw unauthorized('openAccess.replay');
    }
    const principal = await this.deps.principals.load(record.tenantId, record.bindUserId);
    if (!principal) throw unauthorized('openAccess.userDisabled');
    if (!(await this.deps.repo.tenantEnabled(record.tenantId)))
      throw unauthorized('openAccess.tenantDisabled');
    await this.countCall(record, now);
    if ('permission' in access) await this.checkScope(record, principal, access.permission);
    await this.deps.repo.touch(record.tenantId, record.id, now, call.ip);
    return principal;
  }

  private signedBy(
    record: KeyRecord,
    call: SignedCall,
    given: { accessKey: string; timestamp: string; nonce: string; sign: string },
  ): boolean {
    const at = call.url.indexOf('?');
    const expected = signatureOf(this.deps.secrets.open(record.secretEnc), {
      method: call.method,
      path: at < 0 ? call.url : call.url.slice(0, at),
      query: at < 0 ? '' : call.url.slice(at + 1),
      accessKey: given.accessKey,
      timestamp: given.timestamp,
      nonce: given.nonce,
      bodySha256: sha256Hex(call.rawBody),
    });
    return sameSignature(expected, given.sign);
  }

  private checkKey(record: KeyRecord, now: number, ip: string): void {
    if (record.status !== Status.Enable) throw unauthorized('openAccess.keyDisabled');
    if (record.expireTime !== null && record.expireTime <= now) throw unauthorized('openAccess.keyExpired');
    if (!ipAllowed(record.allowedIps, ip)) throw new AppError(401, 'openAccess.ipDenied', { ip });
  }

  private async countCall(record: KeyRecord, now: number): Promise<void> {
    const minute = Math.floor(now / 60_000);
    const calls = await this.deps.cache.incr(`oa:rate:${record.id}:${minute}`, 120);
    if (calls > CALLS_PER_MINUTE) {
      throw new AppError(429, 'openAccess.rateLimited', { limit: CALLS_PER_MINUTE });
    }
  }

  private async checkScope(record: KeyRecord, principal: Principal, permission: string): Promise<void> {
    if (!record.scopes.includes(permission) || !(await this.deps.permissions.has(principal, permission))) {
      throw new AppError(403, 'openAccess.outOfScope', { permission }, `permission.${permission}`);
    }
  }
}
