import { AccountType, isAdminAccount } from '@retail/contracts';
import { acrossTenants } from '../../../platform/db/across-tenants.ts';
import type { Db } from '../../../platform/db/database.ts';
import { formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { type PageResult, pageOfList, resolveSort } from '../../../platform/http/paging.ts';
import type { Connection, RealtimeHub } from '../../../platform/realtime/hub.ts';
import type { SessionService } from '../auth/sessions.ts';
import type {
  ForceOfflineInput,
  OnlinePageInput,
  OnlineUserOutput,
} from '@retail/contracts/api/system/online-user';

const SORTABLE: Record<string, keyof Connection> = {
  userName: 'userName',
  realName: 'realName',
  time: 'time',
  ip: 'ip',
  browser: 'browser',
};

const isSuperAdmin = (p: Principal) => p.accountType === AccountType.SuperAdmin;

/**
 * Who is online: the live socket.io connections (on every instance), not a table that could go stale after a
 * crash. Forcing a user offline revokes the session on the server; the revocation sends ForceOffline.
 */
export class OnlineUserService {
  constructor(
    private readonly db: Db,
    private readonly hub: RealtimeHub,
    private readonly sessions: SessionService,
    private readonly timeZone: string,
    private readonly maxPageSize: number,
  ) {}

  async page(caller: Principal, input: OnlinePageInput): Promise<PageResult<OnlineUserOutput>> {
    const tenantId = isSuperAdmin(caller) ? (input.tenantId ?? undefined) : caller.tenantId;
    const userName = input.userName?.toLowerCase();
    const realName = input.realName?.toLowerCase();
    const rows = (await this.hub.connections(tenantId)).filter(
      (c) =>
        (!userName || c.userName.toLowerCase().includes(userName)) &&
        (!realName || c.realName.toLowerCase().includes(realName)),
    );
    const sorts = resolveSort(input, {
      sortable: SORTABLE,
      defaultSort: [['time', 'desc']],
      tiebreaker: 'connectionId',
      maxPageSize: this.maxPageSize,
    }) as Array<[keyof Connection, 'asc' | 'desc']>;
    rows.sort((a, b) => {
      for (const [key, dir] of sorts) {
        const cmp = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
        if (cmp !== 0) return dir === 'asc' ? cmp : -cmp;
      }
      return 0;
    });
    const page = pageOfList(rows, input, this.maxPageSize);
    return {
      ...page,
      items: page.items.map((c) => ({
        connectionId: c.connectionId,
        sessionId: c.sessionId,
        userId: c.userId,
        tenantId: c.tenantId,
        userName: c.userName,
        realName: c.realName,
        time: formatTime(c.time, this.timeZone),
        ip: c.ip,
        browser: c.browser,
        os: c.os,
      })),
    };
  }

  /** Ends the target's session(s) at once; the next API call of that browser answers 401. */
  async forceOffline(caller: Principal, input: ForceOfflineInput): Promise<void> {
    let userId = input.userId;
    let sessionId = input.sessionId;
    if (input.connectionId !== undefined) {
      const tenantId = isSuperAdmin(caller) ? undefined : caller.tenantId;
      const connection = (await this.hub.connections(tenantId)).find(
        (c) => c.connectionId === input.connectionId,
      );
      if (!connection) throw notFound();
      sessionId = connection.sessionId;
    }
    if (sessionId !== undefined) {
      const session = await this.sessions.activeSession(sessionId);
      if (!session) throw notFound();
      userId = session.userId;
    }
    if (userId === undefined) throw new AppError(400, 'onlineUser.targetRequired');
    const users = isSuperAdmin(caller)
      ? acrossTenants(this.db, "the super admin may send any tenant's user offline")
      : this.db;
    let query = users
      .selectFrom('sysUser')
      .select('accountType')
      .where('id', '=', userId)
      .where('isDelete', '=', 0);
    if (!isSuperAdmin(caller)) query = query.where('tenantId', '=', caller.tenantId);
    const target = await query.executeTakeFirst();
    if (!target) throw notFound();
    if (userId !== caller.userId && isAdminAccount(target) && !isAdminAccount(caller)) {
      throw new AppError(403, 'onlineUser.adminProtected');
    }
    if (target.accountType === AccountType.SuperAdmin && !isSuperAdmin(caller)) {
      throw new AppError(403, 'onlineUser.adminProtected');
    }
    if (sessionId !== undefined) await this.sessions.revoke([sessionId], 'forceOffline');
    else await this.sessions.revokeUser(userId, 'forceOffline');
  }
}
