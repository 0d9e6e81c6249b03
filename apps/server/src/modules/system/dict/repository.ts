import { Status } from '@retail/contracts';
import { sql } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { SysDictDataTable, SysDictTypeTable } from '../../../db/schema.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import { platformTable } from '../../../platform/module-kit/table-scope.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';
import type { DictDataPageInput, DictTypePageInput } from '@retail/contracts/api/system/dict';

const typeColumns = [
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

const itemColumns = [
  'id',
  'dictTypeId',
  'value',
  'code',
  'label',
  'tagType',
  'styleSetting',
  'classSetting',
  'extData',
  'orderNo',
  'status',
  'remark',
] as const;

const dataColumns = [...itemColumns, 'createTime', 'updateTime', 'createUserName', 'updateUserName'] as const;

export type DictTypeRow = Pick<SysDictTypeTable, (typeof typeColumns)[number]>;
export type DictDataRow = Pick<SysDictDataTable, (typeof dataColumns)[number]>;
export type DictItemRow = Pick<SysDictDataTable, (typeof itemColumns)[number]>;

const shared = platformTable('dictionaries are the platform’s: every tenant’s screens read the same items');
/** A soft-deleted type or item frees its unique code (varchar(64)). */
const freedOnDelete = { column: 'code', maxLength: 64 } as const;

/** sys_dict_type queries; every method takes the caller's tenant first. */
export class DictTypeRepository extends TenantRepository<'sysDictType', DictTypeRow> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    super(db, 'sysDictType', typeColumns, { scope: shared, freedOnDelete });
  }

  page(tenantId: number, input: DictTypePageInput, maxPageSize: number): Promise<PageResult<DictTypeRow>> {
    let query = this.live(tenantId);
    if (input.name) query = query.where(containsText(this.dbType, 'name', input.name));
    if (input.code) query = query.where(containsText(this.dbType, 'code', input.code));
    return paginate(query, input, {
      sortable: {
        name: 'name',
        code: 'code',
        orderNo: 'orderNo',
        status: 'status',
        createTime: 'createTime',
      },
      defaultSort: [
        ['orderNo', 'asc'],
        ['code', 'asc'],
      ],
      tiebreaker: 'id',
      maxPageSize,
    });
  }

  list(tenantId: number): Promise<DictTypeRow[]> {
    return this.live(tenantId).orderBy('orderNo').orderBy('code').orderBy('id').execute();
  }

  enabled(tenantId: number): Promise<DictTypeRow[]> {
    return this.live(tenantId)
      .where('status', '=', Status.Enable)
      .orderBy('orderNo')
      .orderBy('code')
      .orderBy('id')
      .execute();
  }

  findByCode(tenantId: number, code: string): Promise<DictTypeRow | undefined> {
    return this.live(tenantId).where('code', '=', code).executeTakeFirst();
  }
}

/** sys_dict_data queries; every method takes the caller's tenant first. An item's code is unique in its type. */
export class DictDataRepository extends TenantRepository<'sysDictData', DictDataRow> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    super(db, 'sysDictData', dataColumns, { scope: shared, freedOnDelete });
  }

  page(tenantId: number, input: DictDataPageInput, maxPageSize: number): Promise<PageResult<DictDataRow>> {
    let query = this.live(tenantId);
    if (input.dictTypeId) query = query.where('dictTypeId', '=', input.dictTypeId);
    if (input.value) query = query.where(containsText(this.dbType, 'value', input.value));
    if (input.code) query = query.where(containsText(this.dbType, 'code', input.code));
    if (input.label) query = query.where(containsText(this.dbType, 'label', input.label));
    return paginate(query, input, {
      sortable: {
        value: 'value',
        code: 'code',
        label: 'label',
        orderNo: 'orderNo',
        status: 'status',
        createTime: 'createTime',
      },
      defaultSort: [
        ['orderNo', 'asc'],
        ['code', 'asc'],
      ],
      tiebreaker: 'id',
      maxPageSize,
    });
  }

  listOfType(tenantId: number, typeId: number): Promise<DictDataRow[]> {
    return this.live(tenantId)
      .where('dictTypeId', '=', typeId)
      .orderBy('orderNo')
      .orderBy('code')
      .orderBy('id')
      .execute();
  }

  /** Enabled items of the given types (no audit columns), in display order (orderNo, code). */
  async enabledItems(tenantId: number, typeIds: number[]): Promise<DictItemRow[]> {
    if (typeIds.length === 0) return [];
    return this.live(tenantId)
      .clearSelect()
      .select(itemColumns)
      .where('status', '=', Status.Enable)
      .where('dictTypeId', 'in', typeIds)
      .orderBy('orderNo')
      .orderBy('code')
      .orderBy('id')
      .execute();
  }

  async countOfType(tenantId: number, typeId: number): Promise<number> {
    const row = await this.live(tenantId)
      .clearSelect()
      .select(sql<number>`count(*)`.as('n'))
      .where('dictTypeId', '=', typeId)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The live item of the type holding `code`, ignoring case (the unique index of the type's codes). */
  async codeHolder(tenantId: number, typeId: number, code: string): Promise<number | undefined> {
    const row = await this.live(tenantId)
      .clearSelect()
      .select('id')
      .where('dictTypeId', '=', typeId)
      .where(sql<boolean>`lower(code) = lower(${code})`)
      .executeTakeFirst();
    return row?.id;
  }
}
