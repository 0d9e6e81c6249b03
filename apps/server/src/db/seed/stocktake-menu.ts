import type { Db } from '../../platform/db/database.ts';
import type { SeedContext } from './core.ts';
import { grantNewScreen } from './grant-new-screen.ts';
import { menuTrees } from './menus/index.ts';
import { STOCKTAKE_MENU_IDS } from './menus/retail.ts';
import { once } from './once.ts';
import { grantedMenuIds, STAFF_ROLE } from './staff.ts';

const STOCK_DIRECTORY = 1320000000300;

/**
 * The stocktake screens (issue 17) arrived after the first release: installations seeded before them get them
 * once — the default tenant, its administrator, store manager and stock keeper (the roles whose grant holds the
 * whole stock area), each when it holds the stock directory.
 */
export async function seedStocktakeMenu(db: Db, ctx: SeedContext): Promise<void> {
  const screens = grantedMenuIds(menuTrees, { whole: ['stocktake', 'stocktakeDetail'] }).filter((id) =>
    STOCKTAKE_MENU_IDS.some((screen) => id >= screen && id < screen + 20),
  );
  await once(db, 'stocktake-menu:v1', (trx) =>
    grantNewScreen(trx, ctx, {
      directory: STOCK_DIRECTORY,
      tenantMenuIds: screens,
      roles: [STAFF_ROLE.sysAdmin, STAFF_ROLE.storeManager, STAFF_ROLE.stockKeeper].map((roleId) => ({
        roleId,
        menuIds: screens,
      })),
    }),
  );
}
