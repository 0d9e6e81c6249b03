import type { Server as HttpServer } from 'node:http';
import { AccountType, HUB_PATH, HubEvent } from '@retail/contracts';
import type * as RedisAdapter from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { ioredis } from '../cache/redis-cache.ts';
import { lazyRequire } from '../runtime/lazy-require.ts';
import type { Principal } from '../http/access.ts';
import { describeUserAgent } from '../logging/user-agent.ts';

/** One live connection, as the online-user list shows it. */
export interface Connection {
  connectionId: string;
  sessionId: number;
  userId: number;
  tenantId: number;
  userName: string;
  realName: string;
  accountType: number;
  /** epoch ms of the connection */
  time: number;
  ip: string;
  browser: string;
  os: string;
}

export type TokenCheck = (token: string) => Promise<{ principal: Principal; sessionId: number } | null>;

const redisAdapter = lazyRequire<typeof RedisAdapter>('@socket.io/redis-adapter');

const room = {
  user: (id: number) => `user:${id}`,
  tenant: (id: number) => `tenant:${id}`,
  session: (id: number) => `session:${id}`,
  /** the super admins: the platform's administrators */
  platform: 'platform',
};

function tokenOf(socket: Socket): string | undefined {
  const auth = socket.handshake.auth as { token?: unknown; access_token?: unknown } | undefined;
  const query = socket.handshake.query.access_token;
  const raw = auth?.token ?? auth?.access_token ?? (Array.isArray(query) ? query[0] : query);
  return typeof raw === 'string' ? raw.replace(/^Bearer\s+/i, '') : undefined;
}

/**
 * socket.io at /hubs/onlineUser on the app's HTTP server. A connection must present a current access token
 * (handshake `auth.token` or the `access_token` query); it joins rooms of its user, tenant and session, so
 * events reach the right browsers on every instance (Redis adapter when REDIS_URL is set).
 */
export class RealtimeHub {
  readonly io: Server;
  private readonly redis: Redis[] = [];

  constructor(
    server: HttpServer,
    checkToken: TokenCheck,
    options: { redisUrl?: string; trustProxy: boolean; onError?: (error: unknown) => void },
  ) {
    this.io = new Server(server, { path: HUB_PATH, serveClient: false });
    if (options.redisUrl) {
      // commands wait for a reconnect instead of failing: the adapter does not catch failed publishes
      const pub = new (ioredis().Redis)(options.redisUrl, { maxRetriesPerRequest: null });
      const sub = pub.duplicate();
      for (const client of [pub, sub]) client.on('error', (error) => options.onError?.(error));
      this.redis.push(pub, sub);
      this.io.adapter(redisAdapter().createAdapter(pub, sub, { key: 'retail:hub' }));
    }
    this.io.use((socket, next) => {
      const token = tokenOf(socket);
      if (!token) return next(new Error('unauthorized'));
      checkToken(token).then(
        (found) => {
          if (!found) return next(new Error('unauthorized'));
          const { principal: p, sessionId } = found;
          const forwarded = socket.handshake.headers['x-forwarded-for'];
          const ip =
            (options.trustProxy && typeof forwarded === 'string' && forwarded.split(',')[0]?.trim()) ||
            socket.handshake.address;
          const { browser, os } = describeUserAgent(socket.handshake.headers['user-agent']);
          const data: Connection = {
            connectionId: socket.id,
            sessionId,
            userId: p.userId,
            tenantId: p.tenantId,
            userName: p.account,
            realName: p.realName,
            accountType: p.accountType,
            time: Date.now(),
            ip,
            browser,
            os,
          };
          socket.data = data;
          next();
        },
        () => next(new Error('unauthorized')),
      );
    });
    this.io.on('connection', (socket) => {
      const c = socket.data as Connection;
      const rooms = [room.user(c.userId), room.tenant(c.tenantId), room.session(c.sessionId)];
      if (c.accountType === AccountType.SuperAdmin) rooms.push(room.platform);
      void socket.join(rooms);
      void this.announce(c, true);
      socket.on('disconnect', () => void this.announce(c, false));
    });
  }

  /** Tells the tenant's browsers who is online now (names only: addresses and sessions stay on the admin page). */
  private async announce(c: Connection, online: boolean): Promise<void> {
    try {
      const users = new Map<number, { userId: number; userName: string; realName: string }>();
      for (const x of await this.connections(c.tenantId)) {
        users.set(x.userId, { userId: x.userId, userName: x.userName, realName: x.realName });
      }
      const userList = [...users.values()];
      this.io
        .to(room.tenant(c.tenantId))
        .emit(HubEvent.OnlineUserList, { realName: c.realName, online, userList });
    } catch {
      // another instance did not answer in time; the next change announces again
    }
  }

  /** Live connections of a tenant, or of every tenant. */
  async connections(tenantId?: number): Promise<Connection[]> {
    const sockets = await (tenantId === undefined
      ? this.io.fetchSockets()
      : this.io.in(room.tenant(tenantId)).fetchSockets());
    return sockets.map((s) => s.data as Connection).filter((c) => c?.connectionId);
  }

  toUsers(userIds: number[], event: string, payload: unknown): void {
    if (userIds.length > 0) this.io.to(userIds.map(room.user)).emit(event, payload);
  }

  toPlatformAdmins(event: string, payload: unknown): void {
    this.io.to(room.platform).emit(event, payload);
  }

  /**
   * Sends the sessions' browsers to sign-in and closes their connections (engine.io delivers the event before
   * closing). `reason` is the revocation reason (forceOffline, userDisabled, logout, ...).
   */
  forceOffline(sessionIds: number[], reason: string): void {
    if (sessionIds.length === 0) return;
    const rooms = sessionIds.map(room.session);
    this.io.to(rooms).emit(HubEvent.ForceOffline, { reason });
    this.io.in(rooms).disconnectSockets(true);
  }

  async close(): Promise<void> {
    this.io.local.disconnectSockets(true);
    this.io.engine.close();
    await Promise.all(this.redis.map((r) => r.quit().catch(() => undefined)));
  }
}
