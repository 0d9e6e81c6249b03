import type { Db } from '../../platform/db/database.ts';
import { DEFAULT_TENANT_ID, type SeedContext } from './core.ts';

/** A screen added after the first release, and who gets which of its menu ids. */
export interface NewScreenGrant {
  /** the tenant and roles get the menus only when they hold this one (the directory, or the screen of new buttons) */
  directory: number;
  /** what the default tenant is granted: the screen and its buttons */
  tenantMenuIds: number[];
  roles: Array<{ roleId: number; menuIds: number[] }>;
}

/**
 * Grants a new screen to an installation seeded before it: to the default tenant when it holds the directory,
 * and to each role that holds the directory, limited to what the tenant holds. Grants that exist (fresh
 * installations) are left alone. Run it inside a `once` step, so what users later take away stays away.
 */
export async function grantNewScreen(trx: Db, ctx: SeedContext, grant: NewScreenGrant): Promise<void> {
  const tenantHas = await trx
    .selectFrom('sysTenantMenu')
    .select('menuId')
    .where('tenantId', '=', DEFAULT_TENANT_ID)
    .where('menuId', 'in', [grant.directory, ...grant.tenantMenuIds])
    .execute();
  const tenantMenus = new Set(tenantHas.map((r) => Number(r.menuId)));
  if (!tenantMenus.has(grant.directory)) return;
  const tenantRows = grant.tenantMenuIds
    .filter((id) => !tenantMenus.has(id))
    .map((menuId) => ({ id: ctx.ids.next(), tenantId: DEFAULT_TENANT_ID, menuId }));
  if (tenantRows.length > 0) await trx.insertInto('sysTenantMenu').values(tenantRows).execute();

  for (const { roleId, menuIds } of grant.roles) {
    const held = await trx
      .selectFrom('sysRoleMenu')
      .select('menuId')
      .where('roleId', '=', roleId)
      .where('menuId', 'in', [grant.directory, ...menuIds])
      .execute();
    const heldIds = new Set(held.map((r) => Number(r.menuId)));
    if (!heldIds.has(grant.directory)) continue;
    const rows = menuIds
      .filter((id) => !heldIds.has(id))
      .map((menuId) => ({ id: ctx.ids.next(), roleId, menuId }));
    if (rows.length > 0) await trx.insertInto('sysRoleMenu').values(rows).execute();
  }
}
