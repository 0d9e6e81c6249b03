import { type Insertable, sql, type Updateable } from 'kysely';
import type { DbType } from '../../../config.ts';
import type { RetailSupplierTable } from '../../../db/schema-retail.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import type { SupplierFilter, SupplierPageInput } from './schemas.ts';

const columns = [
  'id',
  'name',
  'code',
  'contact',
  'phone',
  'address',
  'orderNo',
  'status',
  'remark',
  'createTime',
  'updateTime',
] as const;
export type SupplierRow = Pick<RetailSupplierTable, (typeof columns)[number]>;

const SORT = {
  sortable: { name: 'name', code: 'code', orderNo: 'orderNo', status: 'status', createTime: 'createTime' },
  defaultSort: [['orderNo', 'asc']] as Array<[string, 'asc' | 'desc']>,
  tiebreaker: 'id',
};

/** retail_supplier queries; every method takes the tenant first. */
export class SupplierRepository {
  constructor(
    private readonly db: Db,
    private readonly dbType: DbType,
  ) {}

  private live(tenantId: number) {
    return this.db
      .selectFrom('retailSupplier')
      .select(columns)
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0);
  }

  private filtered(tenantId: number, filter: SupplierFilter) {
    let query = this.live(tenantId);
    const { keyword } = filter;
    if (keyword) {
      query = query.where((eb) =>
        eb.or(['name', 'code', 'contact', 'phone'].map((c) => containsText(this.dbType, c, keyword))),
      );
    }
    if (filter.status) query = query.where('status', '=', filter.status);
    return query;
  }

  page(tenantId: number, input: SupplierPageInput, maxPageSize: number): Promise<PageResult<SupplierRow>> {
    return paginate(this.filtered(tenantId, input), input, { ...SORT, maxPageSize });
  }

  /** Every matching supplier in the default order, up to `limit`. */
  list(tenantId: number, filter: SupplierFilter, limit: number): Promise<SupplierRow[]> {
    return this.filtered(tenantId, filter).orderBy('orderNo').orderBy('id').limit(limit).execute();
  }

  findById(tenantId: number, id: number): Promise<SupplierRow | undefined> {
    return this.live(tenantId).where('id', '=', id).executeTakeFirst();
  }

  async nameHolder(tenantId: number, name: string): Promise<number | undefined> {
    const row = await this.live(tenantId)
      .where(sql<boolean>`lower(name) = lower(${name})`)
      .executeTakeFirst();
    return row?.id;
  }

  async goodsCount(tenantId: number, id: number): Promise<number> {
    const row = await this.db
      .selectFrom('retailGoods')
      .select(sql<number>`count(*)`.as('n'))
      .where('tenantId', '=', tenantId)
      .where('isDelete', '=', 0)
      .where('supplierId', '=', id)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  async insert(row: Insertable<RetailSupplierTable>): Promise<void> {
    await this.db.insertInto('retailSupplier').values(row).execute();
  }

  async update(tenantId: number, id: number, changes: Updateable<RetailSupplierTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('retailSupplier')
      .set(changes)
      .where('tenantId', '=', tenantId)
      .where('id', '=', id)
      .where('isDelete', '=', 0)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
