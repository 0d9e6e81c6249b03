import type { Db } from '../../platform/db/database.ts';
import type { SeedContext } from './core.ts';
import { grantNewScreen } from './grant-new-screen.ts';
import { once } from './once.ts';
import { menuTrees } from './menus/index.ts';
import { SHIFT_MENU_ID } from './menus/retail.ts';
import { grantedMenuIds, ROLE_GRANTS, STAFF_ROLE } from './staff.ts';

const SALE_DIRECTORY = 1320000000100;

/**
 * The till shift screen arrived after the first release: installations seeded before get it once, for the
 * default tenant and its administrator and store manager (the whole screen) and its cashier (the shift codes
 * of the cashier's grant), each when it holds the sales area.
 */
export async function seedShiftMenu(db: Db, ctx: SeedContext): Promise<void> {
  const screen = (ids: number[]) => ids.filter((id) => id >= SHIFT_MENU_ID && id < SHIFT_MENU_ID + 20);
  const whole = screen(grantedMenuIds(menuTrees, { whole: ['saleShift'] }));
  const cashier = screen(grantedMenuIds(menuTrees, ROLE_GRANTS.cashier));
  await once(db, 'till-shift-menu:v1', (trx) =>
    grantNewScreen(trx, ctx, {
      directory: SALE_DIRECTORY,
      tenantMenuIds: whole,
      roles: [
        { roleId: STAFF_ROLE.sysAdmin, menuIds: whole },
        { roleId: STAFF_ROLE.storeManager, menuIds: whole },
        { roleId: STAFF_ROLE.cashier, menuIds: cashier },
      ],
    }),
  );
}
