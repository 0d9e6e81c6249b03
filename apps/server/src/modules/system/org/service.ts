import { AccountType } from '@retail/contracts';
import { auditInsert, auditUpdate } from '../../../platform/context.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { IdGenerator } from '../../../platform/db/ids.ts';
import { formatNullableTime, formatTime } from '../../../platform/db/time.ts';
import type { Principal } from '../../../platform/http/access.ts';
import { AppError, duplicate, notFound } from '../../../platform/http/errors.ts';
import type { AuditLog } from '../../../platform/logging/audit-log.ts';
import { recordDiff } from '../../../platform/logging/diff.ts';
import type { Actor } from '../../../platform/module-kit/actor.ts';
import type { Scope } from '../access/data-scope.ts';
import type { IdentityServices } from '../identity.ts';
import type { OrgRepository, OrgRow } from './repository.ts';
import type { OrgAddInput, OrgListQuery, OrgNode, OrgUpdateInput } from '@retail/contracts/api/system/org';

export interface OrgServiceDeps {
  db: Db;
  repo: OrgRepository;
  identity: IdentityServices;
  audit: AuditLog;
  ids: IdGenerator;
  timeZone: string;
}

const isAdmin = (p: Principal) =>
  p.accountType === AccountType.SuperAdmin || p.accountType === AccountType.SysAdmin;

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

function snapshot(row: OrgRow) {
  const { id, pid, name, code, level, type, orderNo, status, remark } = row;
  return { id, pid, name, code, level, type, orderNo, status, remark };
}

/**
 * Organisations of a tenant (sysOrg), limited by the caller's data scope: a normal user sees and changes only
 * the orgs in its scope (ancestors of those are shown in the tree, disabled).
 */
export class OrgService {
  constructor(private readonly deps: OrgServiceDeps) {}

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
  private async ownOrg(p: Principal, scope: Scope, id: number): Promise<OrgRow> {
    const row = await this.repo.findById(p.tenantId, id);
    if (!row) throw notFound();
    if (!inScope(scope, row)) throw new AppError(403, 'org.outOfScope');
    return row;
  }

  /** The parent for a new position: level 1 for top-level orgs (administrators only). */
  private async parentLevel(p: Principal, scope: Scope, pid: number): Promise<number> {
    if (pid === 0) {
      if (!isAdmin(p)) throw new AppError(403, 'org.rootOnlyAdmin');
      return 1;
    }
    const parent = await this.repo.findById(p.tenantId, pid);
    if (!parent) throw new AppError(404, 'org.parentNotFound');
    if (!inScope(scope, parent)) throw new AppError(403, 'org.parentOutOfScope');
    return parent.level + 1;
  }

  private async checkUnique(
    p: Principal,
    pid: number,
    name: string,
    code: string | null,
    self?: number,
  ): Promise<void> {
    if (code) {
      const holder = await this.repo.codeHolder(p.tenantId, code);
      if (holder !== undefined && holder !== self) throw duplicate('code', code);
    }
    const sibling = await this.repo.siblingNameHolder(p.tenantId, pid, name);
    if (sibling !== undefined && sibling !== self) throw duplicate('name', name);
  }

  async add(actor: Actor, input: OrgAddInput): Promise<number> {
    const scope = await this.deps.identity.scopes.scopeOf(actor);
    const level = await this.parentLevel(actor, scope, input.pid);
    const code = input.code ?? null;
    await this.checkUnique(actor, input.pid, input.name, code);
    const id = this.deps.ids.next();
    const row = {
      id,
      pid: input.pid,
      name: input.name,
      code,
      level,
      type: input.type ?? null,
      orderNo: input.orderNo,
      status: input.status,
      remark: input.remark ?? null,
    };
    await this.repo.insert({ ...row, tenantId: actor.tenantId, ...auditInsert(actor) });
    await this.deps.identity.accessCache.orgsChanged();
    recordDiff(this.deps.audit, actor, { table: 'sys_org', rowId: id, type: 'insert', after: row });
    return id;
  }

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
    const changes = {
      pid,
      name: input.name,
      code,
      level,
      ...(input.type !== undefined ? { type: input.type } : {}),
      ...(input.orderNo !== undefined ? { orderNo: input.orderNo } : {}),
      ...(input.status !== undefined ? { status: input.status } : {}),
      ...(input.remark !== undefined ? { remark: input.remark } : {}),
    };
    await this.deps.db.transaction().execute(async (trx) => {
      const repo = this.repo.with(trx);
      if (!(await repo.update(actor.tenantId, current.id, { ...changes, ...auditUpdate(actor) })))
        throw notFound();
      await repo.shiftLevels(actor.tenantId, below, level - current.level);
    });
    await this.deps.identity.accessCache.orgsChanged();
    recordDiff(this.deps.audit, actor, {
      table: 'sys_org',
      rowId: current.id,
      type: 'update',
      before: snapshot(current),
      after: snapshot({ ...current, ...changes }),
    });
  }

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
    await this.deps.db.transaction().execute(async (trx) => {
      const repo = this.repo.with(trx);
      const users = await repo.countUsers(actor.tenantId, ids);
      if (users > 0) throw new AppError(400, 'org.hasUsers', { count: users });
      await repo.softDelete(actor.tenantId, ids, auditUpdate(actor));
      await repo.deleteLinks(ids);
    });
    await this.deps.identity.accessCache.orgsChanged();
    for (const row of doomed) {
      recordDiff(this.deps.audit, actor, {
        table: 'sys_org',
        rowId: row.id,
        type: 'delete',
        before: snapshot(row),
      });
    }
  }
}
