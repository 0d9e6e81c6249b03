import { isUniqueViolation } from '../../../platform/db/errors.ts';
import { randomPassword } from '../../../platform/security/random-password.ts';
import { AccountType, Status } from '@retail/contracts';
import { DEFAULT_TENANT_ID } from '../../../db/seed/core.ts';
import { PLATFORM_MENU_ID } from '../../../db/seed/menus/index.ts';
import { addBuiltInPrintTemplates } from '../../../db/seed/print-templates.ts';
import { auditInsert, auditUpdate } from '../../../platform/context.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatTime } from '../../../platform/db/time.ts';
import { AppError, duplicate } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import { recordDiff } from '../../../platform/logging/diff.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';
import { refuseTaken } from '../../../platform/module-kit/unique.ts';
import { hashPassword } from '../../../platform/security/password.ts';
import type { IdentityServices } from '../identity.ts';
import { ancestorIds, subtreeIds } from '../menu/tree.ts';
import type { SysTenantRepository, TenantRecord, TenantRow } from './repository.ts';
import type {
  TenantAddInput,
  TenantCredential,
  TenantGrantMenuInput,
  TenantOutput,
  TenantPageInput,
  TenantStatusInput,
  TenantUpdateInput,
} from '@retail/contracts/api/system/tenant';

/** Tenants (platform action, super admin only): creation with root org, admin and menu grant, and their life cycle. */
export class TenantService {
  private readonly writes: AuditedWrites<'sysTenant', TenantRecord>;

  constructor(
    private readonly repo: SysTenantRepository,
    private readonly identity: IdentityServices,
    private readonly audit: AuditLog,
    private readonly ids: IdGenerator,
    private readonly timeZone: string,
    private readonly maxPageSize: number,
  ) {
    this.writes = new AuditedWrites(repo, { table: 'sys_tenant', audit, ids });
  }

  private toOutput(row: TenantRow): TenantOutput {
    return { ...row, createTime: formatTime(row.createTime, this.timeZone) };
  }

  async page(input: TenantPageInput): Promise<PageResult<TenantOutput>> {
    const page = await this.repo.page(input, this.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  list(): Promise<Array<{ id: number; name: string }>> {
    return this.repo.list();
  }

  async ownMenuList(actor: Actor, id: number): Promise<number[]> {
    await this.writes.found(actor, id);
    return this.repo.tenantMenuIds(id);
  }

  /**
   * The menu ids a grant stands for: by default every menu outside the platform area; a given list must name
   * live menus outside it, and gets the ancestors of its menus added so that the grant is a closed tree.
   */
  private async resolveGrant(requested: number[] | null | undefined): Promise<number[]> {
    const links = await this.repo.menuLinks();
    const platform = new Set(subtreeIds(links, PLATFORM_MENU_ID));
    if (!requested) {
      return links
        .map((l) => l.id)
        .filter((id) => !platform.has(id))
        .sort((a, b) => a - b);
    }
    const byId = new Map(links.map((l) => [l.id, l]));
    const wanted = [...new Set(requested)];
    const missing = wanted.filter((id) => !byId.has(id));
    if (missing.length > 0) {
      throw new AppError(400, 'tenant.menuMissing', { ids: missing.slice(0, 10).join(', ') });
    }
    const forbidden = wanted.filter((id) => platform.has(id));
    if (forbidden.length > 0) {
      throw new AppError(400, 'tenant.platformMenu', { ids: forbidden.slice(0, 10).join(', ') });
    }
    const grant = new Set(wanted);
    for (const id of wanted) for (const a of ancestorIds(byId, id)) grant.add(a);
    return [...grant].sort((a, b) => a - b);
  }

  /**
   * The tenant with its root org, its administrator (whose password is returned once), its menu grant and the
   * built-in print templates.
   */
  async add(actor: Actor, input: TenantAddInput): Promise<TenantCredential> {
    await refuseTaken(this.repo, actor.tenantId, { name: input.name });
    if (await this.repo.accountTaken(input.adminAccount)) throw duplicate('adminAccount', input.adminAccount);
    const menuIds = await this.resolveGrant(input.menuIdList);
    const password = randomPassword();
    const passwordHash = await hashPassword(password);
    const orgId = this.ids.next();
    const userId = this.ids.next();
    const org = {
      id: orgId,
      pid: 0,
      name: input.name,
      code: null,
      level: 1,
      orderNo: 100,
      status: Status.Enable,
    };
    const realName = `${input.name.slice(0, 26)} admin`;
    const user = {
      id: userId,
      account: input.adminAccount,
      realName,
      nickName: realName,
      accountType: AccountType.SysAdmin,
      orgId,
      posId: 0,
      sex: 1,
      email: input.email,
      orderNo: 100,
      status: Status.Enable,
    };
    const { adminAccount, menuIdList: _menus, ...fields } = input;
    let id: number;
    try {
      id = await this.writes.add(
        actor,
        { ...fields, orgId, userId, status: Status.Enable },
        async (trx, tenantId) => {
          await this.repo.insertOrg(tenantId, { ...org, ...auditInsert(actor) }, trx);
          await this.repo.insertUser(
            tenantId,
            { ...user, password: passwordHash, ...auditInsert(actor) },
            trx,
          );
          await this.repo.replaceTenantMenus(tenantId, menuIds, this.ids, trx);
          await addBuiltInPrintTemplates(trx, tenantId, this.ids, auditInsert(actor));
        },
      );
    } catch (error) {
      // a concurrent request took the account between the check and the insert
      if (isUniqueViolation(error)) throw duplicate('adminAccount', adminAccount);
      throw error;
    }
    recordDiff(this.audit, actor, {
      table: 'sys_org',
      rowId: orgId,
      type: 'insert',
      after: { ...org, tenantId: id },
    });
    recordDiff(this.audit, actor, {
      table: 'sys_user',
      rowId: userId,
      type: 'insert',
      after: { ...user, tenantId: id },
    });
    recordDiff(this.audit, actor, {
      table: 'sys_tenant_menu',
      rowId: id,
      type: 'insert',
      after: { menuIdList: menuIds },
    });
    return { id, adminAccount, password };
  }

  /** A new name renames the tenant's root org too. */
  async update(actor: Actor, input: TenantUpdateInput): Promise<void> {
    const { id, ...changes } = input;
    const current = await this.writes.found(actor, id);
    await refuseTaken(this.repo, actor.tenantId, { name: changes.name }, id);
    const renamed = changes.name !== current.name;
    await this.writes.update(actor, current, changes, async (trx) => {
      if (renamed) await this.repo.renameOrg(id, current.orgId, changes.name, auditUpdate(actor), trx);
    });
    if (renamed) await this.identity.accessCache.profilesChanged();
  }

  /** Disabling ends every session of the tenant's users at once; sign-in is refused while it is disabled. */
  async setStatus(actor: Actor, input: TenantStatusInput): Promise<void> {
    const current = await this.writes.found(actor, input.id);
    if (input.id === DEFAULT_TENANT_ID && input.status === Status.Disable) {
      throw new AppError(400, 'tenant.defaultCannotDisable');
    }
    await this.writes.setStatus(actor, current, input.status);
    if (input.status === Status.Disable) {
      await this.identity.sessions.revokeTenant(input.id, 'tenant-disabled');
    }
  }

  /** Replaces the tenant's menu grant and takes menus outside it away from the tenant's roles. */
  async grantMenu(actor: Actor, input: TenantGrantMenuInput): Promise<void> {
    await this.writes.found(actor, input.id);
    const menuIds = await this.resolveGrant(input.menuIdList);
    const before = await this.repo.tenantMenuIds(input.id);
    await this.repo.transaction(async (trx) => {
      await this.repo.replaceTenantMenus(input.id, menuIds, this.ids, trx);
      await this.repo.pruneRoleMenus(input.id, menuIds, trx);
    });
    await this.identity.accessCache.grantsChanged();
    recordDiff(this.audit, actor, {
      table: 'sys_tenant_menu',
      rowId: input.id,
      type: 'update',
      before: { menuIdList: before },
      after: { menuIdList: menuIds },
    });
  }

  /** A new random password for the tenant's administrator, returned once; its sessions end. */
  async resetPassword(actor: Actor, id: number): Promise<TenantCredential> {
    const tenant = await this.writes.found(actor, id);
    const admin = await this.repo.adminUser(id, tenant.userId);
    if (!admin) throw new AppError(404, 'tenant.adminMissing');
    const password = randomPassword();
    await this.repo.setPassword(id, admin.id, await hashPassword(password), auditUpdate(actor));
    await this.identity.sessions.revokeUser(admin.id, 'password-reset');
    await this.identity.accessCache.userChanged(admin.id);
    await this.identity.credentials.unlock(admin.account);
    recordDiff(this.audit, actor, {
      table: 'sys_user',
      rowId: admin.id,
      type: 'update',
      before: { password: 'previous' },
      after: { password: 'reset' },
    });
    return { id, adminAccount: admin.account, password };
  }

  /** Soft delete: the tenant's users are disabled in the same transaction and their sessions end. */
  async delete(actor: Actor, id: number): Promise<void> {
    if (id === DEFAULT_TENANT_ID) throw new AppError(400, 'tenant.defaultCannotDelete');
    const current = await this.writes.found(actor, id);
    let userIds: number[] = [];
    await this.writes.delete(actor, current, async (trx) => {
      userIds = await this.repo.disableUsers(id, auditUpdate(actor), trx);
    });
    await this.identity.sessions.revokeTenant(id, 'tenant-deleted');
    if (userIds.length > 0) await this.identity.accessCache.userChanged(...userIds);
  }
}
