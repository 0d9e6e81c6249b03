import type { DbType } from '../../../config.ts';
import type { SysRoleTable } from '../../../db/schema.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';
import { type Scope, scopeCondition } from '../access/data-scope.ts';
import type { RolePageInput } from '@retail/contracts/api/system/role';

const columns = [
  'id',
  'name',
  'code',
  'orderNo',
  'dataScope',
  'status',
  'remark',
  'createTime',
  'updateTime',
  'createUserId',
  'createUserName',
  'updateUserName',
] as const;

export type RoleRow = Pick<SysRoleTable, (typeof columns)[number]>;

/**
 * sys_role and its links (sys_role_menu, sys_role_org, sys_user_role); every query is tenant-scoped, a writing
 * method takes its transaction last.
 */
export class RoleRepository extends TenantRepository<'sysRole', RoleRow> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    super(db, 'sysRole', columns);
  }

  /** `visibleTo`: a normal user's id (roles it created or holds); null for administrators (all roles). */
  page(
    tenantId: number,
    input: RolePageInput,
    visibleTo: number | null,
    maxPageSize: number,
  ): Promise<PageResult<RoleRow>> {
    let query = this.live(tenantId);
    if (input.name) query = query.where(containsText(this.dbType, 'name', input.name));
    if (input.code) query = query.where(containsText(this.dbType, 'code', input.code));
    if (visibleTo !== null) {
      query = query.where((eb) =>
        eb.or([
          eb('createUserId', '=', visibleTo),
          eb('id', 'in', eb.selectFrom('sysUserRole').select('roleId').where('userId', '=', visibleTo)),
        ]),
      );
    }
    return paginate(query, input, {
      sortable: {
        name: 'name',
        code: 'code',
        orderNo: 'orderNo',
        dataScope: 'dataScope',
        status: 'status',
        createTime: 'createTime',
        updateTime: 'updateTime',
      },
      defaultSort: [['orderNo', 'asc']],
      tiebreaker: 'id',
      maxPageSize,
    });
  }

  /** Enabled roles; `heldBy`: only those the user holds (null: all of the tenant). */
  listEnabled(tenantId: number, status: number, heldBy: number | null) {
    let query = this.db
      .selectFrom('sysRole')
      .select(['id', 'name', 'code'])
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .where('status', '=', status);
    if (heldBy !== null) {
      query = query.where('id', 'in', (eb) =>
        eb.selectFrom('sysUserRole').select('roleId').where('userId', '=', heldBy),
      );
    }
    return query.orderBy('orderNo').orderBy('id').execute();
  }

  async isHeldBy(roleId: number, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('sysUserRole')
      .select('id')
      .where('roleId', '=', roleId)
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Number of live users holding the role. */
  async countHolders(tenantId: number, roleId: number, db: Db = this.db): Promise<number> {
    const row = await db
      .selectFrom('sysUserRole as ur')
      .innerJoin('sysUser as u', 'u.id', 'ur.userId')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('u.tenantId', '=', tenantId)
      .where('ur.roleId', '=', roleId)
      .where('u.isDelete', '=', 0)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async menuIds(roleId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('sysRoleMenu')
      .select('menuId')
      .where('roleId', '=', roleId)
      .orderBy('menuId')
      .execute();
    return rows.map((r) => r.menuId);
  }

  async orgIds(roleId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('sysRoleOrg')
      .select('orgId')
      .where('roleId', '=', roleId)
      .orderBy('orgId')
      .execute();
    return rows.map((r) => r.orgId);
  }

  /** The names of these orgs of the tenant, in id order (the difference log records names, not ids). */
  async orgNames(tenantId: number, orgIds: number[]): Promise<string[]> {
    if (orgIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('sysOrg')
      .select('name')
      .where('tenantId', '=', tenantId)
      .where('id', 'in', orgIds)
      .orderBy('id')
      .execute();
    return rows.map((r) => r.name);
  }

  /** What the difference log keeps of a role's links: its menus by id, its custom data-scope orgs by name. */
  async links(tenantId: number, roleId: number): Promise<{ menuIdList: number[]; orgs: string[] }> {
    const [menuIdList, orgIds] = await Promise.all([this.menuIds(roleId), this.orgIds(roleId)]);
    return { menuIdList, orgs: await this.orgNames(tenantId, orgIds) };
  }

  /** Every live menu in display order (menus are the platform's: every tenant shares them). */
  liveMenus() {
    return this.db
      .selectFrom('sysMenu')
      .select(['id', 'pid', 'type', 'title', 'icon', 'permission'])
      .where('isDelete', '=', 0)
      .orderBy('orderNo')
      .orderBy('id')
      .execute();
  }

  /** Of the given ids, those that are live menus. */
  async liveMenuIds(ids: number[]): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('sysMenu')
      .select('id')
      .where('id', 'in', ids)
      .where('isDelete', '=', 0)
      .execute();
    return rows.map((r) => r.id);
  }

  /** Of the given ids, those that are live orgs of the tenant (and, with a scope, inside it). */
  async tenantOrgIds(tenantId: number, ids: number[], scope?: Scope): Promise<number[]> {
    if (ids.length === 0) return [];
    let query = this.db
      .selectFrom('sysOrg')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .where('id', 'in', ids);
    if (scope) query = query.where((eb) => scopeCondition(eb, scope, 'id', 'createUserId'));
    const rows = await query.execute();
    return rows.map((r) => r.id);
  }

  async replaceMenus(roleId: number, menuIds: number[], nextId: () => number, db: Db = this.db) {
    await db.deleteFrom('sysRoleMenu').where('roleId', '=', roleId).execute();
    if (menuIds.length === 0) return;
    await db
      .insertInto('sysRoleMenu')
      .values(menuIds.map((menuId) => ({ id: nextId(), roleId, menuId })))
      .execute();
  }

  async replaceOrgs(roleId: number, orgIds: number[], nextId: () => number, db: Db = this.db) {
    await db.deleteFrom('sysRoleOrg').where('roleId', '=', roleId).execute();
    if (orgIds.length === 0) return;
    await db
      .insertInto('sysRoleOrg')
      .values(orgIds.map((orgId) => ({ id: nextId(), roleId, orgId })))
      .execute();
  }

  /** Removes every link of a deleted role (menus, orgs and the holdings of deleted users). */
  async deleteLinks(roleId: number, db: Db = this.db): Promise<void> {
    await db.deleteFrom('sysRoleMenu').where('roleId', '=', roleId).execute();
    await db.deleteFrom('sysRoleOrg').where('roleId', '=', roleId).execute();
    await db.deleteFrom('sysUserRole').where('roleId', '=', roleId).execute();
  }
}
