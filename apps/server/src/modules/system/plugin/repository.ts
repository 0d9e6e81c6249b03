import type { Insertable, Selectable, Updateable } from 'kysely';
import type { SysPluginTable } from '../../../db/schema-platform.ts';
import { acrossTenants } from '../../../platform/db/across-tenants.ts';
import type { Db } from '../../../platform/db/database.ts';

export type PluginRow = Selectable<SysPluginTable>;

/**
 * sys_plugin: a plugin set up for a tenant (tenant 0: a platform plugin's installation-wide row). The plugins
 * screen is the super admin's, who manages the rows of every tenant; the service checks who may touch which.
 */
export class PluginRepository {
  constructor(private readonly db: Db) {}

  /** The rows of some tenants (the chosen tenant's and the platform's). */
  rowsOf(tenantIds: number[]): Promise<PluginRow[]> {
    return this.db
      .selectFrom('sysPlugin')
      .selectAll()
      .where('tenantId', 'in', tenantIds)
      .where('isDelete', '=', 0)
      .execute();
  }

  byId(id: number): Promise<PluginRow | undefined> {
    return acrossTenants(
      this.db,
      'a setting is named by its id; the service checks the caller may manage its tenant',
    )
      .selectFrom('sysPlugin')
      .selectAll()
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
  }

  byPlugin(tenantId: number, pluginId: string): Promise<PluginRow | undefined> {
    return this.db
      .selectFrom('sysPlugin')
      .selectAll()
      .where('tenantId', '=', tenantId)
      .where('pluginId', '=', pluginId)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
  }

  async insert(row: Insertable<SysPluginTable>): Promise<void> {
    await this.db.insertInto('sysPlugin').values(row).execute();
  }

  async update(row: PluginRow, changes: Updateable<SysPluginTable>): Promise<void> {
    await this.db
      .updateTable('sysPlugin')
      .set(changes)
      .where('tenantId', '=', row.tenantId)
      .where('id', '=', row.id)
      .execute();
  }

  /** Deleted for real: forgetting the config frees the (tenant, plugin) pair for a new setting. */
  async delete(row: PluginRow): Promise<void> {
    await this.db
      .deleteFrom('sysPlugin')
      .where('tenantId', '=', row.tenantId)
      .where('id', '=', row.id)
      .execute();
  }

  /** The live menus of some ids, for a plugin's detail. */
  menus(ids: readonly number[]): Promise<Array<{ id: number; title: string; path: string | null }>> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('sysMenu')
      .select(['id', 'title', 'path'])
      .where('id', 'in', [...ids])
      .where('isDelete', '=', 0)
      .orderBy('id')
      .execute();
  }

  async tenantExists(tenantId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('sysTenant')
      .select('id')
      .where('id', '=', tenantId)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return !!row;
  }
}
