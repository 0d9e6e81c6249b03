import { DataScope, isAdminAccount } from '@retail/contracts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { IdentityServices } from '../identity.ts';
import type { RoleRepository, RoleRow } from './repository.ts';

/** The role code of the tenant administrators' role in the template; never created, renamed or deleted here. */
export const RESERVED_ROLE_CODE = 'sys_admin';

export const isReserved = (code: string) => code.toLowerCase() === RESERVED_ROLE_CODE;

const unique = (ids: readonly number[]) => [...new Set(ids)];

/**
 * Who may see and change a role, and what a caller may grant through one: menus inside the tenant's grant (and,
 * for a normal user, inside its own), data scopes up to its own, custom orgs of the tenant inside its scope.
 */
export class RoleRules {
  constructor(
    private readonly repo: RoleRepository,
    private readonly identity: IdentityServices,
  ) {}

  /** A role the caller may see: of its tenant and, for a normal user, created or held by it; 404 otherwise. */
  async visible(p: Principal, id: number): Promise<RoleRow> {
    const row = await this.repo.findById(p.tenantId, id);
    if (!row) throw notFound();
    if (!isAdminAccount(p) && row.createUserId !== p.userId && !(await this.repo.isHeldBy(id, p.userId))) {
      throw notFound();
    }
    return row;
  }

  /** A role the caller may change: a normal user only the roles it created (not those it merely holds). */
  async editable(p: Principal, id: number): Promise<RoleRow> {
    const row = await this.visible(p, id);
    if (!isAdminAccount(p) && row.createUserId !== p.userId) throw new AppError(403, 'role.notCreator');
    return row;
  }

  /** Validates a menu grant: live menus, inside the tenant's grant and, for a normal user, inside its own. */
  async checkMenus(p: Principal, menuIds: readonly number[]): Promise<number[]> {
    const ids = unique(menuIds);
    if (ids.length === 0) return ids;
    const tenant = new Set(await this.identity.permissions.tenantMenuIds(p.tenantId));
    const live = new Set(await this.repo.liveMenuIds(ids));
    const outside = ids.filter((id) => !tenant.has(id) || !live.has(id));
    if (outside.length > 0) {
      throw new AppError(400, 'role.menuNotInTenant', { ids: outside.join(', ') });
    }
    if (!isAdminAccount(p)) {
      const held = new Set((await this.identity.permissions.grants(p)).menuIds);
      const notHeld = ids.filter((id) => !held.has(id));
      if (notHeld.length > 0) throw new AppError(400, 'role.menuNotHeld', { ids: notHeld.join(', ') });
    }
    return ids.sort((a, b) => a - b);
  }

  checkDataScope(p: Principal, dataScope: number): void {
    if (dataScope === DataScope.All && !isAdminAccount(p)) throw new AppError(400, 'role.cannotGrantAll');
  }

  /** Validates a custom data scope: live orgs of the tenant and, for a normal user, inside its own scope. */
  async checkOrgs(p: Principal, orgIds: readonly number[]): Promise<number[]> {
    const ids = unique(orgIds);
    if (ids.length === 0) return ids;
    const existing = new Set(await this.repo.tenantOrgIds(p.tenantId, ids));
    const missing = ids.filter((id) => !existing.has(id));
    if (missing.length > 0) throw new AppError(400, 'role.orgNotInTenant', { ids: missing.join(', ') });
    if (!isAdminAccount(p)) {
      const scope = await this.identity.scopes.scopeOf(p);
      const inScope = new Set(await this.repo.tenantOrgIds(p.tenantId, ids, scope));
      const outside = ids.filter((id) => !inScope.has(id));
      if (outside.length > 0) throw new AppError(400, 'role.orgOutOfScope', { ids: outside.join(', ') });
    }
    return ids.sort((a, b) => a - b);
  }
}
