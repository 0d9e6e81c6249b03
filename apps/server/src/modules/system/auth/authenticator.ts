import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims, RefreshClaims, TokenCodec } from '../../../platform/auth/tokens.ts';
import type { Authenticator, Principal } from '../../../platform/http/access.ts';
import type { PermissionService } from '../access/permissions.ts';
import type { PrincipalLoader } from '../access/principals.ts';
import type { SessionService } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the session (sign-in) behind this request, when it carried a valid token */
    sessionId: number | null;
  }
}

export function bearer(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const m = value ? /^Bearer\s+(\S+)$/i.exec(value.trim()) : null;
  return m?.[1];
}

/**
 * The spec's token exchange: `Authorization: Bearer <access>`; with an expired access token the client adds
 * `X-Authorization: Bearer <refresh>` and gets a new pair in the `access-token` / `x-access-token` headers.
 * A refused session answers `access-token: invalid_token`.
 */
export class TokenAuthenticator implements Authenticator {
  constructor(
    private readonly tokens: TokenCodec,
    private readonly sessions: SessionService,
    private readonly principals: PrincipalLoader,
    private readonly permissions: PermissionService,
  ) {}

  async authenticate(request: FastifyRequest, reply: FastifyReply): Promise<Principal | null> {
    const token = bearer(request.headers.authorization);
    if (!token) return null;
    const access = this.tokens.verify<AccessClaims>(token, 'access');
    if (access.ok) {
      return this.principalFor(request, reply, access.claims);
    }
    const refreshToken = bearer(request.headers['x-authorization']);
    if (!access.expired || !refreshToken) return this.refuse(reply);
    const expired = this.tokens.verify<AccessClaims>(token, 'access', true);
    const refresh = this.tokens.verify<RefreshClaims>(refreshToken, 'refresh');
    if (!expired.ok || !refresh.ok) return this.refuse(reply);
    const rotated = await this.sessions.rotate(expired.claims, refresh.claims);
    if (rotated.kind === 'refused') return this.refuse(reply);
    if (rotated.kind === 'rotated') {
      reply.header('access-token', rotated.tokens.accessToken);
      reply.header('x-access-token', rotated.tokens.refreshToken);
    }
    return this.principalFor(request, reply, expired.claims);
  }

  private async principalFor(request: FastifyRequest, reply: FastifyReply, claims: AccessClaims) {
    const principal = await this.activePrincipal(claims);
    if (!principal) return this.refuse(reply);
    request.sessionId = claims.sid;
    return principal;
  }

  private async activePrincipal(claims: AccessClaims): Promise<Principal | null> {
    if (!(await this.sessions.isActive(claims.sid, claims.uid))) return null;
    const principal = await this.principals.load(claims.tid, claims.uid);
    return principal && principal.tenantId === claims.tid ? principal : null;
  }

  /** A current access token's caller and session (real-time connections; no refresh there). */
  async verifyAccessToken(token: string): Promise<{ principal: Principal; sessionId: number } | null> {
    const access = this.tokens.verify<AccessClaims>(token, 'access');
    if (!access.ok) return null;
    const principal = await this.activePrincipal(access.claims);
    return principal ? { principal, sessionId: access.claims.sid } : null;
  }

  private refuse(reply: FastifyReply): null {
    reply.header('access-token', 'invalid_token');
    return null;
  }

  hasPermission(principal: Principal, code: string): Promise<boolean> {
    return this.permissions.has(principal, code);
  }
}
