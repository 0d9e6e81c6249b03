import type { Db } from '../../platform/db/database.ts';
import type { SeedContext } from './core.ts';
import { grantNewScreen } from './grant-new-screen.ts';
import { insertMissing } from './insert-missing.ts';
import { type GeneratedMenu, generatedMenus } from './menus/generated.ts';
import { flattenMenus, idsOf } from './menus/index.ts';
import { once } from './once.ts';
import { STAFF_ROLE } from './staff.ts';

/**
 * The screens of generated modules: added when missing under their directory, and granted once to the default
 * tenant and its administrator role when they hold that directory (a platform directory is never granted).
 * What users later take away or rename stays so.
 */
export async function seedGeneratedMenus(
  db: Db,
  ctx: SeedContext,
  screens: readonly GeneratedMenu[] = generatedMenus,
): Promise<void> {
  for (const { parentId, menu } of screens) {
    await insertMissing(db, 'sysMenu', flattenMenus([menu], ctx.now, parentId));
    const ids = idsOf(menu);
    await once(db, `codegen-menu:${menu.id}`, (trx) =>
      grantNewScreen(trx, ctx, {
        directory: parentId,
        tenantMenuIds: ids,
        roles: [{ roleId: STAFF_ROLE.sysAdmin, menuIds: ids }],
      }),
    );
  }
}
