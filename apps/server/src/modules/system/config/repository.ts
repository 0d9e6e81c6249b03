import type { DbType } from '../../../config.ts';
import type { SysConfigTable } from '../../../db/schema.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import { platformTable } from '../../../platform/module-kit/table-scope.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';
import type { ConfigPageInput } from '@retail/contracts/api/system/config';

const columns = [
  'id',
  'name',
  'code',
  'value',
  'sysFlag',
  'groupCode',
  'orderNo',
  'remark',
  'createTime',
  'updateTime',
  'createUserName',
  'updateUserName',
] as const;

export type ConfigRow = Pick<SysConfigTable, (typeof columns)[number]>;

/** sys_config queries; every method but `storedValue` takes the caller's tenant first. */
export class ConfigRepository extends TenantRepository<'sysConfig', ConfigRow> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    super(db, 'sysConfig', columns, {
      scope: platformTable(
        'the configuration is the platform’s: every tenant signs in and logs by the same rows',
      ),
      freedOnDelete: { column: 'code', maxLength: 64 },
    });
  }

  page(tenantId: number, input: ConfigPageInput, maxPageSize: number): Promise<PageResult<ConfigRow>> {
    let query = this.live(tenantId);
    if (input.name) query = query.where(containsText(this.dbType, 'name', input.name));
    if (input.code) query = query.where(containsText(this.dbType, 'code', input.code));
    if (input.groupCode) query = query.where('groupCode', '=', input.groupCode);
    return paginate(query, input, {
      sortable: {
        name: 'name',
        code: 'code',
        groupCode: 'groupCode',
        orderNo: 'orderNo',
        createTime: 'createTime',
      },
      defaultSort: [
        ['groupCode', 'asc'],
        ['orderNo', 'asc'],
      ],
      tiebreaker: 'id',
      maxPageSize,
    });
  }

  list(tenantId: number): Promise<ConfigRow[]> {
    return this.live(tenantId).orderBy('groupCode').orderBy('orderNo').orderBy('id').execute();
  }

  async groupCodes(tenantId: number): Promise<string[]> {
    const rows = await this.live(tenantId)
      .clearSelect()
      .select('groupCode')
      .distinct()
      .where('groupCode', 'is not', null)
      .orderBy('groupCode')
      .execute();
    return rows.map((r) => r.groupCode as string);
  }

  /** The value of a code as the platform reads it for itself (sign-in, the operation log): there is no caller. */
  async storedValue(code: string): Promise<string | null | undefined> {
    const row = await this.db
      .selectFrom('sysConfig')
      .select('value')
      .where('isDelete', '=', 0)
      .where('code', '=', code)
      .executeTakeFirst();
    return row === undefined ? undefined : row.value;
  }
}
