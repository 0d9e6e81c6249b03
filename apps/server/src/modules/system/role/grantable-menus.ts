import { AccountType } from '@retail/contracts';
import { z } from 'zod';
import type { Principal } from '../../../platform/http/access.ts';
import type { PermissionService } from '../access/permissions.ts';
import { nest } from '../menu/tree.ts';
import type { RoleRepository } from './repository.ts';

export interface GrantableMenu {
  id: number;
  pid: number;
  type: number;
  title: string;
  icon: string | null;
  permission: string | null;
  children: GrantableMenu[];
}

export const grantableMenu: z.ZodType<GrantableMenu> = z
  .object({
    id: z.number(),
    pid: z.number(),
    type: z.number(),
    title: z.string(),
    icon: z.string().nullable(),
    permission: z.string().nullable(),
    get children() {
      return z.array(grantableMenu);
    },
  })
  .meta({ id: 'GrantableMenu' });

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
  const isAdmin =
    caller.accountType === AccountType.SuperAdmin || caller.accountType === AccountType.SysAdmin;
  const held = isAdmin ? null : new Set((await permissions.grants(caller)).menuIds);
  const rows = await repo.liveMenus();
  const allowed = rows.filter((r) => tenant.has(r.id) && (!held || held.has(r.id)));
  return nest<(typeof allowed)[number], GrantableMenu>(
    allowed,
    (row, children) => ({ ...row, children }),
    true,
  );
}
