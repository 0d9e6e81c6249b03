import type { Db } from '../../platform/db/database.ts';
import type { SeedContext } from './core.ts';
import { grantNewScreen } from './grant-new-screen.ts';
import { idsOf, menuTrees } from './menus/index.ts';
import { FORM_FILL_MENU_ID, homeMenus } from './menus/system.ts';
import { once } from './once.ts';
import { STAFF_ROLE } from './staff.ts';

/**
 * The forms screen of the home directory (issue 21: fill a designed form in, read the submissions of one's data
 * scope) arrived after the first release: installations seeded before it get it once, with its buttons, for the
 * default tenant and every seeded staff role that holds the home directory (each role's data scope limits what
 * its users read).
 */
export async function seedFormFillMenu(db: Db, ctx: SeedContext): Promise<void> {
  const screen = menuTrees
    .flatMap((tree) => [tree, ...tree.children])
    .find((m) => m.id === FORM_FILL_MENU_ID);
  if (!screen) throw new Error('seed: the forms screen is not in the menu tree');
  const menuIds = idsOf(screen);
  await once(db, 'form-fill-menu:v1', (trx) =>
    grantNewScreen(trx, ctx, {
      directory: homeMenus.id,
      tenantMenuIds: menuIds,
      roles: Object.values(STAFF_ROLE).map((roleId) => ({ roleId, menuIds })),
    }),
  );
}
