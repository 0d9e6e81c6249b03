import { isAdminAccount } from '@retail/contracts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, duplicate, notFound } from '../../../platform/http/errors.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import { AuditedWrites } from '../../../platform/module-kit/audited-writes.ts';
import { refuseTaken } from '../../../platform/module-kit/unique.ts';
import type { Scope } from '../access/data-scope.ts';
import type { IdentityServices } from '../identity.ts';
import type { OrgRepository, OrgRow } from './repository.ts';
import type { OrgAddInput, OrgListQuery, OrgNode, OrgUpdateInput } from '@retail/contracts/api/system/org';

export interface OrgServiceDeps {
  repo: OrgRepository;
  identity: IdentityServices;
  audit: AuditLog;
  ids: IdGenerator;
  timeZone: string;
}

/** Whether an org lies in a data scope: one of its orgs, or an org the user created. */
export function inScope(scope: Scope, org: Pick<OrgRow, 'id' | 'createUserId'>): boolean {
  return scope.all || scope.orgIds.includes(org.id) || org.createUserId === scope.userId;
}

/** Ids of the org and everything below it, from the tenant's rows. */
export function subtreeIds(rows: readonly Pick<OrgRow, 'id' | 'pid'>[], rootId: number): number[] {
  const children = new Map<number, number[]>();
  for (const r of rows) children.set(r.pid, [...(children.get(r.pid) ?? []), r.id]);
  const out: number[] = [];
  const stack = [rootId];
  const seen = new Set<number>();
  while (stack.length > 0) {
    const id = stack.pop() as number;
    if (seen.has(id)) continue;
    seen.add(id);
    out.push(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

/**
 * Organisations of a tenant (sysOrg), limited by the caller's data scope: a normal user sees and changes only
 * the orgs in its scope (ancestors of those are shown in the tree, disabled).
 */
export class OrgService {
  private readonly writes: AuditedWrites<'sysOrg', OrgRow>;

  constructor(private readonly deps: OrgServiceDeps) {
    this.writes = new AuditedWrites(deps.repo, { table: 'sys_org', audit: deps.audit, ids: deps.ids });
  }

  private get repo() {
    return this.deps.repo;
  }

  private toNode(row: OrgRow, disabled: boolean, children: OrgNode[]): OrgNode {
    const { createUserId: _creator, ...rest } = row;
    return {
      ...rest,
      createTime: formatTime(row.createTime, this.deps.timeZone),
      updateTime: formatNullableTime(row.updateTime, this.deps.timeZone),
      disabled,
      children,
    };
  }

  /** The tree (no filters) or a flat list (any filter) of the orgs the caller may see. */
  async list(p: Principal, query: OrgListQuery): Promise<OrgNode[]> {
    const scope = await this.deps.identity.scopes.scopeOf(p);
    const rootId = query.id ?? 0;
    const hasFilter = Boolean(query.name || query.code || query.type);
    if (!hasFilter) return this.tree(p, scope, rootId);
    let within: number[] | undefined;
    if (rootId > 0) {
      const rows = await this.repo.all(p.tenantId);
      if (!rows.some((r) => r.id === rootId)) throw notFound();
      within = subtreeIds(rows, rootId);
    }
    const rows = await this.repo.filtered(
      p.tenantId,
      { name: query.name, code: query.code, type: query.type, within },
      scope,
    );
    return rows.map((r) => this.toNode(r, false, []));
  }

  /** The tenant's org tree for dropdowns. */
  async dropdown(p: Principal): Promise<OrgNode[]> {
    return this.tree(p, await this.deps.identity.scopes.scopeOf(p), 0);
  }

  private async tree(p: Principal, scope: Scope, rootId: number): Promise<OrgNode[]> {
    const rows = await this.repo.all(p.tenantId);
    const byId = new Map(rows.map((r) => [r.id, r]));
    if (rootId > 0 && !byId.has(rootId)) throw notFound();
    const enabled = new Set(rows.filter((r) => inScope(scope, r)).map((r) => r.id));
    // shown: orgs in scope and their ancestors (the latter disabled)
    const shown = new Set<number>();
    for (const id of enabled) {
      let current = byId.get(id);
      const guard = new Set<number>();
      while (current && !shown.has(current.id) && !guard.has(current.id)) {
        guard.add(current.id);
        shown.add(current.id);
        current = byId.get(current.pid);
      }
    }
    const children = new Map<number, OrgRow[]>();
    for (const r of rows) {
      if (!shown.has(r.id)) continue;
      const parent = shown.has(r.pid) ? r.pid : 0;
      children.set(parent, [...(children.get(parent) ?? []), r]);
    }
    const build = (row: OrgRow, path: Set<number>): OrgNode => {
      const next = new Set(path).add(row.id);
      const kids = (children.get(row.id) ?? []).filter((c) => !next.has(c.id));
      return this.toNode(
        row,
        !enabled.has(row.id),
        kids.map((c) => build(c, next)),
      );
    };
    if (rootId > 0) {
      const root = byId.get(rootId) as OrgRow;
      return shown.has(rootId) ? [build(root, new Set())] : [];
    }
    return (children.get(0) ?? []).map((r) => build(r, new Set()));
  }

  /** A live org of the caller's tenant (404 otherwise) that is inside the caller's scope (403 otherwise). */
  private async ownOrg(actor: Actor, scope: Scope, id: number): Promise<OrgRow> {
    const row = await this.writes.found(actor, id);
    if (!inScope(scope, row)) throw new AppError(403, 'org.outOfScope');
    return row;
  }

  /** The parent for a new position: level 1 for top-level orgs (administrators only). */
  private async parentLevel(p: Principal, scope: Scope, pid: number): Promise<number> {
    if (pid === 0) {
      if (!isAdminAccount(p)) throw new AppError(403, 'org.rootOnlyAdmin');
      return 1;
    }
    const parent = await this.repo.findById(p.tenantId, pid);
    if (!parent) throw new AppError(404, 'org.parentNotFound');
    if (!inScope(scope, parent)) throw new AppError(403, 'org.parentOutOfScope');
    return parent.level + 1;
  }

  /** Codes are unique in the tenant, names among the org's siblings. */
  private async checkUnique(
    p: Principal,
    pid: number,
    name: string,
    code: string | null,
    self?: number,
  ): Promise<void> {
    await refuseTaken(this.repo, p.tenantId, { code }, self);
    const sibling = await this.repo.siblingNameHolder(p.tenantId, pid, name);
    if (sibling !== undefined && sibling !== self) throw duplicate('name', name);
  }

  /** A director is a live user of the org's tenant (another tenant's id is refused as unknown). */
  private async checkDirector(p: Principal, directorId: number | null | undefined): Promise<void> {
    if (directorId && !(await this.repo.userExists(p.tenantId, directorId))) {
      throw new AppError(400, 'org.directorNotFound', { id: directorId });
    }
  }

  async add(actor: Actor, input: OrgAddInput): Promise<number> {
    const scope = await this.deps.identity.scopes.scopeOf(actor);
    const level = await this.parentLevel(actor, scope, input.pid);
    const code = input.code ?? null;
    await this.checkUnique(actor, input.pid, input.name, code);
    await this.checkDirector(actor, input.directorId);
    const id = await this.writes.add(actor, {
      pid: input.pid,
      name: input.name,
      code,
      level,
      type: input.type ?? null,
      orderNo: input.orderNo,
      status: input.status,
      remark: input.remark ?? null,
      directorId: input.directorId ?? null,
    });
    await this.deps.identity.accessCache.orgsChanged();
    return id;
  }

  /** Fields left out stay as they are; a move to another parent shifts the levels of the org's subtree. */
  async update(actor: Actor, input: OrgUpdateInput): Promise<void> {
    const scope = await this.deps.identity.scopes.scopeOf(actor);
    const current = await this.ownOrg(actor, scope, input.id);
    const pid = input.pid ?? current.pid;
    let level = current.level;
    let below: number[] = [];
    if (pid !== current.pid) {
      if (pid === current.id) throw new AppError(400, 'org.cycle');
      const rows = await this.repo.all(actor.tenantId);
      below = subtreeIds(rows, current.id).filter((id) => id !== current.id);
      if (below.includes(pid)) throw new AppError(400, 'org.cycle');
      if ((await this.repo.tenantRootOrgId(actor.tenantId)) === current.id) {
        throw new AppError(400, 'org.rootCannotMove');
      }
      level = await this.parentLevel(actor, scope, pid);
    }
    const code = input.code === undefined ? current.code : input.code;
    await this.checkUnique(actor, pid, input.name, code, current.id);
    await this.checkDirector(actor, input.directorId);
    const { id: _id, ...fields } = input;
    await this.writes.update(actor, current, { ...fields, pid, code, level }, (trx) =>
      this.repo.shiftLevels(actor.tenantId, below, level - current.level, trx),
    );
    await this.deps.identity.accessCache.orgsChanged();
  }

  /** Soft delete of the org and everything below it, refused while users belong to any of them. */
  async delete(actor: Actor, id: number): Promise<void> {
    const scope = await this.deps.identity.scopes.scopeOf(actor);
    await this.ownOrg(actor, scope, id);
    if ((await this.repo.tenantRootOrgId(actor.tenantId)) === id) {
      throw new AppError(400, 'org.rootCannotDelete');
    }
    const rows = await this.repo.all(actor.tenantId);
    const ids = subtreeIds(rows, id);
    const doomed = rows.filter((r) => ids.includes(r.id));
    if (!doomed.every((r) => inScope(scope, r))) throw new AppError(403, 'org.outOfScope');
    await this.writes.deleteAll(actor, doomed, async (trx) => {
      const users = await this.repo.countUsers(actor.tenantId, ids, trx);
      if (users > 0) throw new AppError(400, 'org.hasUsers', { count: users });
      await this.repo.deleteLinks(ids, trx);
    });
    await this.deps.identity.accessCache.orgsChanged();
  }
}
