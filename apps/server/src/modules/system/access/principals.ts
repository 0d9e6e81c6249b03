import { rememberAccessFact } from './access-facts.ts';
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

  async load(tenantId: number, userId: number): Promise<Principal | null> {
    return rememberAccessFact(this.cache, `principal:${userId}`, TTL_SECONDS, () =>
      this.read(tenantId, userId),
    );
  }

  private async read(tenantId: number, userId: number): Promise<Principal | null> {
    const row = await this.db
      .selectFrom('sysUser')
      .select(['id', 'tenantId', 'account', 'realName', 'accountType', 'orgId', 'status'])
      .where('tenantId', '=', tenantId)
      .where('id', '=', userId)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return row && row.status === Status.Enable
      ? {
          userId: row.id,
          tenantId: row.tenantId,
          account: row.account,
          realName: row.realName,
          accountType: row.accountType,
          orgId: row.orgId,
        }
      : null;
  }
}
