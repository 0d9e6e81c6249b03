import { DataScope, Status, isAdminAccount } from '@retail/contracts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites, businessFields } from '../../../platform/module-kit/audited-writes.ts';
import { refuseTaken } from '../../../platform/module-kit/unique.ts';
import type { IdentityServices } from '../identity.ts';
import type { GrantableMenu } from '@retail/contracts/api/system/role';
import { grantableMenuTree } from './grantable-menus.ts';
import type { RoleRepository, RoleRow } from './repository.ts';
import { isReserved, RESERVED_ROLE_CODE, RoleRules } from './rules.ts';
import type {
  GrantDataScopeInput,
  GrantMenuInput,
  RoleAddInput,
  RoleListItem,
  RoleOutput,
  RolePageInput,
  RoleUpdateInput,
  SetStatusInput,
} from '@retail/contracts/api/system/role';

export interface RoleServiceDeps {
  repo: RoleRepository;
  identity: IdentityServices;
  audit: AuditLog;
  ids: IdGenerator;
  timeZone: string;
  maxPageSize: number;
}

/**
 * Roles of a tenant (sysRole): what the template does, without its flaws — names and codes are unique on their
 * own, menus granted stay inside the tenant's grant (and, for a normal user, inside its own), and a disabled
 * role grants nothing (PermissionService/DataScopeService read enabled roles only).
 */
export class RoleService {
  private readonly rules: RoleRules;
  private readonly writes: AuditedWrites<'sysRole', RoleRow>;

  constructor(private readonly deps: RoleServiceDeps) {
    const { repo } = deps;
    this.rules = new RoleRules(repo, deps.identity);
    this.writes = new AuditedWrites(repo, {
      table: 'sys_role',
      audit: deps.audit,
      ids: deps.ids,
      // the log names a role's menus and custom orgs too
      snapshot: async (row, tenantId) => ({
        ...businessFields(row),
        ...(await repo.links(tenantId, row.id)),
      }),
    });
  }

  private get repo() {
    return this.deps.repo;
  }

  private readonly nextId = () => this.deps.ids.next();

  private toOutput(row: RoleRow): RoleOutput {
    const { createUserId: _creator, ...rest } = row;
    return {
      ...rest,
      createTime: formatTime(row.createTime, this.deps.timeZone),
      updateTime: formatNullableTime(row.updateTime, this.deps.timeZone),
    };
  }

  async page(p: Principal, input: RolePageInput): Promise<PageResult<RoleOutput>> {
    const page = await this.repo.page(
      p.tenantId,
      input,
      isAdminAccount(p) ? null : p.userId,
      this.deps.maxPageSize,
    );
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  /** Enabled roles the caller may hand out: all of the tenant for administrators, its own for others. */
  list(p: Principal): Promise<RoleListItem[]> {
    return this.repo.listEnabled(p.tenantId, Status.Enable, isAdminAccount(p) ? null : p.userId);
  }

  async add(actor: Actor, input: RoleAddInput): Promise<number> {
    if (isReserved(input.code)) throw new AppError(400, 'role.reservedCode', { code: input.code });
    this.rules.checkDataScope(actor, input.dataScope);
    await refuseTaken(this.repo, actor.tenantId, { name: input.name, code: input.code });
    const menuIds = await this.rules.checkMenus(actor, input.menuIdList ?? []);
    const fields = {
      name: input.name,
      code: input.code,
      orderNo: input.orderNo,
      dataScope: input.dataScope,
      status: Status.Enable,
      remark: input.remark ?? null,
    };
    const id = await this.writes.add(actor, fields, (trx, roleId) =>
      this.repo.replaceMenus(roleId, menuIds, this.nextId, trx),
    );
    await this.deps.identity.accessCache.grantsChanged();
    return id;
  }

  /** Fields left out stay as they are; a menu list replaces the grant; a scope other than custom drops the orgs. */
  async update(actor: Actor, input: RoleUpdateInput): Promise<void> {
    const current = await this.rules.editable(actor, input.id);
    // the reserved code can be neither taken nor given up
    if ((isReserved(current.code) || isReserved(input.code)) && current.code !== input.code) {
      throw new AppError(400, 'role.reservedCode', { code: RESERVED_ROLE_CODE });
    }
    if (input.dataScope !== undefined && input.dataScope !== current.dataScope) {
      this.rules.checkDataScope(actor, input.dataScope);
    }
    await refuseTaken(this.repo, actor.tenantId, { name: input.name, code: input.code }, input.id);
    const { id, menuIdList, ...fields } = input;
    const menuIds = menuIdList ? await this.rules.checkMenus(actor, menuIdList) : undefined;
    const dropOrgs = input.dataScope !== undefined && input.dataScope !== DataScope.Define;
    await this.writes.update(actor, current, fields, async (trx) => {
      if (menuIds) await this.repo.replaceMenus(id, menuIds, this.nextId, trx);
      if (dropOrgs) await this.repo.replaceOrgs(id, [], this.nextId, trx);
    });
    await this.deps.identity.accessCache.grantsChanged();
  }

  /** Soft delete of a role no live user holds, with its menu and org links. */
  async delete(actor: Actor, id: number): Promise<void> {
    const current = await this.rules.editable(actor, id);
    if (isReserved(current.code)) {
      throw new AppError(400, 'role.cannotDeleteReserved', { code: current.code });
    }
    await this.writes.delete(actor, current, async (trx) => {
      const holders = await this.repo.countHolders(actor.tenantId, id, trx);
      if (holders > 0) throw new AppError(400, 'role.hasUsers', { count: holders });
      await this.repo.deleteLinks(id, trx);
    });
    await this.deps.identity.accessCache.grantsChanged();
  }

  async grantMenu(actor: Actor, input: GrantMenuInput): Promise<void> {
    const current = await this.rules.editable(actor, input.id);
    const menuIds = await this.rules.checkMenus(actor, input.menuIdList);
    await this.writes.update(actor, current, {}, (trx) =>
      this.repo.replaceMenus(input.id, menuIds, this.nextId, trx),
    );
    await this.deps.identity.accessCache.grantsChanged();
  }

  /** Custom orgs are kept only for the custom (5) scope. */
  async grantDataScope(actor: Actor, input: GrantDataScopeInput): Promise<void> {
    const current = await this.rules.editable(actor, input.id);
    this.rules.checkDataScope(actor, input.dataScope);
    const orgIds =
      input.dataScope === DataScope.Define ? await this.rules.checkOrgs(actor, input.orgIdList) : [];
    await this.writes.update(actor, current, { dataScope: input.dataScope }, (trx) =>
      this.repo.replaceOrgs(input.id, orgIds, this.nextId, trx),
    );
    await this.deps.identity.accessCache.grantsChanged();
  }

  async setStatus(actor: Actor, input: SetStatusInput): Promise<void> {
    const current = await this.rules.editable(actor, input.id);
    if (current.status === input.status) return;
    await this.writes.setStatus(actor, current, input.status);
    await this.deps.identity.accessCache.grantsChanged();
  }

  grantableMenuTree(p: Principal): Promise<GrantableMenu[]> {
    return grantableMenuTree(this.repo, this.deps.identity.permissions, p);
  }

  async ownMenuList(p: Principal, id: number): Promise<number[]> {
    await this.rules.visible(p, id);
    return this.repo.menuIds(id);
  }

  async ownOrgList(p: Principal, id: number): Promise<number[]> {
    await this.rules.visible(p, id);
    return this.repo.orgIds(id);
  }
}
