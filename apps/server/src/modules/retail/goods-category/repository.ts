import { sql } from 'kysely';
import type { RetailCategoryTable } from '../../../db/schema-retail.ts';
import type { Db } from '../../../platform/db/database.ts';
import { TenantRepository } from '../../../platform/module-kit/tenant-repository.ts';
import { liveGoodsNaming } from '../shared/goods-usage.ts';

const columns = ['id', 'pid', 'name', 'code', 'orderNo', 'status', 'remark', 'createTime'] as const;
export type CategoryRow = Pick<RetailCategoryTable, (typeof columns)[number]>;

/** retail_category queries; every method takes the tenant first. */
export class CategoryRepository extends TenantRepository<'retailCategory', CategoryRow> {
  constructor(db: Db) {
    super(db, 'retailCategory', columns);
  }

  all(tenantId: number): Promise<CategoryRow[]> {
    return this.live(tenantId).orderBy('orderNo').orderBy('id').execute();
  }

  async childCount(tenantId: number, id: number): Promise<number> {
    const row = await this.live(tenantId)
      .clearSelect()
      .select(sql<number>`count(*)`.as('n'))
      .where('pid', '=', id)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  goodsCount(tenantId: number, id: number): Promise<number> {
    return liveGoodsNaming(this.db, tenantId, 'categoryId', id);
  }
}
