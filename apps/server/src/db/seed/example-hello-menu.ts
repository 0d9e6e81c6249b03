import type { Db } from '../../platform/db/database.ts';
import { EXAMPLE_HELLO_MENU_ID } from '../../plugins/example-hello/index.ts';
import type { SeedContext } from './core.ts';
import { grantNewScreen } from './grant-new-screen.ts';
import { systemMenus } from './menus/system.ts';
import { once } from './once.ts';
import { STAFF_ROLE } from './staff.ts';

/**
 * The example plugin's page (issue 22) arrived after the first release: installations seeded before get it once,
 * for the default tenant and its administrator role. Granted is not shown: only a tenant that enabled the plugin
 * sees it (PermissionService drops the menus of disabled plugins).
 */
export async function seedExampleHelloMenu(db: Db, ctx: SeedContext): Promise<void> {
  const menuIds = [EXAMPLE_HELLO_MENU_ID, EXAMPLE_HELLO_MENU_ID + 1];
  await once(db, 'example-hello-menu:v1', (trx) =>
    grantNewScreen(trx, ctx, {
      directory: systemMenus.id,
      tenantMenuIds: menuIds,
      roles: [{ roleId: STAFF_ROLE.sysAdmin, menuIds }],
    }),
  );
}
