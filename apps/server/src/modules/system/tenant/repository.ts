import { AccountType, Status } from '@retail/contracts';
import { type Insertable, sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { SysOrgTable, SysTenantTable, SysUserTable } from '../../../db/schema.ts';
import { acrossTenants } from '../../../platform/db/across-tenants.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import { platformTable } from '../../../platform/module-kit/table-scope.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';
import type { TenantPageInput } from '@retail/contracts/api/system/tenant';

const columns = [
  'id',
  'name',
  'orgId',
  'userId',
  'phone',
  'email',
  'host',
  'orderNo',
  'status',
  'remark',
  'createTime',
] as const;

export type TenantRecord = Pick<SysTenantTable, (typeof columns)[number]>;
/** A tenant as its screens show it, with its administrator's account. */
export type TenantRow = TenantRecord & { adminAccount: string | null };

type Audit = Pick<SysTenantTable, 'updateTime' | 'updateUserId' | 'updateUserName'>;

/**
 * sys_tenant and what a tenant owns at its creation (root org, admin user, menu grant). The kit's methods take
 * the caller's tenant first and, sys_tenant being a platform table, do not filter by it; the methods acting on
 * one tenant's own rows take that tenant's id first, and a writing one its transaction last.
 */
export class SysTenantRepository extends TenantRepository<'sysTenant', TenantRecord> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    super(db, 'sysTenant', columns, {
      scope: platformTable('sys_tenant is the list of tenants itself, which only the platform administers'),
    });
  }

  /** Every tenant matching the filters (the platform's screen), with its admin account from sys_user. */
  page(input: TenantPageInput, maxPageSize: number): Promise<PageResult<TenantRow>> {
    let query = acrossTenants(this.db, "the platform's tenant screens show each tenant's admin account")
      .selectFrom('sysTenant as t')
      .leftJoin('sysUser as u', 'u.id', 't.userId')
      .select(columns.map((c) => `t.${c}` as const))
      .select('u.account as adminAccount')
      .where('t.isDelete', '=', 0);
    if (input.name) query = query.where(containsText(this.dbType, 't.name', input.name));
    if (input.phone) query = query.where(containsText(this.dbType, 't.phone', input.phone));
    return paginate(query, input, {
      sortable: {
        name: 't.name',
        phone: 't.phone',
        orderNo: 't.orderNo',
        status: 't.status',
        createTime: 't.createTime',
      },
      defaultSort: [['t.orderNo', 'asc']],
      tiebreaker: 't.id',
      maxPageSize,
    });
  }

  /** Every live tenant, for the platform's dropdowns. */
  list(): Promise<Array<{ id: number; name: string }>> {
    return this.db
      .selectFrom('sysTenant')
      .select(['id', 'name'])
      .where('isDelete', '=', 0)
      .orderBy('orderNo')
      .orderBy('id')
      .execute();
  }

  /**
   * Accounts are unique across all tenants and all time (deleted users keep theirs), compared without case so
   * that every database kind agrees.
   */
  async accountTaken(account: string): Promise<boolean> {
    const row = await acrossTenants(this.db, 'accounts are unique across tenants')
      .selectFrom('sysUser')
      .select('id')
      .where(sql<boolean>`lower(${sql.ref('account')}) = ${account.toLowerCase()}`)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Id and parent of every live menu (menus are platform-wide). */
  menuLinks(): Promise<Array<{ id: number; pid: number }>> {
    return this.db.selectFrom('sysMenu').select(['id', 'pid']).where('isDelete', '=', 0).execute();
  }

  async insertOrg(tenantId: number, row: Omit<Insertable<SysOrgTable>, 'tenantId'>, db: Db) {
    await db
      .insertInto('sysOrg')
      .values({ ...row, tenantId })
      .execute();
  }

  async insertUser(tenantId: number, row: Omit<Insertable<SysUserTable>, 'tenantId'>, db: Db) {
    await db
      .insertInto('sysUser')
      .values({ ...row, tenantId })
      .execute();
  }

  async renameOrg(tenantId: number, orgId: number, name: string, audit: Audit, db: Db) {
    await db
      .updateTable('sysOrg')
      .set({ ...audit, name })
      .where('tenantId', '=', tenantId)
      .where('id', '=', orgId)
      .where('isDelete', '=', 0)
      .execute();
  }

  async tenantMenuIds(tenantId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('sysTenantMenu')
      .select('menuId')
      .where('tenantId', '=', tenantId)
      .orderBy('menuId')
      .execute();
    return rows.map((r) => r.menuId);
  }

  /** Replaces the tenant's menu grant. */
  async replaceTenantMenus(tenantId: number, menuIds: number[], ids: IdGenerator, db: Db) {
    await db.deleteFrom('sysTenantMenu').where('tenantId', '=', tenantId).execute();
    for (let i = 0; i < menuIds.length; i += 500) {
      const chunk = menuIds.slice(i, i + 500).map((menuId) => ({ id: ids.next(), tenantId, menuId }));
      await db.insertInto('sysTenantMenu').values(chunk).execute();
    }
  }

  /** Removes from the tenant's roles every menu outside `keep`. */
  async pruneRoleMenus(tenantId: number, keep: number[], db: Db): Promise<void> {
    const roles = db.selectFrom('sysRole').select('id').where('tenantId', '=', tenantId);
    let query = db.deleteFrom('sysRoleMenu').where('roleId', 'in', roles);
    if (keep.length > 0) query = query.where('menuId', 'not in', keep);
    await query.execute();
  }

  /** The tenant's administrator (888): the one the tenant row names, else its first live one. */
  async adminUser(
    tenantId: number,
    preferredId: number,
  ): Promise<{ id: number; account: string } | undefined> {
    const rows = await this.db
      .selectFrom('sysUser')
      .select(['id', 'account'])
      .where('tenantId', '=', tenantId)
      .where('accountType', '=', AccountType.SysAdmin)
      .where('isDelete', '=', 0)
      .orderBy('id')
      .execute();
    return rows.find((r) => r.id === preferredId) ?? rows[0];
  }

  async setPassword(tenantId: number, userId: number, hash: string, audit: Audit): Promise<void> {
    await this.db
      .updateTable('sysUser')
      .set({ ...audit, password: hash })
      .where('tenantId', '=', tenantId)
      .where('id', '=', userId)
      .execute();
  }

  /** Disables every user of the tenant; returns their ids. */
  async disableUsers(tenantId: number, audit: Audit, db: Db): Promise<number[]> {
    const rows = await db
      .selectFrom('sysUser')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .execute();
    await db
      .updateTable('sysUser')
      .set({ ...audit, status: Status.Disable })
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .execute();
    return rows.map((r) => r.id);
  }
}
