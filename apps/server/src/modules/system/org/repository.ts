import { sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { SysOrgTable } from '../../../db/schema.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';
import { type Scope, scopeCondition } from '../access/data-scope.ts';

const columns = [
  'id',
  'pid',
  'name',
  'code',
  'level',
  'type',
  'orderNo',
  'status',
  'remark',
  'directorId',
  'createTime',
  'updateTime',
  'createUserId',
  'createUserName',
  'updateUserName',
] as const;

export type OrgRow = Pick<SysOrgTable, (typeof columns)[number]>;

export interface OrgFilters {
  name?: string;
  code?: string;
  type?: string;
  /** restrict to these org ids (a subtree) */
  within?: number[];
}

/** sys_org queries; every method takes the tenant first, a writing one its transaction last. */
export class OrgRepository extends TenantRepository<'sysOrg', OrgRow> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    super(db, 'sysOrg', columns);
  }

  /** Every live org of the tenant in display order. */
  all(tenantId: number): Promise<OrgRow[]> {
    return this.live(tenantId).orderBy('orderNo').orderBy('id').execute();
  }

  /** Orgs matching the filters (name and code contain, type equals) inside the scope. */
  filtered(tenantId: number, filters: OrgFilters, scope: Scope): Promise<OrgRow[]> {
    let query = this.live(tenantId).where((eb) => scopeCondition(eb, scope, 'id', 'createUserId'));
    if (filters.name) query = query.where(containsText(this.dbType, 'name', filters.name));
    if (filters.code) query = query.where(containsText(this.dbType, 'code', filters.code));
    if (filters.type) query = query.where('type', '=', filters.type);
    if (filters.within) {
      if (filters.within.length === 0) return Promise.resolve([]);
      query = query.where('id', 'in', filters.within);
    }
    return query.orderBy('orderNo').orderBy('id').execute();
  }

  /** A live org below the same parent with this name (case-insensitive): names are unique among siblings. */
  async siblingNameHolder(tenantId: number, pid: number, name: string): Promise<number | undefined> {
    const row = await this.live(tenantId)
      .where('pid', '=', pid)
      .where(sql<boolean>`lower(${sql.ref('name')}) = lower(${name})`)
      .executeTakeFirst();
    return row?.id;
  }

  /** The root org of the tenant (sys_tenant.orgId). */
  async tenantRootOrgId(tenantId: number): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('sysTenant')
      .select('orgId')
      .where('id', '=', tenantId)
      .executeTakeFirst();
    return row?.orgId;
  }

  /** Moves the levels of these orgs by `delta` (after their ancestor moved). */
  async shiftLevels(tenantId: number, ids: number[], delta: number, db: Db = this.db): Promise<void> {
    if (ids.length === 0 || delta === 0) return;
    await db
      .updateTable('sysOrg')
      .set((eb) => ({ level: eb('level', '+', delta) }))
      .where('tenantId', '=', tenantId)
      .where('id', 'in', ids)
      .execute();
  }

  /** Live users of the tenant whose main org or an additional org is one of these. */
  /** Whether a live user of the tenant has this id (an org's director). */
  async userExists(tenantId: number, userId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('sysUser')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('id', '=', userId)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return row !== undefined;
  }

  async countUsers(tenantId: number, orgIds: number[], db: Db = this.db): Promise<number> {
    if (orgIds.length === 0) return 0;
    const row = await db
      .selectFrom('sysUser as u')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('u.tenantId', '=', tenantId)
      .where('u.isDelete', '=', 0)
      .where((eb) =>
        eb.or([
          eb('u.orgId', 'in', orgIds),
          eb.exists(
            eb
              .selectFrom('sysUserExtOrg as x')
              .select('x.id')
              .whereRef('x.userId', '=', 'u.id')
              .where('x.orgId', 'in', orgIds),
          ),
        ]),
      )
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** Links to deleted orgs: role data scopes and additional orgs (of users already deleted). */
  async deleteLinks(orgIds: number[], db: Db = this.db): Promise<void> {
    if (orgIds.length === 0) return;
    await db.deleteFrom('sysRoleOrg').where('orgId', 'in', orgIds).execute();
    await db.deleteFrom('sysUserExtOrg').where('orgId', 'in', orgIds).execute();
  }
}
