import type { Db } from '../../platform/db/database.ts';
import type { SeedContext } from './core.ts';
import { grantNewScreen } from './grant-new-screen.ts';
import { RETAIL_SETTING_MENU_IDS } from './menus/retail.ts';
import { once } from './once.ts';
import { STAFF_ROLE } from './staff.ts';

const SALE_DIRECTORY = 1320000000100;

/**
 * The retail settings screen arrived after the first release: installations seeded before it get it once, for
 * the default tenant (when it has the sales area) and for its administrator and store-manager roles (when they
 * hold the sales area).
 */
export async function seedRetailSettingMenu(db: Db, ctx: SeedContext): Promise<void> {
  await once(db, 'retail-setting-menu:v1', (trx) =>
    grantNewScreen(trx, ctx, {
      directory: SALE_DIRECTORY,
      tenantMenuIds: RETAIL_SETTING_MENU_IDS,
      roles: [
        { roleId: STAFF_ROLE.sysAdmin, menuIds: RETAIL_SETTING_MENU_IDS },
        { roleId: STAFF_ROLE.storeManager, menuIds: RETAIL_SETTING_MENU_IDS },
      ],
    }),
  );
}
