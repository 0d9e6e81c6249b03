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

/** sys_user queries used by sign-in. Accounts are unique across tenants, so this lookup is not tenant-scoped. */
export class UserRepository {
  constructor(private readonly db: Db) {}

  findForSignIn(account: string): Promise<SignInRow | undefined> {
    return this.db
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
      .where('u.account', '=', account)
      .where('u.isDelete', '=', 0)
      .executeTakeFirst();
  }
}
