import type { Db } from '../../platform/db/database.ts';
import { DEFAULT_TENANT_ID, type SeedContext } from './core.ts';
import { insertMissing } from './insert-missing.ts';
import { flattenMenus, idsOf, menuTrees, PLATFORM_MENU_ID } from './menus/index.ts';
import { once } from './once.ts';

/** Menus (added when missing) and the default tenant's menu grant (applied once). */
export async function seedMenus(db: Db, ctx: SeedContext): Promise<void> {
  await insertMissing(db, 'sysMenu', flattenMenus(menuTrees, ctx.now));
  await once(db, 'tenant-menus:v1', async (trx) => {
    const menuIds = menuTrees.filter((t) => t.id !== PLATFORM_MENU_ID).flatMap(idsOf);
    const rows = menuIds.map((menuId) => ({
      id: ctx.ids.next(),
      tenantId: DEFAULT_TENANT_ID,
      menuId,
    }));
    await insertMissing(trx, 'sysTenantMenu', rows);
  });
}
