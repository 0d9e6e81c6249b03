import { Status } from '@retail/contracts';
import type { Cache } from '../../../platform/cache/index.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { Principal } from '../../../platform/http/access.ts';

const TTL_SECONDS = 600;

/** The signed-in user's identity for a request, cached; null when the user is gone or disabled. */
export class PrincipalLoader {
  constructor(
    private readonly db: Db,
    private readonly cache: Cache,
  ) {}

  async load(userId: number): Promise<Principal | null> {
    const key = `principal:${userId}`;
    const cached = await this.cache.get<{ p: Principal | null }>(key);
    if (cached) return cached.p;
    const row = await this.db
      .selectFrom('sysUser')
      .select(['id', 'tenantId', 'account', 'realName', 'accountType', 'orgId', 'status'])
      .where('id', '=', userId)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    const p: Principal | null =
      row && row.status === Status.Enable
        ? {
            userId: row.id,
            tenantId: row.tenantId,
            account: row.account,
            realName: row.realName,
            accountType: row.accountType,
            orgId: row.orgId,
          }
        : null;
    await this.cache.set(key, { p }, TTL_SECONDS);
    return p;
  }
}
