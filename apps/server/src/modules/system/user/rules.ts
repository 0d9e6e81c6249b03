import { isAdminAccount } from '@retail/contracts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, duplicate } from '../../../platform/http/errors.ts';
import type { Scope } from '../access/data-scope.ts';
import type { UserRepository, UserRow } from './repository.ts';
import type { ExtOrgInput } from '@retail/contracts/api/system/user';

/** Checks shared by the user actions: references within the tenant and the caller's scope, and uniqueness. */
export class UserRules {
  constructor(private readonly repo: UserRepository) {}

  /**
   * Whether the caller may act on the target's account (update, status, roles, password, unlock, delete).
   * Administrators may, within their tenant and scope. A normal user never acts on an administrator account
   * (it could take it over through phone or password), and only on a user whose every role it holds itself,
   * so delegated user management cannot reach further than the delegate's own rights.
   */
  async assertCanManage(caller: Principal, target: UserRow): Promise<void> {
    if (target.id === caller.userId || isAdminAccount(caller)) return;
    if (isAdminAccount(target)) throw new AppError(403, 'user.adminProtected');
    const [held, theirs] = await Promise.all([
      this.repo.roleIdsOf(caller.tenantId, caller.userId),
      this.repo.rolesOf(caller.tenantId, target.id),
    ]);
    const foreign = theirs.find((role) => !held.includes(role.id));
    if (foreign) throw new AppError(403, 'user.targetRoleNotHeld', { role: foreign.name });
  }

  async assertAccountFree(account: string, exceptId?: number): Promise<void> {
    const holder = await this.repo.accountHolder(account);
    if (holder && holder.id !== exceptId) throw duplicate('account', account);
  }

  async assertPhoneFree(phone: string | null | undefined, exceptId?: number): Promise<void> {
    if (!phone) return;
    const holder = await this.repo.phoneHolder(phone);
    if (holder && holder.id !== exceptId) throw duplicate('phone', phone);
  }

  /** The main org (0 = none, only for callers who see the whole tenant) and ext orgs exist and are in scope. */
  async assertOrgs(
    tenantId: number,
    scope: Scope,
    orgId: number | undefined,
    extOrgs: ExtOrgInput[] | undefined,
  ): Promise<void> {
    const wanted: Array<[field: string, id: number]> = [];
    if (orgId !== undefined) wanted.push(['orgId', orgId]);
    for (const e of extOrgs ?? []) wanted.push(['extOrgIdList.orgId', e.orgId]);
    const existing = await this.repo.existingOrgIds(
      tenantId,
      wanted.map(([, id]) => id).filter((id) => id > 0),
    );
    for (const [field, id] of wanted) {
      const visible = id === 0 ? scope.all : existing.has(id) && (scope.all || scope.orgIds.includes(id));
      if (!visible) throw new AppError(400, 'user.orgOutOfScope', { field, id });
    }
  }

  async assertPositions(
    tenantId: number,
    posId: number | undefined,
    extOrgs: ExtOrgInput[] | undefined,
  ): Promise<void> {
    const wanted: Array<[field: string, id: number]> = [];
    if (posId) wanted.push(['posId', posId]);
    for (const e of extOrgs ?? []) if (e.posId) wanted.push(['extOrgIdList.posId', e.posId]);
    const existing = await this.repo.existingPosIds(
      tenantId,
      wanted.map(([, id]) => id),
    );
    for (const [field, id] of wanted) {
      if (!existing.has(id)) throw new AppError(400, 'user.posNotFound', { field, id });
    }
  }

  /** A manager is another live user of the tenant; a user is never its own manager. */
  async assertManager(tenantId: number, userId: number | null, managerUserId: number | null | undefined) {
    if (!managerUserId) return;
    if (managerUserId === userId) throw new AppError(400, 'user.ownManager');
    if (!(await this.repo.findById(tenantId, managerUserId))) {
      throw new AppError(400, 'user.managerNotFound', { id: managerUserId });
    }
  }

  /** Roles must be live roles of the tenant; a normal user may grant only roles it holds itself. */
  async assertRoles(caller: Principal, roleIds: number[]): Promise<number[]> {
    const unique = [...new Set(roleIds)];
    const existing = await this.repo.existingRoleIds(caller.tenantId, unique);
    const missing = unique.find((id) => !existing.has(id));
    if (missing !== undefined) throw new AppError(400, 'user.roleNotFound', { id: missing });
    if (!isAdminAccount(caller)) {
      const held = new Set(await this.repo.roleIdsOf(caller.tenantId, caller.userId));
      const foreign = unique.find((id) => !held.has(id));
      if (foreign !== undefined) throw new AppError(400, 'user.roleNotHeld', { id: foreign });
    }
    return unique;
  }
}
