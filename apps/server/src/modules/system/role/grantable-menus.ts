import { isAdminAccount } from '@retail/contracts';
import type { GrantableMenu } from '@retail/contracts/api/system/role';
import type { Principal } from '../../../platform/http/access.ts';
import type { PermissionService } from '../access/permissions.ts';
import { nest } from '../menu/tree.ts';
import type { RoleRepository } from './repository.ts';

/**
 * The menus (directories, screens, buttons) the caller may put in a role: its tenant's grant, and for a
 * normal user only what it holds itself — the same rule the grant itself checks.
 */
export async function grantableMenuTree(
  repo: Pick<RoleRepository, 'liveMenus'>,
  permissions: PermissionService,
  caller: Principal,
): Promise<GrantableMenu[]> {
  const tenant = new Set(await permissions.tenantMenuIds(caller.tenantId));
  const held = isAdminAccount(caller) ? null : new Set((await permissions.grants(caller)).menuIds);
  const rows = await repo.liveMenus();
  const allowed = rows.filter((r) => tenant.has(r.id) && (!held || held.has(r.id)));
  return nest<(typeof allowed)[number], GrantableMenu>(
    allowed,
    (row, children) => ({ ...row, children }),
    true,
  );
}
