import type { DbType } from '../../../config.ts';
import type { RetailSupplierTable } from '../../../db/schema-retail.ts';
import type { Db } from '../../../platform/db/database.ts';
import { containsText } from '../../../platform/db/filters.ts';
import { type PageResult, paginate } from '../../../platform/http/paging.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';
import type { SupplierFilter, SupplierPageInput } from '@retail/contracts/api/retail/goods-supplier';
import { liveGoodsNaming } from '../shared/goods-usage.ts';

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
export class SupplierRepository extends TenantRepository<'retailSupplier', SupplierRow> {
  constructor(
    db: Db,
    private readonly dbType: DbType,
  ) {
    super(db, 'retailSupplier', columns);
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

  goodsCount(tenantId: number, id: number): Promise<number> {
    return liveGoodsNaming(this.db, tenantId, 'supplierId', id);
  }
}
