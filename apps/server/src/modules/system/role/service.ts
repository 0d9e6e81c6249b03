import { type GrantableMenu, grantableMenuTree } from './grantable-menus.ts';
import { AccountType, DataScope, Status } from '@retail/contracts';
import { auditInsert, auditUpdate } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, duplicate, notFound } from '../../../platform/http/errors.ts';
import type { PageResult } from '../../../platform/http/paging.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import { recordDiff } from '../../../platform/logging/diff.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import type { IdentityServices } from '../identity.ts';
import type { RoleRepository, RoleRow } from './repository.ts';
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

/** The role code of the tenant administrators' role in the template; never created, renamed or deleted here. */
export const RESERVED_ROLE_CODE = 'sys_admin';

export interface RoleServiceDeps {
  db: Db;
  repo: RoleRepository;
  identity: IdentityServices;
  audit: AuditLog;
  ids: IdGenerator;
  timeZone: string;
  maxPageSize: number;
}

const isAdmin = (p: Principal) =>
  p.accountType === AccountType.SuperAdmin || p.accountType === AccountType.SysAdmin;

const unique = (ids: readonly number[]) => [...new Set(ids)];

/** What the difference log keeps of a role. */
function snapshot(row: RoleRow) {
  const { id, name, code, orderNo, dataScope, status, remark } = row;
  return { id, name, code, orderNo, dataScope, status, remark };
}

/**
 * Roles of a tenant (sysRole): what the template does, without its flaws — names and codes are unique on their
 * own, menus granted stay inside the tenant's grant (and, for a normal user, inside its own), and a disabled
 * role grants nothing (PermissionService/DataScopeService read enabled roles only).
 */
export class RoleService {
  constructor(private readonly deps: RoleServiceDeps) {}

  private get repo() {
    return this.deps.repo;
  }

  private toOutput(row: RoleRow): RoleOutput {
    const { createUserId: _creator, ...rest } = row;
    return {
      ...rest,
      createTime: formatTime(row.createTime, this.deps.timeZone),
      updateTime: formatNullableTime(row.updateTime, this.deps.timeZone),
    };
  }

  async page(p: Principal, input: RolePageInput): Promise<PageResult<RoleOutput>> {
    const page = await this.repo.page(p.tenantId, input, isAdmin(p) ? null : p.userId, this.deps.maxPageSize);
    return { ...page, items: page.items.map((r) => this.toOutput(r)) };
  }

  /** Enabled roles the caller may hand out: all of the tenant for administrators, its own for others. */
  list(p: Principal): Promise<RoleListItem[]> {
    return this.repo.listEnabled(p.tenantId, Status.Enable, isAdmin(p) ? null : p.userId);
  }

  /** A role the caller may see: of its tenant and, for a normal user, created or held by it; 404 otherwise. */
  private async visible(p: Principal, id: number): Promise<RoleRow> {
    const row = await this.repo.findById(p.tenantId, id);
    if (!row) throw notFound();
    if (!isAdmin(p) && row.createUserId !== p.userId && !(await this.repo.isHeldBy(id, p.userId))) {
      throw notFound();
    }
    return row;
  }

  /** A role the caller may change: a normal user only the roles it created (not those it merely holds). */
  private async editable(p: Principal, id: number): Promise<RoleRow> {
    const row = await this.visible(p, id);
    if (!isAdmin(p) && row.createUserId !== p.userId) throw new AppError(403, 'role.notCreator');
    return row;
  }

  /** Validates a menu grant: live menus, inside the tenant's grant and, for a normal user, inside its own. */
  private async checkMenus(p: Principal, menuIds: readonly number[]): Promise<number[]> {
    const ids = unique(menuIds);
    if (ids.length === 0) return ids;
    const tenant = new Set(await this.deps.identity.permissions.tenantMenuIds(p.tenantId));
    const live = new Set(await this.repo.liveMenuIds(ids));
    const outside = ids.filter((id) => !tenant.has(id) || !live.has(id));
    if (outside.length > 0) {
      throw new AppError(400, 'role.menuNotInTenant', { ids: outside.join(', ') });
    }
    if (!isAdmin(p)) {
      const held = new Set((await this.deps.identity.permissions.grants(p)).menuIds);
      const notHeld = ids.filter((id) => !held.has(id));
      if (notHeld.length > 0) throw new AppError(400, 'role.menuNotHeld', { ids: notHeld.join(', ') });
    }
    return ids.sort((a, b) => a - b);
  }

  private checkDataScope(p: Principal, dataScope: number): void {
    if (dataScope === DataScope.All && !isAdmin(p)) throw new AppError(400, 'role.cannotGrantAll');
  }

  /** Validates a custom data scope: live orgs of the tenant and, for a normal user, inside its own scope. */
  private async checkOrgs(p: Principal, orgIds: readonly number[]): Promise<number[]> {
    const ids = unique(orgIds);
    if (ids.length === 0) return ids;
    const existing = new Set(await this.repo.tenantOrgIds(p.tenantId, ids));
    const missing = ids.filter((id) => !existing.has(id));
    if (missing.length > 0) throw new AppError(400, 'role.orgNotInTenant', { ids: missing.join(', ') });
    if (!isAdmin(p)) {
      const scope = await this.deps.identity.scopes.scopeOf(p);
      const inScope = new Set(await this.repo.tenantOrgIds(p.tenantId, ids, scope));
      const outside = ids.filter((id) => !inScope.has(id));
      if (outside.length > 0) throw new AppError(400, 'role.orgOutOfScope', { ids: outside.join(', ') });
    }
    return ids.sort((a, b) => a - b);
  }

  private async checkUnique(p: Principal, name: string, code: string, self?: number): Promise<void> {
    const byName = await this.repo.holderOf(p.tenantId, 'name', name);
    if (byName !== undefined && byName !== self) throw duplicate('name', name);
    const byCode = await this.repo.holderOf(p.tenantId, 'code', code);
    if (byCode !== undefined && byCode !== self) throw duplicate('code', code);
  }

  private isReserved(code: string): boolean {
    return code.toLowerCase() === RESERVED_ROLE_CODE;
  }

  async add(actor: Actor, input: RoleAddInput): Promise<number> {
    if (this.isReserved(input.code)) throw new AppError(400, 'role.reservedCode', { code: input.code });
    this.checkDataScope(actor, input.dataScope);
    await this.checkUnique(actor, input.name, input.code);
    const menuIds = await this.checkMenus(actor, input.menuIdList ?? []);
    const id = this.deps.ids.next();
    const row = {
      id,
      tenantId: actor.tenantId,
      name: input.name,
      code: input.code,
      orderNo: input.orderNo,
      dataScope: input.dataScope,
      status: Status.Enable,
      remark: input.remark ?? null,
    };
    await this.deps.db.transaction().execute(async (trx) => {
      const repo = this.repo.with(trx);
      await repo.insert({ ...row, ...auditInsert(actor) });
      await repo.replaceMenus(id, menuIds, () => this.deps.ids.next());
    });
    await this.deps.identity.accessCache.grantsChanged();
    const { tenantId: _tenant, ...after } = row;
    recordDiff(this.deps.audit, actor, {
      table: 'sys_role',
      rowId: id,
      type: 'insert',
      after: { ...after, menuIdList: menuIds },
    });
    return id;
  }

  async update(actor: Actor, input: RoleUpdateInput): Promise<void> {
    const current = await this.editable(actor, input.id);
    // the reserved code can be neither taken nor given up
    if ((this.isReserved(current.code) || this.isReserved(input.code)) && current.code !== input.code) {
      throw new AppError(400, 'role.reservedCode', { code: RESERVED_ROLE_CODE });
    }
    if (input.dataScope !== undefined && input.dataScope !== current.dataScope) {
      this.checkDataScope(actor, input.dataScope);
    }
    await this.checkUnique(actor, input.name, input.code, input.id);
    const menuIds =
      input.menuIdList === undefined || input.menuIdList === null
        ? undefined
        : await this.checkMenus(actor, input.menuIdList);
    const changes = {
      name: input.name,
      code: input.code,
      ...(input.orderNo !== undefined ? { orderNo: input.orderNo } : {}),
      ...(input.dataScope !== undefined ? { dataScope: input.dataScope } : {}),
      ...(input.remark !== undefined ? { remark: input.remark } : {}),
    };
    const beforeMenus = menuIds ? await this.repo.menuIds(input.id) : undefined;
    const dropOrgs = input.dataScope !== undefined && input.dataScope !== DataScope.Define;
    const beforeOrgs = dropOrgs
      ? await this.repo.orgNames(actor.tenantId, await this.repo.orgIds(input.id))
      : undefined;
    await this.deps.db.transaction().execute(async (trx) => {
      const repo = this.repo.with(trx);
      if (!(await repo.update(actor.tenantId, input.id, { ...changes, ...auditUpdate(actor) })))
        throw notFound();
      if (menuIds) await repo.replaceMenus(input.id, menuIds, () => this.deps.ids.next());
      // custom orgs are kept only for the custom (5) scope
      if (dropOrgs) await repo.replaceOrgs(input.id, [], () => this.deps.ids.next());
    });
    await this.deps.identity.accessCache.grantsChanged();
    recordDiff(this.deps.audit, actor, {
      table: 'sys_role',
      rowId: input.id,
      type: 'update',
      before: {
        ...snapshot(current),
        ...(beforeMenus ? { menuIdList: beforeMenus } : {}),
        ...(beforeOrgs ? { orgs: beforeOrgs } : {}),
      },
      after: {
        ...snapshot({ ...current, ...changes }),
        ...(menuIds ? { menuIdList: menuIds } : {}),
        ...(beforeOrgs ? { orgs: [] } : {}),
      },
    });
  }

  async delete(actor: Actor, id: number): Promise<void> {
    const current = await this.editable(actor, id);
    if (this.isReserved(current.code)) {
      throw new AppError(400, 'role.cannotDeleteReserved', { code: current.code });
    }
    const [menuIds, orgIds] = await Promise.all([this.repo.menuIds(id), this.repo.orgIds(id)]);
    await this.deps.db.transaction().execute(async (trx) => {
      const repo = this.repo.with(trx);
      const holders = await repo.countHolders(actor.tenantId, id);
      if (holders > 0) throw new AppError(400, 'role.hasUsers', { count: holders });
      if (!(await repo.update(actor.tenantId, id, { isDelete: 1, ...auditUpdate(actor) }))) throw notFound();
      await repo.deleteLinks(id);
    });
    await this.deps.identity.accessCache.grantsChanged();
    recordDiff(this.deps.audit, actor, {
      table: 'sys_role',
      rowId: id,
      type: 'delete',
      before: {
        ...snapshot(current),
        menuIdList: menuIds,
        orgs: await this.repo.orgNames(actor.tenantId, orgIds),
      },
    });
  }

  async grantMenu(actor: Actor, input: GrantMenuInput): Promise<void> {
    const current = await this.editable(actor, input.id);
    const menuIds = await this.checkMenus(actor, input.menuIdList);
    const before = await this.repo.menuIds(input.id);
    await this.deps.db.transaction().execute(async (trx) => {
      const repo = this.repo.with(trx);
      if (!(await repo.update(actor.tenantId, input.id, auditUpdate(actor)))) throw notFound();
      await repo.replaceMenus(input.id, menuIds, () => this.deps.ids.next());
    });
    await this.deps.identity.accessCache.grantsChanged();
    recordDiff(this.deps.audit, actor, {
      table: 'sys_role',
      rowId: input.id,
      type: 'update',
      before: { code: current.code, menuIdList: before },
      after: { code: current.code, menuIdList: menuIds },
    });
  }

  async grantDataScope(actor: Actor, input: GrantDataScopeInput): Promise<void> {
    const current = await this.editable(actor, input.id);
    this.checkDataScope(actor, input.dataScope);
    const orgIds = input.dataScope === DataScope.Define ? await this.checkOrgs(actor, input.orgIdList) : [];
    const before = await this.repo.orgNames(actor.tenantId, await this.repo.orgIds(input.id));
    await this.deps.db.transaction().execute(async (trx) => {
      const repo = this.repo.with(trx);
      const changed = await repo.update(actor.tenantId, input.id, {
        dataScope: input.dataScope,
        ...auditUpdate(actor),
      });
      if (!changed) throw notFound();
      await repo.replaceOrgs(input.id, orgIds, () => this.deps.ids.next());
    });
    await this.deps.identity.accessCache.grantsChanged();
    recordDiff(this.deps.audit, actor, {
      table: 'sys_role',
      rowId: input.id,
      type: 'update',
      before: { code: current.code, dataScope: current.dataScope, orgs: before },
      after: {
        code: current.code,
        dataScope: input.dataScope,
        orgs: await this.repo.orgNames(actor.tenantId, orgIds),
      },
    });
  }

  grantableMenuTree(p: Principal): Promise<GrantableMenu[]> {
    return grantableMenuTree(this.deps.db, this.deps.identity.permissions, p);
  }

  async ownMenuList(p: Principal, id: number): Promise<number[]> {
    await this.visible(p, id);
    return this.repo.menuIds(id);
  }

  async ownOrgList(p: Principal, id: number): Promise<number[]> {
    await this.visible(p, id);
    return this.repo.orgIds(id);
  }

  async setStatus(actor: Actor, input: SetStatusInput): Promise<void> {
    const current = await this.editable(actor, input.id);
    if (current.status === input.status) return;
    if (
      !(await this.repo.update(actor.tenantId, input.id, { status: input.status, ...auditUpdate(actor) }))
    ) {
      throw notFound();
    }
    await this.deps.identity.accessCache.grantsChanged();
    recordDiff(this.deps.audit, actor, {
      table: 'sys_role',
      rowId: input.id,
      type: 'update',
      before: snapshot(current),
      after: snapshot({ ...current, status: input.status }),
    });
  }
}
