import type { AccessClaims, RefreshClaims, TokenCodec } from '../../../platform/auth/tokens.ts';
import type { Cache } from '../../../platform/cache/index.ts';
import { acrossTenants } from '../../../platform/db/across-tenants.ts';
import { deleteInBatches } from '../../../platform/db/batch-delete.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { ClientInfo } from '../../../platform/http/client-info.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import type { ConfigService } from '../config/service.ts';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export type RotateResult =
  | { kind: 'rotated'; tokens: TokenPair }
  /** a concurrent request already rotated this token moments ago: let it through without new tokens */
  | { kind: 'grace' }
  | { kind: 'refused' };

/** Told about every revocation (the real-time hub sends those browsers to the sign-in page). */
export type RevokeListener = (sessionIds: number[], reason: string) => void | Promise<void>;

interface SessionState {
  userId: number;
  active: boolean;
}

/** How long a session's state (or the tombstone of a revoked one) stays cached. */
const STATE_TTL_SECONDS = 600;
const sessionStateKey = (sessionId: number) => `sess:${sessionId}`;
/** How long a just-rotated refresh token is still honoured, for requests that were already in flight. */
const ROTATION_GRACE_MS = 10_000;
/** Sessions are found by ids from signed tokens (a refresh token names no tenant) and by user: ids unique across tenants. */
const BY_GLOBAL_ID = 'sessions are found by session or user ids, unique across tenants';

/**
 * Sign-in sessions: one row per sign-in holding the current refresh token id. Refresh tokens rotate and are
 * single-use; presenting an old one ends the whole session (token-family revocation). Revocation is checked on
 * every request through a cached state that revocation replaces with a tombstone, so it takes effect on the next
 * request on every instance, also when a request that read the session earlier stores its state late.
 */
export class SessionService {
  private readonly revokeListeners: RevokeListener[] = [];

  constructor(
    private readonly db: Db,
    private readonly cache: Cache,
    private readonly ids: IdGenerator,
    private readonly tokens: TokenCodec,
    private readonly configs: ConfigService,
  ) {}

  private async lifetimes(): Promise<{ access: number; refresh: number }> {
    const [access, refresh] = await Promise.all([
      this.configs.int('sys_token_expire', 120),
      this.configs.int('sys_refresh_token_expire', 10080),
    ]);
    return { access: access * 60_000, refresh: Math.max(refresh, access) * 60_000 };
  }

  async create(
    user: { id: number; tenantId: number },
    mode: 'password' | 'phone',
    client: ClientInfo,
  ): Promise<TokenPair & { sessionId: number }> {
    const { access, refresh } = await this.lifetimes();
    const now = Date.now();
    const sessionId = this.ids.next();
    const jti = this.tokens.newJti();
    await this.db
      .insertInto('sysSession')
      .values({
        id: sessionId,
        tenantId: user.tenantId,
        userId: user.id,
        refreshJti: jti,
        loginMode: mode,
        ip: client.ip.slice(0, 64),
        userAgent: client.userAgent?.slice(0, 256) ?? null,
        createTime: now,
        lastSeenTime: now,
        expireTime: now + refresh,
      })
      .execute();
    return { sessionId, ...this.issue(user.id, user.tenantId, sessionId, jti, access, refresh) };
  }

  private issue(
    uid: number,
    tid: number,
    sid: number,
    jti: string,
    access: number,
    refresh: number,
  ): TokenPair {
    return {
      accessToken: this.tokens.sign({ uid, tid, sid }, 'access', access),
      refreshToken: this.tokens.sign({ uid, sid, jti }, 'refresh', refresh),
    };
  }

  /**
   * Whether the session may make this request. The state is cached; a cache miss reads the row and stores what
   * it read only when nothing is cached by then (`add`), so a revocation that came in between (and left its
   * tombstone, see `revoke`) is never overwritten by the older "active" this request read.
   */
  async isActive(sessionId: number, userId: number): Promise<boolean> {
    const key = sessionStateKey(sessionId);
    let state = await this.cache.get<SessionState>(key);
    if (!state) {
      const row = await acrossTenants(this.db, BY_GLOBAL_ID)
        .selectFrom('sysSession')
        .select(['userId', 'revokedTime', 'expireTime'])
        .where('id', '=', sessionId)
        .executeTakeFirst();
      const read: SessionState = {
        userId: row?.userId ?? 0,
        active: !!row && row.revokedTime === null && row.expireTime > Date.now(),
      };
      state = (await this.cache.add(key, read, STATE_TTL_SECONDS))
        ? read
        : ((await this.cache.get<SessionState>(key)) ?? read);
    }
    return state.active && state.userId === userId;
  }

  /** Exchanges a refresh token for a new pair; the expired access token must belong to the same session. */
  async rotate(expired: AccessClaims, refresh: RefreshClaims): Promise<RotateResult> {
    if (expired.sid !== refresh.sid || expired.uid !== refresh.uid) return { kind: 'refused' };
    const row = await acrossTenants(this.db, BY_GLOBAL_ID)
      .selectFrom('sysSession')
      .selectAll()
      .where('id', '=', refresh.sid)
      .executeTakeFirst();
    const now = Date.now();
    if (!row || row.revokedTime !== null || row.expireTime <= now || row.userId !== refresh.uid) {
      return { kind: 'refused' };
    }
    if (refresh.jti === row.refreshJti) {
      const { access, refresh: refreshLifetime } = await this.lifetimes();
      const jti = this.tokens.newJti();
      const updated = await this.db
        .updateTable('sysSession')
        .set({ refreshJti: jti, previousJti: refresh.jti, rotatedTime: now, lastSeenTime: now })
        .where('tenantId', '=', row.tenantId)
        .where('id', '=', row.id)
        .where('refreshJti', '=', refresh.jti)
        .where('revokedTime', 'is', null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 1) {
        return {
          kind: 'rotated',
          tokens: this.issue(row.userId, row.tenantId, row.id, jti, access, refreshLifetime),
        };
      }
      return { kind: 'grace' }; // lost a race with a concurrent rotation of the same token
    }
    if (
      refresh.jti === row.previousJti &&
      row.rotatedTime !== null &&
      now - row.rotatedTime < ROTATION_GRACE_MS
    ) {
      return { kind: 'grace' };
    }
    await this.revoke([row.id], 'refresh-reuse');
    return { kind: 'refused' };
  }

  /** A new pair for an active session without a refresh token (GET /api/sysAuth/refreshToken). */
  async reissue(claims: AccessClaims): Promise<TokenPair | null> {
    const { access, refresh } = await this.lifetimes();
    const jti = this.tokens.newJti();
    const now = Date.now();
    const updated = await this.db
      .updateTable('sysSession')
      .set({ refreshJti: jti, previousJti: null, rotatedTime: now, lastSeenTime: now })
      .where('tenantId', '=', claims.tid)
      .where('id', '=', claims.sid)
      .where('userId', '=', claims.uid)
      .where('revokedTime', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return null;
    return this.issue(claims.uid, claims.tid, claims.sid, jti, access, refresh);
  }

  async revoke(sessionIds: number[], reason: string): Promise<void> {
    if (sessionIds.length === 0) return;
    await acrossTenants(this.db, BY_GLOBAL_ID)
      .updateTable('sysSession')
      .set({ revokedTime: Date.now(), revokeReason: reason })
      .where('id', 'in', sessionIds)
      .where('revokedTime', 'is', null)
      .execute();
    // a tombstone rather than a delete: an "active" read before the update cannot be cached after it
    const revoked: SessionState = { userId: 0, active: false };
    await Promise.all(
      sessionIds.map((id) => this.cache.set(sessionStateKey(id), revoked, STATE_TTL_SECONDS)),
    );
    for (const listener of this.revokeListeners) await listener(sessionIds, reason);
  }

  onRevoke(listener: RevokeListener): void {
    this.revokeListeners.push(listener);
  }

  /** The tenant of a session that is still active, for checks before an administrator ends it. */
  async activeSession(sessionId: number): Promise<{ userId: number; tenantId: number } | undefined> {
    return acrossTenants(this.db, BY_GLOBAL_ID)
      .selectFrom('sysSession')
      .select(['userId', 'tenantId'])
      .where('id', '=', sessionId)
      .where('revokedTime', 'is', null)
      .executeTakeFirst();
  }

  async activeSessionIds(filter: { userId?: number; tenantId?: number }): Promise<number[]> {
    let query = acrossTenants(this.db, BY_GLOBAL_ID)
      .selectFrom('sysSession')
      .select('id')
      .where('revokedTime', 'is', null);
    if (filter.userId !== undefined) query = query.where('userId', '=', filter.userId);
    if (filter.tenantId !== undefined) query = query.where('tenantId', '=', filter.tenantId);
    return (await query.execute()).map((r) => r.id);
  }

  /** A user's sessions that still work (not revoked, not expired), newest first. */
  activeSessionsOf(tenantId: number, userId: number) {
    return this.db
      .selectFrom('sysSession')
      .select(['id', 'loginMode', 'ip', 'userAgent', 'createTime', 'lastSeenTime', 'expireTime'])
      .where('tenantId', '=', tenantId)
      .where('userId', '=', userId)
      .where('revokedTime', 'is', null)
      .where('expireTime', '>', Date.now())
      .orderBy('createTime', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** Ends every session of a user (sign-out everywhere, disable, password reset). */
  async revokeUser(userId: number, reason: string): Promise<void> {
    await this.revoke(await this.activeSessionIds({ userId }), reason);
  }

  async revokeTenant(tenantId: number, reason: string): Promise<void> {
    await this.revoke(await this.activeSessionIds({ tenantId }), reason);
  }

  /**
   * Deletes the sessions of every tenant that expired or were revoked before `cutoff`, in batches. A session that
   * still works is never among them: it is not revoked and expires after now, and the cutoff is never later than now.
   */
  purgeEndedBefore(cutoff: number, signal: AbortSignal): Promise<number> {
    const before = Math.min(cutoff, Date.now());
    return deleteInBatches(this.db, {
      table: 'sysSession',
      where: (eb) => eb.or([eb('expireTime', '<', before), eb('revokedTime', '<', before)]),
      why: "housekeeping removes every tenant's ended sessions",
      signal,
    });
  }
}
