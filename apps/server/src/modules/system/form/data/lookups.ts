import { Status } from '@retail/contracts';
import type { FormOrgOption, FormUserOption } from '@retail/contracts/api/system/form';
import type { DbType } from '../../../../config.ts';
import type { Db } from '../../../../platform/db/database.ts';
import { containsText } from '../../../../platform/db/filters.ts';

const PICKER_ROWS = 20;

/**
 * What a form's user and organisation fields show and check: names of the tenant's users and organisations.
 * Anyone who fills a form in may pick among them (a name is not the data the data scope guards), so these are
 * read here rather than through the user and organisation screens' calls, which staff need not hold.
 */
export class FormLookups {
  constructor(
    private readonly db: Db,
    private readonly dbType: DbType,
  ) {}

  /** Enabled users by account or name (20), and the users of `ids` whatever their state (a value shown again). */
  async users(
    tenantId: number,
    keyword: string | undefined,
    ids: readonly number[],
  ): Promise<FormUserOption[]> {
    const base = () =>
      this.db
        .selectFrom('sysUser as u')
        .leftJoin('sysOrg as o', (j) =>
          j.onRef('o.id', '=', 'u.orgId').onRef('o.tenantId', '=', 'u.tenantId'),
        )
        .select(['u.id', 'u.account', 'u.realName', 'o.name as orgName'])
        .where('u.tenantId', '=', tenantId)
        .where('u.isDelete', '=', 0);
    let found = base().where('u.status', '=', Status.Enable);
    if (keyword)
      found = found.where((eb) =>
        eb.or([
          containsText(this.dbType, 'u.account', keyword),
          containsText(this.dbType, 'u.realName', keyword),
        ]),
      );
    const rows = await found.orderBy('u.account').limit(PICKER_ROWS).execute();
    const missing = ids.filter((id) => !rows.some((r) => r.id === id));
    const named = missing.length > 0 ? await base().where('u.id', 'in', missing).execute() : [];
    return [...named, ...rows].map((r) => ({ ...r, orgName: r.orgName ?? null }));
  }

  /** Every live organisation of the tenant, as a flat list for a tree. */
  orgs(tenantId: number): Promise<FormOrgOption[]> {
    return this.db
      .selectFrom('sysOrg')
      .select(['id', 'pid', 'name'])
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .orderBy('orderNo')
      .orderBy('id')
      .execute();
  }

  /** The names of the tenant's live users of `ids`. */
  async userNames(tenantId: number, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('sysUser')
      .select(['id', 'realName'])
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((r) => [r.id, r.realName]));
  }

  /** The names of the tenant's live organisations of `ids`. */
  async orgNames(tenantId: number, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('sysOrg')
      .select(['id', 'name'])
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  /** Which of the files `ids` are the tenant's. */
  async fileIds(tenantId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('sysFile')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Set(rows.map((r) => r.id));
  }
}
