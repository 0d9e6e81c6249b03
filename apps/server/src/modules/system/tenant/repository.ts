import { AccountType, Status } from '@retail/contracts';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { SysOrgTable, SysTenantTable, SysUserTable } from '../../../db/schema.ts';
import { acrossTenants } from '../../../platform/db/across-tenants.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import type { TenantPageInput } from '@retail/contracts/api/system/tenant';

const tenantColumns = [
  't.id',
  't.name',
  't.orgId',
  't.userId',
  't.phone',
  't.email',
  't.host',
  't.orderNo',
  't.status',
  't.remark',
  't.createTime',
] as const;

export interface TenantRow {
  id: number;
  name: string;
  orgId: number;
  userId: number;
  adminAccount: string | null;
  phone: string | null;
  email: string | null;
  host: string | null;
  orderNo: number;
  status: number;
  remark: string | null;
  createTime: number;
}

type Audit = Pick<SysTenantTable, 'updateTime' | 'updateUserId' | 'updateUserName'>;

/**
 * sys_tenant and what a tenant owns at its creation (root org, admin user, menu grant). Methods acting on a
 * tenant's rows take the tenant id first.
 */
export class TenantRepository {
  constructor(
    readonly db: Db,
    private readonly dbType: DbType,
  ) {}

  /** The same queries inside a transaction. */
  with(db: Db): TenantRepository {
    return new TenantRepository(db, this.dbType);
  }

  private live() {
    return acrossTenants(this.db, "the platform's tenant screens show each tenant's admin account")
      .selectFrom('sysTenant as t')
      .leftJoin('sysUser as u', 'u.id', 't.userId')
      .select([...tenantColumns, 'u.account as adminAccount'])
      .where('t.isDelete', '=', 0);
  }

  page(input: TenantPageInput, maxPageSize: number): Promise<PageResult<TenantRow>> {
    let query = this.live();
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

  list(): Promise<Array<{ id: number; name: string }>> {
    return this.db
      .selectFrom('sysTenant')
      .select(['id', 'name'])
      .where('isDelete', '=', 0)
      .orderBy('orderNo')
      .orderBy('id')
      .execute();
  }

  findById(id: number): Promise<TenantRow | undefined> {
    return this.live().where('t.id', '=', id).executeTakeFirst();
  }

  async nameTaken(name: string, exceptId?: number): Promise<boolean> {
    let query = this.db
      .selectFrom('sysTenant')
      .select('id')
      .where('isDelete', '=', 0)
      .where(sql<boolean>`lower(${sql.ref('name')}) = ${name.toLowerCase()}`);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
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

  async insertTenant(row: Insertable<SysTenantTable>): Promise<void> {
    await this.db.insertInto('sysTenant').values(row).execute();
  }

  async insertOrg(tenantId: number, row: Omit<Insertable<SysOrgTable>, 'tenantId'>): Promise<void> {
    await this.db
      .insertInto('sysOrg')
      .values({ ...row, tenantId })
      .execute();
  }

  async insertUser(tenantId: number, row: Omit<Insertable<SysUserTable>, 'tenantId'>): Promise<void> {
    await this.db
      .insertInto('sysUser')
      .values({ ...row, tenantId })
      .execute();
  }

  async updateTenant(id: number, changes: Updateable<SysTenantTable>): Promise<void> {
    await this.db
      .updateTable('sysTenant')
      .set(changes)
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .execute();
  }

  async softDeleteTenant(id: number, audit: Audit): Promise<void> {
    await this.db
      .updateTable('sysTenant')
      .set({ ...audit, isDelete: 1 })
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .execute();
  }

  async renameOrg(tenantId: number, orgId: number, name: string, audit: Audit): Promise<void> {
    await this.db
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
  async replaceTenantMenus(tenantId: number, menuIds: number[], ids: IdGenerator): Promise<void> {
    await this.db.deleteFrom('sysTenantMenu').where('tenantId', '=', tenantId).execute();
    for (let i = 0; i < menuIds.length; i += 500) {
      const chunk = menuIds.slice(i, i + 500).map((menuId) => ({ id: ids.next(), tenantId, menuId }));
      await this.db.insertInto('sysTenantMenu').values(chunk).execute();
    }
  }

  /** Removes from the tenant's roles every menu outside `keep`. */
  async pruneRoleMenus(tenantId: number, keep: number[]): Promise<void> {
    const roles = this.db.selectFrom('sysRole').select('id').where('tenantId', '=', tenantId);
    let query = this.db.deleteFrom('sysRoleMenu').where('roleId', 'in', roles);
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
  async disableUsers(tenantId: number, audit: Audit): Promise<number[]> {
    const rows = await this.db
      .selectFrom('sysUser')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .execute();
    await this.db
      .updateTable('sysUser')
      .set({ ...audit, status: Status.Disable })
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .execute();
    return rows.map((r) => r.id);
  }
}
