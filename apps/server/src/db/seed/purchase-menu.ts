import type { Db } from '../../platform/db/database.ts';
import { DEFAULT_TENANT_ID, type SeedContext } from './core.ts';
import { grantNewScreen } from './grant-new-screen.ts';
import { idsOf } from './menus/index.ts';
import { purchaseMenus } from './menus/retail.ts';
import { once } from './once.ts';
import { STAFF_ROLE } from './staff.ts';

/** The stock directory: who holds it gets purchasing, which works on the same stock. */
const STOCK_DIRECTORY = 1320000000300;

/**
 * The purchasing directory (purchase orders, supplier returns, reorder) arrived after the first release:
 * installations seeded before it get it once, whole, for every tenant that holds the stock directory, and for the
 * default tenant's administrator, store-manager and stock-keeper roles when they hold the stock directory.
 */
export async function seedPurchaseMenu(db: Db, ctx: SeedContext): Promise<void> {
  const whole = idsOf(purchaseMenus);
  await once(db, 'purchase-menu:v1', async (trx) => {
    await grantNewScreen(trx, ctx, {
      directory: STOCK_DIRECTORY,
      tenantMenuIds: whole,
      roles: [STAFF_ROLE.sysAdmin, STAFF_ROLE.storeManager, STAFF_ROLE.stockKeeper].map((roleId) => ({
        roleId,
        menuIds: whole,
      })),
    });
    // the other tenants holding stock: their administrators see what the tenant holds
    const holders = await trx
      .selectFrom('sysTenantMenu')
      .select('tenantId')
      .where('menuId', '=', STOCK_DIRECTORY)
      .where('tenantId', '!=', DEFAULT_TENANT_ID)
      .execute();
    for (const { tenantId } of holders) {
      const held = await trx
        .selectFrom('sysTenantMenu')
        .select('menuId')
        .where('tenantId', '=', tenantId)
        .where('menuId', 'in', whole)
        .execute();
      const heldIds = new Set(held.map((r) => Number(r.menuId)));
      const rows = whole
        .filter((id) => !heldIds.has(id))
        .map((menuId) => ({ id: ctx.ids.next(), tenantId: Number(tenantId), menuId }));
      if (rows.length > 0) await trx.insertInto('sysTenantMenu').values(rows).execute();
    }
  });
}
