import type { Db } from '../../platform/db/database.ts';
import type { SeedContext } from './core.ts';
import { grantNewScreen } from './grant-new-screen.ts';
import { once } from './once.ts';
import { STAFF_ROLE } from './staff.ts';

/** The seeded WeChat users screen (menus/system.ts) and the buttons the WeChat plugin (issue 22) added to it. */
const WECHAT_USER_SCREEN = 1310000000211;
const BIND_BUTTON = WECHAT_USER_SCREEN + 5;
const EXPORT_BUTTON = WECHAT_USER_SCREEN + 6;

/**
 * Installations seeded before the WeChat plugin get its bind and export buttons once, for the default tenant and
 * its administrator role when they hold the screen (which only tenants with the plugin on see).
 */
export async function seedWechatUserButtons(db: Db, ctx: SeedContext): Promise<void> {
  const buttons = [BIND_BUTTON, EXPORT_BUTTON];
  await once(db, 'wechat-user-buttons:v1', (trx) =>
    grantNewScreen(trx, ctx, {
      directory: WECHAT_USER_SCREEN,
      tenantMenuIds: buttons,
      roles: [{ roleId: STAFF_ROLE.sysAdmin, menuIds: buttons }],
    }),
  );
}
