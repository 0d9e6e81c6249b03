import { Status } from '@retail/contracts';
import { type Insertable, sql, type Updateable } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { SysDictDataTable, SysDictTypeTable } from '../../../db/schema.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
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

/** A soft-deleted row frees its unique code: it keeps a `~del~{id}` suffix instead. */
const deletedCode = (code: string, id: number) => `${code.slice(0, 40)}~del~${id}`;

/** sys_dict_type / sys_dict_data queries; dictionaries are platform-wide (not tenant-owned). */
export class DictRepository {
  constructor(
    private readonly db: Db,
    private readonly dbType: DbType,
  ) {}

  /** Runs the callback with this repository bound to one transaction. */
  transaction<T>(work: (repo: DictRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => work(new DictRepository(trx, this.dbType)));
  }

  // ---- types

  private liveTypes() {
    return this.db.selectFrom('sysDictType').select(typeColumns).where('isDelete', '=', 0);
  }

  pageTypes(input: DictTypePageInput, maxPageSize: number): Promise<PageResult<DictTypeRow>> {
    let query = this.liveTypes();
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

  listTypes(): Promise<DictTypeRow[]> {
    return this.liveTypes().orderBy('orderNo').orderBy('code').orderBy('id').execute();
  }

  enabledTypes(): Promise<DictTypeRow[]> {
    return this.liveTypes()
      .where('status', '=', Status.Enable)
      .orderBy('orderNo')
      .orderBy('code')
      .orderBy('id')
      .execute();
  }

  findTypeById(id: number): Promise<DictTypeRow | undefined> {
    return this.liveTypes().where('id', '=', id).executeTakeFirst();
  }

  findTypeByCode(code: string): Promise<DictTypeRow | undefined> {
    return this.liveTypes().where('code', '=', code).executeTakeFirst();
  }

  /** Any row holding the code (the unique index covers deleted rows too, whose codes are suffixed). */
  findTypeIdByCode(code: string): Promise<{ id: number } | undefined> {
    return this.db.selectFrom('sysDictType').select('id').where('code', '=', code).executeTakeFirst();
  }

  async insertType(row: Insertable<SysDictTypeTable>): Promise<void> {
    await this.db.insertInto('sysDictType').values(row).execute();
  }

  async updateType(id: number, changes: Updateable<SysDictTypeTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('sysDictType')
      .set(changes)
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async softDeleteType(id: number, code: string, changes: Updateable<SysDictTypeTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('sysDictType')
      .set({ ...changes, isDelete: 1, code: deletedCode(code, id) })
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async countData(typeId: number): Promise<number> {
    const row = await this.db
      .selectFrom('sysDictData')
      .select(sql<number>`count(*)`.as('n'))
      .where('dictTypeId', '=', typeId)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  // ---- data

  private liveData() {
    return this.db.selectFrom('sysDictData').select(dataColumns).where('isDelete', '=', 0);
  }

  pageData(input: DictDataPageInput, maxPageSize: number): Promise<PageResult<DictDataRow>> {
    let query = this.liveData();
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

  listData(typeId: number): Promise<DictDataRow[]> {
    return this.liveData()
      .where('dictTypeId', '=', typeId)
      .orderBy('orderNo')
      .orderBy('code')
      .orderBy('id')
      .execute();
  }

  /** Enabled items of the given types, in display order (orderNo, code). */
  async enabledItems(typeIds: number[]): Promise<DictItemRow[]> {
    if (typeIds.length === 0) return [];
    return this.db
      .selectFrom('sysDictData')
      .select(itemColumns)
      .where('isDelete', '=', 0)
      .where('status', '=', Status.Enable)
      .where('dictTypeId', 'in', typeIds)
      .orderBy('orderNo')
      .orderBy('code')
      .orderBy('id')
      .execute();
  }

  findDataById(id: number): Promise<DictDataRow | undefined> {
    return this.liveData().where('id', '=', id).executeTakeFirst();
  }

  findDataIdByCode(typeId: number, code: string): Promise<{ id: number } | undefined> {
    return this.db
      .selectFrom('sysDictData')
      .select('id')
      .where('dictTypeId', '=', typeId)
      .where('code', '=', code)
      .executeTakeFirst();
  }

  async insertData(row: Insertable<SysDictDataTable>): Promise<void> {
    await this.db.insertInto('sysDictData').values(row).execute();
  }

  async updateData(id: number, changes: Updateable<SysDictDataTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('sysDictData')
      .set(changes)
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  async softDeleteData(id: number, code: string, changes: Updateable<SysDictDataTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('sysDictData')
      .set({ ...changes, isDelete: 1, code: deletedCode(code, id) })
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
