import { rememberAccessFact } from './access-facts.ts';
import { AccountType, MenuType, Status } from '@retail/contracts';
import type { Cache } from '../../../platform/cache/index.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { Principal } from '../../../platform/http/access.ts';

export interface Grants {
  /** every granted, enabled menu id: directories, menus and buttons */
  menuIds: number[];
  /** permission codes of the granted buttons */
  codes: string[];
}

const TTL_SECONDS = 3600;

/** The menus of the plugins a tenant has not enabled (plugin/host.ts), which nobody of the tenant sees. */
export interface PluginMenus {
  hiddenMenuIds(tenantId: number): Promise<number[]>;
}

/**
 * What a user may see and do (DESIGN.md §5): the super admin everything; a tenant admin what the tenant was
 * granted; a normal user the union of its enabled roles' menus, within the tenant's grant.
 */
export class PermissionService {
  constructor(
    private readonly db: Db,
    private readonly cache: Cache,
    private readonly plugins: PluginMenus,
  ) {}

  async grants(principal: Principal): Promise<Grants> {
    return rememberAccessFact(this.cache, `perm:${principal.userId}`, TTL_SECONDS, () =>
      this.compute(principal),
    );
  }

  async codes(principal: Principal): Promise<Set<string>> {
    return new Set((await this.grants(principal)).codes);
  }

  async has(principal: Principal, code: string): Promise<boolean> {
    if (principal.accountType === AccountType.SuperAdmin) return true;
    return (await this.grants(principal)).codes.includes(code);
  }

  /** Menu ids granted to a tenant (what its admin holds and what its roles may be given). */
  async tenantMenuIds(tenantId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('sysTenantMenu')
      .select('menuId')
      .where('tenantId', '=', tenantId)
      .execute();
    return rows.map((r) => r.menuId);
  }

  /** Every live menu with whether it and all its ancestors are enabled (cached; cleared with the grants). */
  private async effectiveMenus(): Promise<MenuFact[]> {
    const key = 'perm:menu-facts';
    const cached = await this.cache.get<MenuFact[]>(key);
    if (cached) return cached;
    const rows = await this.db
      .selectFrom('sysMenu')
      .select(['id', 'pid', 'type', 'permission', 'status'])
      .where('isDelete', '=', 0)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const memo = new Map<number, boolean>();
    const enabled = (id: number, depth = 0): boolean => {
      const known = memo.get(id);
      if (known !== undefined) return known;
      const row = byId.get(id);
      const ok =
        !!row &&
        row.status === Status.Enable &&
        (row.pid === 0 || (depth < 64 && enabled(row.pid, depth + 1)));
      memo.set(id, ok);
      return ok;
    };
    const facts = rows
      .filter((r) => enabled(r.id))
      .map((r) => ({ id: r.id, pid: r.pid, type: r.type, permission: r.permission }));
    await this.cache.set(key, facts, TTL_SECONDS);
    return facts;
  }

  private async compute(principal: Principal): Promise<Grants> {
    const menus = withoutSubtrees(
      await this.effectiveMenus(),
      await this.plugins.hiddenMenuIds(principal.tenantId),
    );
    let allowed: Set<number> | undefined;
    if (principal.accountType !== AccountType.SuperAdmin) {
      allowed = new Set(await this.tenantMenuIds(principal.tenantId));
    }
    if (allowed && principal.accountType !== AccountType.SysAdmin) {
      const roleMenus = await this.db
        .selectFrom('sysRoleMenu as rm')
        .innerJoin('sysRole as r', 'r.id', 'rm.roleId')
        .innerJoin('sysUserRole as ur', 'ur.roleId', 'r.id')
        .select('rm.menuId')
        .where('ur.userId', '=', principal.userId)
        .where('r.tenantId', '=', principal.tenantId)
        .where('r.status', '=', Status.Enable)
        .where('r.isDelete', '=', 0)
        .execute();
      const tenant = allowed;
      allowed = new Set(roleMenus.map((r) => r.menuId).filter((id) => tenant.has(id)));
    }
    const granted = allowed ? menus.filter((m) => allowed.has(m.id)) : menus;
    const codes = granted
      .filter((m) => m.type === MenuType.Button && m.permission)
      .map((m) => m.permission as string);
    return { menuIds: granted.map((m) => m.id), codes: [...new Set(codes)].sort() };
  }
}

/** The menus minus the given ones and everything under them (a plugin's screen takes its buttons along). */
function withoutSubtrees(menus: MenuFact[], rootIds: number[]): MenuFact[] {
  if (rootIds.length === 0) return menus;
  const hidden = new Set(rootIds);
  const children = new Map<number, MenuFact[]>();
  for (const m of menus) {
    const siblings = children.get(m.pid);
    if (siblings) siblings.push(m);
    else children.set(m.pid, [m]);
  }
  const queue = [...hidden];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const child of children.get(id) ?? []) {
      if (!hidden.has(child.id)) {
        hidden.add(child.id);
        queue.push(child.id);
      }
    }
  }
  return menus.filter((m) => !hidden.has(m.id));
}

interface MenuFact {
  id: number;
  pid: number;
  type: number;
  permission: string | null;
}
