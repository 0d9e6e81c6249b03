import { AccountType } from '@retail/contracts';
import { type Insertable, sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { SysUserExtOrgTable, SysUserTable } from '../../../db/schema.ts';
import { acrossTenants } from '../../../platform/db/across-tenants.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';
import { type Scope, scopeCondition } from '../access/data-scope.ts';
import type { UserPageInput } from '@retail/contracts/api/system/user';

/** A user's own columns: never the password. */
const columns = [
  'id',
  'tenantId',
  'account',
  'realName',
  'nickName',
  'avatar',
  'sex',
  'birthday',
  'phone',
  'idCardNum',
  'email',
  'address',
  'introduction',
  'signature',
  'orderNo',
  'status',
  'remark',
  'accountType',
  'orgId',
  'posId',
  'jobNum',
  'managerUserId',
  'lastLoginIp',
  'lastLoginTime',
  'lastLoginDevice',
  'createTime',
  'updateTime',
  'createUserName',
  'updateUserName',
] as const;

export type UserRecord = Pick<SysUserTable, (typeof columns)[number]>;

/** A user row as the API shows it, with the names of its org and position. */
export type UserRow = UserRecord & { orgName: string | null; posName: string | null };

export type ExtOrgLink = Omit<Insertable<SysUserExtOrgTable>, 'userId'>;

export interface ExtOrgRow {
  orgId: number;
  orgName: string | null;
  posId: number;
  posName: string | null;
  jobNum: string | null;
  posLevel: string | null;
  joinDate: string | null;
}

/** Case-insensitive equality, the same on every database (MySQL's collation already ignores case). */
const sameText = (column: string, value: string) => sql<boolean>`lower(${sql.ref(column)}) = lower(${value})`;

/**
 * sys_user and its links (sys_user_role, sys_user_ext_org). Every read is limited to one tenant and to live
 * rows; the super admin account is never among the rows administrators manage. A deleted user gives up its
 * account name (`{account}~del~{id}`, within the column's 32 characters). A writing method takes its
 * transaction last.
 */
export class UserRepository extends TenantRepository<'sysUser', UserRecord> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    super(db, 'sysUser', columns, { freedOnDelete: { column: 'account', maxLength: 32 } });
  }

  private base(tenantId: number) {
    return this.db
      .selectFrom('sysUser as u')
      .leftJoin('sysOrg as o', (j) =>
        j.onRef('o.id', '=', 'u.orgId').onRef('o.tenantId', '=', 'u.tenantId').on('o.isDelete', '=', 0),
      )
      .leftJoin('sysPos as s', (j) =>
        j.onRef('s.id', '=', 'u.posId').onRef('s.tenantId', '=', 'u.tenantId').on('s.isDelete', '=', 0),
      )
      .select(columns.map((c) => `u.${c}` as const))
      .select(['o.name as orgName', 's.name as posName'])
      .where('u.tenantId', '=', tenantId)
      .where('u.isDelete', '=', 0);
  }

  /** Users an administrator manages: of the tenant, in its data scope (or itself), never the super admin. */
  private managed(tenantId: number, scope: Scope) {
    return this.base(tenantId)
      .where('u.accountType', '!=', AccountType.SuperAdmin)
      .where((eb) => scopeCondition(eb, scope, 'u.orgId', 'u.id'));
  }

  page(
    tenantId: number,
    scope: Scope,
    input: UserPageInput,
    orgIds: number[] | null,
    maxPageSize: number,
  ): Promise<PageResult<UserRow>> {
    let query = this.managed(tenantId, scope);
    if (input.account) query = query.where(containsText(this.dbType, 'u.account', input.account));
    if (input.realName) query = query.where(containsText(this.dbType, 'u.realName', input.realName));
    if (input.phone) query = query.where(containsText(this.dbType, 'u.phone', input.phone));
    if (input.status) query = query.where('u.status', '=', input.status);
    if (orgIds) query = query.where('u.orgId', 'in', orgIds);
    return paginate(query, input, {
      sortable: {
        account: 'u.account',
        realName: 'u.realName',
        phone: 'u.phone',
        orderNo: 'u.orderNo',
        status: 'u.status',
        orgId: 'u.orgId',
        createTime: 'u.createTime',
        lastLoginTime: 'u.lastLoginTime',
      },
      defaultSort: [['u.orderNo', 'asc']],
      tiebreaker: 'u.id',
      maxPageSize,
    });
  }

  /** A user the caller may manage, or undefined (unknown, deleted, another tenant's, outside the scope). */
  findManaged(tenantId: number, scope: Scope, id: number): Promise<UserRow | undefined> {
    return this.managed(tenantId, scope).where('u.id', '=', id).executeTakeFirst();
  }

  /** The caller's own row (any account type). */
  findOwn(tenantId: number, id: number): Promise<UserRow | undefined> {
    return this.base(tenantId).where('u.id', '=', id).executeTakeFirst();
  }

  async passwordOf(tenantId: number, id: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('sysUser')
      .select('password')
      .where('id', '=', id)
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return row?.password;
  }

  /** Who holds an account name, in any tenant (accounts are unique across tenants, ignoring case). */
  accountHolder(account: string): Promise<{ id: number } | undefined> {
    return acrossTenants(this.db, 'accounts are unique across tenants')
      .selectFrom('sysUser')
      .select('id')
      .where(sameText('account', account))
      .executeTakeFirst();
  }

  /** A live user with this phone number, in any tenant (phone sign-in needs one owner per number). */
  phoneHolder(phone: string): Promise<{ id: number } | undefined> {
    return acrossTenants(this.db, 'phone numbers of live users are unique across tenants')
      .selectFrom('sysUser')
      .select('id')
      .where('phone', '=', phone)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
  }

  /** Ids of the live roles of the tenant a user holds. */
  async roleIdsOf(tenantId: number, userId: number): Promise<number[]> {
    return (await this.rolesOf(tenantId, userId)).map((r) => r.id);
  }

  /** A user's live roles (id and name), in role order. */
  rolesOf(tenantId: number, userId: number): Promise<Array<{ id: number; name: string }>> {
    return this.db
      .selectFrom('sysUserRole as ur')
      .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
      .select(['r.id', 'r.name'])
      .where('ur.userId', '=', userId)
      .where('r.tenantId', '=', tenantId)
      .where('r.isDelete', '=', 0)
      .orderBy('r.orderNo')
      .orderBy('r.id')
      .execute();
  }

  /** The names of one user's roles, in role order (the difference log records names, not ids). */
  async roleNamesOf(tenantId: number, userId: number): Promise<string[]> {
    return (await this.roleNames(tenantId, [userId])).get(userId) ?? [];
  }

  /** Role names per user, in role order. */
  async roleNames(tenantId: number, userIds: number[]): Promise<Map<number, string[]>> {
    const out = new Map<number, string[]>();
    if (userIds.length === 0) return out;
    const rows = await this.db
      .selectFrom('sysUserRole as ur')
      .innerJoin('sysRole as r', 'r.id', 'ur.roleId')
      .select(['ur.userId', 'r.name'])
      .where('ur.userId', 'in', userIds)
      .where('r.tenantId', '=', tenantId)
      .where('r.isDelete', '=', 0)
      .orderBy('r.orderNo')
      .orderBy('r.id')
      .execute();
    for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r.name]);
    return out;
  }

  extOrgsOf(tenantId: number, userId: number): Promise<ExtOrgRow[]> {
    return this.db
      .selectFrom('sysUserExtOrg as e')
      .leftJoin('sysOrg as o', (j) =>
        j.onRef('o.id', '=', 'e.orgId').on('o.tenantId', '=', tenantId).on('o.isDelete', '=', 0),
      )
      .leftJoin('sysPos as s', (j) =>
        j.onRef('s.id', '=', 'e.posId').on('s.tenantId', '=', tenantId).on('s.isDelete', '=', 0),
      )
      .select([
        'e.orgId',
        'o.name as orgName',
        'e.posId',
        's.name as posName',
        'e.jobNum',
        'e.posLevel',
        'e.joinDate',
      ])
      .where('e.userId', '=', userId)
      .orderBy('e.id')
      .execute();
  }

  /** Which of these ids are live roles of the tenant. */
  existingRoleIds(tenantId: number, ids: number[]): Promise<Set<number>> {
    return this.liveIds('sysRole', tenantId, ids);
  }

  existingOrgIds(tenantId: number, ids: number[]): Promise<Set<number>> {
    return this.liveIds('sysOrg', tenantId, ids);
  }

  existingPosIds(tenantId: number, ids: number[]): Promise<Set<number>> {
    return this.liveIds('sysPos', tenantId, ids);
  }

  private async liveIds(
    table: 'sysRole' | 'sysOrg' | 'sysPos',
    tenantId: number,
    ids: number[],
  ): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom(table)
      .select('id')
      .where('id', 'in', ids)
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .execute();
    return new Set(rows.map((r) => r.id));
  }

  async replaceRoles(userId: number, rows: Array<{ id: number; roleId: number }>, db: Db = this.db) {
    await db.deleteFrom('sysUserRole').where('userId', '=', userId).execute();
    if (rows.length > 0) {
      await db
        .insertInto('sysUserRole')
        .values(rows.map((r) => ({ ...r, userId })))
        .execute();
    }
  }

  async replaceExtOrgs(userId: number, rows: ExtOrgLink[], db: Db = this.db) {
    await db.deleteFrom('sysUserExtOrg').where('userId', '=', userId).execute();
    if (rows.length > 0) {
      await db
        .insertInto('sysUserExtOrg')
        .values(rows.map((r) => ({ ...r, userId })))
        .execute();
    }
  }
}
