import type { Db } from '../../platform/db/database.ts';
import type { SeedContext } from './core.ts';
import { grantNewScreen } from './grant-new-screen.ts';
import { CHOOSE_LOCATION_BUTTON_ID } from './menus/retail.ts';
import { once } from './once.ts';
import { STAFF_ROLE } from './staff.ts';

const STOCK_SCREEN = 1320000000320;

/**
 * Stock per location (issue 17) brought the button that lets staff work on another location than their own:
 * installations seeded before get it once, for the default tenant and its administrator and store-manager roles
 * when they hold the stock screen.
 */
export async function seedChooseLocationButton(db: Db, ctx: SeedContext): Promise<void> {
  await once(db, 'choose-location-button:v1', (trx) =>
    grantNewScreen(trx, ctx, {
      directory: STOCK_SCREEN,
      tenantMenuIds: [CHOOSE_LOCATION_BUTTON_ID],
      roles: [STAFF_ROLE.sysAdmin, STAFF_ROLE.storeManager].map((roleId) => ({
        roleId,
        menuIds: [CHOOSE_LOCATION_BUTTON_ID],
      })),
    }),
  );
}
