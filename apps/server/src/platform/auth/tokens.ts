import { randomUUID } from 'node:crypto';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';

export interface AccessClaims {
  /** user id */
  uid: number;
  /** tenant id */
  tid: number;
  /** session (refresh-token family) id */
  sid: number;
  typ: 'access';
  exp: number;
}

export interface RefreshClaims {
  uid: number;
  sid: number;
  jti: string;
  typ: 'refresh';
  exp: number;
}

export type VerifyResult<T> = { ok: true; claims: T } | { ok: false; expired: boolean };

const ISSUER = 'retail-backoffice';
const CLOCK_TOLERANCE_MS = 5000;

/** Signs and verifies the HS256 access and refresh tokens. */
export class TokenCodec {
  private readonly signer;
  private readonly verifyStrict;
  private readonly verifyIgnoringExpiry;

  constructor(secret: string) {
    this.signer = createSigner({ key: secret, algorithm: 'HS256', iss: ISSUER });
    const base = { key: secret, algorithms: ['HS256' as const], allowedIss: ISSUER, cache: 2000 };
    this.verifyStrict = createVerifier({ ...base, clockTolerance: CLOCK_TOLERANCE_MS });
    this.verifyIgnoringExpiry = createVerifier({ ...base, ignoreExpiration: true });
  }

  sign(
    claims: Omit<AccessClaims, 'typ' | 'exp'> | Omit<RefreshClaims, 'typ' | 'exp'>,
    typ: 'access' | 'refresh',
    lifetimeMs: number,
  ): string {
    return this.signer({ ...claims, typ, exp: Math.floor((Date.now() + lifetimeMs) / 1000) });
  }

  newJti(): string {
    return randomUUID();
  }

  verify<T extends AccessClaims | RefreshClaims>(
    token: string,
    typ: T['typ'],
    allowExpired = false,
  ): VerifyResult<T> {
    try {
      const claims = (allowExpired ? this.verifyIgnoringExpiry : this.verifyStrict)(token) as T;
      if (claims.typ !== typ || !Number.isSafeInteger(claims.uid) || !Number.isSafeInteger(claims.sid)) {
        return { ok: false, expired: false };
      }
      return { ok: true, claims };
    } catch (error) {
      return { ok: false, expired: error instanceof TokenError && error.code === TokenError.codes.expired };
    }
  }
}
