import { sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { SysPosTable } from '../../../db/schema.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';
import type { PosListQuery, PosPageInput } from '@retail/contracts/api/system/pos';

const columns = [
  'id',
  'name',
  'code',
  'orderNo',
  'status',
  'remark',
  'createTime',
  'updateTime',
  'createUserName',
  'updateUserName',
] as const;

export type PosRow = Pick<SysPosTable, (typeof columns)[number]>;

/** sys_pos queries; positions belong to a tenant, every method takes it first. */
export class PosRepository extends TenantRepository<'sysPos', PosRow> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    super(db, 'sysPos', columns);
  }

  list(tenantId: number, filter: PosListQuery): Promise<PosRow[]> {
    let query = this.live(tenantId);
    if (filter.name) query = query.where(containsText(this.dbType, 'name', filter.name));
    if (filter.code) query = query.where(containsText(this.dbType, 'code', filter.code));
    return query.orderBy('orderNo').orderBy('id').execute();
  }

  page(tenantId: number, input: PosPageInput, maxPageSize: number): Promise<PageResult<PosRow>> {
    let query = this.live(tenantId);
    if (input.name) query = query.where(containsText(this.dbType, 'name', input.name));
    if (input.code) query = query.where(containsText(this.dbType, 'code', input.code));
    if (input.status) query = query.where('status', '=', input.status);
    return paginate(query, input, {
      sortable: {
        name: 'name',
        code: 'code',
        orderNo: 'orderNo',
        status: 'status',
        createTime: 'createTime',
      },
      defaultSort: [['orderNo', 'asc']],
      tiebreaker: 'id',
      maxPageSize,
    });
  }

  /** Live users of the tenant holding the position as their main position or in an extra organisation. */
  async holderCount(tenantId: number, posId: number): Promise<number> {
    const row = await this.db
      .selectFrom('sysUser as u')
      .select(sql<number>`count(*)`.as('n'))
      .where('u.tenantId', '=', tenantId)
      .where('u.isDelete', '=', 0)
      .where((eb) =>
        eb.or([
          eb('u.posId', '=', posId),
          eb.exists(
            eb
              .selectFrom('sysUserExtOrg as e')
              .select('e.id')
              .whereRef('e.userId', '=', 'u.id')
              .where('e.posId', '=', posId),
          ),
        ]),
      )
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }
}
