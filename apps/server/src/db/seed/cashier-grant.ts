import { MenuType } from '@retail/contracts';
import type { Db } from '../../platform/db/database.ts';
import { DEFAULT_TENANT_ID, type SeedContext } from './core.ts';
import type { MenuSeed } from './menus/define.ts';
import { menuTrees } from './menus/index.ts';
import { mobileMenus } from './menus/mobile.ts';
import { once } from './once.ts';
import { CASHIER_MOBILE, STAFF_ROLE } from './staff.ts';

function findMenu(nodes: MenuSeed[], match: (node: MenuSeed) => boolean): MenuSeed | undefined {
  for (const node of nodes) {
    if (match(node)) return node;
    const inner = findMenu(node.children, match);
    if (inner) return inner;
  }
  return undefined;
}

/** The phone's report screens, which the first seeded cashier held without the statistics codes they call. */
const MOBILE_REPORTS = mobileMenus.children.filter((node) => !CASHIER_MOBILE.includes(node.name ?? ''));
const VIP_LIST = findMenu(menuTrees, (node) => node.name === 'vipList');
const VIP_ADD = findMenu(menuTrees, (node) => node.type === MenuType.Button && node.permission === 'vip:add');

/**
 * The seeded cashier as first released could not work every screen of its menu: the phone's four reports refused
 * every call (no statistics code) and the member desk could not sign a customer up. Installations seeded before
 * get the current grant once: the reports are taken off the role unless it has been given a statistics code since,
 * and `vip:add` is added when the role holds the member list and the tenant the button.
 */
export async function seedCashierGrant(db: Db, ctx: SeedContext): Promise<void> {
  await once(db, 'cashier-grant:v2', async (trx) => {
    const held = await trx
      .selectFrom('sysRoleMenu as rm')
      .innerJoin('sysMenu as m', 'm.id', 'rm.menuId')
      .select(['rm.menuId', 'm.permission'])
      .where('rm.roleId', '=', STAFF_ROLE.cashier)
      .execute();
    if (held.length === 0) return;
    const heldIds = new Set(held.map((row) => Number(row.menuId)));
    if (!held.some((row) => row.permission?.startsWith('statistics:'))) {
      const reportIds = MOBILE_REPORTS.map((node) => node.id).filter((id) => heldIds.has(id));
      if (reportIds.length > 0)
        await trx
          .deleteFrom('sysRoleMenu')
          .where('roleId', '=', STAFF_ROLE.cashier)
          .where('menuId', 'in', reportIds)
          .execute();
    }
    if (!VIP_LIST || !VIP_ADD || !heldIds.has(VIP_LIST.id) || heldIds.has(VIP_ADD.id)) return;
    const tenantHas = await trx
      .selectFrom('sysTenantMenu')
      .select('menuId')
      .where('tenantId', '=', DEFAULT_TENANT_ID)
      .where('menuId', '=', VIP_ADD.id)
      .executeTakeFirst();
    if (tenantHas)
      await trx
        .insertInto('sysRoleMenu')
        .values({ id: ctx.ids.next(), roleId: STAFF_ROLE.cashier, menuId: VIP_ADD.id })
        .execute();
  });
}
