import type { Insertable, Updateable } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { SysConfigTable } from '../../../db/schema.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
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

/** sys_config queries; configuration is platform-wide (not tenant-owned). */
export class ConfigRepository {
  constructor(
    private readonly db: Db,
    private readonly dbType: DbType,
  ) {}

  private live() {
    return this.db.selectFrom('sysConfig').select(columns).where('isDelete', '=', 0);
  }

  page(input: ConfigPageInput, maxPageSize: number): Promise<PageResult<ConfigRow>> {
    let query = this.live();
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

  list(): Promise<ConfigRow[]> {
    return this.live().orderBy('groupCode').orderBy('orderNo').orderBy('id').execute();
  }

  findById(id: number): Promise<ConfigRow | undefined> {
    return this.live().where('id', '=', id).executeTakeFirst();
  }

  findIdByCode(code: string): Promise<{ id: number } | undefined> {
    return this.db.selectFrom('sysConfig').select('id').where('code', '=', code).executeTakeFirst();
  }

  async valueOf(code: string): Promise<string | null | undefined> {
    const row = await this.live().where('code', '=', code).executeTakeFirst();
    return row === undefined ? undefined : row.value;
  }

  async groupCodes(): Promise<string[]> {
    const rows = await this.db
      .selectFrom('sysConfig')
      .select('groupCode')
      .distinct()
      .where('isDelete', '=', 0)
      .where('groupCode', 'is not', null)
      .orderBy('groupCode')
      .execute();
    return rows.map((r) => r.groupCode as string);
  }

  async insert(row: Insertable<SysConfigTable>): Promise<void> {
    await this.db.insertInto('sysConfig').values(row).execute();
  }

  async update(id: number, changes: Updateable<SysConfigTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('sysConfig')
      .set(changes)
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Soft delete. The unique code gets a `~del~{id}` suffix so a new row may take the code again. */
  async softDelete(id: number, code: string, changes: Updateable<SysConfigTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('sysConfig')
      .set({ ...changes, isDelete: 1, code: `${code.slice(0, 40)}~del~${id}` })
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
