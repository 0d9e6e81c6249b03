import { acrossTenants } from '../../../platform/db/across-tenants.ts';
import type { Db } from '../../../platform/db/database.ts';

export interface SignInRow {
  id: number;
  tenantId: number;
  account: string;
  password: string;
  realName: string;
  accountType: number;
  orgId: number;
  status: number;
  tenantStatus: number | null;
}

/** sys_user lookups for signing in. Accounts are unique across tenants, so these are not tenant-scoped. */
export class SignInRepository {
  constructor(private readonly db: Db) {}

  private base() {
    return acrossTenants(this.db, 'signing in finds the account before its tenant is known')
      .selectFrom('sysUser as u')
      .leftJoin('sysTenant as t', (j) => j.onRef('t.id', '=', 'u.tenantId').on('t.isDelete', '=', 0))
      .select([
        'u.id',
        'u.tenantId',
        'u.account',
        'u.password',
        'u.realName',
        'u.accountType',
        'u.orgId',
        'u.status',
        't.status as tenantStatus',
      ])
      .where('u.isDelete', '=', 0);
  }

  byAccount(account: string): Promise<SignInRow | undefined> {
    return this.base().where('u.account', '=', account).executeTakeFirst();
  }

  byPhone(phone: string): Promise<SignInRow[]> {
    return this.base().where('u.phone', '=', phone).limit(2).execute();
  }

  async recordSignIn(user: { id: number; tenantId: number }, ip: string, device: string): Promise<void> {
    await this.db
      .updateTable('sysUser')
      .set({ lastLoginIp: ip.slice(0, 64), lastLoginTime: Date.now(), lastLoginDevice: device.slice(0, 128) })
      .where('tenantId', '=', user.tenantId)
      .where('id', '=', user.id)
      .execute();
  }
}
