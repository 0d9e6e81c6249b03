import { rememberAccessFact } from './access-facts.ts';
import { DataScope, Status, isAdminAccount } from '@retail/contracts';
import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { Cache } from '../../../platform/cache/index.ts';
import type { Db } from '../../../platform/db/database.ts';
import type { Principal } from '../../../platform/http/access.ts';

/** Which org-owned rows a user may see: all of its tenant, or rows of some orgs plus rows it made itself. */
export type Scope = { all: true } | { all: false; orgIds: number[]; userId: number };

const TTL_SECONDS = 3600;

/**
 * Data scope of DESIGN.md §5, one mechanism for users, orgs and business documents. Scopes of the user's
 * enabled roles are combined by union (the widest wins), whatever their order.
 */
export class DataScopeService {
  constructor(
    private readonly db: Db,
    private readonly cache: Cache,
  ) {}

  async scopeOf(principal: Principal): Promise<Scope> {
    if (isAdminAccount(principal)) {
      return { all: true };
    }
    return rememberAccessFact(this.cache, `scope:${principal.userId}`, TTL_SECONDS, () =>
      this.compute(principal),
    );
  }

  private async compute(principal: Principal): Promise<Scope> {
    const roles = await this.db
      .selectFrom('sysRole as r')
      .innerJoin('sysUserRole as ur', 'ur.roleId', 'r.id')
      .select(['r.id', 'r.dataScope'])
      .where('ur.userId', '=', principal.userId)
      .where('r.tenantId', '=', principal.tenantId)
      .where('r.status', '=', Status.Enable)
      .where('r.isDelete', '=', 0)
      .execute();
    if (roles.some((r) => r.dataScope === DataScope.All)) return { all: true };
    const orgIds = new Set<number>();
    const own = principal.orgId;
    if (own && roles.some((r) => r.dataScope === DataScope.Dept || r.dataScope === DataScope.DeptChild)) {
      orgIds.add(own);
    }
    if (own && roles.some((r) => r.dataScope === DataScope.DeptChild)) {
      for (const id of await this.descendants(principal.tenantId, own)) orgIds.add(id);
    }
    const custom = roles.filter((r) => r.dataScope === DataScope.Define).map((r) => r.id);
    if (custom.length > 0) {
      const rows = await this.db
        .selectFrom('sysRoleOrg as ro')
        .innerJoin('sysOrg as o', 'o.id', 'ro.orgId')
        .select('ro.orgId')
        .where('ro.roleId', 'in', custom)
        .where('o.tenantId', '=', principal.tenantId)
        .execute();
      for (const r of rows) orgIds.add(r.orgId);
    }
    return { all: false, orgIds: [...orgIds].sort((a, b) => a - b), userId: principal.userId };
  }

  /** Ids of every org below `rootId` in the tenant (not including it). */
  async descendants(tenantId: number, rootId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('sysOrg')
      .select(['id', 'pid'])
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .execute();
    const children = new Map<number, number[]>();
    for (const r of rows) children.set(r.pid, [...(children.get(r.pid) ?? []), r.id]);
    const out: number[] = [];
    const stack = [...(children.get(rootId) ?? [])];
    while (stack.length > 0) {
      const id = stack.pop() as number;
      out.push(id);
      stack.push(...(children.get(id) ?? []));
    }
    return out;
  }
}

/**
 * A WHERE condition limiting rows to a scope: `orgColumn in (...) or userColumn = me`. Columns are references
 * (`o.orgId`), so it works in any query, joined or not.
 */
export function scopeSql(scope: Scope, orgColumn: string, userColumn: string): RawBuilder<SqlBool> {
  if (scope.all) return sql<SqlBool>`1 = 1`;
  const mine = sql<SqlBool>`${sql.ref(userColumn)} = ${scope.userId}`;
  if (scope.orgIds.length === 0) return mine;
  return sql<SqlBool>`(${sql.ref(orgColumn)} in (${sql.join(scope.orgIds)}) or ${mine})`;
}

/** `scopeSql` for a `where((eb) => ...)` callback. Usage: `query.where((eb) => scopeCondition(eb, scope, 'u.orgId', 'u.createUserId'))`. */
export function scopeCondition<DB = Database, TB extends keyof DB = keyof DB>(
  _eb: ExpressionBuilder<DB, TB>,
  scope: Scope,
  orgColumn: string,
  userColumn: string,
): Expression<SqlBool> {
  return scopeSql(scope, orgColumn, userColumn);
}
