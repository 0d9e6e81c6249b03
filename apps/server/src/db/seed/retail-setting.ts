import type { Db } from '../../platform/db/database.ts';
import { DEFAULT_TENANT_ID, type SeedContext } from './core.ts';
import { RETAIL_SETTING_MENU_IDS } from './menus/retail.ts';
import { once } from './once.ts';
import { STAFF_ROLE } from './staff.ts';

const SALE_DIRECTORY = 1320000000100;

/**
 * The retail settings screen arrived after the first release: installations seeded before it get it once, for
 * the default tenant (when it has the sales area) and for its administrator and store-manager roles (when they
 * hold the sales area). Grants that already exist (fresh installations) are left alone.
 */
export async function seedRetailSettingMenu(db: Db, ctx: SeedContext): Promise<void> {
  await once(db, 'retail-setting-menu:v1', async (trx) => {
    const tenantHas = await trx
      .selectFrom('sysTenantMenu')
      .select('menuId')
      .where('tenantId', '=', DEFAULT_TENANT_ID)
      .where('menuId', 'in', [SALE_DIRECTORY, ...RETAIL_SETTING_MENU_IDS])
      .execute();
    const tenantMenus = new Set(tenantHas.map((r) => Number(r.menuId)));
    if (!tenantMenus.has(SALE_DIRECTORY)) return;
    const tenantRows = RETAIL_SETTING_MENU_IDS.filter((id) => !tenantMenus.has(id)).map((menuId) => ({
      id: ctx.ids.next(),
      tenantId: DEFAULT_TENANT_ID,
      menuId,
    }));
    if (tenantRows.length > 0) await trx.insertInto('sysTenantMenu').values(tenantRows).execute();

    for (const roleId of [STAFF_ROLE.sysAdmin, STAFF_ROLE.storeManager]) {
      const held = await trx
        .selectFrom('sysRoleMenu')
        .select('menuId')
        .where('roleId', '=', roleId)
        .where('menuId', 'in', [SALE_DIRECTORY, ...RETAIL_SETTING_MENU_IDS])
        .execute();
      const heldIds = new Set(held.map((r) => Number(r.menuId)));
      if (!heldIds.has(SALE_DIRECTORY)) continue;
      const rows = RETAIL_SETTING_MENU_IDS.filter((id) => !heldIds.has(id)).map((menuId) => ({
        id: ctx.ids.next(),
        roleId,
        menuId,
      }));
      if (rows.length > 0) await trx.insertInto('sysRoleMenu').values(rows).execute();
    }
  });
}
