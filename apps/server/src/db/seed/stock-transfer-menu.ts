import type { Db } from '../../platform/db/database.ts';
import type { SeedContext } from './core.ts';
import { grantNewScreen } from './grant-new-screen.ts';
import { menuTrees } from './menus/index.ts';
import { STOCK_TRANSFER_DETAIL_MENU_ID, STOCK_TRANSFER_MENU_ID } from './menus/retail.ts';
import { once } from './once.ts';
import { grantedMenuIds, STAFF_ROLE } from './staff.ts';

const STOCK_DIRECTORY = 1320000000300;

/**
 * The stock transfer screen (issue 17) arrived after the first release: installations seeded before get it once,
 * the screen with all its buttons and its detail page, for the default tenant and its administrator, store
 * manager and stock keeper, each when it holds the stock area (fresh installations grant it with `stock`).
 */
export async function seedStockTransferMenu(db: Db, ctx: SeedContext): Promise<void> {
  const ids = grantedMenuIds(menuTrees, { whole: ['stockTransfer', 'stockTransferDetail'] }).filter(
    (id) =>
      (id >= STOCK_TRANSFER_MENU_ID && id < STOCK_TRANSFER_MENU_ID + 20) ||
      id === STOCK_TRANSFER_DETAIL_MENU_ID,
  );
  await once(db, 'stock-transfer-menu:v1', (trx) =>
    grantNewScreen(trx, ctx, {
      directory: STOCK_DIRECTORY,
      tenantMenuIds: ids,
      roles: [STAFF_ROLE.sysAdmin, STAFF_ROLE.storeManager, STAFF_ROLE.stockKeeper].map((roleId) => ({
        roleId,
        menuIds: ids,
      })),
    }),
  );
}
