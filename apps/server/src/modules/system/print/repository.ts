import { Status } from '@retail/contracts';
import { sql, type Updateable } from 'kysely';
import type { PrintPageInput } from '@retail/contracts/api/system/print';
import type { DbType } from '../../../config.ts';
import type { SysPrintTable } from '../../../db/schema-print.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';

const listColumns = [
  'id',
  'name',
  'docType',
  'isDefault',
  'orderNo',
  'status',
  'remark',
  'version',
  'createTime',
  'createUserName',
  'updateTime',
  'updateUserName',
] as const;
const columns = [...listColumns, 'template', 'builtinKey'] as const;

export type PrintListRow = Pick<SysPrintTable, (typeof listColumns)[number]>;
export type PrintRow = Pick<SysPrintTable, (typeof columns)[number]>;
type Changes = Updateable<SysPrintTable>;

/** sys_print: the print templates of a tenant; every method takes the tenant first. */
export class PrintRepository extends TenantRepository<'sysPrint', PrintRow> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    super(db, 'sysPrint', columns);
  }

  /** The list leaves the template out: it may be large. */
  page(tenantId: number, input: PrintPageInput, maxPageSize: number): Promise<PageResult<PrintListRow>> {
    let query = this.db
      .selectFrom('sysPrint')
      .select(listColumns)
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0);
    if (input.name) query = query.where(containsText(this.dbType, 'name', input.name));
    if (input.docType) query = query.where('docType', '=', input.docType);
    if (input.status) query = query.where('status', '=', input.status);
    return paginate(query, input, {
      sortable: {
        name: 'name',
        docType: 'docType',
        orderNo: 'orderNo',
        createTime: 'createTime',
        updateTime: 'updateTime',
      },
      defaultSort: [
        ['docType', 'asc'],
        ['orderNo', 'asc'],
      ],
      tiebreaker: 'id',
      maxPageSize,
    });
  }

  /** The enabled template of a name (names are unique ignoring case). */
  byName(tenantId: number, name: string): Promise<PrintRow | undefined> {
    return this.live(tenantId)
      .where('status', '=', Status.Enable)
      .where(sql<boolean>`lower(name) = lower(${name})`)
      .orderBy('orderNo')
      .orderBy('id')
      .executeTakeFirst();
  }

  /** The type's default, enabled or not. */
  defaultOf(tenantId: number, docType: string, db: Db = this.db): Promise<PrintRow | undefined> {
    return this.live(tenantId, db)
      .where('docType', '=', docType)
      .where('isDefault', '=', 1)
      .executeTakeFirst();
  }

  async countOfType(tenantId: number, docType: string): Promise<number> {
    const row = await this.db
      .selectFrom('sysPrint')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('tenantId', '=', tenantId)
      .where('docType', '=', docType)
      .where('isDelete', '=', 0)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /**
   * The optimistic lock: writes `changes` and the next version only while the row is still at `version`, in one
   * statement, so of two saves of the same version exactly one applies. False when the row moved on (or went).
   */
  async updateAt(tenantId: number, id: number, version: number, changes: Changes, db: Db): Promise<boolean> {
    const result = await db
      .updateTable('sysPrint')
      .set({ ...changes, version: version + 1 })
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .where('version', '=', version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * Makes an enabled live row its type's default when the type has none. A concurrent default taken after the
   * read makes the unique index refuse the write, and the caller's transaction runs again.
   */
  async claimDefault(tenantId: number, row: { id: number; docType: string }, db: Db): Promise<void> {
    if (await this.defaultOf(tenantId, row.docType, db)) return;
    await db
      .updateTable('sysPrint')
      .set({ isDefault: 1 })
      .where('tenantId', '=', tenantId)
      .where('id', '=', row.id)
      .where('isDelete', '=', 0)
      .where('status', '=', Status.Enable)
      .execute();
  }

  /**
   * Moves the type's default to row `id`, if that row is live and enabled: one transaction that first clears
   * every row of the type (which locks them all, so a concurrent move waits and then clears this one) and then
   * sets the row. False when the row is gone or disabled; nothing changes then.
   */
  setDefault(tenantId: number, row: { id: number; docType: string }, stamp: Changes): Promise<boolean> {
    return this.transaction(async (trx) => {
      await trx
        .updateTable('sysPrint')
        .set({ isDefault: null })
        .where('tenantId', '=', tenantId)
        .where('docType', '=', row.docType)
        .execute();
      const result = await trx
        .updateTable('sysPrint')
        .set({ ...stamp, isDefault: 1 })
        .where('tenantId', '=', tenantId)
        .where('id', '=', row.id)
        .where('isDelete', '=', 0)
        .where('status', '=', Status.Enable)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new DefaultRefused();
      return true;
    }).catch((error: unknown) => {
      if (error instanceof DefaultRefused) return false;
      throw error;
    });
  }

  /** A deleted row is never the default. */
  override softDelete(tenantId: number, current: PrintRow, changes: Changes, db?: Db): Promise<boolean> {
    return super.softDelete(tenantId, current, { ...changes, isDefault: null }, db);
  }
}

/** Rolls a default move back when its row is no longer live and enabled. */
class DefaultRefused extends Error {}
