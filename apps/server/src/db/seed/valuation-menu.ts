import type { Db } from '../../platform/db/database.ts';
import type { SeedContext } from './core.ts';
import { grantNewScreen } from './grant-new-screen.ts';
import { VALUATION_MENU_ID } from './menus/retail.ts';
import { once } from './once.ts';
import { STAFF_ROLE } from './staff.ts';

const REPORT_DIRECTORY = 1320000000500;

/**
 * The stock valuation report (issue 17) arrived after the first release: installations seeded before get it once,
 * for the default tenant and its administrator and store-manager roles when they hold the reports directory.
 */
export async function seedValuationMenu(db: Db, ctx: SeedContext): Promise<void> {
  const menuIds = [VALUATION_MENU_ID, VALUATION_MENU_ID + 1, VALUATION_MENU_ID + 2];
  await once(db, 'valuation-menu:v1', (trx) =>
    grantNewScreen(trx, ctx, {
      directory: REPORT_DIRECTORY,
      tenantMenuIds: menuIds,
      roles: [STAFF_ROLE.sysAdmin, STAFF_ROLE.storeManager].map((roleId) => ({ roleId, menuIds })),
    }),
  );
}
