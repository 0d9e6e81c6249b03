import type { Db } from '../../platform/db/database.ts';
import type { SeedContext } from './core.ts';
import { grantNewScreen } from './grant-new-screen.ts';
import { once } from './once.ts';
import { STAFF_ROLE } from './staff.ts';

/** The approvals screen under home (menus/system.ts) and the bindings screen under the design tools (design.ts). */
const HOME_DIRECTORY = 1300000000101;
const APPROVAL_SCREEN = 1300000000131;
const DEVELOP_DIRECTORY = 1340000000100;
const BINDING_SCREEN = 1340000000180;
const BINDING_MENUS = [BINDING_SCREEN, ...[1, 2, 3, 4].map((n) => BINDING_SCREEN + n)];

/**
 * The approvals (issue 21) arrived after the first release: installations seeded before get, once, the approvals
 * screen for the default tenant and every staff role holding home (every seeded role: each user sees its own
 * to-dos), and the bindings screen for the tenant and its administrator role when they hold the design tools.
 */
export async function seedApprovalMenus(db: Db, ctx: SeedContext): Promise<void> {
  await once(db, 'approval-menus:v1', async (trx) => {
    await grantNewScreen(trx, ctx, {
      directory: HOME_DIRECTORY,
      tenantMenuIds: [APPROVAL_SCREEN],
      roles: Object.values(STAFF_ROLE).map((roleId) => ({ roleId, menuIds: [APPROVAL_SCREEN] })),
    });
    await grantNewScreen(trx, ctx, {
      directory: DEVELOP_DIRECTORY,
      tenantMenuIds: BINDING_MENUS,
      roles: [{ roleId: STAFF_ROLE.sysAdmin, menuIds: BINDING_MENUS }],
    });
  });
}
