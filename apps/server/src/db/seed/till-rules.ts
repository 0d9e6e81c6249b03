import type { Db } from '../../platform/db/database.ts';
import type { SeedContext } from './core.ts';
import { grantNewScreen } from './grant-new-screen.ts';
import { TILL_RULE_BUTTON_IDS } from './menus/retail.ts';
import { once } from './once.ts';
import { STAFF_ROLE } from './staff.ts';

const SALE_ORDER_SCREEN = 1320000000120;

/**
 * The till's return-without-receipt and discount-approval buttons (issue 15) arrived after the first release:
 * installations seeded before get them once, for the default tenant and its administrator and store-manager roles
 * when they hold the sales-order screen. The cashier gets neither.
 */
export async function seedTillRuleButtons(db: Db, ctx: SeedContext): Promise<void> {
  await once(db, 'till-rule-buttons:v1', (trx) =>
    grantNewScreen(trx, ctx, {
      directory: SALE_ORDER_SCREEN,
      tenantMenuIds: TILL_RULE_BUTTON_IDS,
      roles: [STAFF_ROLE.sysAdmin, STAFF_ROLE.storeManager].map((roleId) => ({
        roleId,
        menuIds: TILL_RULE_BUTTON_IDS,
      })),
    }),
  );
}
