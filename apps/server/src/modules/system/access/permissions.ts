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

/**
 * What a user may see and do (DESIGN.md §5): the super admin everything; a tenant admin what the tenant was
 * granted; a normal user the union of its enabled roles' menus, within the tenant's grant.
 */
export class PermissionService {
  constructor(
    private readonly db: Db,
    private readonly cache: Cache,
  ) {}

  async grants(principal: Principal): Promise<Grants> {
    const key = `perm:${principal.userId}`;
    const cached = await this.cache.get<Grants>(key);
    if (cached) return cached;
    const grants = await this.compute(principal);
    await this.cache.set(key, grants, TTL_SECONDS);
    return grants;
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

  private async compute(principal: Principal): Promise<Grants> {
    let query = this.db
      .selectFrom('sysMenu as m')
      .select(['m.id', 'm.type', 'm.permission'])
      .where('m.isDelete', '=', 0)
      .where('m.status', '=', Status.Enable);
    if (principal.accountType !== AccountType.SuperAdmin) {
      const tenantMenus = this.db
        .selectFrom('sysTenantMenu')
        .select('menuId')
        .where('tenantId', '=', principal.tenantId);
      query = query.where('m.id', 'in', tenantMenus);
    }
    if (principal.accountType !== AccountType.SuperAdmin && principal.accountType !== AccountType.SysAdmin) {
      const roleMenus = this.db
        .selectFrom('sysRoleMenu as rm')
        .innerJoin('sysRole as r', 'r.id', 'rm.roleId')
        .innerJoin('sysUserRole as ur', 'ur.roleId', 'r.id')
        .select('rm.menuId')
        .where('ur.userId', '=', principal.userId)
        .where('r.tenantId', '=', principal.tenantId)
        .where('r.status', '=', Status.Enable)
        .where('r.isDelete', '=', 0);
      query = query.where('m.id', 'in', roleMenus);
    }
    const rows = await query.execute();
    const codes = rows
      .filter((r) => r.type === MenuType.Button && r.permission)
      .map((r) => r.permission as string);
    return { menuIds: rows.map((r) => r.id), codes: [...new Set(codes)].sort() };
  }
}
