import { MenuType } from '@retail/contracts';
import type { DbType } from '../../../config.ts';
import type { SysMenuTable } from '../../../db/schema.ts';
import { acrossTenants } from '../../../platform/db/across-tenants.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { platformTable } from '../../../platform/module-kit/table-scope.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';

export const menuColumns = [
  'id',
  'pid',
  'type',
  'name',
  'path',
  'component',
  'redirect',
  'permission',
  'title',
  'icon',
  'isIframe',
  'outLink',
  'isHide',
  'isKeepAlive',
  'isAffix',
  'orderNo',
  'status',
  'remark',
  'createTime',
  'updateTime',
] as const;

export type MenuRow = Pick<SysMenuTable, (typeof menuColumns)[number]>;

/** sys_menu queries; every method takes the caller's tenant first. */
export class MenuRepository extends TenantRepository<'sysMenu', MenuRow> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    super(db, 'sysMenu', menuColumns, {
      scope: platformTable(
        'menus are the platform’s: a tenant gets a subset of them through sys_tenant_menu',
      ),
    });
  }

  /** Every live menu, in display order (orderNo, id). */
  all(tenantId: number): Promise<MenuRow[]> {
    return this.live(tenantId).orderBy('orderNo').orderBy('id').execute();
  }

  /** Live directories and menus (no buttons), in display order. */
  routes(tenantId: number): Promise<MenuRow[]> {
    return this.live(tenantId)
      .where('type', '!=', MenuType.Button)
      .orderBy('orderNo')
      .orderBy('id')
      .execute();
  }

  /** Id and parent of every live menu, for tree walks. */
  links(tenantId: number, db: Db = this.db): Promise<Array<{ id: number; pid: number }>> {
    return this.live(tenantId, db).clearSelect().select(['id', 'pid']).execute();
  }

  search(tenantId: number, filter: { title?: string; type?: number }): Promise<MenuRow[]> {
    let query = this.live(tenantId);
    if (filter.title) query = query.where(containsText(this.dbType, 'title', filter.title));
    if (filter.type !== undefined) query = query.where('type', '=', filter.type);
    return query.orderBy('orderNo').orderBy('id').execute();
  }

  async hasChildren(tenantId: number, id: number): Promise<boolean> {
    const row = await this.live(tenantId).clearSelect().select('id').where('pid', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  /** Removes the menus from every role's and every tenant's grant. */
  async unlink(_tenantId: number, ids: number[], db: Db = this.db): Promise<void> {
    if (ids.length === 0) return;
    await db.deleteFrom('sysRoleMenu').where('menuId', 'in', ids).execute();
    await acrossTenants(db, "menus are platform-wide: a removed menu leaves every tenant's grant")
      .deleteFrom('sysTenantMenu')
      .where('menuId', 'in', ids)
      .execute();
  }
}
