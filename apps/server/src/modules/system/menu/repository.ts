import { MenuType } from '@retail/contracts';
import type { Insertable, Updateable } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { SysMenuTable } from '../../../db/schema.ts';
import { acrossTenants } from '../../../platform/db/across-tenants.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';

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

/** sys_menu queries. Menus are platform-wide rows (no tenant column); tenants get subsets via sys_tenant_menu. */
export class MenuRepository {
  constructor(
    readonly db: Db,
    private readonly dbType: DbType,
  ) {}

  /** The same queries inside a transaction. */
  with(db: Db): MenuRepository {
    return new MenuRepository(db, this.dbType);
  }

  private live() {
    return this.db.selectFrom('sysMenu').select(menuColumns).where('isDelete', '=', 0);
  }

  /** Every live menu, in display order (orderNo, id). */
  all(): Promise<MenuRow[]> {
    return this.live().orderBy('orderNo').orderBy('id').execute();
  }

  /** Live directories and menus (no buttons), in display order. */
  routes(): Promise<MenuRow[]> {
    return this.live().where('type', '!=', MenuType.Button).orderBy('orderNo').orderBy('id').execute();
  }

  /** Id and parent of every live menu, for tree walks. */
  links(): Promise<Array<{ id: number; pid: number }>> {
    return this.db.selectFrom('sysMenu').select(['id', 'pid']).where('isDelete', '=', 0).execute();
  }

  search(filter: { title?: string; type?: number }): Promise<MenuRow[]> {
    let query = this.live();
    if (filter.title) query = query.where(containsText(this.dbType, 'title', filter.title));
    if (filter.type !== undefined) query = query.where('type', '=', filter.type);
    return query.orderBy('orderNo').orderBy('id').execute();
  }

  findById(id: number): Promise<MenuRow | undefined> {
    return this.live().where('id', '=', id).executeTakeFirst();
  }

  async buttonWithPermission(permission: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('sysMenu')
      .select('id')
      .where('isDelete', '=', 0)
      .where('type', '=', MenuType.Button)
      .where('permission', '=', permission)
      .executeTakeFirst();
    return row?.id;
  }

  async routeWithName(name: string): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('sysMenu')
      .select('id')
      .where('isDelete', '=', 0)
      .where('type', '!=', MenuType.Button)
      .where('name', '=', name)
      .executeTakeFirst();
    return row?.id;
  }

  async hasChildren(id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('sysMenu')
      .select('id')
      .where('isDelete', '=', 0)
      .where('pid', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(row: Insertable<SysMenuTable>): Promise<void> {
    await this.db.insertInto('sysMenu').values(row).execute();
  }

  async update(id: number, changes: Updateable<SysMenuTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('sysMenu')
      .set(changes)
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async softDelete(ids: number[], changes: Updateable<SysMenuTable>): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('sysMenu')
      .set({ ...changes, isDelete: 1 })
      .where('id', 'in', ids)
      .where('isDelete', '=', 0)
      .execute();
  }

  /** Removes the menus from every role's and every tenant's grant. */
  async unlink(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.deleteFrom('sysRoleMenu').where('menuId', 'in', ids).execute();
    await acrossTenants(this.db, "menus are platform-wide: a removed menu leaves every tenant's grant")
      .deleteFrom('sysTenantMenu')
      .where('menuId', 'in', ids)
      .execute();
  }
}
